import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackofficeData } from '../api/custom-methods';
import { useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { usePaymentLabel } from '../orders/orders-shared';
import { ArchiveCheck } from './ArchiveCheck';
import { ArchiveDownload } from './ArchiveDownload';
import { centsOf } from './Basket';
import type { TillRecord } from './Receipt';

type CashKind = Schemas['CashMoveInputDto']['kind'];
type Period = Schemas['ClosureInputDto']['period'];

/** A closure's sealed body, as the API records it. */
interface ClosureData {
  key: string;
  totals: { ttc: number; tickets: number; cancellations: number; byPayment: Record<string, number> };
  grandTotals: { total: number; absolute: number };
  cash: { expected: number; counted: number; difference: number } | null;
}

/** The drawer's cash (opening float, cash in and out) and the closures: the day's Z with the cash counted, month, year. */
export function CashPanel({
  pointId,
  open,
  onClose,
  onWritten,
}: {
  pointId: number;
  open: boolean;
  onClose: () => void;
  onWritten: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const payment = usePaymentLabel();
  const data = useBackofficeData();
  const [kind, setKind] = useState<CashKind>('float');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [counted, setCounted] = useState('');
  const [closure, setClosure] = useState<TillRecord | null>(null);
  const move = useMutation({
    mutationFn: () =>
      data.moveTillCash(pointId, { kind, amount: centsOf(amount), ...(reason ? { reason } : {}) }),
    onSuccess: () => {
      showSuccess(t('till.cash.recorded'));
      setAmount('');
      setReason('');
      onWritten();
    },
  });
  const close = useMutation({
    mutationFn: (period: Period) =>
      data.closeTill(pointId, period === 'day' ? { period, countedCash: centsOf(counted) } : { period }),
    onSuccess: (record) => {
      setClosure(record);
      showSuccess(t('till.cash.closed', { key: (record.data as unknown as ClosureData).key }));
      onWritten();
    },
  });
  const body = closure ? (closure.data as unknown as ClosureData) : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('till.cash.title')}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={kind}
          onChange={(_, value: CashKind | null) => value && setKind(value)}
          sx={{ mb: 1 }}
        >
          {(['float', 'cashIn', 'cashOut'] as const).map((value) => (
            <ToggleButton key={value} value={value} data-cash-kind={value}>
              {t(`till.cash.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('till.cash.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-cash-amount': true } }}
          />
          <TextField
            size="small"
            label={t('till.cash.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="outlined"
            disabled={centsOf(amount) <= 0 || move.isPending}
            onClick={() => move.mutate()}
            data-cash-record
          >
            {t('till.cash.record')}
          </Button>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label={t('till.cash.counted')}
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-counted': true } }}
          />
          <Button
            variant="contained"
            disabled={close.isPending}
            onClick={() => close.mutate('day')}
            data-close="day"
          >
            {t('till.cash.closeDay')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button onClick={() => close.mutate('month')} disabled={close.isPending} data-close="month">
            {t('till.cash.closeMonth')}
          </Button>
          <Button onClick={() => close.mutate('year')} disabled={close.isPending} data-close="year">
            {t('till.cash.closeYear')}
          </Button>
        </Stack>
        {closure && body && (
          <Box sx={{ mt: 2 }} data-closure={body.key}>
            <Typography sx={{ fontWeight: 700 }}>
              {closure.reference} · {body.key} · {money(body.totals.ttc)}
            </Typography>
            <Typography variant="body2">
              {t('till.cash.tickets', {
                count: body.totals.tickets,
                cancellations: body.totals.cancellations,
              })}
            </Typography>
            {Object.entries(body.totals.byPayment).map(([method, value]) => (
              <Typography key={method} variant="body2" data-closure-payment={method}>
                {payment(method)} : {money(value)}
              </Typography>
            ))}
            {body.cash && (
              <Typography variant="body2" data-closure-cash>
                {t('till.cash.expected')} {money(body.cash.expected)} · {t('till.cash.counted')}{' '}
                {money(body.cash.counted)} · {t('till.cash.difference')} {money(body.cash.difference)}
              </Typography>
            )}
            <Typography variant="body2" data-grand-total>
              {t('till.cash.grandTotal')} : {money(body.grandTotals.total)}
            </Typography>
            <ArchiveDownload pointId={pointId} sequence={closure.sequence} />
          </Box>
        )}
        <Divider sx={{ my: 2 }} />
        <ArchiveCheck />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-close-cash>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
