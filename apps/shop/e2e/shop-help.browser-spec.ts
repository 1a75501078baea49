import { readFileSync } from 'node:fs';
import type { TestApi } from '@cuvee/testing';
import { HELP_SLUGS } from '@cuvee/ui/help';
import type { Browser, Page } from 'playwright-core';
import { keepScreenshot, launchChromium, shopContext, startApi } from './support/browser.js';
import { serveShop } from './support/server.js';

/*
 * The help centre as a visitor meets it on the shop front (docs/help-centre.md), at a phone's width: the
 * search finds the till's article by a word typed without its accent and opens it; the news page lists the
 * changelog's latest release; the ROI simulator shows the documented result for its defaults
 * (docs/roi-simulator.md) and refuses a negative figure and a share over 100 % in French; with ?lang=en
 * the articles and the messages are English. One API, one browser. Needs the shop build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let page: Page;
const errors: Error[] = [];

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
  const context = await shopContext(browser, web.url, 'mobile');
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

/** How far the page is wider than the window (0: no sideways scrolling). */
const overflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the search finds an article by a word without its accent, and opens it', async () => {
  await page.goto('/help');
  await page.getByRole('heading', { level: 1, name: "Centre d'aide" }).waitFor();
  // Every article of the centre is listed: each capability adds its own.
  await page.getByText(`${HELP_SLUGS.length} articles`).waitFor();
  await page.getByLabel('Rechercher dans l’aide').fill('cloture');
  const card = page.getByRole('link', { name: /La caisse et ses clôtures/ });
  await card.waitFor();
  expect(new URL(page.url()).search).toBe('?q=cloture');
  expect(await page.locator('.help-card').count()).toBeLessThan(15);
  expect(await overflow()).toBe(0);
  await keepScreenshot(page, 'help-search-mobile');

  await card.click();
  await page.waitForURL('**/help/till');
  await page.getByRole('heading', { level: 1, name: 'La caisse et ses clôtures' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Espèces et clôtures' }).waitFor();
  expect(await overflow()).toBe(0);
  await keepScreenshot(page, 'help-article-mobile');
});

test('the news page lists the changelog’s latest release', async () => {
  const changelog = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8');
  const [, date] = /^## \[[^\]]+\] - (\d{4}-\d{2}-\d{2})$/m.exec(changelog)!;
  const latest = changelog.slice(changelog.indexOf(`- ${date}`));
  const [, capability] = /^- \*\*([^*]+)\*\*/m.exec(latest.slice(latest.indexOf('(fr)')))!;
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date(`${date!}T12:00:00Z`));

  await page.goto('/help/news');
  await page.getByRole('heading', { level: 1, name: 'Nouveautés' }).waitFor();
  const first = page.locator('.help-release').first();
  await first.getByRole('heading', { level: 2, name: day }).waitFor();
  await first.getByText(capability!, { exact: true }).first().waitFor();
  await keepScreenshot(page, 'help-news-mobile');
});

test('the ROI simulator computes the documented result and refuses bad figures in French', async () => {
  await page.goto('/roi-simulator');
  await page.getByRole('heading', { level: 1, name: 'Simulateur de gains' }).waitFor();
  const total = page.locator('[data-roi-total]');
  // The defaults of docs/roi-simulator.md: 4 230 € + 8 100 € + 480 € = 12 810 € a year.
  await total.filter({ hasText: /^12\s810\s€$/ }).waitFor();
  expect(await overflow()).toBe(0);
  await keepScreenshot(page, 'roi-simulator-mobile', true);

  const bottles = page.getByLabel('Bouteilles vendues par an');
  await bottles.fill('-5');
  await page
    .getByRole('alert')
    .getByText('Le nombre de bouteilles par an ne peut pas être négatif.')
    .waitFor();
  expect(await bottles.getAttribute('aria-invalid')).toBe('true');
  expect(await total.count()).toBe(0);
  await page.getByLabel('Part vendue en direct').fill('120');
  await page
    .getByRole('alert')
    .getByText('La part vendue en direct doit être comprise entre 0 et 100 %.')
    .waitFor();
  await keepScreenshot(page, 'roi-simulator-refused-mobile');

  await bottles.fill('30 000');
  await page.getByLabel('Part vendue en direct').fill('20');
  await total.filter({ hasText: /^12\s810\s€$/ }).waitFor();
});

test('in English, the articles and the messages are English', async () => {
  await page.goto('/help?lang=en&q=closure');
  await page.getByRole('link', { name: /The till and its closures/ }).click();
  await page.getByRole('heading', { level: 1, name: 'The till and its closures' }).waitFor();
  await page.goto('/roi-simulator');
  await page.getByLabel('Share sold direct').fill('101');
  await page.getByRole('alert').getByText('The share sold direct must be between 0 and 100%.').waitFor();
  expect(errors).toEqual([]);
});
