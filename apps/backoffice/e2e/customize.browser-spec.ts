import type { TestApi } from '@cuvee/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { startApi } from './support/api.js';
import { keepScreenshot, launchChromium, newContext, signIn } from './support/browser.js';
import { serveBackoffice } from './support/server.js';

/*
 * /dashboard/customize (the shop header's style and the shop's tabs, with a preview) and the legal
 * identity of settings "infos": the owner changes them and the public API answers the change; a
 * collaborator reads them without being able to save. Needs the back-office build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

interface PublicShop {
  headerStyle: Record<string, unknown>;
  tabs: { id: string; name: string; children: { name: string }[] }[];
  legal: { publicationDirector: string | null; legalForm: string | null; host: { name: string | null } };
  editedShop: { banner: string | null };
}
const publicShop = async (): Promise<PublicShop> =>
  (await (await fetch(`${api.url}/v1/shops/DEMO`)).json()) as PublicShop;

beforeAll(async () => {
  api = await startApi();
  web = await serveBackoffice(api.url);
  browser = await launchChromium();
  context = await newContext(browser, web.url, 'desktop');
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'proprietaire@cuvee.demo');
  await page.waitForURL('**/dashboard');
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await web?.close();
  await api?.stop();
});

describe('as the owner', () => {
  test('the header style and the tabs, with a preview, saved for the shop front', async () => {
    await page.goto('/dashboard/customize');
    await page.getByRole('heading', { level: 1, name: 'Personnaliser la boutique' }).waitFor();
    const preview = page.locator('[data-preview="header"]');
    expect(await preview.innerText()).toContain('Domaine des Demoiselles');
    expect(await preview.innerText()).toContain('NOS VINS');
    // The builders are the shop front's: the link opens them for this shop.
    expect(await page.getByRole('link', { name: 'Composer les pages' }).getAttribute('href')).toMatch(
      /\/shops\/\d+\/builders$/,
    );
    await keepScreenshot(page, 'customize');

    await page.getByLabel('Position du logo').click();
    await page.getByRole('option', { name: 'À gauche, onglets à droite' }).click();
    await page.getByLabel('Onglets en capitales').uncheck();
    expect(await preview.innerText()).toContain('Nos vins');

    // A new tab under "Nos vins", renamed, filtered on the crémants.
    const wines = page.locator('[data-tab="nos-vins"]');
    await wines.getByRole('button', { name: '+ Ajouter un sous-onglet' }).click();
    const added = page.locator('[data-tab="nouvel-onglet"]');
    await added.getByLabel('Nom').fill('Crémants');
    await added.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Crémant', exact: true }).click();
    // The draft "Primeurs 2025" goes first and is published.
    const draft = page.locator('[data-tab="primeurs"]');
    await draft.getByLabel('Publié').check();
    for (let n = 0; n < 4; n++) await draft.getByRole('button', { name: /^Monter/ }).click();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('La personnalisation de la boutique a été enregistrée').waitFor();
    const shop = await publicShop();
    expect(shop.headerStyle).toMatchObject({ logoPlacement: 'left', isUppercase: false, font: 'elegant' });
    expect(shop.tabs.map((t) => t.name)).toEqual([
      'Primeurs 2025',
      'Le domaine',
      'Nos vins',
      'Visites & dégustations',
    ]);
    expect(shop.tabs[2]!.children.map((c) => c.name)).toContain('Crémants');
  });

  test('a bad colour is refused before saving', async () => {
    await page.goto('/dashboard/customize');
    await page.getByLabel('Couleur de fond').fill('bordeaux');
    await page.getByText('#RRGGBB').waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await publicShop()).headerStyle.color).toBe('#FBF7F1');
  });

  test('settings infos: the legal form, the publication director and the host of the legal notice', async () => {
    await page.goto('/dashboard/settings?link=infos');
    const form = page.locator('[data-form="infos"]');
    await form.getByLabel('Forme juridique').fill('EARL');
    await form.getByLabel('Directeur de la publication').fill('Julien Petit');
    await form.getByLabel('Hébergeur', { exact: true }).fill('Hébergeur du Val');
    await keepScreenshot(page, 'settings-infos');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les informations de la boutique ont été enregistrées').waitFor();
    const { legal } = await publicShop();
    expect(legal).toMatchObject({ legalForm: 'EARL', publicationDirector: 'Julien Petit' });
    expect(legal.host.name).toBe('Hébergeur du Val');
  });

  test('settings infos: the owner uploads a banner, sees it, publishes it, then removes it', async () => {
    await page.goto('/dashboard/settings?link=infos');
    const form = page.locator('[data-form="infos"]');
    const field = form.locator('[data-field="banner"]');
    await field.getByText('Pas de bannière : la couleur de la boutique').waitFor();
    const photo = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#6B8E3A' } })
      .jpeg()
      .toBuffer();
    await field
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vignes.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = field.getByRole('img', { name: 'Aperçu de la bannière' });
    await preview.waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('[data-banner-preview]')?.complete,
    );
    const shown = await preview.evaluate((img: HTMLImageElement) => ({
      path: new URL(img.currentSrc).pathname,
      naturalWidth: img.naturalWidth,
    }));
    expect(shown.path).toMatch(/^\/v1\/visuals\/\d+\/[0-9a-f-]{36}\.webp$/);
    expect(shown.naturalWidth).toBeGreaterThan(0);
    // Not published before the save.
    expect((await publicShop()).editedShop.banner).toBeNull();
    await keepScreenshot(page, 'settings-banner');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les informations de la boutique ont été enregistrées').waitFor();
    expect((await publicShop()).editedShop.banner).toBe(shown.path);

    // The shop's auth screen shows it in place of the season's picture.
    const visitor = await newContext(browser, web.url, 'desktop');
    const auth = await visitor.newPage();
    await auth.goto('/auth/login?id=DEMO');
    await auth.locator(`[data-auth-banner="${shown.path}"]`).waitFor();
    await visitor.close();

    await field.getByRole('button', { name: 'Retirer la bannière' }).click();
    await field.getByText('Pas de bannière : la couleur de la boutique').waitFor();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/v1/shops/me') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(200);
    expect((await publicShop()).editedShop.banner).toBeNull();
  });

  test('no uncaught error on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('as a collaborator', () => {
  test('reads the style and the tabs, without a save button', async () => {
    const collaborator = await newContext(browser, web.url, 'desktop');
    const other = await collaborator.newPage();
    await signIn(other, 'collaborateur@cuvee.demo');
    await other.waitForURL('**/dashboard');
    await other.goto('/dashboard/customize');
    await other.getByText('Seul le propriétaire de la boutique peut modifier cette section.').waitFor();
    expect(await other.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    expect(await other.getByLabel('Police').isDisabled()).toBe(true);
    await collaborator.close();
  });
});
