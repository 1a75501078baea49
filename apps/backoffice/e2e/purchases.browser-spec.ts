import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The purchases screens as the owner: a supplier added (a wrong SIRET refused in French first) and
 * edited, a purchase order drafted with a catalogue line and edited while a draft, sent, received in
 * part (the stock's ledger follows, checked through the API), then the supplier's invoice recorded against the receipt and paid, and
 * listed with the others on the purchases page.
 * Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

test('a supplier is added; a wrong SIRET is refused in French', async () => {
  await page.goto('/dashboard/suppliers/add');
  await page.getByLabel(/^Nom/).fill('Bouchonnerie des Graves');
  await page.getByLabel('SIRET').fill('12345678901234');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Le numéro SIRET doit comporter 14 chiffres valides').first().waitFor();
  await page.getByLabel('SIRET').fill('73282932000074');
  await page.getByLabel('Ville').fill('Bordeaux');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/suppliers\/\d+$/);
  await page.getByText('Fournisseur créé').waitFor();
  await page.getByRole('heading', { name: 'Bouchonnerie des Graves' }).waitFor();
  await page.goto('/dashboard/suppliers');
  await page.getByRole('cell', { name: 'Bouchonnerie des Graves' }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('an order is drafted, sent, received in part into stock, then invoiced and paid', async () => {
  await page.goto('/dashboard/purchases/add');
  await page.getByRole('combobox', { name: /^Fournisseur/ }).fill('Bouchonnerie');
  await page.getByRole('option', { name: 'Bouchonnerie des Graves' }).click();
  await page.getByRole('combobox', { name: /^Article/ }).fill('Chinon');
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: /^Format/ }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Quantité').fill('24');
  await page.getByLabel('Prix unitaire HT (€)').fill('1.5');
  await keepScreenshot(page, 'purchase-order-add');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/purchases\/\d+$/);
  await page.locator('[data-status="draft"]').waitFor();
  const number = /BC-\d{4}-\d+/.exec(await page.getByRole('heading').first().innerText())![0];

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  // The draft is edited in place: its lines are replaced.
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Prix unitaire HT (€)').fill('2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Modifications enregistrées').waitFor();
  await page
    .locator('[data-order-lines] tbody tr')
    .getByText(/^2,00\s€$/)
    .waitFor();
  await keepScreenshot(page, 'purchase-order-edited');

  await page.getByRole('button', { name: 'Marquer envoyée' }).click();
  await page.getByText('Commande envoyée').waitFor();
  const receipt = page.locator('[data-receipt]');
  await receipt.getByLabel(/À recevoir/).fill('10');
  await receipt.getByLabel('Bon de livraison').fill('BL-2041');
  await receipt.getByRole('button', { name: 'Enregistrer la réception' }).click();
  await page.getByText('Réception enregistrée : le stock est à jour').waitFor();
  await page.locator('[data-status="partlyReceived"]').waitFor();
  await page
    .locator('[data-receipts]')
    .getByText(/BL-2041/)
    .waitFor();
  await keepScreenshot(page, 'purchase-order-received');

  expect(await page.locator('[data-order-lines] tbody tr').first().innerText()).toMatch(/24\s+10\s/);

  const invoices = page.locator('[data-supplier-invoices]');
  await invoices.getByLabel('N° de facture du fournisseur').fill('FB-7781');
  await invoices.getByRole('button', { name: 'Enregistrer la facture' }).click();
  await page.getByText('Facture fournisseur enregistrée').waitFor();
  await invoices.getByRole('cell', { name: 'FB-7781' }).waitFor();
  await invoices.getByRole('button', { name: 'Enregistrer le règlement' }).click();
  await page.getByText('Règlement enregistré').waitFor();
  await invoices.locator('[data-status="paid"]').waitFor();

  // The ledger holds the purchase movement of the receipt.
  await page.goto('/dashboard/stocks/movements');
  await page.getByRole('cell', { name: new RegExp(`purchase:${number}/`) }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('the supplier is edited on its page; a wrong SIRET is refused and changes nothing', async () => {
  await page.goto('/dashboard/suppliers');
  await page.getByRole('cell', { name: 'Bouchonnerie des Graves' }).click();
  await page.waitForURL(/\/dashboard\/suppliers\/\d+$/);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('SIRET').fill('12345678901234');
  await page.getByLabel('Ville').fill('Pessac');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Le numéro SIRET doit comporter 14 chiffres valides').first().waitFor();
  await page.getByLabel('SIRET').fill('73282932000074');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Modifications enregistrées').waitFor();
  await page
    .locator('[data-supplier-identity]')
    .getByText(/Pessac/)
    .waitFor();
  await keepScreenshot(page, 'supplier-edited');
  expect(session.pageErrors).toEqual([]);
});

test('the supplier invoices are listed with their due dates and status, filtered by status', async () => {
  await page.goto('/dashboard/purchases');
  const list = page.locator('[data-invoice-list]');
  const row = list.locator('tbody tr').filter({ hasText: 'FB-7781' });
  await row.waitFor();
  await row.getByText('Bouchonnerie des Graves').waitFor();
  await row.locator('[data-status="paid"]').waitFor();
  await keepScreenshot(page, 'supplier-invoices');
  await list.getByRole('combobox', { name: /^Statut/ }).click();
  await page.getByRole('option', { name: 'À payer', exact: true }).click();
  await row.waitFor({ state: 'detached' });
  await list.getByRole('combobox', { name: /^Statut/ }).click();
  await page.getByRole('option', { name: 'Réglée', exact: true }).click();
  await row.click();
  await page.waitForURL(/\/dashboard\/purchases\/\d+$/);
  await page.locator('[data-supplier-invoices]').getByRole('cell', { name: 'FB-7781' }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('a suggested order fills the lines from the stock under its thresholds', async () => {
  // A level whose threshold is far above its stock: the suggestion must bring it back.
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const [level] = (await owner.call('GET', '/v1/stock-levels?range=[0,0]')) as unknown as {
    id: number;
    productName: string;
  }[];
  await owner.call('PUT', `/v1/stock-levels/${level!.id}`, { lowThreshold: 900_000 });
  await page.goto('/dashboard/purchases/add');
  await page.getByRole('button', { name: 'Reprendre les stocks bas' }).click();
  const articles = page.getByRole('combobox', { name: /^Article/ });
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll<HTMLInputElement>('input[role="combobox"]')].some(
        (input) => input.value === name,
      ),
    level!.productName,
  );
  expect(await articles.count()).toBeGreaterThan(0);
  const quantities = await page.getByLabel('Quantité').all();
  for (const quantity of quantities) expect(Number(await quantity.inputValue())).toBeGreaterThan(0);
  expect(
    Math.max(...(await Promise.all(quantities.map(async (q) => Number(await q.inputValue()))))),
  ).toBeGreaterThan(900_000);
  await keepScreenshot(page, 'purchase-order-suggested');
  expect(session.pageErrors).toEqual([]);
});
