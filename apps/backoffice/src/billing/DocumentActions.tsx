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
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { usePopup } from '@cuvee/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { api } from '../services';
import { documentPath, KIND_PAGES, usePermission, type DocumentDetail } from './billing-shared';
import { showSuccess } from '../common/notices';
import { orderPath } from '../orders/orders-shared';
import { useIsSmall } from '../common/use-is-small';
import { deleteDraft, issueDocument } from './document-calls';
import { fetchPdf, saveFile, useSendByMail, type PdfFile, type PdfVariant } from './document-files';

/*
 * The buttons of a document's page (edit, issue, send, download, accept, pay, credit…), each shown when
 * the document's kind and status and the caller's permissions allow it, and the PDF preview they open.
 */

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
export function DocumentActions({
  document,
  reload,
}: {
  document: DocumentDetail;
  reload: () => Promise<void>;
}) {
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
  // An accepted quote's next step: the order it became (placed, validated, then invoiced there), or,
  // for a quote of services only, its invoice.
  if (kind === 'quote' && status === 'completed' && document.orderId !== null)
    buttons.push(
      button(
        'openOrder',
        t('billing.actions.openOrder'),
        <ShoppingCartCheckoutIcon />,
        () => navigate(orderPath(document.orderId!)),
        'contained',
      ),
    );
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
  // An imported document's original is in the former software: no PDF to send, show or download.
  const drawable = !document.imported;
  if (kind !== 'quote' && issued && drawable)
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
  if (drawable)
    buttons.push(
      button(
        'preview',
        t('billing.actions.preview'),
        <DescriptionOutlinedIcon />,
        () => pdf('document', true),
        'text',
      ),
      button(
        'download',
        t('billing.actions.download'),
        <DownloadIcon />,
        () => pdf('document', false),
        'text',
      ),
    );
  if (kind === 'invoice' && drawable)
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
