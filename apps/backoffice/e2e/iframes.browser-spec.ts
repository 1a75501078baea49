import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, newContext, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The iframes as the owner: the settings section "iframes" (a site with a path refused in the API's
 * French words, then the default site saved), a new iframe of chosen products starting from that site,
 * its theme previewed live (dark mode with an accent too dark for it refused, then a light accent), the
 * snippet to copy once saved, the edit, its row in the settings' list; the edit page at a phone's width.
 * With the iframes module off, the section says so without calling the API.
 * Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let iframeId = 0;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

test('the settings section: a site with a path is refused in the API words; the default site is saved', async () => {
  await page.goto('/dashboard/settings?link=iframes');
  const form = page.locator('[data-form="iframes"]');
  const sites = form.getByLabel('Sites autorisés');
  await sites.fill('https://www.demoiselles.example/boutique');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByText(/"https:\/\/www\.demoiselles\.example\/boutique" ne doit contenir ni chemin/)
    .waitFor();
  await sites.fill('HTTPS://Demoiselles.example/\nhttps://*.demoiselles.example');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Réglages des iframes enregistrés').waitFor();
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  expect((await owner.call('GET', '/v1/iframe-settings'))['origins']).toEqual([
    'https://demoiselles.example',
    'https://*.demoiselles.example',
  ]);
  await page.locator('[data-iframe-list]').getByText('Aucune iframe pour l’instant').waitFor();
  await keepScreenshot(page, 'iframes-settings');
  expect(session.pageErrors).toEqual([]);
});

test('a new iframe: chosen products, the live preview of its theme, a refused accent, then the snippet', async () => {
  await page.goto('/dashboard/iframes/add');
  // The settings' sites come first.
  await page.getByLabel('Sites autorisés').waitFor();
  expect(await page.getByLabel('Sites autorisés').inputValue()).toBe(
    'https://demoiselles.example\nhttps://*.demoiselles.example',
  );
  await page.getByLabel(/^Nom/).fill('Nos Chinon');
  const products = page.getByRole('combobox', { name: 'Produits choisis' });
  await products.click();
  await products.fill('Chinon Les');
  await page.getByRole('option', { name: 'Chinon Les Demoiselles' }).first().click();

  const preview = page.locator('[data-iframe-preview]');
  const background = () => preview.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('radio', { name: 'Sombre' }).check();
  await page.waitForFunction(
    () =>
      getComputedStyle(document.querySelector('[data-iframe-preview]')!).backgroundColor ===
      'rgb(23, 23, 27)',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText(/La couleur d'accent se distingue trop peu du fond/).waitFor();
  expect(page.url()).toMatch(/\/dashboard\/iframes\/add$/);
  await page.getByLabel('Couleur d’accent').fill('#f0c040');
  await page.getByLabel('Arrondi des angles (px)').fill('16');
  await keepScreenshot(page, 'iframes-add');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/iframes\/\d+$/);
  iframeId = Number(/(\d+)$/.exec(page.url())![1]);

  const snippet = page.locator('[data-iframe-snippet] textarea').first();
  await snippet.waitFor();
  expect(await snippet.inputValue()).toMatch(
    new RegExp(
      `<iframe id="cuvee-iframe-${iframeId}" src="https?://[^"]+/iframes/${iframeId}" title="Nos Chinon"`,
    ),
  );
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const saved = await owner.call('GET', `/v1/iframes/${iframeId}`);
  expect(saved).toMatchObject({
    name: 'Nos Chinon',
    kind: 'productList',
    origins: ['https://demoiselles.example', 'https://*.demoiselles.example'],
    theme: { mode: 'dark', accent: '#f0c040', radius: 16 },
  });
  expect(saved['productIds']).toHaveLength(1);
  await keepScreenshot(page, 'iframes-edit');

  await page.getByLabel(/^Nom/).fill('Nos Chinon rouges');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Iframe enregistrée').last().waitFor();
  await page.goto('/dashboard/settings?link=iframes');
  await page.locator('[data-iframe-list]').getByText('Nos Chinon rouges').click();
  await page.waitForURL(`**/dashboard/iframes/${iframeId}`);
  expect(session.pageErrors).toEqual([]);
});

test('at phone width: the edit page with its preview and snippet, nothing wider than the screen', async () => {
  const context = await newContext(session.browser, session.url, 'mobile');
  const small = await context.newPage();
  await signIn(small, 'proprietaire@cuvee.demo');
  await small.waitForURL('**/dashboard');
  await small.goto(`/dashboard/iframes/${iframeId}`);
  await small.locator('[data-iframe-snippet] textarea').first().waitFor();
  await keepScreenshot(small, 'iframes-edit-mobile');
  await small.locator('[data-iframe-snippet]').scrollIntoViewIfNeeded();
  await keepScreenshot(small, 'iframes-snippet-mobile');
  // Nothing overflows, not even inside the form's card (which would clip it rather than scroll).
  const overflowing = await small.evaluate(
    () =>
      [...document.querySelectorAll('[data-iframe-preview], [data-iframe-snippet]')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth,
      ).length,
  );
  expect(overflowing).toBe(0);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('with the iframes module off, the section says so and never calls the iframes API', async () => {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  await owner.call('PUT', '/v1/shops/me', { integrations: { iframes: { active: false } } });
  const context = await newContext(session.browser, session.url, 'desktop');
  const fresh = await context.newPage();
  const calls: string[] = [];
  fresh.on('request', (request) => {
    if (/\/v1\/iframe/.test(request.url())) calls.push(request.url());
  });
  await signIn(fresh, 'proprietaire@cuvee.demo');
  await fresh.waitForURL('**/dashboard');
  await fresh.goto('/dashboard/settings?link=iframes');
  await fresh.getByText('Le module Iframes n’est pas activé').waitFor();
  expect(calls).toEqual([]);
  await context.close();
  await owner.call('PUT', '/v1/shops/me', { integrations: { iframes: { active: true } } });
});
