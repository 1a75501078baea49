import Chip from '@mui/material/Chip';
import type { Schemas } from '@cuvee/api-client';
import { isStatusOf, PAYMENT_TYPES, STATUS_SETS, statusInfo, type StatusSetName } from '@cuvee/kernel';
import { useT } from '../i18n';
import { useAuthenticated, useLocale } from '../session/use-session';

/*
 * What the order screens share: the API's rows, status chips in the kernel's colour groups,
 * status and payment choices in the interface language, and the shop the caller works in.
 */

export type OrderSummary = Schemas['OrderSummaryDto'];
export type OrderDetail = Schemas['OrderDto'];
export type CartPrice = Schemas['CartPriceDto'];
export type ProductRecord = Schemas['ProductDto'];
export type SalesPointRecord = Schemas['SalesPointDto'];
export type SalesSettings = Schemas['SalesSettingsDto'];

export const orderPath = (id: number | string) => `/dashboard/orders/${id}`;

/** A status as a chip: filled in its colour group's theme colour, readable text on it. */
export function StatusChip({
  set,
  status,
  size = 'small',
}: {
  set: Extract<StatusSetName, 'order' | 'delivery' | 'payment'>;
  status: string;
  size?: 'small' | 'medium';
}) {
  const locale = useLocale();
  if (!isStatusOf(set, status)) return <Chip size={size} label={status} />;
  const info = statusInfo(set, status);
  // Light blue and grey carry dark text; blue and red white text (contrast over 4.5:1).
  const dark = info.colour === 'grey' || info.colour === 'lightBlue';
  return (
    <Chip
      size={size}
      label={info.label[locale]}
      data-status={`${set}:${status}`}
      sx={{
        bgcolor: info.hex,
        color: dark ? '#08202e' : '#fff',
        fontWeight: 600,
        '& .MuiChip-label': { px: 1 },
      }}
    />
  );
}

/** A status set as select choices, labelled in the interface language. */
export function useStatusChoices(set: Extract<StatusSetName, 'order' | 'delivery' | 'payment'>) {
  const locale = useLocale();
  return (STATUS_SETS[set].statuses as readonly string[]).flatMap((status) =>
    isStatusOf(set, status) ? [{ id: status, name: statusInfo(set, status).label[locale] }] : [],
  );
}

/** A payment method's name: the sales methods (card, pay later…), else the kernel's payment types. */
export function usePaymentLabel(): (method: string | null | undefined) => string {
  const t = useT();
  const locale = useLocale();
  const own = ['card', 'transfer', 'check', 'cash', 'bill', 'payLater', 'none'] as const;
  return (method) => {
    if (!method) return '—';
    if ((own as readonly string[]).includes(method))
      return t(`orders.payment.${method as (typeof own)[number]}`);
    return PAYMENT_TYPES.find((type) => type.key === method)?.[locale] ?? method;
  };
}

/** The shop the caller works in (an agent's: the one they picked). */
export function useShopId(): number | null {
  const { shop, membership } = useAuthenticated();
  return membership?.id ?? shop?.id ?? null;
}
