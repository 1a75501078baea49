import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The exports screen as the demo owner (the imports screen has imports.browser-spec.ts): an export run
 * to its end with its download offered; the ledger exported with its filters; a client's personal data.
 * Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

/** The options of the select labelled `label`, then the one named `choice` picked. */
async function pick(label: string, choice: string): Promise<string[]> {
  await page.getByLabel(label, { exact: true }).click();
  const options = await page.getByRole('option').allInnerTexts();
  await page.getByRole('option', { name: choice }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  return options;
}

test('an export runs to its end, tells it started, and offers its zip; the page stays usable', async () => {
  // Reached from the catalogue, on its kind of data.
  await page.goto('/dashboard/products');
  await page.getByRole('link', { name: 'Exporter' }).click();
  await page.waitForURL('**/dashboard/exports?kind=products');
  await page.getByLabel('Données', { exact: true }).getByText('Articles').waitFor();
  expect(await pick('Format des fichiers', 'CSV')).toEqual(['XLSX', 'CSV']);
  await page.getByRole('button', { name: 'Exporter' }).click();
  // react-admin's notify goes through the snackbar bridge (a loop there once froze this page).
  await page.getByText("L'export est lancé : le fichier s'ouvrira dès qu'il sera prêt.").waitFor();
  const row = page.locator('tbody tr').filter({ hasText: 'products' }).first();
  await row.getByText('Terminé').waitFor({ timeout: 30_000 });
  await row.getByRole('link', { name: 'Télécharger' }).waitFor();
  await keepScreenshot(page, 'exports-done');
  // Still answering: the chooser opens again.
  expect(await pick('Format des fichiers', 'XLSX')).toEqual(['XLSX', 'CSV']);
  expect(session.pageErrors).toEqual([]);
});

test('the ledger exports with the filters of its kind; the zip is offered once written', async () => {
  await page.goto('/dashboard/exports');
  // The documents poll opens each offered file in a new window: recorded here instead.
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  /** Picks an option of a select and waits for its menu to close. */
  const pickIn = async (select: ReturnType<Page['getByLabel']>, option: string) => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  };
  // The history's "Données" column has a sort button labelled "Trier par données…": the select is the combobox.
  await pickIn(page.getByRole('combobox', { name: /^Données/ }), 'Mouvements de stock');
  const filters = page.getByRole('group', { name: "Filtres de l'export" });
  expect(await filters.innerText()).toMatch(/Du[\s\S]*Au[\s\S]*Entrepôt[\s\S]*Type de mouvement/);
  await pickIn(filters.getByLabel('Entrepôt'), 'Chai du domaine');
  await pickIn(filters.getByLabel('Type de mouvement'), 'Production');
  await page.getByRole('button', { name: 'Exporter' }).click();
  await page.getByText("L'export est lancé : le fichier s'ouvrira dès qu'il sera prêt.").waitFor();
  await page.getByRole('row').filter({ hasText: 'stockMovements' }).getByText('Terminé').waitFor();
  await keepScreenshot(page, 'stock-export-filters');
  await page.waitForFunction(() => (window as unknown as { opened: string[] }).opened.length > 0, null, {
    timeout: 45_000,
  });
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
    expect.stringMatching(/^\/v1\/exports\/\d+\/file\?expires=\d+&signature=/),
  ]);

  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const exports = (await owner.call('GET', '/v1/exports?range=[0,9]')) as unknown as {
    kind: string;
    filter: Record<string, unknown>;
    rowCount: number;
  }[];
  expect(exports[0]).toMatchObject({ kind: 'stockMovements', filter: { type: 'production' } });
  expect(exports[0]!.rowCount).toBeGreaterThan(0);
  expect(session.pageErrors).toEqual([]);
  // The documents poll runs every 30 s.
}, 90_000);

test("a client's personal data: the client is searched by name, never a list cut at 100", async () => {
  await page.goto('/dashboard/exports');
  await page.getByRole('combobox', { name: /^Données/ }).click();
  await page.getByRole('option', { name: "Données personnelles d'un client", exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  const filters = page.getByRole('group', { name: "Filtres de l'export" });
  // A contact's name finds the client (the demo's Marchand works at Cave du Port).
  await filters.getByLabel('Client').fill('Marchand');
  const option = page.getByRole('option').first();
  const picked = await option.innerText();
  await option.click();
  await page.getByRole('button', { name: 'Exporter' }).click();
  await page.getByText("L'export est lancé : le fichier s'ouvrira dès qu'il sera prêt.").waitFor();

  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const [latest] = (await owner.call('GET', '/v1/exports?range=[0,0]')) as unknown as {
    kind: string;
    filter: { client?: number };
  }[];
  expect(latest!.kind).toBe('personalData');
  const client = (await owner.call('GET', `/v1/clients/${latest!.filter.client}`)) as unknown as {
    displayName: string;
  };
  expect(client.displayName).toBe(picked);
  expect(session.pageErrors).toEqual([]);
});
