import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPES } from '@cuvee/kernel';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLabelOf } from '../crm/crm-shared';
import { useT } from '../i18n';
import { quietApi } from '../services';
import {
  day,
  documentPath,
  listQuery,
  usePermission,
  type DocumentDetail,
  type DocumentRecord,
  type PaymentRecord,
} from './billing-shared';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { isOverdue } from './DocumentList';
import { InvoiceSepaDebits } from './ClientSepaMandates';

/*
 * The side panels of a document's page: what is paid and credited on an issued invoice or deposit, and
 * the versions of a quote.
 */

function Figure({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** What is paid and credited on an issued invoice or deposit, with the payments and credit notes. */
export function Settlement({ document }: { document: DocumentDetail }) {
  const t = useT();
  const money = useMoney();
  const labelOf = useLabelOf();
  const can = usePermission();
  const [payments, setPayments] = useState<PaymentRecord[]>([]);
  const [credits, setCredits] = useState<DocumentRecord[]>([]);
  const seesPayments = can('seeAllPayment');
  useEffect(() => {
    let live = true;
    if (seesPayments)
      void quietApi
        .GET('/v1/payments', { params: { query: listQuery({ documentId: document.id }) } })
        .then(({ data }) => live && data && setPayments(data));
    void quietApi
      .GET('/v1/credit-notes', { params: { query: listQuery({ correctsId: document.id }) } })
      .then(({ data }) => live && data && setCredits(data));
    return () => {
      live = false;
    };
  }, [document.id, seesPayments]);
  return (
    <Panel title={t('billing.show.settlement')} data-panel="settlement">
      <Figure label={t('billing.totals.netToPay')} value={money(document.netToPay)} />
      <Figure label={t('billing.fields.paid')} value={money(document.paid)} />
      <Figure label={t('billing.fields.credited')} value={money(document.credited)} />
      <Figure label={t('billing.fields.outstanding')} value={money(document.outstanding)} strong />
      {isOverdue(document) && (
        <Chip
          size="small"
          color="error"
          label={t('billing.show.overdueSince', { date: day(document.dueDate) })}
          sx={{ mt: 1 }}
        />
      )}
      {payments.length > 0 && (
        <Box sx={{ mt: 2 }} data-payments>
          <Typography variant="overline" color="text.secondary">
            {t('billing.menu.payments')}
          </Typography>
          {payments.map((payment) => (
            <Figure
              key={payment.id}
              label={`${day(payment.receivedOn)} · ${labelOf(PAYMENT_TYPES, payment.type)}${payment.reference ? ` · ${payment.reference}` : ''}`}
              value={money(payment.allocations.find((a) => a.documentId === document.id)?.amount ?? 0)}
            />
          ))}
        </Box>
      )}
      {document.kind === 'invoice' && <InvoiceSepaDebits invoiceId={document.id} />}
      {credits.length > 0 && (
        <Box sx={{ mt: 2 }} data-credit-notes>
          <Typography variant="overline" color="text.secondary">
            {t('billing.menu.credits')}
          </Typography>
          {credits.map((credit) => (
            <Figure
              key={credit.id}
              label={
                <Link component={RouterLink} to={documentPath('creditNote', credit.id)}>
                  {credit.number ?? t('billing.show.noNumber')}
                </Link>
              }
              value={money(credit.totalTtc)}
            />
          ))}
        </Box>
      )}
    </Panel>
  );
}

/** Every version of a quote, the one shown marked. */
export function Versions({ document }: { document: DocumentDetail }) {
  const t = useT();
  const money = useMoney();
  const [versions, setVersions] = useState<DocumentRecord[]>([]);
  const rootId = document.rootId ?? document.id;
  useEffect(() => {
    let live = true;
    void quietApi
      .GET('/v1/quotes', { params: { query: listQuery({ rootId }, 100, ['id', 'ASC']) } })
      .then(({ data }) => live && data && setVersions(data));
    return () => {
      live = false;
    };
  }, [rootId, document.id]);
  return (
    <Panel title={t('billing.show.versions')} data-panel="versions">
      {versions.map((version) => (
        <Box
          key={version.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            py: 0.5,
            px: 1,
            mx: -1,
            borderRadius: 1,
            bgcolor: version.id === document.id ? 'action.selected' : undefined,
          }}
          data-version={version.version}
        >
          <Link component={RouterLink} to={documentPath('quote', version.id)} sx={{ fontWeight: 600 }}>
            {t('billing.show.version', { n: version.version })}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {version.number ?? ''} {version.superseded ? `· ${t('billing.show.superseded')}` : ''}
          </Typography>
          <Typography variant="body2">{money(version.totalTtc)}</Typography>
        </Box>
      ))}
    </Panel>
  );
}
