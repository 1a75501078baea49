import type { Locale } from '@cuvee/kernel';
import { formatLabel } from '@cuvee/stock';
import type { BillableLine } from '@cuvee/billing';
import { orderInvoiceLines, orderLineAmounts } from '../domain/order-invoicing.js';
import type { PricedOrder } from './cart-pricing.service.js';

/** The label of the delivery a priced order chose: its delivery type's or its collection point's. */
export function deliveryLabelOf(priced: Pick<PricedOrder, 'seller' | 'delivery'>): string | null {
  const { seller, delivery } = priced;
  if (delivery.kind === 'type')
    return seller.settings.delivery.options.find((o) => o.ref === delivery.ref)?.label ?? null;
  if (delivery.kind === 'collectionPoint')
    return seller.settings.delivery.collectionPoints.find((p) => p.ref === delivery.ref)?.name ?? null;
  return null;
}

/**
 * A cart order priced now, as the lines of a document (a quote made from a cart): exactly the lines
 * its order would be invoiced with once placed (domain orderInvoiceLines over orderLineAmounts).
 */
export function pricedOrderLines(priced: PricedOrder, locale: Locale): BillableLine[] {
  const { pricing, items } = priced;
  const price = pricing.answer.price;
  return orderInvoiceLines(
    {
      promoAmount: price.promoAmount,
      shipping: price.shipping,
      margin: price.margin,
      deliveryKind: priced.delivery.kind,
      deliveryLabel: deliveryLabelOf(priced),
      shippingVatRate: pricing.deliveryVatRate,
    },
    pricing.lines.map((line, index) => {
      const item = items[index]!;
      return {
        ...orderLineAmounts(line, item.price.wrappingPrice ?? 0, false),
        productId: item.product.id,
        vintageId: item.vintage?.id ?? 0,
        formatId: item.format.id,
        name: item.product.name,
        vintageName: item.vintage?.name ?? null,
        formatLabel: formatLabel(item.format, locale),
        eq75: item.format.eq75,
        quantity: line.quantity,
        family: item.product.type ?? item.product.productType,
      };
    }),
    locale,
  );
}
