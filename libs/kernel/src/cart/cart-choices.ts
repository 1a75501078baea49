import type { Cents } from '../money.js';
import type { PaymentDelay } from '../reference/index.js';
import type { Cart, CartOrder } from './cart.js';

/*
 * Delivery and checkout choices on a cart order (docs/sales.md "Delivery and checkout choices"): choosing a delivery
 * type resets the collection point, choosing a collection point resets the type; status-free
 * choices (payment type, pay later, buyer notes, instructions) are set as they come. The prices are
 * read from the shop's current settings when the order is priced, never from the cart.
 */

/** A delivery type a shop offers (carrier, own delivery…), price HT before margin. */
export interface DeliveryOption {
  readonly ref: string;
  readonly type: string;
  readonly price: Cents;
  readonly marginPercent: number;
}

/** A place where the buyer collects the order; its own price, no tax, no margin. */
export interface CollectionPoint {
  readonly ref: string;
  readonly price: Cents;
}

export interface ShopDeliveries {
  readonly options: readonly DeliveryOption[];
  readonly collectionPoints: readonly CollectionPoint[];
}

/** Changes the seller's order if the cart has one; a seller without an order is left as is. */
function updateExisting(cart: Cart, sellerId: number, change: (order: CartOrder) => CartOrder): Cart {
  if (!cart.orders.some((order) => order.sellerId === sellerId)) return cart;
  return {
    ...cart,
    orders: cart.orders.map((order) => (order.sellerId === sellerId ? change(order) : order)),
  };
}

export function chooseDeliveryType(cart: Cart, sellerId: number, option: DeliveryOption): Cart {
  return updateExisting(cart, sellerId, (order) => ({
    ...order,
    shipping: { ...order.shipping, type: option.type, ref: option.ref, collectionPoint: null },
  }));
}

export function chooseCollectionPoint(cart: Cart, sellerId: number, point: CollectionPoint): Cart {
  return updateExisting(cart, sellerId, (order) => ({
    ...order,
    shipping: { ...order.shipping, type: null, ref: point.ref, collectionPoint: point.ref },
  }));
}

export interface CheckoutChoices {
  readonly paymentType?: string | null;
  readonly payLater?: boolean;
  /** The delay of a deferred payment (kernel PAYMENT_DELAYS key), null for none. */
  readonly paymentDelay?: PaymentDelay | null;
  readonly buyerNotes?: string;
  readonly instructions?: string;
}

export function setCheckoutChoices(cart: Cart, sellerId: number, choices: CheckoutChoices): Cart {
  return updateExisting(cart, sellerId, (order) => ({
    ...order,
    paymentType: choices.paymentType !== undefined ? choices.paymentType : order.paymentType,
    payLater: choices.payLater ?? order.payLater,
    paymentDelay: choices.paymentDelay !== undefined ? choices.paymentDelay : order.paymentDelay,
    buyerNotes: choices.buyerNotes ?? order.buyerNotes,
    shipping: { ...order.shipping, instructions: choices.instructions ?? order.shipping.instructions },
  }));
}
