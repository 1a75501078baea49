import type { Page } from 'playwright-core';
import { addDays, documentDay, parisDateOf } from '@cuvee/kernel';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The stock screens: the levels with their filters, a level's page (an exit refused for lack
 * of stock with the French message, an entry, a transfer), the ledger filtered and exported as CSV,
 * the warehouses (adding one, refusing to delete one that holds stock), the allocations; then the
 * permissions: a collaborator without createWarehouse does not see /stocks/add, an agent no stock page.
 * Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

const rows = () => page.locator('tbody tr');

describe('as the owner', () => {
  test('the levels list shows the demo stock and filters it by warehouse', async () => {
    await page.goto('/dashboard/stocks');
    await page.getByText('Chinon Les Demoiselles').first().waitFor();
    await keepScreenshot(page, 'stock-levels');
    const all = await rows().count();
    await page.getByLabel('Entrepôt', { exact: true }).click();
    await page.getByRole('option', { name: 'Boutique du domaine' }).click();
    await page.waitForFunction((before) => document.querySelectorAll('tbody tr').length < before, all);
    const warehouses = await rows().locator('td').allInnerTexts();
    expect(warehouses.join(' ')).not.toContain('Chai du domaine');
  });

  test("a level's page refuses an exit beyond the stock, records an entry and a transfer", async () => {
    await page.goto('/dashboard/stocks');
    await page.getByLabel('Entrepôt', { exact: true }).click();
    await page.getByRole('option', { name: 'Boutique du domaine' }).click();
    await page.getByText('Boutique du domaine').nth(1).waitFor();
    await rows().first().click();
    await page.waitForURL(/\/dashboard\/stocks\/\d+$/);
    await page.getByText('Historique des mouvements').waitFor();
    const onHand = Number(
      await page.locator('text=En stock').locator('xpath=following-sibling::*[1]').innerText(),
    );

    const movement = page.locator('form').first();
    await movement.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Casse' }).click();
    await movement.getByLabel('Quantité').fill(String(onHand + 50));
    await movement.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
    await page.getByText(/^Stock insuffisant pour ".+" : \d+ disponible\(s\)$/).waitFor();
    await keepScreenshot(page, 'stock-level-insufficient');

    await movement.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Achat' }).click();
    await movement.getByLabel('Quantité').fill('12');
    await movement.getByLabel('Motif').fill('Achat au négoce');
    await movement.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
    await page.getByText('Mouvement enregistré').waitFor();
    await page.getByRole('cell', { name: 'Achat au négoce' }).waitFor();

    const transfer = page.locator('form').nth(1);
    await transfer.getByLabel("Vers l'entrepôt").click();
    await page.getByRole('option', { name: 'Chai du domaine' }).click();
    await transfer.getByLabel('Quantité').fill('2');
    await transfer.getByRole('button', { name: 'Transférer' }).click();
    await page.getByText('Transfert enregistré').waitFor();
    await page.getByText('Transfert sortant').first().waitFor();
    await keepScreenshot(page, 'stock-level');
  });

  test("a level's page opened by its address (a reload) shows the level and its history", async () => {
    const errorsBefore = session.pageErrors.length;
    await page.goto('/dashboard/stocks');
    await rows().first().click();
    await page.waitForURL(/\/dashboard\/stocks\/\d+$/);
    await page.reload();
    // The first render of a reload is the loading state; the next one must not break the page.
    const history = page.getByText('Historique des mouvements');
    await history.or(page.getByText('Une erreur est survenue')).first().waitFor();
    expect(await page.getByText('Une erreur est survenue').count()).toBe(0);
    await history.waitFor();
    expect(session.pageErrors.slice(errorsBefore)).toEqual([]);
  });

  test('the ledger filters by type and exports the filtered lines as CSV', async () => {
    await page.goto('/dashboard/stocks/movements');
    await page.getByText('Production').first().waitFor();
    await page.getByLabel('Type').first().click();
    await page.getByRole('option', { name: 'Casse' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await keepScreenshot(page, 'stock-movements');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Date;Type;Sens;Quantité;Entrepôt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';breakage;Sortie;1;Boutique du domaine;');
  });

  test('a warehouse is added; one that holds stock cannot be deleted', async () => {
    await page.goto('/dashboard/stocks/warehouses');
    await page
      .getByRole('button', { name: 'Nouvel entrepôt' })
      .or(page.getByRole('link', { name: 'Nouvel entrepôt' }))
      .click();
    await page.waitForURL('**/dashboard/stocks/add');
    await page.getByRole('textbox', { name: 'Nom' }).fill('Dépôt de Tours');
    await page.getByRole('textbox', { name: 'Adresse' }).fill('5 quai Paul Bert, 37000 Tours');
    await keepScreenshot(page, 'stock-warehouse-add');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL('**/dashboard/stocks/warehouses');
    await page.getByText('Dépôt de Tours').waitFor();
    await keepScreenshot(page, 'stock-warehouses');
    const cellar = rows().filter({ hasText: 'Chai du domaine' });
    await cellar.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page
      .getByText('Cet entrepôt contient encore du stock : transférez-le ou sortez-le avant de le supprimer')
      .waitFor();
    await page.getByText('Chai du domaine').first().waitFor();
  });

  test('the allocations list shows the demo quota for restaurants; a quota is set aside for wine shops', async () => {
    await page.goto('/dashboard/stocks/allocations');
    await page.getByText('Restaurants partenaires').waitFor();
    await page.getByText('Nouvelle allocation').waitFor();
    await keepScreenshot(page, 'stock-allocations');
    await page.getByLabel('Stock concerné').fill('Crémant');
    await page.getByRole('option', { name: /Crémant de Loire Brut NV \(75 cl\) — Chai du domaine/ }).click();
    await page.getByLabel('Nom', { exact: true }).fill('Cavistes de Touraine');
    await page.getByRole('spinbutton', { name: 'Quantité' }).fill('12');
    const lastDay = addDays(parisDateOf(new Date()), 30);
    await page.getByLabel('Fin', { exact: true }).fill(lastDay);
    await page.getByLabel('Typologies').click();
    await page.getByRole('option', { name: 'Caviste' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Allocation créée').waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Cavistes de Touraine' }) });
    // The last day entered, as entered: not the day after.
    await row.getByRole('cell', { name: documentDay(lastDay), exact: true }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});

describe('permissions', () => {
  test('a collaborator with seeAllStock but not createWarehouse sees the stock but cannot add a warehouse', async () => {
    const collaborator = await signedInPage(session.browser, session.url, 'collaborateur@cuvee.demo');
    await collaborator.goto('/dashboard/stocks/warehouses');
    await collaborator.getByText('Chai du domaine').first().waitFor();
    expect(await collaborator.getByRole('link', { name: 'Nouvel entrepôt' }).count()).toBe(0);
    expect(await collaborator.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    await collaborator.goto('/dashboard/stocks/add');
    await collaborator.waitForURL((url) => !url.pathname.endsWith('/dashboard/stocks/add'));
    await collaborator.context().close();
  });

  test('an agent is kept out of the stock pages', async () => {
    const agent = await signedInPage(session.browser, session.url, 'agent@cuvee.demo');
    await agent.goto('/dashboard/stocks');
    await agent.waitForURL((url) => url.pathname !== '/dashboard/stocks');
    expect(await agent.getByText('Chinon Les Demoiselles').count()).toBe(0);
    await agent.context().close();
  });
});
