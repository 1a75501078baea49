import { tryToCents } from '@cuvee/kernel';
import { usePopup } from '@cuvee/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useBackofficeData, type OrderMove } from '../api/custom-methods';
import { documentPath } from '../billing/billing-shared';
import { showSuccess } from '../common/notices';
import { useT, type TextKey } from '../i18n';
import type { OrderDetail } from './orders-shared';

const DONE: Record<OrderMove['kind'], TextKey> = {
  place: 'orders.actions.placed',
  validate: 'orders.actions.validated',
  refuse: 'orders.actions.refused',
  cancel: 'orders.actions.cancelled',
  delivery: 'orders.actions.deliveryUpdated',
  payment: 'orders.actions.paymentUpdated',
};

/**
 * The moves of an order's page: each asks what it needs (a reason, an amount), runs through the data
 * provider, says it is done, and has the order read again, moved or refused (the HTTP layer shows the
 * API's refusal, e.g. the card's). `busy` while one runs.
 */
export function useOrderMoves(order: OrderDetail | undefined, refetch: () => unknown) {
  const t = useT();
  const popup = usePopup();
  const navigate = useNavigate();
  const data = useBackofficeData();
  const id = order?.id ?? 0;
  const move = useMutation({
    mutationFn: (next: OrderMove) => data.moveOrder(id, next),
    onSuccess: (_, next) => showSuccess(t(DONE[next.kind])),
    onSettled: () => refetch(),
  });
  // The invoice is drafted from the order; issuing numbers it.
  const invoice = useMutation({
    mutationFn: () => data.invoiceOrders([id]),
    onSuccess: (draft) => navigate(documentPath('invoice', draft.id)),
  });

  const decide = async (kind: 'refuse' | 'cancel') => {
    const answer = await popup({
      title: t(kind === 'refuse' ? 'orders.actions.refuseTitle' : 'orders.actions.cancelTitle', {
        number: order?.number ?? '',
      }),
      text: t(kind === 'refuse' ? 'orders.actions.refuseText' : 'orders.actions.cancelText'),
      fields: [{ kind: 'textarea', name: 'reason', label: t('orders.actions.reason') }],
      tone: 'error',
      cancelLabel: t('orders.actions.keep'),
      validateLabel: t(kind === 'refuse' ? 'orders.actions.confirmRefuse' : 'orders.actions.confirmCancel'),
    });
    if (!answer) return;
    const reason = String(answer.values.reason ?? '').trim();
    move.mutate({ kind, ...(reason ? { reason } : {}) });
  };
  const setPayment = async (status: Extract<OrderMove, { kind: 'payment' }>['status']) => {
    let amount: number | undefined;
    if (status === 'partial') {
      const answer = await popup({
        title: t('orders.actions.partial'),
        fields: [{ kind: 'text', name: 'amount', label: t('orders.actions.amount'), required: true }],
      });
      if (!answer) return;
      amount = tryToCents(String(answer.values.amount)) ?? undefined;
      if (!amount) return;
    }
    move.mutate({ kind: 'payment', status, ...(amount ? { amount } : {}) });
  };

  return {
    busy: move.isPending || invoice.isPending,
    place: () => move.mutate({ kind: 'place' }),
    validate: () => move.mutate({ kind: 'validate' }),
    invoice: () => invoice.mutate(),
    decide,
    setDelivery: (status: Extract<OrderMove, { kind: 'delivery' }>['status']) =>
      move.mutate({ kind: 'delivery', status }),
    setPayment,
  };
}
