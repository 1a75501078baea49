import { redirect, type Params } from 'react-router-dom';
import { sessionUser } from '../session/session';
import { fetchProductPage, fetchShop, type ProductPage, type ShopFace } from './catalogue';
import { shared } from './cache';

/*
 * A shop's pages live under /shops/{id} and under the public catch-all /{name}, where the name is the
 * shop's address name (urlShop) or, for older links, its public code. Both routes load the same data:
 * the shop's face, and on a product page the product.
 */

const faces = new Map<string, Promise<ShopFace>>();
const productPages = new Map<string, Promise<ProductPage>>();

/**
 * The shop's public face by id, address name or code; kept for the page's life (the look rarely
 * changes), per signed-in user (the tabs depend on the viewer's role in the shop).
 */
export function loadShop(key: string): Promise<ShopFace> {
  const viewer = sessionUser()?.id ?? 'visitor';
  return shared(faces, `${key.toLowerCase()}|${viewer}`, () => fetchShop(key), { keep: true });
}

/** The product page of the URL; the layout and the page ask together and share the request. */
export function loadProductPage(params: Params): Promise<ProductPage> {
  const slug = params.product;
  if (slug === undefined) throw new Error('a product route without :product');
  const shop = shopKey(params);
  return shared(productPages, `${shop}/${slug}`, () => fetchProductPage(shop, slug), { keep: false });
}

/** The shop part of the URL: `id` under /shops/{id}, `name` under /{name}. */
export function shopKey(params: Params): string {
  const key = params.id ?? params.name;
  if (key === undefined) throw new Error('a shop route without :id or :name');
  return key;
}

export interface ShopRouteData {
  shop: ShopFace;
  /** Where the shop's pages are: /shops/{id}, or /{urlShop} for the public catch-all. */
  base: string;
}

/**
 * The layout's data. Under /{name}, an address that names the shop otherwise (its code, another case)
 * is sent to the shop's own address, so every page of the shop has one address.
 */
export async function loadShopRoute(params: Params, url: URL): Promise<ShopRouteData> {
  const shop = await loadShop(shopKey(params));
  if (params.name !== undefined && params.name !== shop.urlShop) {
    const rest = url.pathname.split('/').slice(2).join('/');
    throw redirect(`/${shop.urlShop}${rest ? `/${rest}` : ''}${url.search}`);
  }
  return { shop, base: params.id !== undefined ? `/shops/${shop.id}` : `/${shop.urlShop}` };
}
