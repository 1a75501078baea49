import type { Cents } from '../money.js';
import type { PaymentDelay } from '../reference/index.js';

/*
 * The cart and its add/remove rules (docs/sales.md "Cart"), framework-free. A cart is a list of orders,
 * one per seller; an order holds product lines and reservation lines. Every function returns a new
 * cart and leaves its argument untouched, so the front, the server and the tests share one behaviour.
 * Prices are not in the cart: they are computed by the server (cart-pricing.ts), never trusted.
 */

export const CART_PRODUCT_TYPES = ['bottle', 'accessory', 'prestation', 'box'] as const;
export type CartProductType = (typeof CART_PRODUCT_TYPES)[number];

/** The format chosen for a line: what identifies it and what the quantity rules count. */
export interface ChosenFormat {
  readonly id: string;
  readonly container: string;
  readonly unityValue: number;
  readonly unity: string;
  /** 75 cl bottles one unit is worth (a magnum 2); 0 for what is not a drink. */
  readonly eq75: number;
}

export interface CartProductLine {
  /** Temporary id of the line in the cart (see lineIdOf). */
  readonly idTmp: string;
  readonly productId: string;
  readonly productType: CartProductType;
  /** The vintage's name ("2022"), null for products without vintages. */
  readonly vintageName: string | null;
  readonly chosenFormat: ChosenFormat;
  readonly quantity: number;
  readonly isWrapped: boolean;
}

/** A line to add: everything but the id and the quantity, which the cart decides. */
export type NewProductLine = Omit<CartProductLine, 'idTmp' | 'quantity'>;

export const RESERVATION_PRICE_TYPES = ['person', 'option', 'touristTax'] as const;
export type ReservationPriceType = (typeof RESERVATION_PRICE_TYPES)[number];

/** One rate chosen in a reservation: 2 adults, 1 child, 1 lunch option, the tourist tax… */
export interface SelectedPrice {
  readonly priceId: string;
  readonly productType: ReservationPriceType;
  /** A non-counted rate (an option, a meal) takes no place in the slot and pays no tourist tax. */
  readonly notCounting: boolean;
  /** Event prices are set tax-inclusive. */
  readonly priceTTC: Cents;
  readonly quantity: number;
}

export interface SelectedSlot {
  readonly slotId: string;
  /** ISO date-times. */
  readonly start: string;
  readonly end: string;
}

export interface CartReservationLine {
  readonly eventId: string;
  readonly selectedSlot: SelectedSlot;
  readonly selectedPrices: readonly SelectedPrice[];
  /** Counted persons: places taken in the slot. */
  readonly totalQuantity: number;
  /** Units of non-counted rates. */
  readonly optionalQuantities: number;
  /** Persons paying the tourist tax (= counted persons when the event has one). */
  readonly taxQuantities: number;
}

/**
 * The delivery chosen for an order (its shipping): a delivery type of the shop or one of its
 * collection points, never both; the price is not kept here, the server reads it from the shop.
 */
export interface CartShipping {
  readonly type: string | null;
  /** The chosen delivery's reference (the type's or the point's). */
  readonly ref: string | null;
  readonly collectionPoint: string | null;
  readonly instructions: string;
}

export const NO_SHIPPING: CartShipping = { type: null, ref: null, collectionPoint: null, instructions: '' };

export interface CartOrder {
  /** The server id once the order is saved as a draft; null before. */
  readonly id: number | null;
  readonly sellerId: number;
  readonly products: readonly CartProductLine[];
  readonly reservations: readonly CartReservationLine[];
  readonly shipping: CartShipping;
  /** A kernel PAYMENT_TYPES key or an offline method; null until chosen. */
  readonly paymentType: string | null;
  readonly payLater: boolean;
  /** The delay chosen when paying later (kernel PAYMENT_DELAYS key). */
  readonly paymentDelay?: PaymentDelay | null;
  readonly buyerNotes: string;
  /** The seller's grouped order this order joins; null or absent for an independent order. */
  readonly groupedOrderId?: number | null;
}

export interface Cart {
  readonly orders: readonly CartOrder[];
}

export const EMPTY_CART: Cart = { orders: [] };

/**
 * The temporary id of a line: for a bottle, product id, vintage name, format container,
 * value and unit, so two vintages or two formats of one wine are two lines; other products are one
 * line per product and format.
 */
export function lineIdOf(line: NewProductLine): string {
  const format = line.chosenFormat;
  if (line.productType === 'bottle') {
    return [line.productId, line.vintageName ?? '', format.container, format.unityValue, format.unity].join(
      '|',
    );
  }
  return [line.productId, format.id].join('|');
}

/** An order with no products and no reservations does not exist. */
function withoutEmptyOrders(orders: readonly CartOrder[]): CartOrder[] {
  return orders.filter((order) => order.products.length > 0 || order.reservations.length > 0);
}

function updateOrder(cart: Cart, sellerId: number, change: (order: CartOrder) => CartOrder): Cart {
  const index = cart.orders.findIndex((order) => order.sellerId === sellerId);
  const orders = [...cart.orders];
  if (index === -1) {
    orders.push(
      change({
        id: null,
        sellerId,
        products: [],
        reservations: [],
        shipping: NO_SHIPPING,
        paymentType: null,
        payLater: false,
        buyerNotes: '',
      }),
    );
  } else {
    orders[index] = change(cart.orders[index]!);
  }
  return { ...cart, orders: withoutEmptyOrders(orders) };
}

/** Adds one unit: +1 on the same line of the seller's order, else a new line, else a new order. */
export function addProduct(cart: Cart, sellerId: number, line: NewProductLine): Cart {
  const idTmp = lineIdOf(line);
  return updateOrder(cart, sellerId, (order) => {
    const existing = order.products.findIndex((p) => p.idTmp === idTmp);
    if (existing === -1) return { ...order, products: [...order.products, { ...line, idTmp, quantity: 1 }] };
    const products = [...order.products];
    const current = products[existing]!;
    products[existing] = { ...current, quantity: current.quantity + 1 };
    return { ...order, products };
  });
}

/** Removes one unit: −1, the line goes at 1, the order goes with its last line. Unknown line: no change. */
export function removeProduct(cart: Cart, sellerId: number, idTmp: string): Cart {
  const order = cart.orders.find((o) => o.sellerId === sellerId);
  if (!order?.products.some((p) => p.idTmp === idTmp)) return cart;
  return updateOrder(cart, sellerId, (o) => ({
    ...o,
    products: o.products.flatMap((p) => {
      if (p.idTmp !== idTmp) return [p];
      return p.quantity <= 1 ? [] : [{ ...p, quantity: p.quantity - 1 }];
    }),
  }));
}

/** Sets a line's quantity (a typed number); 0 or less deletes it. */
export function setProductQuantity(cart: Cart, sellerId: number, idTmp: string, quantity: number): Cart {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  const order = cart.orders.find((o) => o.sellerId === sellerId);
  if (!order?.products.some((p) => p.idTmp === idTmp)) return cart;
  return updateOrder(cart, sellerId, (o) => ({
    ...o,
    products: o.products.flatMap((p) =>
      p.idTmp !== idTmp ? [p] : quantity <= 0 ? [] : [{ ...p, quantity }],
    ),
  }));
}

/**
 * Gift-wraps a whole line or unwraps it: wrapping is chosen per line, not per unit (the server adds the
 * product's wrapping price to each unit, and only where the product offers it).
 */
export function setProductWrapped(cart: Cart, sellerId: number, idTmp: string, isWrapped: boolean): Cart {
  const line = cart.orders.find((o) => o.sellerId === sellerId)?.products.find((p) => p.idTmp === idTmp);
  if (!line || line.isWrapped === isWrapped) return cart;
  return updateOrder(cart, sellerId, (o) => ({
    ...o,
    products: o.products.map((p) => (p.idTmp === idTmp ? { ...p, isWrapped } : p)),
  }));
}

/** The cart once these sellers' orders are placed: theirs leave it, the other sellers' stay. */
export function withoutSellers(cart: Cart, sellerIds: readonly number[]): Cart {
  return { orders: cart.orders.filter((order) => !sellerIds.includes(order.sellerId)) };
}

// ---- Reservations

/** A reservation is the same line when event, slot and start/end times match. */
export function sameReservation(
  a: Pick<CartReservationLine, 'eventId' | 'selectedSlot'>,
  b: Pick<CartReservationLine, 'eventId' | 'selectedSlot'>,
): boolean {
  return (
    a.eventId === b.eventId &&
    a.selectedSlot.slotId === b.selectedSlot.slotId &&
    a.selectedSlot.start === b.selectedSlot.start &&
    a.selectedSlot.end === b.selectedSlot.end
  );
}

function counts(prices: readonly SelectedPrice[]): { counted: number; optional: number } {
  let counted = 0;
  let optional = 0;
  for (const price of prices) {
    if (price.productType === 'touristTax') continue;
    if (price.notCounting) optional += price.quantity;
    else counted += price.quantity;
  }
  return { counted, optional };
}

/**
 * The rules that keep a reservation consistent: the tourist tax is paid by every counted
 * person; with no counted person left, the paid lines go (an option alone books nothing, and a tax
 * with nobody to pay it is no line); rates at 0 go. Null when nothing is left.
 */
export function normaliseReservation(
  line: Pick<CartReservationLine, 'eventId' | 'selectedSlot' | 'selectedPrices'>,
): CartReservationLine | null {
  const { counted } = counts(line.selectedPrices);
  let prices = line.selectedPrices.map((price) =>
    price.productType === 'touristTax' ? { ...price, quantity: counted } : price,
  );
  if (counted === 0)
    prices = prices.filter((price) => price.priceTTC === 0 && price.productType !== 'touristTax');
  prices = prices.filter((price) => price.quantity > 0);
  if (prices.length === 0) return null;
  const after = counts(prices);
  return {
    eventId: line.eventId,
    selectedSlot: line.selectedSlot,
    selectedPrices: prices,
    totalQuantity: after.counted,
    optionalQuantities: after.optional,
    taxQuantities: prices.some((price) => price.productType === 'touristTax') ? after.counted : 0,
  };
}

/** Merges the rates of `from` into `into`, adding quantities rate by rate (new rates appended). */
function mergePrices(into: readonly SelectedPrice[], from: readonly SelectedPrice[]): SelectedPrice[] {
  const merged = [...into];
  for (const price of from) {
    const index = merged.findIndex((p) => p.priceId === price.priceId);
    if (index === -1) merged.push(price);
    else merged[index] = { ...merged[index]!, quantity: merged[index]!.quantity + price.quantity };
  }
  return merged;
}

export type NewReservation = Pick<CartReservationLine, 'eventId' | 'selectedSlot' | 'selectedPrices'>;

/** Adds a booking: merged into the same reservation of the seller's order, else appended. */
export function addReservation(cart: Cart, sellerId: number, booking: NewReservation): Cart {
  return updateOrder(cart, sellerId, (order) => {
    const index = order.reservations.findIndex((r) => sameReservation(r, booking));
    const base = index === -1 ? [] : order.reservations[index]!.selectedPrices;
    const line = normaliseReservation({
      ...booking,
      selectedPrices: mergePrices(base, booking.selectedPrices),
    });
    const reservations = [...order.reservations];
    if (index === -1) {
      if (line) reservations.push(line);
    } else if (line) {
      reservations[index] = line;
    } else {
      reservations.splice(index, 1);
    }
    return { ...order, reservations };
  });
}

/** Removes one unit of a rate from a reservation (the rules of normaliseReservation then apply). */
export function removeReservationPrice(
  cart: Cart,
  sellerId: number,
  match: Pick<CartReservationLine, 'eventId' | 'selectedSlot'>,
  priceId: string,
): Cart {
  const order = cart.orders.find((o) => o.sellerId === sellerId);
  const found = order?.reservations.find((r) => sameReservation(r, match));
  if (!found?.selectedPrices.some((p) => p.priceId === priceId)) return cart;
  return updateOrder(cart, sellerId, (o) => ({
    ...o,
    reservations: o.reservations.flatMap((r) => {
      if (!sameReservation(r, match)) return [r];
      const prices = r.selectedPrices.map((p) =>
        p.priceId === priceId ? { ...p, quantity: p.quantity - 1 } : p,
      );
      const line = normaliseReservation({ ...r, selectedPrices: prices });
      return line ? [line] : [];
    }),
  }));
}

/** Removes a whole reservation. */
export function removeReservation(
  cart: Cart,
  sellerId: number,
  match: Pick<CartReservationLine, 'eventId' | 'selectedSlot'>,
): Cart {
  return updateOrder(cart, sellerId, (o) => ({
    ...o,
    reservations: o.reservations.filter((r) => !sameReservation(r, match)),
  }));
}

/**
 * Merges an anonymous cart into the account's at login. A seller only in the anonymous
 * cart brings its whole order (with its delivery and payment choices); for a seller in both, the
 * account's order keeps its choices, each anonymous line is added with its quantity (summed on the
 * same line) and each reservation merged like a new booking.
 */
export function mergeCarts(account: Cart, anonymous: Cart): Cart {
  let merged = account;
  for (const order of anonymous.orders) {
    if (!merged.orders.some((o) => o.sellerId === order.sellerId)) {
      merged = { ...merged, orders: [...merged.orders, order] };
      continue;
    }
    for (const line of order.products) {
      const existing = merged.orders
        .find((o) => o.sellerId === order.sellerId)
        ?.products.find((p) => p.idTmp === line.idTmp);
      merged = existing
        ? setProductQuantity(merged, order.sellerId, line.idTmp, existing.quantity + line.quantity)
        : updateOrder(merged, order.sellerId, (o) => ({ ...o, products: [...o.products, line] }));
    }
    for (const reservation of order.reservations)
      merged = addReservation(merged, order.sellerId, reservation);
  }
  return merged;
}
