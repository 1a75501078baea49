import type { CartShipping, ShopDeliveries } from '@cuvee/kernel';
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
