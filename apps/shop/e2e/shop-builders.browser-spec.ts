import type { TestApi } from '@cuvee/testing';
import type { Browser, Page } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  shopContext,
  signInAsBuyer,
  startApi,
} from './support/browser.js';
import { serveShop } from './support/server.js';

/*
 * The builders (docs/storefront.md): the demo owner signs in on /shops/{id}/builders, makes a page,
 * adds, edits and moves sections while the live preview follows, publishes it as the shop's home;
 * a visitor's home (server page and browser) shows it, and not the draft saved after. A section's
 * script is told before saving; a buyer gets "page not found". Built shop, real API, demo data.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let shopId: number;

const SHOP = '/domaine-des-demoiselles';

beforeAll(async () => {
  api = await startApi();
  web = await serveShop(api.url);
  browser = await launchChromium();
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  shopId = (await owner.call('GET', '/v1/shops/me')).id as number;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

const section = (page: Page, index: number) => page.locator('.builders-sections > li').nth(index);
const preview = (page: Page) => page.getByRole('region', { name: 'Aperçu' });

async function signInAsOwner(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se connecter' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email ou nom d’utilisateur').fill('proprietaire@cuvee.demo');
  await dialog.getByLabel('Mot de passe').fill('Cuvee2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function addSection(page: Page, kind: string): Promise<void> {
  await page.getByLabel('Ajouter une section').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
}

test('the owner builds a page with its live preview, publishes it, and visitors see only the published page', async () => {
  const context = await shopContext(browser, web.url, 'desktop');
  const page = await context.newPage();
  await page.goto(`/shops/${shopId}/builders`);
  await page.getByText('Connectez-vous avec le compte du producteur').waitFor();
  await signInAsOwner(page);
  await page.getByText('Aucune page pour le moment.').waitFor();

  await page.getByLabel('Titre de la page').fill('Accueil du domaine');
  await page.getByRole('button', { name: 'Créer la page' }).click();
  await page.waitForURL(/\/builders\/\d+$/);
  await page.getByLabel('Emplacement').selectOption({ label: 'Accueil de la boutique' });

  await addSection(page, 'Bandeau');
  await section(page, 0).getByLabel('Titre', { exact: true }).fill('Bienvenue chez les Demoiselles');
  await section(page, 0).getByLabel('Sous-titre').fill('Chinon, Loire');
  // The preview follows as the owner types, drawn by the public page's components.
  await preview(page).getByRole('heading', { name: 'Bienvenue chez les Demoiselles' }).waitFor();

  await addSection(page, 'Grille de produits');
  await section(page, 1).getByLabel('Titre', { exact: true }).fill('Nos rouges');
  await section(page, 1).getByLabel("Nombre d'éléments").fill('2');
  // The grid drew the default count first (6); it follows the new count once its products come back.
  await preview(page).locator('.product-card').nth(1).waitFor();
  await preview(page).locator('.product-card').nth(2).waitFor({ state: 'detached' });
  expect(await preview(page).locator('.product-card').count()).toBe(2);

  await addSection(page, 'Texte');
  const text = section(page, 2).getByLabel('Texte (HTML simple : paragraphes, gras, liens)');
  await text.fill('<p>Un texte <img src=x onerror="alert(1)"></p>');
  // The kernel's rule tells it before anything is sent, and the preview does not draw it.
  await page.getByText('Section n°3 : le texte contient du code').waitFor();
  await preview(page).getByText('Ce texte contient du code').waitFor();
  await text.fill('<p>Nos vignes en <b>Chinon</b>, depuis 1890.</p>');
  await preview(page).getByText('Nos vignes en Chinon, depuis 1890.').waitFor();

  // The text goes up above the grid; the preview keeps the list's order.
  await section(page, 2).getByRole('button', { name: 'Monter' }).click();
  expect(await page.locator('.builders-sections > li strong').allInnerTexts()).toEqual([
    '1. Bandeau',
    '2. Texte',
    '3. Grille de produits',
  ]);
  const drawn = preview(page).locator('.builder-page > section');
  expect(await drawn.nth(0).innerText()).toContain('Bienvenue chez les Demoiselles');
  expect(await drawn.nth(1).innerText()).toContain('Nos vignes');
  expect(await drawn.nth(2).innerText()).toContain('Nos rouges');

  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByText('Page publiée : les visiteurs la voient.').waitFor();
  await keepScreenshot(page, 'builders-editor-desktop', true);

  // A visitor: the server's page and the browser both show the published page at the shop's home.
  const served = await (await fetch(`${web.url}${SHOP}`, { headers: { cookie: 'adult=true' } })).text();
  expect(served).toContain('Bienvenue chez les Demoiselles');
  expect(served).toContain('Nos vignes en <b>Chinon</b>');
  const visitor = await (await shopContext(browser, web.url, 'mobile')).newPage();
  await visitor.goto(SHOP);
  await visitor.getByRole('heading', { name: 'Bienvenue chez les Demoiselles' }).waitFor();
  await visitor.getByRole('heading', { name: 'Nos rouges' }).waitFor();
  await keepScreenshot(visitor, 'builders-home-mobile', true);

  // A later draft stays the owner's: saved, not published.
  await section(page, 0).getByLabel('Titre', { exact: true }).fill('Brouillon secret');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await page.getByText('Brouillon enregistré.').waitFor();
  await page.getByText('Brouillon non publié').waitFor();
  await visitor.reload();
  await visitor.getByRole('heading', { name: 'Bienvenue chez les Demoiselles' }).waitFor();
  expect(await visitor.content()).not.toContain('Brouillon secret');
  const again = await (await fetch(`${web.url}${SHOP}`, { headers: { cookie: 'adult=true' } })).text();
  expect(again).not.toContain('Brouillon secret');

  // Discarding brings the published title back in the editor.
  await page.getByRole('button', { name: 'Abandonner le brouillon' }).click();
  await page.getByText('Brouillon abandonné').waitFor();
  expect(await section(page, 0).getByLabel('Titre', { exact: true }).inputValue()).toBe(
    'Bienvenue chez les Demoiselles',
  );

  // With a product chosen, the preview puts it first in its grid (/builders/{page}/{product}).
  const second = (await preview(page).locator('.product-card-name').allInnerTexts())[1]!;
  await page.getByLabel('Mettre un produit en avant dans l’aperçu').selectOption({ label: second.trim() });
  await page.waitForURL(/\/builders\/\d+\/[^/]+$/);
  await page.getByRole('heading', { name: `Aperçu avec « ${second.trim()} » mis en avant` }).waitFor();
  expect((await preview(page).locator('.product-card-name').allInnerTexts())[0]).toBe(second);

  // The editor on a phone.
  const phone = await (await shopContext(browser, web.url, 'mobile')).newPage();
  await phone.goto(`/shops/${shopId}/builders`);
  await signInAsOwner(phone);
  await phone.getByRole('link', { name: 'Modifier' }).first().click();
  await phone
    .getByRole('region', { name: 'Aperçu' })
    .getByRole('heading', { name: 'Bienvenue chez les Demoiselles' })
    .waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(phone, 'builders-editor-mobile', true);
  await context.close();
});

test('a buyer opening the builders gets the page not found', async () => {
  const context = await shopContext(browser, web.url, 'desktop');
  const page = await context.newPage();
  await signInAsBuyer(page, `/shops/${shopId}/builders`);
  await page.getByRole('heading', { name: 'Cette page est introuvable' }).waitFor();
  await context.close();
});
