import { frameAncestors, type Locale } from '@cuvee/kernel';
import { pageLocale } from '@cuvee/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { ProductPage } from '../api/catalogue';
import type { EventOffer, EventSlot } from '../api/reservations';
import type { ShopRouteData } from '../api/shop-data';
import { messages } from '../i18n';
import { productPageLoader, shopLayoutLoader, shopPageLoader, type ShopPageData } from '../route-data';
import { routes } from '../routes';
import { pageHead, type PageHead, type PageSubject } from '../seo/page-head';
import { headTags, NOINDEX, plainHeadTags } from './head-tags';
import { routeDataScript, sendRouteData } from '../hydration';
import type { IframePageData } from '../pages/iframe-page';

/** The embedded widgets' route: the only pages another site may frame (ADR 0085). */
const IFRAME_PATH = '/iframes/:id';
/** Every other page refuses to be framed (clickjacking), as docker/nginx says for the files too. */
export const NO_FRAMING: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/*
 * A public page rendered on the server (ADR 0057): the routes' loaders run here against the API, the
 * same React tree renders to HTML, and the page goes out with its head (title, description, canonical
 * address, languages, previews, JSON-LD) and its routes' data, which the browser hydrates from.
 */

const handler = createStaticHandler(routes);

/** Routes whose pages are public: a shop's pages (both addresses), the e-label and the embedded widgets. */
const PUBLIC_PATHS = new Set(['/shops/:id', '/:name', '/:name/nutritiveValues', IFRAME_PATH]);
/** Routes of a page one person opens by a link of theirs (a token from a mail): no search engine keeps it. */
const UNLISTED_PATHS = new Set(['/disable-tracking-notif', '/payment-shares/:token']);

export type Rendered =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** Not a public page: the application's own page (index.html); the browser renders it. */
  | { kind: 'shell'; html: string }
  /** `framing`: the headers saying which sites may frame the page. */
  | { kind: 'page'; status: number; html: string; framing: Readonly<Record<string, string>> };

/**
 * Who may frame a rendered page: a widget's own sites (its frame-ancestors, and no X-Frame-Options, which
 * would refuse them all); a widget that is not found, anyone, so the producer's page shows "not found"
 * rather than the browser's refusal (the page holds nothing to protect); any other page, nobody.
 */
function framingOf(context: StaticHandlerContext): Readonly<Record<string, string>> {
  const match = context.matches.find((candidate) => candidate.route.path === IFRAME_PATH);
  if (!match) return NO_FRAMING;
  const data = context.loaderData[match.route.id] as IframePageData | undefined;
  if (data) return { 'Content-Security-Policy': frameAncestors(data.iframe.origins) };
  return context.statusCode === 404 ? { 'Content-Security-Policy': 'frame-ancestors *' } : NO_FRAMING;
}

/** Is this address one of the public pages, or no page at all (a 404 the server answers itself)? */
export function rendersOnServer(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !matches || routeIn(matches, PUBLIC_PATHS);
}

/** Whether one of the matched routes is one of `paths`. */
function routeIn(matches: ReturnType<typeof matchRoutes>, paths: ReadonlySet<string>): boolean {
  return (matches ?? []).some((match) => match.route.path !== undefined && paths.has(match.route.path));
}

/** The application's page for the browser to render, kept out of search engines when it is unlisted. */
function shellOf(pathname: string, template: string): Rendered {
  const unlisted = routeIn(matchRoutes(routes, pathname), UNLISTED_PATHS);
  const html = unlisted ? template.replace('</title>', `</title>\n    ${NOINDEX}`) : template;
  return { kind: 'shell', html };
}

/** The shop's home address, where its pages are canonically: /{urlShop}. */
function shopHome(origin: string, urlShop: string): string {
  return `${origin}/${encodeURIComponent(urlShop)}`;
}

/** The page's canonical address: the shop's own address name, the tab's query, the language. */
function canonicalUrl(origin: string, data: ShopRouteData, url: URL, locale: Locale): URL {
  const rest = url.pathname.split('/').slice(data.base.split('/').length).join('/');
  const canonical = new URL(`${shopHome(origin, data.shop.urlShop)}${rest ? `/${rest}` : ''}`);
  for (const key of ['page', 'pageid']) {
    const value = url.searchParams.get(key);
    if (value) canonical.searchParams.set(key, value);
  }
  if (locale !== 'fr') canonical.searchParams.set('lang', locale);
  return canonical;
}

/** What the page is about, from the data of its routes. */
function subjectOf(
  context: StaticHandlerContext,
  locale: Locale,
): { layout: ShopRouteData; subject: PageSubject } | null {
  let layout: ShopRouteData | null = null;
  let subject: PageSubject | null = null;
  for (const match of context.matches) {
    const data = context.loaderData[match.route.id];
    const loader = match.route.loader;
    if (loader === shopLayoutLoader && data) layout = data as ShopRouteData;
    if (!layout) continue;
    const shop = layout.shop;
    if (loader === productPageLoader && data) {
      subject = { kind: 'product', shop, product: (data as ProductPage).product };
    } else if (loader === shopPageLoader && data) {
      subject = { kind: 'shop', shop, tabName: (data as ShopPageData).tab?.name ?? null };
    } else if (match.route.path === 'events/:event' && data) {
      const { event, slots } = data as { event: EventOffer; slots: EventSlot[] };
      subject = { kind: 'event', shop, event, slots };
    } else if (match.route.path === 'legal-notice') {
      subject = { kind: 'legal-notice', shop, title: messages[locale].legal.title };
    }
  }
  if (!layout) return null;
  return { layout, subject: subject ?? { kind: 'shop', shop: layout.shop, tabName: null } };
}

/**
 * The product list of a shop page comes after the page in a browser (the loader answers it as a
 * promise); a crawler reads the page once, so the server waits for it and sends it whole.
 */
async function settleLists(context: StaticHandlerContext): Promise<void> {
  for (const [id, data] of Object.entries(context.loaderData)) {
    const page = data as Partial<ShopPageData> | null;
    if (page?.listing instanceof Promise) {
      context.loaderData[id] = { ...page, listing: await page.listing };
    }
  }
}

/**
 * Renders a page for `request`; `origin` is the public address the canonical URLs use, `template`
 * the built index.html.
 */
export async function renderPage(request: Request, origin: string, template: string): Promise<Rendered> {
  const url = new URL(request.url);
  if (!rendersOnServer(url.pathname)) return shellOf(url.pathname, template);
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? '/';
    // The shop's own address for its code or another case: the same page, for good (ADR 0012).
    return { kind: 'redirect', status: context.status === 302 ? 301 : 302, location };
  }
  await settleLists(context);
  const locale = pageLocale();
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const found = subjectOf(context, locale);
  const failed = context.statusCode >= 400;
  let head: PageHead | null = null;
  if (found && !failed) {
    const canonical = canonicalUrl(origin, found.layout, url, locale);
    head = pageHead(found.subject, canonical, shopHome(origin, found.layout.shop.urlShop), locale);
  }
  const t = messages[locale];
  const failure = context.statusCode === 404 ? t.errors.notFoundTitle : t.errors.failedTitle;
  // A widget's page is the producer's site's content: search engines keep the shop's own pages instead.
  const widget = context.matches.some((match) => match.route.path === IFRAME_PATH);
  const plain = plainHeadTags(failed ? failure : null);
  const tags = head ? headTags(head) : widget && !failed ? `${plain}\n    ${NOINDEX}` : plain;
  const html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, tags)
    .replace(/\s*<meta\s+name="description"[^>]*\/>/, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root" inert>${body}</div>${routeDataScript(sendRouteData(context))}`,
    );
  return { kind: 'page', status: context.statusCode, html, framing: framingOf(context) };
}
