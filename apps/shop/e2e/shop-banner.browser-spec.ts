import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  SHOP_WIDTHS,
  shopContext,
  startApi,
} from './support/browser.js';
import { serveShop } from './support/server.js';

/*
 * The shop's banner picture on its home (docs/shop-front.md): the server's page carries it and preloads
 * it (it is the first screen's largest picture on a phone), the browser really loads the uploaded
 * picture behind the shop's name; without one the home keeps its band in the shop's colour.
 */

const SHOP = 'domaine-des-demoiselles';

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let owner: Awaited<ReturnType<typeof asAccount>>;
let bannerUrl: string;

/** A pale landscape (sky, hills, rows of vines): the hardest case for white text over it. */
async function landscape(): Promise<Buffer> {
  const rows = Array.from(
    { length: 14 },
    (_, index) =>
      `<path d="M${-200 + index * 140} 900 L${700 + index * 40} 430" stroke="#5d7a3a" stroke-width="14" />`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f7efe0" /><stop offset="1" stop-color="#e8d9b5" /></linearGradient></defs>
    <rect width="1800" height="900" fill="url(#sky)" />
    <circle cx="1400" cy="180" r="90" fill="#fff6d8" />
    <path d="M0 520 Q450 380 900 470 T1800 430 V900 H0 Z" fill="#b7c48a" />
    <path d="M0 620 Q500 520 1000 600 T1800 560 V900 H0 Z" fill="#93a862" />
    ${rows}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A page as a crawler gets it: one GET, no JavaScript. */
async function crawl(path: string): Promise<string> {
  return (await fetch(`${web.url}${path}`)).text();
}

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
  owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const visual = await owner.call('POST', '/v1/visuals', { data: (await landscape()).toString('base64') });
  bannerUrl = visual.url as string;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

describe('the home banner', () => {
  test('without a picture: the band in the shop colour, nothing to preload', async () => {
    const html = await crawl(`/${SHOP}`);
    expect(html).toContain('class="shop-hero"');
    expect(html).not.toContain('data-shop-banner');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  test('with a picture: the server page preloads it and draws it, high priority, behind the name', async () => {
    await owner.call('PUT', '/v1/shops/me', { editedShop: { banner: bannerUrl } });
    const html = await crawl(`/${SHOP}`);
    const src = `${bannerUrl}?width=1024`;
    const srcset = [640, 1024, 1600].map((width) => `${bannerUrl}?width=${width} ${width}w`).join(', ');
    // In the head, once (React adds none of its own in the body).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" href="${src}" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high" />`,
    );
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    const img = /<img [^>]*data-shop-banner[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${src}"`);
    expect(img).toContain(`srcSet="${srcset}"`);
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('alt=""');
    // The link previews show it too.
    expect(html).toContain(`<meta property="og:image" content="${web.url}${src}"`);
    // A tab's page has its own title band: no banner there.
    const tab = await crawl(`/${SHOP}?page=nos-vins`);
    expect(tab).toContain('class="tab-hero"');
    expect(tab).not.toContain('rel="preload" as="image"');
    expect(tab).not.toContain('data-shop-banner');
  });

  test.each(SHOP_WIDTHS)(
    'on a %s: the uploaded picture is loaded behind white, readable text',
    async (width) => {
      const context = await shopContext(browser, web.url, width);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A hydration mismatch (the <picture>, the preload) would be reported here.
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The picture arriving moves nothing: it fills a band whose size the page already had.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`/${SHOP}`);
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
      const picture = page.locator('.shop-hero img[data-shop-banner]');
      await picture.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.shop-hero img[data-shop-banner]');
        return img?.complete;
      });
      const loaded = await picture.evaluate((img: HTMLImageElement) => ({
        current: new URL(img.currentSrc).pathname,
        naturalWidth: img.naturalWidth,
      }));
      expect(loaded.current).toBe(bannerUrl);
      expect(loaded.naturalWidth).toBeGreaterThan(0);
      // The picture covers the whole band, under the title.
      const band = await page.locator('.shop-hero').boundingBox();
      const box = await picture.boundingBox();
      expect(box).toEqual(band);
      const title = page.getByRole('heading', { level: 1, name: 'Domaine des Demoiselles' });
      await title.waitFor();
      expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      await keepScreenshot(page, `home-banner-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
