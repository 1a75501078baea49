import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The catalogue screens: the owner creates a product with two formats and a quantity tier, sets
 * a typology price in place in the Tarifs grid, and finds the product in the catalogue list. Needs the
 * back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

const NAME = 'Cuvée du Navigateur';

test('the catalogue lists the demo products', async () => {
  await page.goto('/dashboard/products');
  await page.getByText('Chinon Les Demoiselles').first().waitFor();
  await keepScreenshot(page, 'catalogue-list');
});

/** An input of the form by its source (react-admin names inputs after it). */
const input = (source: string) => page.locator(`input[name="${source}"]`);
/** The "add" button of one array of the form (react-admin classes it after the array's source). */
const addTo = (source: string) => page.locator(`.button-add-${source.replaceAll('.', '\\.')}`);

test('the owner creates a product with two formats and a tier', async () => {
  await page.goto('/dashboard/products/add');
  await input('name').fill(NAME);
  await input('appellation').fill('Chinon');
  await keepScreenshot(page, 'catalogue-create-general');

  await page.getByRole('tab', { name: 'Formats et prix' }).click();
  // A 75 cl bottle at 12.50 € HT, 11 € HT from 12 bottles; a magnum at 27 € HT.
  await addTo('formats').click();
  await input('formats.0.unityValue').fill('0.75');
  await input('formats.0.eq75').fill('1');
  await input('formats.0.price').fill('12.50');
  await addTo('formats.0.discountPrice').click();
  await input('formats.0.discountPrice.0.threshold').fill('12');
  await input('formats.0.discountPrice.0.price').fill('11');
  await addTo('formats').click();
  await input('formats.1.unityValue').fill('1.5');
  await input('formats.1.eq75').fill('2');
  await input('formats.1.price').fill('27');
  await keepScreenshot(page, 'catalogue-create-formats');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Article créé').waitFor();
  await page.waitForURL(/\/dashboard\/products\/\d+$/);
  await page.getByRole('tab', { name: 'Formats et prix' }).click();
  expect(await input('formats.0.discountPrice.0.threshold').inputValue()).toBe('12');
  // Prices are shown in euros with their decimal comma.
  expect(await input('formats.1.price').inputValue()).toBe('27,00');
});

test('a format typed the French way: "0,75" is 0.75 l, and a volume far from its 75 cl equivalent asks first', async () => {
  await page.goto('/dashboard/products/add');
  await input('name').fill('Fillette du Navigateur');
  await page.getByRole('tab', { name: 'Formats et prix' }).click();
  await page.getByRole('button', { name: 'Ajouter un format' }).click();
  // Typed key by key as a person does, first forgetting the "0,".
  await input('formats.0.unityValue').pressSequentially('75');
  await input('formats.0.eq75').pressSequentially('1');
  await input('formats.0.price').pressSequentially('8,50');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText('Format n° 1 : 75 l font 100 bouteille(s) de 75 cl, mais son équivalent 75 cl est 1.')
    .waitFor();
  await keepScreenshot(page, 'catalogue-volume-check');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect(page.url()).toMatch(/\/dashboard\/products\/add$/);

  await input('formats.0.unityValue').clear();
  await input('formats.0.unityValue').pressSequentially('0,75');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Article créé').waitFor();
  await page.waitForURL(/\/dashboard\/products\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const product = (await owner.call('GET', `/v1/products/${id}`)) as {
    formats: { unity: string; unityValue: number; eq75: number; price: number }[];
  };
  expect(product.formats).toEqual([
    expect.objectContaining({ unity: 'litre', unityValue: 0.75, eq75: 1, price: 850 }),
  ]);
  // Shown back with its decimal comma.
  await page.getByRole('tab', { name: 'Formats et prix' }).click();
  expect(await input('formats.0.unityValue').inputValue()).toBe('0,75');
  expect(await input('formats.0.price').inputValue()).toBe('8,50');
});

test('the owner sets a typology price in place in Tarifs', async () => {
  await page.goto('/dashboard/tarifs');
  await page.getByPlaceholder('Rechercher (nom, appellation, cépage)').fill(NAME);
  const bottle = page.locator('tbody tr').filter({ hasText: '75 cl' });
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
  await bottle.waitFor();
  await keepScreenshot(page, 'catalogue-tarifs');
  // The second typology column: the first one is the public typology.
  const column = (await page.locator('thead th').allInnerTexts()).slice(3)[1]!;
  // Above the bottle's 11 € tier: the API refuses a typology price its tier would raise.
  await bottle.locator('[data-cell]').nth(2).click();
  await bottle.getByRole('textbox', { name: column }).fill('11,80');
  await bottle.getByRole('textbox', { name: column }).press('Enter');
  await page.getByText('Prix enregistré').waitFor();
  await bottle.getByText(/^11,80\s€$/).waitFor();
  await keepScreenshot(page, 'catalogue-tarifs-saved');
});

test('the owner sees the new product in the catalogue list', async () => {
  await page.goto('/dashboard/products');
  await page.getByPlaceholder('Rechercher (nom, appellation, cépage)').fill(NAME);
  const row = page.locator('tbody tr').filter({ hasText: NAME });
  await row.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  expect(await row.innerText()).toContain('Chinon');
  await keepScreenshot(page, 'catalogue-list-new');
  expect(session.pageErrors).toEqual([]);
});

test("the settings list the shop's typologies; a global discount is typed with a decimal comma", async () => {
  await page.goto('/dashboard/settings?link=typos');
  const caviste = page.locator('[data-typology="caviste"]');
  await caviste.waitFor();
  await keepScreenshot(page, 'catalogue-settings-typos');
  const discount = caviste.getByLabel('Remise globale (%)');
  await discount.clear();
  await discount.pressSequentially('2,5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Typologies enregistrées').waitFor();
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const shop = (await owner.call('GET', '/v1/shops/me')) as {
    typologies: Record<string, { globalDiscount: number }>;
  };
  expect(shop.typologies.caviste!.globalDiscount).toBe(2.5);
});

test('the products settings check a VAT rate, then save the rates and the 75 cl counting', async () => {
  await page.goto('/dashboard/settings?link=products');
  const form = page.locator('[data-form="products"]');
  const reduced = form.getByLabel('Taux réduit (%)');
  expect(await reduced.inputValue()).toBe('5,5');
  await reduced.fill('abc');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await form.locator('.Mui-error').first().waitFor();
  await reduced.fill('5,5');
  await form.getByLabel('Compter les paliers en équivalent 75 cl pour toutes les typologies').check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Les informations de la boutique ont été enregistrées').waitFor();
  await keepScreenshot(page, 'catalogue-settings-products');
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const shop = (await owner.call('GET', '/v1/shops/me')) as {
    settings: { allRulesInEq75: boolean; vatRate: { reduced: number } };
  };
  expect(shop.settings).toMatchObject({ allRulesInEq75: true, vatRate: { reduced: 5.5 } });
});
