import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { documentPath } from '../billing/billing-shared';
import { useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import type { OrderDetail } from './orders-shared';

type Refunds = Schemas['OrderRefundsDto'];

const PENDING_REFRESH_MS = 2_000;

const CHIP_COLOURS = { pending: 'info', succeeded: 'success', failed: 'error' } as const;

/**
 * An order's card refunds, read with react-query; only for a card order, and for those who see payments.
 * `onRefunded` runs when money went back since the last read (the order's payment status follows it).
 */
export function useOrderRefunds(order: OrderDetail | undefined, allowed: boolean, onRefunded: () => unknown) {
  const data = useBackofficeData();
  const id = order?.id ?? 0;
  const query = useQuery({
    queryKey: ['order-refunds', id],
    queryFn: () => data.orderRefunds(id),
    enabled: allowed && order !== undefined && (order.payment?.method ?? order.paymentMethod) === 'card',
    // The provider answers a refund in a job: read again while one is on its way, so its outcome shows.
    refetchInterval: (query) =>
      query.state.data?.refunds.some((refund) => refund.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  const refunded = query.data?.refunded;
  const seen = useRef(refunded);
  const callback = useRef(onRefunded);
  callback.current = onRefunded;
  useEffect(() => {
    if (seen.current !== undefined && refunded !== undefined && refunded !== seen.current)
      void callback.current();
    seen.current = refunded;
  }, [refunded]);
  return query;
}

/**
 * An order's page, "Remboursements" (docs/sales.md "Card refunds", ADR 0075): each credit note's
 * refund of the card with its amount, status and, when it failed, why; « Relancer » tries a failed one
 * again (the provider answers in a moment: the panel is read again until none is pending).
 */
export function OrderRefundsPanel({
  refunds,
  order,
  onChange,
}: {
  refunds: Refunds;
  order: OrderDetail;
  onChange: () => unknown;
}) {
  const t = useT();
  const money = useMoney();
  const data = useBackofficeData();
  const retry = useMutation({
    mutationFn: (refundId: number) => data.retryRefund(order.id, refundId),
    onSuccess: () => showSuccess(t('orders.refunds.retried')),
    onSettled: () => onChange(),
  });
  if (refunds.captured === 0 && refunds.refunds.length === 0) return null;
  return (
    <Panel title={t('orders.refunds.title')} data-block="refunds">
      <Typography variant="body2" color="text.secondary">
        {t('orders.refunds.hint')}
      </Typography>
      <Typography sx={{ mt: 1 }} data-refunds-summary>
        {t('orders.refunds.summary', {
          refunded: money(refunds.refunded),
          captured: money(refunds.captured),
        })}
      </Typography>
      <Divider sx={{ my: 1 }} />
      {refunds.refunds.length === 0 ? (
        <Typography color="text.secondary">{t('orders.refunds.none')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />} data-refunds>
          {refunds.refunds.map((refund) => (
            <Stack
              key={refund.id}
              direction="row"
              spacing={1}
              alignItems="center"
              sx={{ py: 1 }}
              data-refund={refund.id}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {money(refund.amount)} ·{' '}
                  <Link component={RouterLink} to={documentPath('creditNote', refund.creditNoteId)}>
                    {t('orders.refunds.label', { number: refund.creditNoteNumber })}
                  </Link>
                </Typography>
                {refund.failureMessage && (
                  <Typography variant="body2" color="error" data-refund-reason>
                    {refund.failureMessage}
                  </Typography>
                )}
                {refund.attempts > 1 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('orders.refunds.attempts', { count: refund.attempts })}
                  </Typography>
                )}
              </Box>
              <Chip
                size="small"
                color={CHIP_COLOURS[refund.status]}
                label={t(`orders.refunds.status.${refund.status}`)}
                data-status={`refund:${refund.status}`}
              />
              {refund.status === 'failed' && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate(refund.id)}
                  data-refund-retry
                >
                  {t('orders.refunds.retry')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
