import type { Locator, Page } from 'playwright-core';
import { parisDateOf } from '@cuvee/kernel';
import { asAccount } from './support/api.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The customs screens of the accompanying documents and the capsule articles, on the demo: a sale of
 * this month out of the bonded cellar gets a DAE on the DRM month's page (a refused one first, with the
 * API's French message), which moves it out of the taxable sales into the EU deliveries, then is
 * discharged; the CRD page adds, changes and deletes a capsule article. Needs the back-office build.
 */

const OWNER = 'proprietaire@cuvee.demo';
const MONTH = parisDateOf(new Date()).slice(0, 7);

let session: BrowserSession;
let page: Page;
let owner: Awaited<ReturnType<typeof asAccount>>;

beforeAll(async () => {
  session = await openSession(OWNER);
  page = session.page;
  owner = await asAccount(session.api, OWNER);
}, 120_000);
afterAll(() => session?.close());

interface RecordedDocument {
  movementId: number;
  number: string;
  dischargedOn: string | null;
}

/** The documents recorded, as the API lists them. */
async function recordedDocuments(): Promise<RecordedDocument[]> {
  return (await owner.call('GET', '/v1/exit-documents')) as unknown as RecordedDocument[];
}

/** This month on the DRM page, and its documents' panel once its sales are listed. */
async function openMonth(on: Page): Promise<Locator> {
  await on.goto('/dashboard/stocks/drm');
  await on.getByText(MONTH, { exact: true }).first().click();
  const panel = on.locator('[data-exit-documents]');
  await panel.getByText('Chai du domaine').first().waitFor();
  return panel;
}

/** This month's taxable sales and EU deliveries, in millilitres, as the API sums its lines. */
async function monthExits(): Promise<{ taxableSale: number; euDelivery: number }> {
  const drm = (await owner.call('GET', `/v1/drm/${MONTH}`)) as {
    products: { exits: Record<string, number> }[];
  };
  const sum = (category: string) => drm.products.reduce((ml, line) => ml + (line.exits[category] ?? 0), 0);
  return { taxableSale: sum('taxableSale'), euDelivery: sum('euDelivery') };
}

/** A product line's exits with EU deliveries among them (its cell's title names its flows). */
const EU_DELIVERIES = '[data-drm-lines] td[title*="Livraisons UE (DAE)"]';

test('a DAE refused by the API shows its French message and records nothing', async () => {
  const panel = await openMonth(page);
  await panel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'customs-documents');
  await panel.locator('tbody tr').first().click();
  const dialog = page.locator('[data-exit-document-dialog]');
  await dialog.getByRole('textbox', { name: 'Numéro' }).fill('26FRG0000000000001234567');
  await dialog.getByRole('combobox', { name: 'Pays de destination' }).fill('Belg');
  await page.getByRole('option', { name: 'Belgique' }).click();
  await dialog.getByText('Destination : Livraison UE').waitFor();
  await dialog.getByRole('button', { name: 'Enregistrer le document' }).click();
  await page.getByText('21 caractères au plus pour un DAE, 30 pour un DSA').waitFor();
  await keepScreenshot(page, 'customs-document-refused');
  expect(await recordedDocuments()).toEqual([]);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  expect(session.pageErrors).toEqual([]);
});

test("a DAE for this month's sale makes it an EU delivery of the DRM, listed with its annexes, then discharged", async () => {
  const before = await monthExits();
  const panel = await openMonth(page);
  expect(await page.locator(EU_DELIVERIES).count()).toBe(0);
  await panel.locator('tbody tr').first().click();
  const dialog = page.locator('[data-exit-document-dialog]');
  await dialog.getByRole('textbox', { name: 'Numéro' }).fill('26FRG0000000000012345');
  await dialog.getByRole('combobox', { name: 'Pays de destination' }).fill('Belg');
  await page.getByRole('option', { name: 'Belgique' }).click();
  await dialog.getByRole('textbox', { name: "N° d'accise du destinataire" }).fill('BE00000123456');
  await dialog.getByRole('button', { name: 'Enregistrer le document' }).click();
  await page.getByText('Document enregistré : la DRM du mois en tient compte').waitFor();
  // The dialog now shows the document, read-only, with its discharge.
  await dialog
    .locator('[data-exit-document="26FRG0000000000012345"]')
    .getByText('Livraison UE · Belgique')
    .waitFor();
  await keepScreenshot(page, 'customs-document-recorded');

  const [recorded] = await recordedDocuments();
  expect(recorded).toMatchObject({ number: '26FRG0000000000012345', dischargedOn: null });
  const today = parisDateOf(new Date());
  await dialog.getByRole('button', { name: 'Marquer apuré' }).click();
  await page.getByText('DAE apuré').waitFor();
  await dialog.getByRole('button', { name: 'Marquer apuré' }).waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The row, the month's line and the annexes say it.
  const row = panel.locator('tbody tr', { has: page.locator('[data-document="26FRG0000000000012345"]') });
  await row.getByText('DAE 26FRG0000000000012345 · Livraison UE · BE').waitFor();
  await row.locator(`[data-discharged="${today}"]`).waitFor();
  await page.locator(EU_DELIVERIES).first().waitFor();
  await page
    .locator('[data-drm-annexes]')
    .getByText('Numéros utilisés ce mois-ci : DAE 26FRG0000000000012345 à 26FRG0000000000012345 (1)')
    .waitFor();
  expect((await recordedDocuments())[0]).toMatchObject({
    movementId: recorded!.movementId,
    dischargedOn: today,
  });
  // The sale left the taxable sales for the EU deliveries, whole.
  const after = await monthExits();
  expect(after.euDelivery).toBeGreaterThan(0);
  expect(after.taxableSale).toBe(before.taxableSale - after.euDelivery);
  await keepScreenshot(page, 'customs-documents-listed');
  expect(session.pageErrors).toEqual([]);
});

test('the documents on a phone: the sales as a list, a form full screen, no sideways scrolling', async () => {
  const phone = await signedInPage(session.browser, session.url, OWNER, 'mobile');
  try {
    const panel = await openMonth(phone);
    await panel.getByText('DAE 26FRG0000000000012345 · Livraison UE · BE').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await keepScreenshot(phone, 'customs-documents-mobile');
    // A sale without a document opens its form full screen.
    await panel.getByText('Sans document').first().click();
    const dialog = phone.locator('[data-exit-document-dialog]');
    await dialog.getByRole('button', { name: 'Enregistrer le document' }).waitFor();
    await keepScreenshot(phone, 'customs-document-mobile');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  } finally {
    await phone.context().close();
  }
});

test('the CRD page adds a capsule article, changes it and deletes it', async () => {
  await page.goto('/dashboard/stocks/crdColors');
  const articles = page.locator('[data-capsule-articles]');
  await articles.getByText('Aucun article de capsules').waitFor();
  await articles.getByRole('button', { name: 'Ajouter' }).click();
  await articles.getByRole('combobox', { name: 'Article' }).fill('Tire-bouchon');
  await page.getByRole('option', { name: 'Tire-bouchon sommelier' }).click();
  await articles.getByLabel('Format').click();
  await page.getByRole('option').first().click();
  await articles.getByRole('spinbutton', { name: 'Capsules par unité' }).fill('1000');
  await articles.getByLabel('Couleur').click();
  await page.getByRole('option', { name: 'Bleue (autres vins)' }).click();
  await keepScreenshot(page, 'customs-capsule-article-form');
  await articles.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Article de capsules enregistré').waitFor();
  const row = articles.locator('tbody tr', { hasText: 'Tire-bouchon sommelier' });
  await row.getByRole('cell', { name: 'Bleue (autres vins)' }).waitFor();
  await row.getByRole('cell', { name: '1000' }).waitFor();
  await row.getByRole('cell', { name: 'Celui de la boutique' }).waitFor();
  await keepScreenshot(page, 'customs-capsule-articles');

  await row.click();
  await articles.getByRole('spinbutton', { name: 'Capsules par unité' }).fill('500');
  await articles.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Article de capsules enregistré').first().waitFor();
  await row.getByRole('cell', { name: '500', exact: true }).waitFor();
  const [saved] = (await owner.call('GET', '/v1/capsule-articles')) as unknown as { perUnit: number }[];
  expect(saved).toMatchObject({ perUnit: 500, color: 'blue', centilisation: 'CL_75' });

  await row.click();
  await articles.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByText('Article de capsules supprimé').waitFor();
  await articles.getByText('Aucun article de capsules').waitFor();
  expect(await owner.call('GET', '/v1/capsule-articles')).toEqual([]);
  expect(session.pageErrors).toEqual([]);
});
