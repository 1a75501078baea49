import type { Schemas } from '@cuvee/api-client';
import type { Locale } from '@cuvee/kernel';
import { data } from 'react-router-dom';
import { VERSION_URL } from '../config';
import { api, failed } from './client';

/*
 * The calls the shop front makes, through the typed client and the session (a signed-in
 * buyer's prices, tabs and producers). Every failure becomes a route error with the API's status, which
 * the routes' error element shows ("Produit inexistant"…).
 */

export type Product = Schemas['ProductDto'];
export type Format = Schemas['FormatDto'];
export type Promotion = Schemas['PromotionDto'];
export type ProductPage = Schemas['ProductPageDto'];
export type ELabel = Schemas['ELabelDto'];
export type TierPrice = Schemas['TierPriceDto'];
/** A shop's public face (GET /v1/shops/{id}): name, look, header style, tabs, legal identity. */
export type ShopFace = Schemas['PublicShopDto'];
export type ShopCard = Schemas['ShopCardDto'];
export type Facets = Schemas['ProductFacetsDto'];

/** GET /v1/shops/{id}: a shop by numeric id, address name (urlShop) or public code. */
export async function fetchShop(key: string): Promise<ShopFace> {
  const { data: shop, response } = await api.GET('/v1/shops/{id}', { params: { path: { id: key } } });
  if (!shop) failed(response);
  return shop;
}

/** GET /v1/product-facets: the colours, appellations and types of the shop's visible catalogue. */
export async function fetchFacets(shopId: number): Promise<Facets> {
  const { data: facets, response } = await api.GET('/v1/product-facets', {
    params: { query: { shopIds: String(shopId), origin: 'shop' } },
  });
  if (!facets) failed(response);
  return facets;
}

export interface ShopSlice {
  shops: ShopCard[];
  total: number;
}

/**
 * A page of producers: the signed-in user's shops (GET /v1/users/me/shops) or, for visitors, the shops
 * open online (GET /v1/shops), searched by name.
 */
export async function fetchProducers(
  mine: boolean,
  q: string,
  range: readonly [number, number],
): Promise<ShopSlice> {
  const query = {
    range: JSON.stringify(range),
    sort: JSON.stringify(['name', 'ASC']),
    filter: JSON.stringify(q ? { q } : {}),
  };
  const { data: shops, response } = mine
    ? await api.GET('/v1/users/me/shops', { params: { query } })
    : await api.GET('/v1/shops', { params: { query } });
  if (!shops) failed(response);
  return { shops, total: totalOf(response.headers.get('Content-Range'), shops.length) };
}

/** GET /v1/product-pages/{shop}/{slug}: the product as the visitor may see it, and its shop. */
export async function fetchProductPage(shop: string, slug: string): Promise<ProductPage> {
  const { data: page, response } = await api.GET('/v1/product-pages/{shop}/{slug}', {
    params: { path: { shop, slug } },
  });
  if (!page) failed(response);
  return page;
}

/** The filters of the shop page, as its query holds them. */
export interface ProductFilters {
  q?: string;
  color?: string;
  appellation?: string;
  type?: string;
}

export interface ProductSlice {
  products: Product[];
  total: number;
}

/** GET /v1/products of one shop, as its page shows them (origin=shop), one slice [start, end]. */
export async function fetchProducts(
  shopId: number,
  filters: ProductFilters,
  range: readonly [number, number],
): Promise<ProductSlice> {
  const filter = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data: products, response } = await api.GET('/v1/products', {
    params: {
      query: {
        shopIds: String(shopId),
        origin: 'shop',
        filter: JSON.stringify(filter),
        range: JSON.stringify(range),
        sort: JSON.stringify(['name', 'ASC']),
      },
    },
  });
  if (!products) failed(response);
  return { products, total: totalOf(response.headers.get('Content-Range'), products.length) };
}

/** "products 0-11/37" → 37. */
function totalOf(contentRange: string | null, fallback: number): number {
  const total = Number(contentRange?.split('/')[1]);
  return Number.isSafeInteger(total) ? total : fallback;
}

/** GET /v1/e-labels/{shop}/{slug}: ingredients, allergens, nutrition; nothing else. */
export async function fetchELabel(
  shop: string,
  slug: string,
  lang: Locale,
  vintage: string | null,
): Promise<ELabel> {
  const { data: label, response } = await api.GET('/v1/e-labels/{shop}/{slug}', {
    params: { path: { shop, slug }, query: { lang, ...(vintage ? { vintage } : {}) } },
  });
  if (!label) failed(response);
  return label;
}

/**
 * The product page (with its vintage) a GS1 Digital Link names. `rest` is what follows the GTIN: "", "10/{lot}",
 * "22/{vintage}" or "22/{vintage}/10/{lot}"; anything else is not a link of ours.
 */
export async function resolveGs1(ean: string, rest: string): Promise<string> {
  const parts = rest.split('/').filter(Boolean);
  const [key1, value1, key2, value2] = parts;
  const path = { ean };
  let answer;
  if (parts.length === 0) answer = await api.GET('/v1/gs1/01/{ean}', { params: { path } });
  else if (parts.length === 2 && key1 === '10')
    answer = await api.GET('/v1/gs1/01/{ean}/10/{lot}', { params: { path: { ...path, lot: value1! } } });
  else if (parts.length === 2 && key1 === '22')
    answer = await api.GET('/v1/gs1/01/{ean}/22/{vintage}', {
      params: { path: { ...path, vintage: value1! } },
    });
  else if (parts.length === 4 && key1 === '22' && key2 === '10')
    answer = await api.GET('/v1/gs1/01/{ean}/22/{vintage}/10/{lot}', {
      params: { path: { ...path, vintage: value1!, lot: value2! } },
    });
  else throw data(null, { status: 404 });
  if (!answer.data) failed(answer.response);
  const { links, vintage } = answer.data;
  return vintage ? `${links.page}?vintage=${encodeURIComponent(vintage.name)}` : links.page;
}

/** The front's version (version file), for the footer; null when there is none (dev server). */
export async function fetchVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}
