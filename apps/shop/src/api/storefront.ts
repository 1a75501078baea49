import type { Schemas } from '@cuvee/api-client';
import { data } from 'react-router-dom';
import type { Product } from './catalogue';
import { api, failed } from './client';

/* The shop front's storefront calls: an embedded widget's public description. */

export type PublicIframe = Schemas['PublicIframeDto'];

/** GET /v1/iframes/{id}/public: a widget that is off, deleted or unknown is a page not found. */
export async function fetchPublicIframe(id: number): Promise<PublicIframe> {
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const { data: iframe, response } = await api.GET('/v1/iframes/{id}/public', { params: { path: { id } } });
  if (response.status === 404) throw data(null, { status: 404 });
  if (!iframe) failed(response);
  return iframe;
}

/** GET /v1/products of one shop by id (react-admin's getMany), in the order asked; a product gone is left out. */
export async function fetchProductsById(shopId: number, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { data: products, response } = await api.GET('/v1/products', {
    params: {
      query: { shopIds: String(shopId), origin: 'shop', filter: JSON.stringify({ id: ids }) },
    },
  });
  if (!products) failed(response);
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
