import { percentOf, vatOfHt, type CartShipping, type Cents, type ShopDeliveries } from '@cuvee/kernel';
import type { DeliveryChoice } from './cart-pricing.js';

/*
 * The delivery an order's pricing reads. The choices themselves (type or collection point, payment,
 * notes) are the kernel's cart-choices, shared with the shop front.
 */

/**
 * What the pricing reads for an order's shipping, from the shop's current deliveries: a choice the
 * shop no longer offers counts as none (the checkout then asks for a delivery mode).
 */
export function deliveryChoiceOf(shipping: CartShipping, shop: ShopDeliveries): DeliveryChoice {
  if (shipping.collectionPoint !== null) {
    const point = shop.collectionPoints.find((p) => p.ref === shipping.collectionPoint);
    return point ? { kind: 'collectionPoint', ref: point.ref, price: point.price } : { kind: 'none' };
  }
  const option = shop.options.find((o) => o.ref === shipping.ref && o.type === shipping.type);
  return option
    ? { kind: 'type', ref: option.ref, price: option.price, marginPercent: option.marginPercent }
    : { kind: 'none' };
}

/** How the viewer reads prices in a shop: tax-inclusive for a TTC typology of a shop that charges VAT. */
export interface PriceDisplay {
  readonly ttc: boolean;
  /** The shop's standard VAT rate in percent (0 when it charges none), which delivery pays. */
  readonly standardVatRate: number;
}

/**
 * What a delivery type costs as the viewer reads prices, before any extra package: its price and
 * margin, with the VAT on both for a tax-inclusive viewer (the pricing's own sums for one package).
 */
export function shownDeliveryPrice(price: Cents, marginPercent: number, display: PriceDisplay): Cents {
  const ht = price + percentOf(price, marginPercent);
  return display.ttc ? ht + vatOfHt(ht, display.standardVatRate) : ht;
}
