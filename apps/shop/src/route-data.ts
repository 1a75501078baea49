import { selectTab, type ShopTab } from '@cuvee/kernel';
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import {
  fetchFacets,
  fetchProducts,
  type Facets,
  type ProductFilters,
  type ProductSlice,
} from './api/catalogue';
import { shared } from './api/cache';
import { fetchEventOffers, type EventOffer } from './api/reservations';
import { fetchPublishedPage, loadSectionData, type PublishedPage, type SectionData } from './api/storefront';
import { loadProductPage, loadShop, loadShopRoute, shopKey, type ShopRouteData } from './api/shop-data';
import { sessionUser } from './session/session';

/*
 * The data of a shop's routes. These loaders are part of the entry, not of the pages' chunks: the router
 * starts the API calls as soon as it starts, while the pages' code is still downloading (one round trip
 * less on a phone). The shop page streams its products: its banner shows with the shop's answer.
 */

export function shopLayoutLoader({ params, request }: LoaderFunctionArgs): Promise<ShopRouteData> {
  return loadShopRoute(params, new URL(request.url));
}

/**
 * The shop and its look change with the shop in the URL, or when asked (a sign-in or sign-out reloads
 * the page's data: the tabs depend on the viewer), never with the filters or the tab.
 */
export function shopLayoutShouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    currentUrl.href === nextUrl.href ||
    currentParams.id !== nextParams.id ||
    currentParams.name !== nextParams.name ||
    currentParams.product !== nextParams.product
  );
}

export const productPageLoader = ({ params }: LoaderFunctionArgs) => loadProductPage(params);

/** Products per page: two columns of six on a phone, four rows of three on a desktop. */
export const PAGE_SIZE = 12;
export const FILTER_KEYS = ['q', 'color', 'appellation', 'type'] as const;
/** The list's page number; `page` itself names a tab. */
export const PAGE_PARAM = 'p';

export interface Listing {
  slice: ProductSlice;
  facets: Facets;
}

export interface ShopPageData {
  /** The tab the query names, or null on the shop's home. */
  tab: ShopTab | null;
  /**
   * The products and the filter choices, unless the tab is a text page; in a browser they come after the
   * page, from the server they come with it (ADR 0057).
   */
  listing: Promise<Listing> | Listing | null;
  /** The shop's online events, on its home only. */
  events: EventOffer[];
  /** What the visitor chose (the tab's own filter is applied on top). */
  filters: ProductFilters;
  page: number;
  /** The builders' published page at this place (home or tab) and its sections' data: it is the page. */
  builder: { page: PublishedPage; data: SectionData } | null;
}

const facetCache = new Map<string, Promise<Facets>>();

/** The filter choices of a shop, for the viewer; kept for the page's life. */
function loadFacets(shopId: number): Promise<Facets> {
  const key = `${shopId}|${sessionUser()?.id ?? 'visitor'}`;
  return shared(facetCache, key, () => fetchFacets(shopId), { keep: true });
}

export async function shopPageLoader({ params, request }: LoaderFunctionArgs): Promise<ShopPageData> {
  const query = new URL(request.url).searchParams;
  const filters: ProductFilters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, query.get(key)?.trim() || undefined]),
  );
  const page = Math.max(1, Math.floor(Number(query.get(PAGE_PARAM)) || 1));
  const shop = await loadShop(shopKey(params));
  const tab = selectTab(shop.tabs, query.get('page'), query.get('pageid'));
  if (query.get('page') && !tab) throw data(null, { status: 404 });
  // A page drawn with the builders takes the place's content; none (or the API failing): as before. It is
  // asked beside the usual content, not before it: most places have none, and a shop page must not wait
  // for one more answer before it starts the others.
  const published = fetchPublishedPage(shop.id, tab?.id ?? null).catch(() => null);
  // An event list that cannot be had leaves the home without it, never without its products.
  const events = tab ? Promise.resolve([]) : fetchEventOffers(shop.id).catch(() => []);
  const start = (page - 1) * PAGE_SIZE;
  const listing =
    tab && tab.filter === null
      ? null
      : Promise.all([
          fetchProducts(shop.id, { ...filters, ...tab?.filter }, [start, start + PAGE_SIZE - 1]),
          loadFacets(shop.id),
        ]).then(([slice, facets]) => ({ slice, facets }));
  // Its failure is the page's to show (Await); meanwhile it must not count as unhandled (a server stops).
  listing?.catch(() => undefined);
  const builderPage = await published;
  if (builderPage) {
    const sections = await loadSectionData(shop.id, builderPage.sections);
    return { tab, listing: null, events: [], filters, page, builder: { page: builderPage, data: sections } };
  }
  return { tab, listing, events: await events, filters, page, builder: null };
}
