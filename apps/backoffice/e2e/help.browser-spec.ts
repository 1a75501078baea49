import type { Page } from 'playwright-core';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The help centre in the back office (docs/help-centre.md), as the demo owner meets it: the "?" beside
 * the DRM screen's title opens the article that explains it; the sidebar's « Nouveautés » opens the news
 * page; the search finds an article by a word typed without its accent and opens it, at a phone's width
 * too; the ROI simulator opens from the help centre. One API, one browser. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

test('the "?" of a screen opens the article that explains it', async () => {
  await page.goto('/dashboard/stocks/drm');
  await page.getByRole('heading', { level: 1, name: 'DRM', exact: true }).waitFor();
  await keepScreenshot(page, 'help-link-drm');
  await page.getByRole('link', { name: 'Aide sur cet écran' }).click();
  await page.waitForURL('**/help/drm-and-crd');
  await page.getByRole('heading', { level: 1, name: 'La DRM et les capsules CRD' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'DAE et DSA' }).waitFor();
  await keepScreenshot(page, 'help-article');
});

test('« Nouveautés » in the sidebar opens the news, newest first', async () => {
  await page.goto('/dashboard');
  await page.getByRole('complementary').getByRole('link', { name: 'Nouveautés' }).click();
  await page.waitForURL('**/help/news');
  await page.getByRole('heading', { level: 1, name: 'Nouveautés' }).waitFor();
  await page.locator('.help-release').first().getByRole('heading', { level: 3, name: 'Ajouté' }).waitFor();
  await keepScreenshot(page, 'help-news');
});

test('the search finds an article by a word without its accent, at a desktop’s and a phone’s width', async () => {
  await page.getByRole('link', { name: "Centre d'aide" }).first().click();
  await page.waitForURL('**/help');
  await page.getByLabel('Rechercher dans l’aide').fill('entrepot');
  await page.getByRole('link', { name: /Le stock et les entrepôts/ }).waitFor();
  await keepScreenshot(page, 'help-search');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Rechercher dans l’aide').fill('ecriture');
  await page.getByRole('link', { name: /Exports comptables et FEC/ }).click();
  await page.waitForURL('**/help/accounting-exports');
  await page.getByRole('heading', { level: 1, name: 'Exports comptables et FEC' }).waitFor();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await keepScreenshot(page, 'help-article-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('link', { name: 'Simulateur de gains' }).click();
  await page
    .locator('[data-roi-total]')
    .filter({ hasText: /^12\s810\s€$/ })
    .waitFor();
  await keepScreenshot(page, 'roi-simulator');
  expect(session.pageErrors).toEqual([]);
});
