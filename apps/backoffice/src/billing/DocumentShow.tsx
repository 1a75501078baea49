import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EuroIcon from '@mui/icons-material/Euro';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { PAYMENT_TYPES } from '@cuvee/kernel';
import { usePopup } from '@cuvee/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NotFound } from '../coming-soon/ComingSoon';
import { orderPath } from '../orders/orders-shared';
import { useLabelOf } from '../crm/crm-shared';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import {
  clientPath,
  day,
  DocumentStatus,
  documentPath,
  KIND_PAGES,
  listQuery,
  usePermission,
  type DocumentDetail,
  type DocumentRecord,
  type PaymentRecord,
} from './billing-shared';
import { showSuccess } from '../common/notices';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { useIsSmall } from '../common/use-is-small';
import { deleteDraft, issueDocument } from './document-calls';
import { fetchPdf, saveFile, useSendByMail, type PdfFile, type PdfVariant } from './document-files';
import { isOverdue } from './DocumentList';
import { DocumentPaper } from './DocumentPaper';

type BillingSettings = Schemas['BillingSettingsDto'];

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
function Settlement({ document }: { document: DocumentDetail }) {
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
function Versions({ document }: { document: DocumentDetail }) {
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

function PdfPreview({ file, onClose }: { file: PdfFile; onClose: () => void }) {
  const t = useT();
  const fullScreen = useIsSmall();
  const [url] = useState(() => URL.createObjectURL(file.blob));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>{file.fileName}</DialogTitle>
      <DialogContent sx={{ p: 0, height: fullScreen ? undefined : '80vh' }}>
        <Box
          component="iframe"
          src={url}
          title={file.fileName}
          sx={{ border: 0, width: '100%', height: '100%' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => saveFile(file)}>
          {t('billing.actions.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The buttons of a document: what its kind, status and the caller's permissions allow. */
function Actions({ document, reload }: { document: DocumentDetail; reload: () => Promise<void> }) {
  const t = useT();
  const can = usePermission();
  const popup = usePopup();
  const navigate = useNavigate();
  const send = useSendByMail();
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<PdfFile | null>(null);
  const { kind, status } = document;
  const label = t(`billing.kinds.${kind}`);
  const draft = status === 'pending';
  const issued = document.number !== null;
  const writes = can(kind === 'quote' ? 'createQuote' : 'billOrder');
  const payable = (kind === 'invoice' || kind === 'deposit') && issued;

  const run = async (name: string, work: () => Promise<unknown>) => {
    setBusy(name);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  const confirm = async (title: string, text: string, tone: 'default' | 'error' = 'default') =>
    (await popup({ title, text, tone })) !== null;

  const pdf = (variant: PdfVariant, show: boolean) =>
    run(variant + String(show), async () => {
      const file = await fetchPdf(document.id, variant);
      if (!file) return;
      if (show) setPreview(file);
      else saveFile(file);
    });
  const issue = () =>
    run('issue', async () => {
      if (!(await confirm(t('billing.confirm.issueTitle', { label }), t('billing.confirm.issueText'))))
        return;
      const done = await issueDocument(kind, document.id);
      if (!done) return;
      showSuccess(t('billing.messages.issued', { label, number: done.number ?? '' }));
      await reload();
    });
  const remove = () =>
    run('delete', async () => {
      if (!(await confirm(t('billing.confirm.deleteTitle'), t('billing.confirm.deleteText'), 'error')))
        return;
      if (!(await deleteDraft(kind, document.id))) return;
      showSuccess(t('billing.messages.deleted'));
      navigate(KIND_PAGES[kind]);
    });
  const decide = (accept: boolean) =>
    run(accept ? 'accept' : 'refuse', async () => {
      if (
        !(await confirm(
          t(accept ? 'billing.confirm.acceptTitle' : 'billing.confirm.refuseTitle'),
          t('billing.confirm.decideText'),
        ))
      )
        return;
      const path = { params: { path: { id: document.id } } };
      const { data } = accept
        ? await api.POST('/v1/quotes/{id}/accept', path)
        : await api.POST('/v1/quotes/{id}/refuse', path);
      if (!data) return;
      showSuccess(t(accept ? 'billing.messages.accepted' : 'billing.messages.refused'));
      await reload();
    });
  const invoiceQuote = () =>
    run('invoiceQuote', async () => {
      const { data } = await api.POST('/v1/invoices', {
        body: { source: { kind: 'quote', ids: [document.id] } },
      });
      if (data) navigate(documentPath('invoice', data.id));
    });
  const mail = () =>
    run('send', async () => {
      if (await send(document, t('billing.send.title', { label, number: document.number ?? '' })))
        await reload();
    });

  const button = (
    name: string,
    text: string,
    icon: ReactNode,
    onClick: () => unknown,
    variant: 'contained' | 'outlined' | 'text' = 'outlined',
    color?: 'error',
  ) => (
    <Button
      key={name}
      variant={variant}
      color={color}
      startIcon={busy === name ? <CircularProgress size={16} color="inherit" /> : icon}
      disabled={busy !== null}
      onClick={() => void onClick()}
      data-action={name}
    >
      {text}
    </Button>
  );

  const buttons: ReactNode[] = [];
  if (writes && draft && (kind === 'quote' || kind === 'invoice'))
    buttons.push(
      button('edit', t('billing.actions.edit'), <EditOutlinedIcon />, () =>
        navigate(`${documentPath(kind, document.id)}&edit`),
      ),
    );
  if (writes && draft && kind !== 'quote')
    buttons.push(button('issue', t('billing.actions.issue'), <VerifiedOutlinedIcon />, issue, 'contained'));
  if (kind === 'quote' && writes && (draft || (status === 'generated' && !document.superseded)))
    buttons.push(
      button('send', t('billing.actions.send'), <MailOutlineIcon />, mail, draft ? 'contained' : 'outlined'),
    );
  if (kind === 'quote' && writes && status === 'generated' && !document.superseded) {
    buttons.push(
      button('accept', t('billing.actions.accept'), <CheckIcon />, () => decide(true), 'contained'),
    );
    buttons.push(button('refuse', t('billing.actions.refuse'), <CloseIcon />, () => decide(false)));
    buttons.push(
      button('edit', t('billing.actions.newVersion'), <EditOutlinedIcon />, () =>
        navigate(`${documentPath(kind, document.id)}&edit`),
      ),
    );
  }
  if (kind === 'quote' && status === 'completed' && document.orderId === null && can('billOrder')) {
    buttons.push(
      button(
        'invoiceQuote',
        t('billing.actions.invoiceQuote'),
        <ReceiptLongOutlinedIcon />,
        invoiceQuote,
        'contained',
      ),
    );
    buttons.push(
      button('depositQuote', t('billing.actions.depositQuote'), <ReceiptLongOutlinedIcon />, () =>
        navigate(`${KIND_PAGES.deposit}?new&quoteId=${document.id}`),
      ),
    );
  }
  if (kind !== 'quote' && issued)
    buttons.push(button('send', t('billing.actions.send'), <MailOutlineIcon />, mail));
  if (payable && document.outstanding > 0 && can('seeAllPayment'))
    buttons.push(
      button('pay', t('billing.actions.recordPayment'), <EuroIcon />, () =>
        navigate(`/dashboard/payments?new&clientId=${document.clientId}&documentId=${document.id}`),
      ),
    );
  // An issued invoice is corrected by a credit note, never edited nor deleted (ADR 0016).
  if (payable && document.status !== 'cancelled' && can('billOrder'))
    buttons.push(
      button('creditNote', t('billing.actions.createCreditNote'), <UndoIcon />, () =>
        navigate(`${KIND_PAGES.creditNote}?new&invoiceId=${document.id}`),
      ),
    );
  buttons.push(
    button(
      'preview',
      t('billing.actions.preview'),
      <DescriptionOutlinedIcon />,
      () => pdf('document', true),
      'text',
    ),
  );
  buttons.push(
    button('download', t('billing.actions.download'), <DownloadIcon />, () => pdf('document', false), 'text'),
  );
  if (kind === 'invoice')
    buttons.push(
      button(
        'deliveryNote',
        t('billing.actions.deliveryNote'),
        <LocalShippingOutlinedIcon />,
        () => pdf('deliveryNote', false),
        'text',
      ),
    );
  if (writes && draft)
    buttons.push(
      button('delete', t('billing.actions.delete'), <DeleteOutlineIcon />, remove, 'text', 'error'),
    );

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-actions>
        {buttons}
      </Stack>
      {preview && <PdfPreview file={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

/** The shop's billing settings (footer, and the terms a draft would be issued with). */
export function useBillingSettings(): BillingSettings | null {
  const [settings, setSettings] = useState<BillingSettings | null>(null);
  useEffect(() => {
    let live = true;
    void quietApi.GET('/v1/billing-settings').then(({ data }) => live && setSettings(data ?? null));
    return () => {
      live = false;
    };
  }, []);
  return settings;
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
  const [document, setDocument] = useState<DocumentDetail | null | undefined>(undefined);
  const load = useCallback(async () => {
    const { data } = await quietApi.GET('/v1/billing-documents/{id}', { params: { path: { id } } });
    // A link that only knew the id (a payment's deposit invoice…) lands on the document's own page.
    if (data && data.kind !== kind) return navigate(documentPath(data.kind, id), { replace: true });
    setDocument(data ?? null);
  }, [id, kind, navigate]);
  useEffect(() => {
    void load();
  }, [load]);
  const label = t(`billing.kinds.${kind}`);
  const related = useRelated(document);
  if (document === undefined) return <CircularProgress sx={{ m: 4 }} />;
  if (document === null) return <NotFound />;
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
        <Box sx={{ mt: 1.5 }}>
          <Actions document={document} reload={load} />
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
