import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, newContext, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The settings section "Grilles de correspondance" as the owner: no grid yet, a new grid for a client of
 * the CRM with two references (a product, its 75 cl bottle, a fixed price typed in euros, saved in cents),
 * a duplicate reference refused first in the API's French words, the grid listed; the section at a phone's
 * width. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

const editor = () => page.locator('[data-match-grid-editor]');

test('a new grid for a client, references at a fixed price or not; a duplicate refused; the grid listed', async () => {
  await page.goto('/dashboard/settings?link=matchGrids');
  await page
    .locator('[data-match-grid-list]')
    .getByText('Aucune grille de correspondance pour l’instant')
    .waitFor();
  await page.getByRole('button', { name: 'Nouvelle grille' }).click();
  await editor()
    .getByLabel(/^Nom de la grille/)
    .fill('Caves de Bacchus');
  const client = editor().getByRole('combobox', { name: /^Client/ });
  await client.click();
  await client.fill('Bacchus');
  await page
    .getByRole('option', { name: /Bacchus/ })
    .first()
    .click();

  const addRow = () => editor().getByRole('button', { name: 'Ajouter' }).click();
  await addRow();
  const row = (index: number) => editor().locator('.RaSimpleFormIterator-line').nth(index);
  await row(0)
    .getByLabel(/^Référence du partenaire/)
    .fill('CH-75/22');
  const product = row(0).getByRole('combobox', { name: /^Article/ });
  await product.click();
  await product.fill('Chinon Les');
  await page.getByRole('option', { name: 'Chinon Les Demoiselles' }).first().click();
  await row(0)
    .getByRole('combobox', { name: /^Format/ })
    .click();
  await page.getByRole('option', { name: '75 cl' }).click();
  await row(0)
    .getByLabel(/^Prix fixe/)
    .fill('9,50');

  // The same reference retyped: refused by the API, naming both rows, nothing saved.
  await addRow();
  await row(1)
    .getByLabel(/^Référence du partenaire/)
    .fill('ch -75/22');
  const second = row(1).getByRole('combobox', { name: /^Article/ });
  await second.click();
  await second.fill('Chinon Les');
  await page.getByRole('option', { name: 'Chinon Les Demoiselles' }).first().click();
  await row(1)
    .getByRole('combobox', { name: /^Format/ })
    .click();
  await page.getByRole('option', { name: '75 cl' }).click();
  await editor().getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText(/Ligne 2 : la référence "ch -75\/22" est déjà celle de la ligne 1/).waitFor();
  await keepScreenshot(page, 'match-grids-edit');

  // Another reference of the partner for the same bottle is fine.
  await row(1)
    .getByLabel(/^Référence du partenaire/)
    .fill('CH-75/22-C6');
  await editor().getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Grille enregistrée').waitFor();
  const list = page.locator('[data-match-grid-list]');
  await list.getByText('Caves de Bacchus').first().waitFor();
  await keepScreenshot(page, 'match-grids-list');

  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const [grid] = (await owner.call('GET', '/v1/match-grids')) as unknown as { id: number }[];
  expect(await owner.call('GET', `/v1/match-grids/${grid!.id}`)).toMatchObject({
    name: 'Caves de Bacchus',
    partnerKind: 'client',
    typology: null,
    rows: [
      {
        reference: 'CH-75/22',
        productName: 'Chinon Les Demoiselles',
        formatLabel: '75 cl',
        fixedPriceHt: 950,
      },
      { reference: 'CH-75/22-C6', formatLabel: '75 cl', vintageId: null, fixedPriceHt: null },
    ],
  });
  expect(session.pageErrors).toEqual([]);
});

test('at phone width: the list and a grid open, nothing wider than the screen', async () => {
  const context = await newContext(session.browser, session.url, 'mobile');
  const small = await context.newPage();
  await signIn(small, 'proprietaire@cuvee.demo');
  await small.waitForURL('**/dashboard');
  await small.goto('/dashboard/settings?link=matchGrids');
  await small.locator('[data-match-grid-list]').getByText('Caves de Bacchus').first().click();
  const reference = small
    .locator('[data-match-grid-editor]')
    .getByLabel(/^Référence du partenaire/)
    .first();
  await reference.waitFor();
  expect(await reference.inputValue()).toBe('CH-75/22');
  await keepScreenshot(small, 'match-grids-mobile');
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
