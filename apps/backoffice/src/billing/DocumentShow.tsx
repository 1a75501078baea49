import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NotFound } from '../coming-soon/ComingSoon';
import { orderPath } from '../orders/orders-shared';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import {
  clientPath,
  day,
  DocumentStatus,
  documentPath,
  KIND_PAGES,
  type DocumentDetail,
} from './billing-shared';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { DocumentPaper } from './DocumentPaper';
import { useBillingSettings } from './settings-data';
import { DocumentActions } from './DocumentActions';
import { Settlement, Versions } from './DocumentSettlement';

/** The documents this one is tied to: deposits deducted, the invoice a deposit went on, the source. */
function useRelated(document: DocumentDetail | null | undefined): ReactNode[] {
  const t = useT();
  const links: ReactNode[] = [];
  if (!document) return links;
  for (const deduction of document.deductions)
    links.push(
      <Link
        key={`d${deduction.documentId}`}
        component={RouterLink}
        to={documentPath('deposit', deduction.documentId)}
      >
        {t('billing.totals.deposit', { number: deduction.number })}
      </Link>,
    );
  if (document.deductedOnId)
    links.push(
      <Link key="on" component={RouterLink} to={documentPath('invoice', document.deductedOnId)}>
        {t('billing.show.deductedOn')}
      </Link>,
    );
  if (document.correctsId)
    links.push(
      <Link key="corrects" component={RouterLink} to={documentPath('invoice', document.correctsId)}>
        {t('billing.show.corrects')} {document.correctedNumber}
      </Link>,
    );
  if (document.sourceKind === 'quote')
    for (const id of document.sourceIds ?? [])
      links.push(
        <Link key={`q${id}`} component={RouterLink} to={documentPath('quote', id)}>
          {t('billing.show.fromQuote')}
        </Link>,
      );
  // An accepted quote of goods became an order, invoiced as that order; one of services only did not.
  if (document.kind === 'quote' && document.status === 'completed')
    links.push(
      document.orderId ? (
        <Link
          key="order"
          component={RouterLink}
          to={orderPath(document.orderId)}
          data-order={document.orderId}
        >
          {t('billing.show.order')}
        </Link>
      ) : (
        <Typography key="order" variant="body2" color="text.secondary" data-order="none">
          {t('billing.show.noOrder')}
        </Typography>
      ),
    );
  return links;
}

/**
 * A document's page (…?id=12): its status and what can be done with it, the sheet as its PDF prints
 * it, and beside it what happened to it (payments and credit notes, versions, related documents) and
 * its fingerprint once issued.
 */
export function DocumentShow({ kind, id }: { kind: DocumentDetail['kind']; id: number }) {
  const t = useT();
  const money = useMoney();
  const settings = useBillingSettings();
  const navigate = useNavigate();
  const { data, isPending, refetch } = useGetOne<DocumentDetail>('billing-documents', {
    id,
    meta: { quiet: true },
  });
  // A link that only knew the id (a payment's deposit invoice…) lands on the document's own page.
  const elsewhere = data !== undefined && data.kind !== kind;
  useEffect(() => {
    if (data && data.kind !== kind) navigate(documentPath(data.kind, id), { replace: true });
  }, [data, kind, id, navigate]);
  const document = elsewhere ? undefined : data;
  const reload = async () => {
    await refetch();
  };
  const label = t(`billing.kinds.${kind}`);
  const related = useRelated(document);
  if (isPending || elsewhere) return <CircularProgress sx={{ m: 4 }} />;
  if (!document) return <NotFound />;
  const payable = (kind === 'invoice' || kind === 'deposit') && document.number !== null;
  const side = payable || kind === 'quote' || related.length > 0 || document.hash !== null;
  return (
    <Box sx={{ pb: 4 }}>
      <Button
        component={RouterLink}
        to={KIND_PAGES[kind]}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {t(`billing.show.back.${kind}`)}
      </Button>
      <PageHeader
        title={document.number ? `${label} ${document.number}` : label}
        badges={
          <>
            <DocumentStatus kind={kind} status={document.status} />
            {kind === 'quote' && document.version > 1 && (
              <Chip
                size="small"
                variant="outlined"
                label={t('billing.show.version', { n: document.version })}
              />
            )}
            {document.superseded && <Chip size="small" label={t('billing.show.superseded')} />}
            {document.imported && (
              <Chip
                size="small"
                variant="outlined"
                label={t(`billing.show.imported.${kind}`)}
                data-imported
              />
            )}
            {document.expired && document.status === 'generated' && (
              <Chip size="small" color="error" variant="outlined" label={t('billing.show.expired')} />
            )}
          </>
        }
        subtitle={
          <>
            <Link component={RouterLink} to={clientPath(document.clientId)}>
              {document.buyer.name}
            </Link>
            {' · '}
            {money(document.totalTtc)}
          </>
        }
      >
        {document.imported && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('billing.show.importedHint', { id: document.importId ?? '' })}
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <DocumentActions document={document} reload={reload} />
        </Box>
      </PageHeader>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: side ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1000px)',
          },
          alignItems: 'start',
        }}
      >
        <DocumentPaper document={document} settings={settings} />
        <Stack spacing={2}>
          {payable && <Settlement document={document} />}
          {kind === 'quote' && <Versions document={document} />}
          {related.length > 0 && (
            <Panel title={t('billing.show.related')} data-panel="related">
              <Stack spacing={0.5}>{related}</Stack>
            </Panel>
          )}
          {document.hash && (
            <Panel title={t('billing.show.integrity')} data-panel="hash">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('billing.show.hashHint', { date: day(document.issueDate) })}
              </Typography>
              <Typography
                variant="caption"
                component="code"
                sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}
              >
                {document.hash}
              </Typography>
            </Panel>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
