import Chip from '@mui/material/Chip';
import type { Schemas } from '@cuvee/api-client';
import { PAYMENT_DELAYS } from '@cuvee/kernel';
import { useChoices } from '../crm/crm-shared';
import { useT } from '../i18n';

export type SupplierRecord = Schemas['SupplierDto'];
export type PurchaseOrderRecord = Schemas['PurchaseOrderDetailDto'];
export type SupplierInvoiceRecord = Schemas['SupplierInvoiceDto'];

const SUPPLY_KINDS = ['bottles', 'corks', 'capsules', 'cartons', 'labels', 'bulkWine', 'other'] as const;
type Status = keyof ReturnType<typeof statusTexts>;
const statusTexts = (t: ReturnType<typeof useT>) => ({
  draft: t('purchases.statuses.draft'),
  sent: t('purchases.statuses.sent'),
  partlyReceived: t('purchases.statuses.partlyReceived'),
  received: t('purchases.statuses.received'),
  invoiced: t('purchases.statuses.invoiced'),
  closed: t('purchases.statuses.closed'),
  cancelled: t('purchases.statuses.cancelled'),
  unpaid: t('purchases.statuses.unpaid'),
  partlyPaid: t('purchases.statuses.partlyPaid'),
  paid: t('purchases.statuses.paid'),
});

/** An order's or a supplier invoice's status, in words and colour. */
export function PurchaseStatusChip({ status }: { status: Status }) {
  const t = useT();
  const done = status === 'received' || status === 'invoiced' || status === 'closed' || status === 'paid';
  const waiting = status === 'draft' || status === 'unpaid';
  return (
    <Chip
      size="small"
      label={statusTexts(t)[status]}
      color={done ? 'success' : status === 'cancelled' ? 'default' : waiting ? 'warning' : 'info'}
      data-status={status}
    />
  );
}

export function useSupplyChoices() {
  const t = useT();
  return SUPPLY_KINDS.map((kind) => ({ id: kind, name: t(`purchases.supplies.${kind}`) }));
}

export function useOrderStatusChoices() {
  const t = useT();
  const texts = statusTexts(t);
  return (['draft', 'sent', 'partlyReceived', 'received', 'invoiced', 'closed', 'cancelled'] as const).map(
    (id) => ({ id, name: texts[id] }),
  );
}

export function useInvoiceStatusChoices() {
  const t = useT();
  const texts = statusTexts(t);
  return (['unpaid', 'partlyPaid', 'paid'] as const).map((id) => ({ id, name: texts[id] }));
}

/** The payment terms of the kernel's list, in the user's language. */
export function usePaymentTermChoices() {
  return useChoices()(PAYMENT_DELAYS);
}

/** Euros typed, cents sent (and the reverse to show them). */
export const euroInput = {
  format: (cents: number | null | undefined) => (cents == null ? '' : cents / 100),
  parse: (euros: string | number) => (euros === '' || euros == null ? null : Math.round(Number(euros) * 100)),
};
