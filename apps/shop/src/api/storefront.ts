import type { Schemas } from '@cuvee/api-client';
import type { BuilderSection, ProductsSection } from '@cuvee/kernel';
import { data } from 'react-router-dom';
import type { Product } from './catalogue';
import { api, failed } from './client';
import { fetchEventOffers, type EventOffer } from './reservations';

/* The shop front's storefront calls: the builders' published pages and what their sections show, and an
 * embedded widget's public description. */

/**
 * The OpenAPI document flattens the sections' kinds into one shape; the API stores only what the
 * kernel's readSections accepts, so each section is the exact kind it says.
 */
export type PublishedPage = Omit<Schemas['PublishedPageDto'], 'sections'> & { sections: BuilderSection[] };

/** What a page's sections show besides their own words: products by section, the shop's events. */
export interface SectionData {
  products: Record<string, Product[]>;
  events: EventOffer[];
}

/**
 * The published page at the shop's home (tabId null) or on a tab, or null when there is none: the
 * shop page then shows what it always has. A draft is never answered (the API's rule).
 */
export async function fetchPublishedPage(
  shopId: number,
  tabId: string | null,
): Promise<PublishedPage | null> {
  const { data: published } =
    tabId === null
      ? await api.GET('/v1/published-pages/{shopId}/home', { params: { path: { shopId } } })
      : await api.GET('/v1/published-pages/{shopId}/tabs/{tabId}', { params: { path: { shopId, tabId } } });
  return (published?.page as PublishedPage | null | undefined) ?? null;
}

/** A product grid's products: the chosen ones in their order, else the filter's first `count`. */
async function sectionProducts(shopId: number, section: ProductsSection): Promise<Product[]> {
  if (section.productIds.length > 0)
    return (await fetchProductsById(shopId, section.productIds)).slice(0, section.count);
  const { data: products } = await api.GET('/v1/products', {
    params: {
      query: {
        shopIds: String(shopId),
        origin: 'shop',
        filter: JSON.stringify(section.filter),
        range: JSON.stringify([0, section.count - 1]),
        sort: JSON.stringify(['name', 'ASC']),
      },
    },
  });
  return products ?? [];
}

/** The data of every section of a page; a call that fails leaves its section empty, never the page. */
export async function loadSectionData(
  shopId: number,
  sections: readonly BuilderSection[],
): Promise<SectionData> {
  const grids = sections.filter((section): section is ProductsSection => section.kind === 'products');
  const [lists, events] = await Promise.all([
    Promise.all(grids.map((grid) => sectionProducts(shopId, grid).catch(() => []))),
    sections.some((section) => section.kind === 'events')
      ? fetchEventOffers(shopId).catch(() => [])
      : Promise.resolve([]),
  ]);
  return { products: Object.fromEntries(grids.map((grid, index) => [grid.id, lists[index]!])), events };
}

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
