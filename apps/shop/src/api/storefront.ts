import type { Schemas } from '@cuvee/api-client';
import type { BuilderSection, ProductsSection } from '@cuvee/kernel';
import { api } from './client';
import type { Product } from './catalogue';
import { fetchEventOffers, type EventOffer } from './reservations';

/* The builders' published pages (docs/storefront.md) and what their sections show. */

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
  const { data } =
    tabId === null
      ? await api.GET('/v1/published-pages/{shopId}/home', { params: { path: { shopId } } })
      : await api.GET('/v1/published-pages/{shopId}/tabs/{tabId}', { params: { path: { shopId, tabId } } });
  return (data?.page as PublishedPage | null | undefined) ?? null;
}

/** A product grid's products: the chosen ones in their order, else the filter's first `count`. */
async function sectionProducts(shopId: number, section: ProductsSection): Promise<Product[]> {
  const chosen = section.productIds.length > 0;
  const { data } = await api.GET('/v1/products', {
    params: {
      query: {
        shopIds: String(shopId),
        origin: 'shop',
        filter: JSON.stringify(chosen ? { id: section.productIds } : section.filter),
        range: JSON.stringify([0, section.count - 1]),
        sort: JSON.stringify(['name', 'ASC']),
      },
    },
  });
  const products = data ?? [];
  if (!chosen) return products;
  const byId = new Map(products.map((product) => [product.id, product]));
  return section.productIds.flatMap((id) => byId.get(id) ?? []).slice(0, section.count);
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
