import type { Schemas } from '@cuvee/api-client';
import { idLookups, readCart, type Cart, type CartOrder } from '@cuvee/kernel';
import { api, refused } from './client';
import type { Product } from './catalogue';

/*
 * The sales calls of the shop front (docs/sales.md): the cart priced by the server, saved on the account,
 * merged at login; the checkout, 3-D Secure, the buyer's orders. A refused call throws an ApiError with
 * the API's own messages (French or English, as the page).
 */

export type CartPrice = Schemas['CartPriceDto'];
export type CheckoutOptions = Schemas['CheckoutOptionsDto'];
export type PlacedOrder = Schemas['PlacedOrderDto'];
export type OrderSummary = Schemas['OrderSummaryDto'];
export type OrderDetail = Schemas['OrderDto'];
type AddressInput = Schemas['AddressDto'];
export type Me = Schemas['UserView'];
export type BuyerDocument = Schemas['BuyerDocumentDto'];

/** The cart as the API's DTOs take it (ids and quantities only: the server prices). */
function orderBody(order: CartOrder): Schemas['CartOrderDto'] {
  return {
    id: order.id,
    sellerId: order.sellerId,
    products: order.products.map((line) => ({
      idTmp: line.idTmp,
      productId: line.productId,
      productType: line.productType,
      vintageName: line.vintageName,
      chosenFormat: { ...line.chosenFormat },
      quantity: line.quantity,
      isWrapped: line.isWrapped,
    })),
    reservations: order.reservations.map((reservation) => ({ ...reservation })),
    shipping: { ...order.shipping },
    paymentType: order.paymentType,
    payLater: order.payLater,
    paymentDelay: order.paymentDelay ?? null,
    buyerNotes: order.buyerNotes,
    groupedOrderId: order.groupedOrderId ?? null,
  };
}

const cartBody = (cart: Cart) => cart.orders.map(orderBody);

/** POST /v1/orders/get-cart-price: each seller's order priced for the viewer. */
export async function priceCart(cart: Cart): Promise<CartPrice[]> {
  const { data, error, response } = await api.POST('/v1/orders/get-cart-price', {
    body: { orders: cartBody(cart) },
  });
  if (!data) refused(error, response);
  return data;
}

/**
 * The products the cart's lines name, as the viewer may see them (GET /v1/products, by id), asked in
 * pages the API answers whole (kernel MAX_PAGE_SIZE).
 */
export async function fetchProductsById(sellerIds: number[], productIds: number[]): Promise<Product[]> {
  const pages = await Promise.all(
    idLookups(productIds).map(async (lookup) => {
      const { data, error, response } = await api.GET('/v1/products', {
        params: { query: { shopIds: sellerIds.join(','), origin: 'shop', ...lookup } },
      });
      if (!data) refused(error, response);
      return data;
    }),
  );
  return pages.flat();
}

/** The account's cart (GET /v1/users/me), read back leniently. */
export async function fetchAccountCart(): Promise<Cart> {
  const { data, error, response } = await api.GET('/v1/users/me');
  if (!data) refused(error, response);
  return readCart(data.cart);
}

/** The silent cart save (PUT /v1/users/me?message=false), debounced by the cart store. */
export async function saveAccountCart(cart: Cart): Promise<void> {
  const { error, response } = await api.PUT('/v1/users/me', {
    params: { query: { message: 'false' } },
    body: { cart: { orders: cartBody(cart), lastUpdated: new Date().toISOString() } },
  });
  if (!response.ok) refused(error, response);
}

/** POST /v1/orders/merge-cart: the anonymous cart into the account's, at login. */
export async function mergeIntoAccount(anonymous: Cart): Promise<Cart> {
  const { data, error, response } = await api.POST('/v1/orders/merge-cart', {
    body: { orders: cartBody(anonymous) },
  });
  if (!data) refused(error, response);
  return readCart(data);
}

/** PUT /v1/orders/{id}/aborted-cart: an order of the cart saved on the server is given up. */
export async function abortCartOrder(id: number): Promise<void> {
  const { error, response } = await api.PUT('/v1/orders/{id}/aborted-cart', {
    params: { path: { id } },
  });
  if (!response.ok) refused(error, response);
}

/** GET /v1/checkout-options/{shopId}: deliveries, payment methods and rules of a seller. */
export async function fetchCheckoutOptions(shopId: number): Promise<CheckoutOptions> {
  const { data, error, response } = await api.GET('/v1/checkout-options/{shopId}', {
    params: { path: { shopId } },
  });
  if (!data) refused(error, response);
  return data;
}

/** The signed-in user with addresses (GET /v1/users/me). */
export async function fetchMe(): Promise<Me> {
  const { data, error, response } = await api.GET('/v1/users/me');
  if (!data) refused(error, response);
  return data;
}

/** Saves the buyer's name, phone and delivery address before the checkout, which reads them. */
export async function saveBuyer(changes: {
  firstname: string;
  lastname: string;
  phone: string;
  deliveryAddress: AddressInput;
}): Promise<void> {
  const { error, response } = await api.PUT('/v1/users/me', {
    params: { query: { message: 'false' } },
    body: changes,
  });
  if (!response.ok) refused(error, response);
}

/**
 * POST /v1/orders/checkout: the whole cart placed at once, or every failure in one answer.
 * The same key is sent again when the buyer retries the same cart (a lost answer is not a second order).
 */
export async function checkout(
  cart: Cart,
  payment: { paymentMethod?: string; returnUrl?: string },
  idempotencyKey: string,
): Promise<PlacedOrder[]> {
  const { data, error, response } = await api.POST('/v1/orders/checkout', {
    params: { header: { 'idempotency-key': idempotencyKey } },
    body: { orders: cartBody(cart), ...payment },
  });
  if (!data) refused(error, response);
  return data.orders;
}

/** POST /v1/orders/validate3ds: the holder's answer to the bank's 3-D Secure request. */
export async function validate3ds(imprint: string, approved: boolean): Promise<OrderDetail> {
  const { data, error, response } = await api.POST('/v1/orders/validate3ds', {
    body: { imprint, approved },
  });
  if (!data) refused(error, response);
  return data;
}

/** The buyer's orders, newest first (GET /v1/orders as a buyer). */
export async function fetchMyOrders(range: readonly [number, number]): Promise<OrderSummary[]> {
  const { data, error, response } = await api.GET('/v1/orders', {
    params: {
      query: { sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify(range), filter: '{}' },
    },
  });
  if (!data) refused(error, response);
  return data;
}

/** GET /v1/orders/{id}: one of the buyer's orders with its lines. */
export async function fetchOrder(id: number): Promise<OrderDetail> {
  const { data, error, response } = await api.GET('/v1/orders/{id}', { params: { path: { id } } });
  if (!data) refused(error, response);
  return data;
}

/** The buyer's invoices, deposit invoices and credit notes, newest first (GET /v1/buyer-documents). */
export async function fetchMyDocuments(range: readonly [number, number]): Promise<BuyerDocument[]> {
  const { data, error, response } = await api.GET('/v1/buyer-documents', {
    params: {
      query: { sort: JSON.stringify(['issueDate', 'DESC']), range: JSON.stringify(range), filter: '{}' },
    },
  });
  if (!data) refused(error, response);
  return data;
}

/** One of them as a PDF (GET /v1/buyer-documents/{id}/pdf), to save. */
export async function fetchDocumentPdf(id: number): Promise<Blob> {
  const { data, error, response } = await api.GET('/v1/buyer-documents/{id}/pdf', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!data) refused(error, response);
  return data;
}
