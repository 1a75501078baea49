import { flattenTabs, tabQuery, type ShopTab } from '@cuvee/kernel';
import { escapeHtml } from './head-tags';

/*
 * robots.txt and the sitemaps of the shop front (ADR 0057), read from the API as a visitor reads it:
 * the index names one sitemap per online shop; a shop's sitemap lists its home, its public tabs, its
 * online products (the public product list holds only those, ADR 0012) and its online events, each
 * product and event with its last change.
 */

/** Paths no crawler has business in: the cart, the buyer's space, the bank's way back, the auth screens. */
export const PRIVATE_PATHS = ['/dashboard', '/cart', '/validate3ds', '/auth'] as const;
const PAGE = 100;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every row of a react-admin list of the API, page by page (Content-Range gives the total). */
async function everyRow<T>(apiUrl: string, path: string, query: Record<string, string>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; ; start += PAGE) {
    const search = new URLSearchParams({ ...query, range: JSON.stringify([start, start + PAGE - 1]) });
    const response = await fetch(`${apiUrl}${path}?${search}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const page = (await response.json()) as T[];
    rows.push(...page);
    const total = Number(response.headers.get('Content-Range')?.split('/')[1]);
    if (page.length < PAGE || !(rows.length < total)) return rows;
  }
}

interface Entry {
  loc: string;
  lastmod?: string;
}

function urlSet(tag: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', entries: Entry[]): string {
  const lines = entries.map(
    (entry) =>
      `  <${item}><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</${item}>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${tag} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${tag}>`,
    '',
  ].join('\n');
}

/** The sitemap of a shop's pages; its address is /sitemaps/{urlShop}.xml. */
export const shopSitemapPath = (urlShop: string) => `/sitemaps/${encodeURIComponent(urlShop)}.xml`;

/** /sitemap.xml: one sitemap per shop open online. */
export async function sitemapIndex(apiUrl: string, origin: string): Promise<string> {
  const shops = await everyRow<{ urlShop: string }>(apiUrl, '/v1/shops', { sort: '["name","ASC"]' });
  return urlSet(
    'sitemapindex',
    'sitemap',
    shops.map((shop) => ({ loc: `${origin}${shopSitemapPath(shop.urlShop)}` })),
  );
}

interface PublicShop {
  id: number;
  urlShop: string;
  online: boolean;
  tabs: ShopTab[];
}

/** The shop's bookable events: the visitor's list of them holds the online ones only. */
async function onlineEvents(apiUrl: string, shopId: number): Promise<{ id: number; updatedAt: string }[]> {
  const response = await fetch(`${apiUrl}/v1/event-offers?shopId=${shopId}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/v1/event-offers: ${response.status}`);
  return (await response.json()) as { id: number; updatedAt: string }[];
}

/** A shop's sitemap, or null when no online shop has that address name. */
export async function shopSitemap(apiUrl: string, origin: string, urlShop: string): Promise<string | null> {
  const response = await fetch(`${apiUrl}/v1/shops/${encodeURIComponent(urlShop)}`, {
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`/v1/shops/${urlShop}: ${response.status}`);
  const shop = (await response.json()) as PublicShop;
  if (!shop.online || shop.urlShop !== urlShop) return null;
  const home = `${origin}/${encodeURIComponent(shop.urlShop)}`;
  const [products, events] = await Promise.all([
    everyRow<{ slug: string; updatedAt: string }>(apiUrl, '/v1/products', {
      shopIds: String(shop.id),
      origin: 'shop',
      sort: '["name","ASC"]',
    }),
    onlineEvents(apiUrl, shop.id),
  ]);
  // The tabs the API answers a visitor are the public ones (ADR 0012); a menu without text or products
  // is no page.
  const tabs = flattenTabs(shop.tabs)
    .filter((tab) => tab.content || tab.filter)
    .map((tab) => ({ loc: `${home}?${new URLSearchParams(tabQuery(tab, shop.tabs))}` }));
  return urlSet('urlset', 'url', [
    { loc: home },
    ...tabs,
    ...products.map((product) => ({
      loc: `${home}/${encodeURIComponent(product.slug)}`,
      lastmod: product.updatedAt.slice(0, 10),
    })),
    ...events.map((event) => ({ loc: `${home}/events/${event.id}`, lastmod: event.updatedAt.slice(0, 10) })),
  ]);
}
