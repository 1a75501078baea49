import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useState } from 'react';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { usePaymentLabel } from '../orders/orders-shared';
import { centsOf } from './Basket';

export type Payment = Schemas['TicketPaymentDto'];
type Method = Payment['method'];

/**
 * Split payments: the cashier types what is handed over (the amount left by default) and touches the
 * method; cash above the total gives change. The API checks it all again.
 */
export function PaymentPanel({
  methods,
  total,
  payments,
  onChange,
}: {
  methods: readonly Method[];
  total: number;
  payments: readonly Payment[];
  onChange: (payments: Payment[]) => void;
}) {
  const t = useT();
  const money = useMoney();
  const label = usePaymentLabel();
  const [typed, setTyped] = useState('');
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const remaining = Math.max(0, total - paid);
  const change = Math.max(0, paid - total);
  const add = (method: Method) => {
    const amount = centsOf(typed) || remaining;
    if (amount <= 0) return;
    onChange([...payments, { method, amount }]);
    setTyped('');
  };
  return (
    <Box data-payments-panel>
      <TextField
        fullWidth
        size="small"
        label={t('till.pay.amount')}
        placeholder={(remaining / 100).toFixed(2)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-pay-amount': true } }}
        sx={{ mb: 1 }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 1 }}>
        {methods.map((method) => (
          <Button
            key={method}
            variant="outlined"
            onClick={() => add(method)}
            sx={{ py: 1.5 }}
            data-method={method}
          >
            {label(method)}
          </Button>
        ))}
      </Box>
      {payments.map((payment, index) => (
        <Stack key={index} direction="row" alignItems="center" data-payment={payment.method}>
          <Typography sx={{ flex: 1 }}>{label(payment.method)}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{money(payment.amount)}</Typography>
          <IconButton
            size="small"
            aria-label={t('till.pay.removePayment')}
            onClick={() => onChange(payments.filter((_, i) => i !== index))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
        <Typography>{change > 0 ? t('till.pay.change') : t('till.pay.remaining')}</Typography>
        <Typography
          sx={{ fontWeight: 700 }}
          data-change={change > 0 ? change : undefined}
          data-remaining={remaining}
        >
          {money(change > 0 ? change : remaining)}
        </Typography>
      </Stack>
    </Box>
  );
}
