import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useGetOne, useRefresh } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { saveFile } from '../billing/document-files';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { showSuccess } from '../common/notices';
import { RecordMissing } from '../common/RecordMissing';
import { useT } from '../i18n';
import { PurchaseOrderEdit } from './PurchaseOrderEdit';
import { ReceiptForm } from './ReceiptForm';
import { SupplierInvoicesPanel } from './SupplierInvoicesPanel';
import { PurchaseStatusChip, type PurchaseOrderRecord } from './purchases-shared';

type Move = 'send' | 'cancel' | 'close';
const MOVES: Record<Move, readonly string[]> = {
  send: ['draft'],
  cancel: ['draft', 'sent'],
  close: ['received', 'invoiced'],
};

/**
 * /dashboard/purchases/{id} (seeSupplierOrder, purchase module): an order's lines and what came in,
 * its moves (sent, cancelled, closed), goods received into stock, the supplier's invoices; a draft is
 * edited in place.
 */
export default function PurchaseOrderShow() {
  const t = useT();
  const money = useMoney();
  const date = useDateTime();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const id = Number(useParams().id);
  const {
    data: order,
    isPending,
    error,
  } = useGetOne<PurchaseOrderRecord>('purchase-orders', { id }, { enabled: id > 0, retry: false });
  const [editing, setEditing] = useState(false);
  const move = useMutation({
    mutationFn: (kind: Move) => data.movePurchaseOrder(id, kind),
    onSuccess: (_order, kind) => {
      showSuccess(
        t(
          kind === 'send'
            ? 'purchases.messages.sent'
            : kind === 'cancel'
              ? 'purchases.messages.cancelled'
              : 'purchases.messages.closed',
        ),
      );
      refresh();
    },
  });
  const download = useMutation({
    mutationFn: () => data.purchaseOrderPdf(id),
    onSuccess: saveFile,
  });
  if (error || !(id > 0)) return <RecordMissing backTo="/dashboard/purchases" />;
  // Opened from a list, the cache holds the list's summary (no lines) until the order itself arrives.
  if (isPending || !order?.lines) return <Loading />;
  const receiving = order.status === 'sent' || order.status === 'partlyReceived';
  const actions = (Object.keys(MOVES) as Move[])
    .filter((kind) => MOVES[kind].includes(order.status))
    .map((kind) => (
      <Button
        key={kind}
        variant={kind === 'cancel' ? 'text' : 'contained'}
        color={kind === 'cancel' ? 'error' : 'primary'}
        disabled={move.isPending}
        onClick={() => move.mutate(kind)}
      >
        {t(`purchases.actions.${kind}`)}
      </Button>
    ));
  return (
    <>
      <PageHeader
        title={`${order.number} — ${order.supplierName}`}
        badges={<PurchaseStatusChip status={order.status} />}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate()}>
              {t('purchases.actions.pdf')}
            </Button>
            {order.status === 'draft' && (
              <Button variant="outlined" onClick={() => setEditing(!editing)}>
                {t(editing ? 'purchases.actions.stopEditing' : 'purchases.actions.edit')}
              </Button>
            )}
            {actions}
          </Stack>
        }
        subtitle={`${t('purchases.fields.totalHt')} ${money(order.totalHt)} · ${t('purchases.fields.totalTtc')} ${money(order.totalTtc)}`}
      />
      <Stack spacing={2}>
        {editing && order.status === 'draft' ? (
          <PurchaseOrderEdit id={id} onDone={() => setEditing(false)} />
        ) : (
          <Panel title={t('purchases.panels.lines')} data-order-lines>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('purchases.fields.product')}</TableCell>
                  <TableCell align="right">{t('purchases.fields.quantity')}</TableCell>
                  <TableCell align="right">{t('purchases.fields.received')}</TableCell>
                  <TableCell align="right">{t('purchases.fields.unitHt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.label}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{line.received}</TableCell>
                    <TableCell align="right">{money(line.unitHt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Panel>
        )}
        {receiving && <ReceiptForm order={order} />}
        {order.receipts.length > 0 && (
          <Panel title={t('purchases.panels.receipts')} data-receipts>
            {order.receipts.map((receipt) => (
              <div key={receipt.id}>
                {date(receipt.receivedOn, false)} — {receipt.deliveryNote ?? '—'} —{' '}
                {receipt.lines.reduce((sum, line) => sum + line.quantity, 0)}
              </div>
            ))}
          </Panel>
        )}
        {order.receipts.length > 0 && <SupplierInvoicesPanel order={order} />}
      </Stack>
    </>
  );
}
