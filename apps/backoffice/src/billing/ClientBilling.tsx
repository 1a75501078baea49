import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import {
  day,
  DocumentStatus,
  documentPath,
  KIND_PAGES,
  usePermission,
  type DocumentRecord,
  type OutstandingRecord,
} from './billing-shared';
import { useMoney } from '../common/formats';
import { Panel } from '../common/Panel';

/*
 * The client 360° page's sales documents: what the client owes (due, overdue, credit held)
 * for those who see payments, and the latest quotes, invoices, deposits and credit notes for those who
 * read documents, with the shortcuts to make a new one for this client (none once its record is closed:
 * personal data erased).
 */

const SHOWN = 8;

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ fontWeight: 700, color: tone === 'error' ? 'error.main' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function ClientBilling({ clientId, closed = false }: { clientId: number; closed?: boolean }) {
  const t = useT();
  const money = useMoney();
  const can = usePermission();
  const readsDocuments = can('seeAllOrder');
  const seesPayments = can('seeAllPayment');
  const { data: documents = [], total = 0 } = useGetList<DocumentRecord>(
    'billing-documents',
    {
      filter: { clientId },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: SHOWN },
      meta: { quiet: true },
    },
    { enabled: readsDocuments },
  );
  const { data: outstandings } = useGetList<OutstandingRecord>(
    'payments/outstandings',
    {
      filter: { clientId },
      sort: { field: 'due', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
      meta: { quiet: true },
    },
    { enabled: seesPayments },
  );
  const owed = outstandings?.[0] ?? null;
  if (!readsDocuments && !seesPayments) return null;
  return (
    <Panel title={t('billing.client.title')} data-client-billing>
      {seesPayments && (
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ mb: 2 }} data-client-outstanding>
          <Figure label={t('billing.outstandings.due')} value={money(owed?.due ?? 0)} />
          <Figure
            label={t('billing.outstandings.overdue')}
            value={money(owed?.overdue ?? 0)}
            tone={owed?.overdue ? 'error' : undefined}
          />
          <Figure label={t('billing.outstandings.credit')} value={money(owed?.credit ?? 0)} />
        </Stack>
      )}
      {readsDocuments &&
        (documents.length === 0 ? (
          <Typography color="text.secondary">{t('billing.client.none')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ '& th, & td:first-of-type': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('billing.client.document')}</TableCell>
                  <TableCell>{t('billing.fields.issueDate')}</TableCell>
                  <TableCell align="right">{t('billing.fields.totalTtc')}</TableCell>
                  <TableCell>{t('billing.fields.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {documents.map((document) => (
                  <TableRow key={document.id}>
                    <TableCell>
                      <Link component={RouterLink} to={documentPath(document.kind, document.id)}>
                        {t(`billing.kinds.${document.kind}`)} {document.number ?? t('billing.show.noNumber')}
                      </Link>
                    </TableCell>
                    <TableCell>{day(document.issueDate)}</TableCell>
                    <TableCell align="right">{money(document.totalTtc)}</TableCell>
                    <TableCell>
                      <DocumentStatus kind={document.kind} status={document.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {total > documents.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('billing.client.more', { count: total - documents.length })}{' '}
                <Link
                  component={RouterLink}
                  to={`${KIND_PAGES.invoice}?filter=${encodeURIComponent(JSON.stringify({ clientId }))}`}
                >
                  {t('billing.client.allInvoices')}
                </Link>
              </Typography>
            )}
          </Box>
        ))}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
        {!closed && can('createQuote') && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`${KIND_PAGES.quote}?new&clientId=${clientId}`}
          >
            {t('billing.actions.new.quote')}
          </Button>
        )}
        {!closed && can('billOrder') && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`${KIND_PAGES.invoice}?new&clientId=${clientId}`}
          >
            {t('billing.actions.new.invoice')}
          </Button>
        )}
        {seesPayments && (owed?.due ?? 0) > 0 && (
          <Button size="small" component={RouterLink} to={`/dashboard/payments?new&clientId=${clientId}`}>
            {t('billing.actions.recordPayment')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
