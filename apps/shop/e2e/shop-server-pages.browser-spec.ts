import { formatMoney } from '@cuvee/kernel';
import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { asAccount, launchChromium, shopContext, startApi } from './support/browser.js';
import { serveShop } from './support/server.js';

/*
 * The shop's public pages as search engines and link previews read them (ADR 0057): fetched without
 * JavaScript from the shop's server, they hold the product's name, price and picture, their head
 * (canonical address, languages, Open Graph, Twitter card) and JSON-LD; unknown addresses answer 404;
 * the sitemaps list exactly the online products and events. Then in Chromium: the page the server sent is the
 * page the browser shows (no layout shift, no hydration error) and the cart still works.
 */

const SHOP = 'domaine-des-demoiselles';
const CHINON = 'chinon-les-demoiselles';

interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  status: string;
  formats: {
    unitPrice: { display: number; displayTtc: boolean; ttc: number } | null;
    /** The owner's view: each typology's visibility. */
    typologies?: Record<string, { visible: boolean }>;
  }[];
}

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let owner: Awaited<ReturnType<typeof asAccount>>;
/** The picture given to the Chinon for these tests (the demo products have none). */
let pictureUrl: string;

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
  owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#7B2D26' } })
    .png()
    .toBuffer();
  const visual = await owner.call('POST', '/v1/visuals', {
    data: `data:image/png;base64,${png.toString('base64')}`,
  });
  pictureUrl = visual.url as string;
  const chinon = await productPage(CHINON);
  await owner.call('PUT', `/v1/products/${chinon.id}`, { visuals: [visual.key] });
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

/** A product as a visitor's API call answers it. */
async function productPage(slug: string): Promise<ApiProduct> {
  const answer = await fetch(`${api.url}/v1/product-pages/${SHOP}/${slug}`);
  return ((await answer.json()) as { product: ApiProduct }).product;
}

/** A page as a crawler gets it: one GET, no JavaScript, no redirect followed. */
async function crawl(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${web.url}${path}`, { redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('public pages without JavaScript', () => {
  test('a product page: name, price, picture, head and JSON-LD in the HTML', async () => {
    const product = await productPage(CHINON);
    const price = product.formats[0]!.unitPrice!;
    const { status, html } = await crawl(`/${SHOP}/${CHINON}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1>Chinon Les Demoiselles/);
    // The price as the page shows it (non-breaking spaces and all), with its TTC label.
    expect(html).toContain(formatMoney(price.display, 'fr'));
    expect(html).toContain(`src="${pictureUrl}?width=640"`);
    expect(html).toContain('<title>Chinon Les Demoiselles — Domaine des Demoiselles</title>');
    expect(html).toContain(`<link rel="canonical" href="${web.url}/${SHOP}/${CHINON}" />`);
    expect(html).toContain(`hreflang="en" href="${web.url}/${SHOP}/${CHINON}?lang=en"`);
    expect(html).toContain(`hreflang="x-default" href="${web.url}/${SHOP}/${CHINON}"`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toBe(`${web.url}${pictureUrl}?width=1024`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'description')).toBeTruthy();

    const nodes = jsonLd(html);
    const described = nodes.find((node) => node['@type'] === 'Product');
    expect(described).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Chinon Les Demoiselles',
      image: [`${web.url}${pictureUrl}?width=1024`],
      offers: { '@type': 'Offer', price: (price.ttc / 100).toFixed(2), priceCurrency: 'EUR' },
    });
    expect(nodes.find((node) => node['@type'] === 'Winery')).toMatchObject({
      name: 'Domaine des Demoiselles',
      url: `${web.url}/${SHOP}`,
      address: { '@type': 'PostalAddress' },
    });
    expect(nodes.find((node) => node['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Domaine des Demoiselles', item: `${web.url}/${SHOP}` },
        { position: 2, name: 'Chinon Les Demoiselles', item: `${web.url}/${SHOP}/${CHINON}` },
      ],
    });
    // The routes' data for the browser, in a block that is never executed.
    expect(html).toMatch(/<script type="application\/json" id="route-data">/);
  });

  test('an event page: its title, and one schema.org Event per open slot with place, organiser and rates', async () => {
    const shopId = ((await (await fetch(`${api.url}/v1/shops/${SHOP}`)).json()) as { id: number }).id;
    const [event] = (await (await fetch(`${api.url}/v1/event-offers?shopId=${shopId}`)).json()) as {
      id: number;
      titleFr: string;
      rates: { kind: string; priceTtc: number }[];
    }[];
    const { status, html } = await crawl(`/${SHOP}/events/${event!.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${event!.titleFr} — Domaine des Demoiselles</title>`);
    expect(html).toContain(`<link rel="canonical" href="${web.url}/${SHOP}/events/${event!.id}" />`);
    const occurrences = jsonLd(html).filter((node) => node['@type'] === 'Event');
    expect(occurrences.length).toBeGreaterThan(0);
    for (const occurrence of occurrences) {
      expect(occurrence).toMatchObject({
        name: event!.titleFr,
        location: { '@type': 'Place' },
        organizer: { '@id': `${web.url}/${SHOP}#organization` },
      });
      expect(Date.parse(String(occurrence.startDate))).toBeLessThan(Date.parse(String(occurrence.endDate)));
      const prices = (occurrence.offers as { price: string }[]).map((offer) => offer.price);
      expect(prices).toEqual(
        event!.rates.filter((rate) => rate.kind !== 'option').map((rate) => (rate.priceTtc / 100).toFixed(2)),
      );
    }
    expect((await crawl(`/${SHOP}/events/999999`)).status).toBe(404);
    expect((await crawl(`/${SHOP}/events/visite`)).status).toBe(404);
  });

  test('the shop page holds its products; English is asked by the query or the browser', async () => {
    const { status, html } = await crawl(`/${SHOP}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Chinon Les Demoiselles');
    expect(html).toContain('class="product-card');
    expect(jsonLd(html).map((node) => node['@type'])).toEqual(['Winery', 'BreadcrumbList']);

    const english = await crawl(`/${SHOP}?lang=en`);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain(`<link rel="canonical" href="${web.url}/${SHOP}?lang=en" />`);
    const browserEnglish = await crawl(`/${SHOP}`, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(browserEnglish.html).toContain('<html lang="en">');
    // A language not offered is the default one, never an error.
    const klingon = await crawl(`/${SHOP}?lang=tlh`);
    expect([klingon.status, klingon.html.includes('<html lang="fr">')]).toEqual([200, true]);
  });

  test('the legal notice and the e-label are rendered too', async () => {
    const legal = await crawl(`/${SHOP}/legal-notice`);
    expect(legal.status).toBe(200);
    expect(legal.html).toContain('<title>Mentions légales — Domaine des Demoiselles</title>');
    expect(legal.html).toContain('SCEA Domaine des Demoiselles');
    const label = await crawl(`/${SHOP}/nutritiveValues?product=${CHINON}`);
    expect(label.status).toBe(200);
    expect(label.html).toContain('Chinon Les Demoiselles');
  });

  test('unknown shops, products and tabs, odd addresses: 404 with the not-found page, never a 500', async () => {
    for (const path of [
      '/no-such-shop',
      `/${SHOP}/no-such-wine`,
      `/${SHOP}?page=no-such-tab`,
      `/${SHOP}/%E2%82%AC%20%3Cscript%3E`,
      `/${SHOP}/chinon-les-demoiselles/and/more`,
      `/shops/999999/${CHINON}`,
      `/${SHOP}/nutritiveValues`,
    ]) {
      const { status, html } = await crawl(path);
      expect([path, status]).toEqual([path, 404]);
      expect(html).toContain('Cette page est introuvable');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
    const english = await crawl('/no-such-shop?lang=en');
    expect(english.html).toContain('This page could not be found');
  });

  test('the shop by its code or another case, or by id, redirects for good to its own address', async () => {
    expect(await crawl(`/DEMO/${CHINON}`)).toMatchObject({ status: 301, location: `/${SHOP}/${CHINON}` });
    expect(await crawl('/Domaine-des-Demoiselles?page=x')).toMatchObject({
      status: 301,
      location: `/${SHOP}?page=x`,
    });
    // Under /shops/{id} the page is the same one: its canonical address is the shop's own.
    const shop = (await (await fetch(`${api.url}/v1/shops/${SHOP}`)).json()) as { id: number };
    const byId = await crawl(`/shops/${shop.id}/${CHINON}`);
    expect(byId.status).toBe(200);
    expect(byId.html).toContain(`<link rel="canonical" href="${web.url}/${SHOP}/${CHINON}" />`);
  });

  test('robots.txt keeps private pages out; the sitemaps list exactly the online products and events', async () => {
    const robots = await (await fetch(`${web.url}/robots.txt`)).text();
    for (const path of ['/dashboard', '/cart', '/auth']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${web.url}/sitemap.xml`);

    const index = await (await fetch(`${web.url}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${web.url}/sitemaps/${SHOP}.xml</loc>`);

    const listed = async () => {
      const xml = await (await fetch(`${web.url}/sitemaps/${SHOP}.xml`)).text();
      return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    };
    // The oracle: the owner's products (goods and services) online and shown to the public typology.
    const online = async () => {
      const range = encodeURIComponent('[0,199]');
      const lists = await Promise.all(
        [{ status: 'online' }, { status: 'online', productType: 'prestation' }].map(
          async (filter) =>
            (await owner.call(
              'GET',
              `/v1/products?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
            )) as unknown as ApiProduct[],
        ),
      );
      return lists
        .flat()
        .filter((product) => product.formats.some((format) => format.typologies?.public?.visible !== false))
        .map((product) => product.slug);
    };
    const productsOf = (locs: string[]) =>
      locs
        .filter((loc) => loc.startsWith(`${web.url}/${SHOP}/`) && !loc.includes('/events/'))
        .map((loc) => loc.split('/').pop()!);
    const before = await online();
    expect(before.length).toBeGreaterThan(2);
    const locs = await listed();
    expect(locs[0]).toBe(`${web.url}/${SHOP}`);
    expect(productsOf(locs).sort()).toEqual([...before].sort());
    expect(locs.some((loc) => loc.includes('?page='))).toBe(true);
    // The online events too, each at its page.
    const shopId = ((await (await fetch(`${api.url}/v1/shops/${SHOP}`)).json()) as { id: number }).id;
    const events = (await (await fetch(`${api.url}/v1/event-offers?shopId=${shopId}`)).json()) as {
      id: number;
    }[];
    expect(events.length).toBeGreaterThan(0);
    expect(locs.filter((loc) => loc.includes('/events/')).sort()).toEqual(
      events.map((event) => `${web.url}/${SHOP}/events/${event.id}`).sort(),
    );

    // Taken offline: out of the sitemap, and its page is a 404.
    const touraine = await productPage('touraine-clos-des-fees');
    await owner.call('PUT', `/v1/products/${touraine.id}`, { status: 'paused' });
    try {
      expect(productsOf(await listed()).sort()).toEqual(
        before.filter((slug) => slug !== touraine.slug).sort(),
      );
      expect((await crawl(`/${SHOP}/${touraine.slug}`)).status).toBe(404);
    } finally {
      await owner.call('PUT', `/v1/products/${touraine.id}`, { status: 'online' });
    }
    expect((await fetch(`${web.url}/sitemaps/no-such-shop.xml`)).status).toBe(404);
  });
});

describe('in the browser', () => {
  test('the page the server sent is hydrated in place: no layout shift, no hydration error; the cart works', async () => {
    const context = await shopContext(browser, web.url, 'mobile');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Every layout shift from the first paint on, as CLS counts them (not those following an input), with
    // the start of what moved.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '',
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [`/${SHOP}`, `/${SHOP}/${CHINON}`]) {
      await page.goto(path);
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
      expect([path, shifts]).toEqual([path, []]);
    }
    expect(errors).toEqual([]);

    // The product page's button works once hydrated: the badge counts the bottle.
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('status').filter({ hasText: 'a été ajouté à votre panier' }).waitFor();
    await page.getByRole('button', { name: 'Panier, 1 article', exact: true }).waitFor();
    // A link to another public page navigates in the application (no new document).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page
      .getByRole('link', { name: /Retour/ })
      .first()
      .click();
    await page.locator('.product-card').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
