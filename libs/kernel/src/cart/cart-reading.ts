import { isKeyOf, PAYMENT_DELAYS } from '../reference/index.js';
import {
  NO_SHIPPING,
  CART_PRODUCT_TYPES,
  type Cart,
  type CartOrder,
  type CartProductLine,
  type CartReservationLine,
  type CartShipping,
  type ChosenFormat,
} from './cart.js';

/*
 * A cart as stored by the front ends (PUT /v1/users/me keeps it as sent): read back leniently, so an
 * old or hand-edited cart never breaks a login. What does not have the cart's shape is dropped — a
 * line without a product or a positive quantity, an order without a seller — the rest is kept.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const positiveInteger = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null;

function readFormat(value: unknown): ChosenFormat | null {
  if (!isObject(value)) return null;
  const id = text(value.id) ?? (Number.isSafeInteger(value.id) ? String(value.id) : null);
  if (id === null) return null;
  return {
    id,
    container: text(value.container) ?? '',
    unityValue: typeof value.unityValue === 'number' ? value.unityValue : 0,
    unity: text(value.unity) ?? '',
    eq75: typeof value.eq75 === 'number' ? value.eq75 : 0,
  };
}

function readLine(value: unknown): CartProductLine | null {
  if (!isObject(value)) return null;
  const productId =
    text(value.productId) ?? (Number.isSafeInteger(value.productId) ? String(value.productId) : null);
  const format = readFormat(value.chosenFormat);
  const quantity = positiveInteger(value.quantity);
  const productType = CART_PRODUCT_TYPES.find((type) => type === value.productType) ?? 'bottle';
  if (productId === null || format === null || quantity === null) return null;
  return {
    idTmp: text(value.idTmp) ?? `${productId}|${format.id}`,
    productId,
    productType,
    vintageName: text(value.vintageName),
    chosenFormat: format,
    quantity,
    isWrapped: value.isWrapped === true,
  };
}

function readShipping(value: unknown): CartShipping {
  if (!isObject(value)) return NO_SHIPPING;
  return {
    type: text(value.type),
    ref: text(value.ref),
    collectionPoint: text(value.collectionPoint),
    instructions: text(value.instructions) ?? '',
  };
}

function readOrder(value: unknown): CartOrder | null {
  if (!isObject(value)) return null;
  const sellerId = positiveInteger(value.sellerId);
  if (sellerId === null) return null;
  const products = Array.isArray(value.products)
    ? value.products.map(readLine).filter((line): line is CartProductLine => line !== null)
    : [];
  // Reservations are priced by the reservations context; until it exists they are kept as stored.
  const reservations = Array.isArray(value.reservations)
    ? (value.reservations.filter(isObject) as unknown as CartReservationLine[])
    : [];
  if (products.length === 0 && reservations.length === 0) return null;
  return {
    id: positiveInteger(value.id),
    sellerId,
    products,
    reservations,
    shipping: readShipping(value.shipping),
    paymentType: text(value.paymentType),
    payLater: value.payLater === true,
    paymentDelay: isKeyOf(PAYMENT_DELAYS, value.paymentDelay) ? value.paymentDelay : null,
    buyerNotes: text(value.buyerNotes) ?? '',
    groupedOrderId: positiveInteger(value.groupedOrderId),
  };
}

/** The cart in a stored value, or the empty cart. One order per seller: a repeated seller is dropped. */
export function readCart(value: unknown): Cart {
  if (!isObject(value) || !Array.isArray(value.orders)) return { orders: [] };
  const orders: CartOrder[] = [];
  for (const raw of value.orders) {
    const order = readOrder(raw);
    if (order && !orders.some((o) => o.sellerId === order.sellerId)) orders.push(order);
  }
  return { orders };
}
