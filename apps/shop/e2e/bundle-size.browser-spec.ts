import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import { launchChromium, shopContext, startApi } from './support/browser.js';
import { gzipSize, initialJavaScript, serveShop } from './support/server.js';

/*
 * The shop front's JavaScript budget (docs/shop-front.md): at most 150 kB gzip before the first page
 * of a shop shows, measured on the built files as nginx sends them (gzip level 5). Sizes, not timings:
 * the timings are tools/bench/shop-lighthouse's. Needs the shop build.
 */

const BUDGET = 150 * 1024;

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

/** The JavaScript files a page loads until `ready` shows, by path. */
async function scriptsOf(path: string, ready: string): Promise<string[]> {
  const context = await shopContext(browser, web.url, 'mobile');
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === web.url && url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
  });
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // A server-rendered page shows before its code runs: wait until it has taken over (hydrated).
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await context.close();
  return scripts;
}

test('the initial JavaScript (entry, preloaded chunks) is at most 150 kB gzip', () => {
  const { files, gzipBytes } = initialJavaScript();
  expect(files.some((file) => file.startsWith('/assets/index-'))).toBe(true);
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET);
});

test('a shop page and a product page load nothing more before they show; the rest waits for its use', async () => {
  const initial = initialJavaScript().files.map((file) => file.slice(1));
  for (const [path, ready] of [
    ['/domaine-des-demoiselles', '.product-card'],
    ['/domaine-des-demoiselles/chinon-les-demoiselles', '.product-price'],
  ] as const) {
    const scripts = await scriptsOf(path, ready);
    expect([...new Set(scripts)].sort()).toEqual([...initial].sort());
    const total = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
    expect(total).toBeLessThanOrEqual(BUDGET);
  }
  // The sign-in dialog, the producers, the legal notice and the e-label are chunks of their own.
  const producers = await scriptsOf('/shops', '.producer-card');
  expect(producers.some((file) => /shops-page-/.test(file))).toBe(true);
  expect(initial.some((file) => /sign-in-dialog|shops-page|legal-notice|e-label/.test(file))).toBe(false);
});
