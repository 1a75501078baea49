import pactum from 'pactum';
import type { TestApi } from '@cuvee/testing';
import { Database } from '@cuvee/platform';
import { Shop } from '@cuvee/iam';

/* Helpers of the sales e2e tests (cart, checkout, orders, payments, grouped orders). */

export interface CatalogueProduct {
  id: number;
  shopId: number;
  slug: string;
  name: string;
  productType: string;
  vintages: { id: number; name: string }[];
  formats: { id: number; container: string; unity: string; unityValue: number; eq75: number }[];
}

export interface CartLineInput {
  idTmp?: string;
  productId: string;
  productType: string;
  vintageName: string | null;
  chosenFormat: { id: string; container: string; unityValue: number; unity: string; eq75: number };
  quantity: number;
  isWrapped: boolean;
}

export interface CartOrderInput {
  sellerId: number;
  products: CartLineInput[];
  shipping?: {
    type?: string | null;
    ref?: string | null;
    collectionPoint?: string | null;
    instructions?: string;
  };
  paymentType?: string | null;
  paymentDelay?: string | null;
  useCredit?: boolean;
  buyerNotes?: string;
  groupedOrderId?: number | null;
}

export const SANDBOX_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  captureDeclined: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
  threeDSecureFails: '4000 0000 0000 3063',
  refundFailsOnce: '4000 0000 0000 5126',
};

/** The shop front's address: 3-D Secure sends the buyer back there. */
export const RETURN_URL = 'http://localhost:5174/validate3ds';

export async function shopIdOf(api: TestApi, code: string): Promise<number> {
  return (await api.get(Database).dataSource.getRepository(Shop).findOneByOrFail({ code })).id;
}

/** A shop's catalogue as a buyer sees it, by slug. */
export async function catalogueOf(
  headers: Record<string, string>,
  shopId: number,
): Promise<Map<string, CatalogueProduct>> {
  const rows = (
    await pactum
      .spec()
      .get('/v1/products')
      .withHeaders(headers)
      .withQueryParams({ shopIds: String(shopId), range: '[0,99]' })
      .expectStatus(200)
  ).json as CatalogueProduct[];
  return new Map(rows.map((row) => [row.slug, row]));
}

/** A cart line for a product: its first format and vintage unless told. */
export function line(
  product: CatalogueProduct,
  quantity: number,
  options: { format?: number; vintage?: string | null } = {},
): CartLineInput {
  const format = product.formats[options.format ?? 0]!;
  return {
    productId: String(product.id),
    productType: product.productType,
    vintageName: options.vintage === undefined ? (product.vintages[0]?.name ?? null) : options.vintage,
    chosenFormat: {
      id: String(format.id),
      container: format.container,
      unityValue: format.unityValue,
      unity: format.unity,
      eq75: format.eq75,
    },
    quantity,
    isWrapped: false,
  };
}

export function cartOrder(
  sellerId: number,
  products: CartLineInput[],
  choices: Omit<CartOrderInput, 'sellerId' | 'products'> = {},
): CartOrderInput {
  return {
    sellerId,
    products,
    shipping: { collectionPoint: 'caveau' },
    paymentType: 'transfer',
    ...choices,
  };
}

export function checkout(
  headers: Record<string, string>,
  orders: CartOrderInput[],
  options: { card?: string; key?: string; returnUrl?: string } = {},
) {
  const spec = pactum
    .spec()
    .post('/v1/orders/checkout')
    .withHeaders({ ...headers, ...(options.key ? { 'Idempotency-Key': options.key } : {}) })
    .withJson({
      orders,
      ...(options.card ? { paymentMethod: options.card, returnUrl: options.returnUrl ?? RETURN_URL } : {}),
    });
  return spec;
}

/** The answer's messages as a list, whatever the count. */
export function messagesOf(body: { message: string | string[] }): string[] {
  return Array.isArray(body.message) ? body.message : [body.message];
}
