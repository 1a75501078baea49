import { lastMailedToken } from '@cuvee/testing';
import type { Page } from 'playwright-core';
import { keepScreenshot, newContext, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The administrators' area (ADR 0086) and agents adding a producer's shop (ADR 0087): the admin browses
 * the four sub-areas, blocks and unblocks a shop behind a confirmation, hides a product, changes the
 * platform's commission and finds each action in their log; an agent adds a shop from /shops/add (desktop
 * and a 390 px phone) and the invited producer takes it over. Needs the back-office build.
 */

let session: BrowserSession;

beforeAll(async () => {
  session = await openSession('agent@cuvee.demo');
}, 120_000);
afterAll(() => session?.close());

/** The page is no wider than its window: nothing to scroll sideways on a phone. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function adminPage(): Promise<Page> {
  const context = await newContext(session.browser, session.url, 'desktop');
  const page = await context.newPage();
  await signIn(page, 'admin@cuvee.demo');
  await page.waitForURL('**/admin');
  return page;
}

test('the administrator browses the four sub-areas, blocks and unblocks a shop, hides a product', async () => {
  const admin = await adminPage();
  const errors: string[] = [];
  admin.on('pageerror', (error) => errors.push(error.message));

  await admin.locator('[data-admin-tabs]').getByRole('tab', { name: 'Boutiques' }).click();
  await admin.waitForURL('**/admin/shops');
  const shops = admin.locator('[data-admin-list="shops"]');
  const row = shops.locator('tbody tr', { hasText: 'Maison Exemple' });
  await row.waitFor();
  // A row opens the shop's summary.
  await row.getByText('exemple@cuvee.demo').click();
  await admin.locator('[data-shop-summary]').getByText('Voir la boutique en ligne').waitFor();
  await keepScreenshot(admin, 'admin-shops');
  await row.locator('[data-shop-action^="block:"]').click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText('Bloquer la boutique « Maison Exemple » ?').waitFor();
  await dialog.getByRole('button', { name: 'Bloquer' }).click();
  await admin.getByText('La boutique a été bloquée').waitFor();
  await row.locator('[data-shop-action^="unblock:"]').waitFor();
  await row.locator('[data-shop-action^="unblock:"]').click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Débloquer' }).click();
  await row.locator('[data-shop-action^="block:"]').waitFor();

  await admin.locator('[data-admin-tabs]').getByRole('tab', { name: 'Utilisateurs' }).click();
  await admin.locator('[data-admin-list="users"] tbody tr', { hasText: 'acheteur@cuvee.demo' }).waitFor();
  await keepScreenshot(admin, 'admin-users');

  await admin.locator('[data-admin-tabs]').getByRole('tab', { name: 'Commandes' }).click();
  const orders = admin.locator('[data-admin-list="orders"] tbody tr');
  await orders.first().waitFor();
  await keepScreenshot(admin, 'admin-orders');
  await orders.first().click();
  await admin.locator('[data-admin-order]').waitFor();
  await admin.locator('[data-order-lines]').waitFor();
  await keepScreenshot(admin, 'admin-order');

  await admin.locator('[data-admin-tabs]').getByRole('tab', { name: 'Articles' }).click();
  const products = admin.locator('[data-admin-list="products"] tbody tr');
  await products.first().waitFor();
  const hide = products.first().locator('[data-product-action^="hide:"]');
  const productId = (await hide.getAttribute('data-product-action'))!.split(':')[1]!;
  await hide.click();
  await admin.locator('[data-moderation-reason]').fill('Allégation de santé interdite');
  await admin.getByRole('dialog').getByRole('button', { name: 'Masquer' }).click();
  await admin
    .getByText('L’article est masqué de la boutique en ligne')
    .or(admin.getByText("L'article est masqué de la boutique en ligne"))
    .waitFor();
  await admin.locator(`[data-moderated="${productId}"]`).waitFor();
  await keepScreenshot(admin, 'admin-products');
  await admin.locator(`[data-product-action="show:${productId}"]`).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Rétablir' }).click();
  await admin.locator(`[data-product-action="hide:${productId}"]`).waitFor();

  await admin.locator('[data-admin-tabs]').getByRole('tab', { name: 'Accueil' }).click();
  const log = admin.locator('[data-admin-actions]');
  for (const action of ['admin.shop.block', 'admin.shop.unblock', 'admin.product.moderate'])
    await log.locator(`[data-audit-action="${action}"]`).first().waitFor();
  expect(await log.locator('tbody tr', { hasText: 'blocked : false → true' }).count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await admin.context().close();
});

test('the administrator changes the commission and sees it in the history and the log', async () => {
  const admin = await adminPage();
  const panel = admin.locator('[data-admin-commission]');
  await panel.locator('[data-commission-current="2.5"]').waitFor();
  await panel.locator('[data-commission-input]').fill('3,5');
  await panel.locator('[data-commission-save]').click();
  await admin.getByText('La commission de la plateforme est maintenant de 3,5 %').waitFor();
  await panel.locator('[data-commission-current="3.5"]').waitFor();
  await panel.locator('tbody tr', { hasText: 'Administrateur n°' }).first().waitFor();
  const log = admin.locator('[data-admin-actions]');
  await log.locator('tbody tr', { hasText: 'percent : 2.5 → 3.5' }).waitFor();
  await keepScreenshot(admin, 'admin-commission');
  await admin.context().close();
});

/** The add-shop form, reached as an agent does: from their account menu. */
async function addShop(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('/dashboard');
  await page.locator('[data-account-button]').click();
  await page.locator('[data-account-item="addShop"]').click();
  await page.waitForURL('**/shops/add');
  const form = page.locator('[data-form="add-shop"]');
  await form.waitFor();
  for (const [name, value] of Object.entries(values))
    await form.locator(`[data-field="${name}"]`).fill(value);
  await form.locator('[data-add-shop-submit]').click();
}

test('an agent adds a producer’s shop; the producer takes it over from the mailed link', async () => {
  const { page } = session;
  // A SIRET failing its keys is refused on the page, in French, before anything is sent.
  await addShop(page, { shopName: 'Domaine du Navigateur', siret: '12345678200011' });
  await page.getByText('Le numéro SIRET doit comporter 14 chiffres valides').waitFor();

  await addShop(page, {
    shopName: 'Domaine du Navigateur',
    legalName: 'EARL du Navigateur',
    siret: '123 456 790 00013',
    ownerFirstname: 'Louise',
    ownerLastname: 'Navigateur',
    ownerEmail: 'louise@navigateur.fr',
  });
  await page.getByText('La boutique est créée : le producteur a reçu une invitation par e-mail').waitFor();
  const mine = page.locator('[data-agent-shops]');
  await mine
    .locator('tbody tr', { hasText: 'Domaine du Navigateur' })
    .locator('[data-takeover-state="pending"]')
    .waitFor();
  await keepScreenshot(page, 'shops-add');

  // The same SIRET again: refused with the reason.
  await addShop(page, {
    shopName: 'Autre Domaine',
    legalName: 'SCEA Autre',
    siret: '12345679000013',
    ownerFirstname: 'Marc',
    ownerLastname: 'Autre',
    ownerEmail: 'marc@autre.fr',
  });
  await page.getByText('Une boutique est déjà enregistrée avec ce numéro SIRET').waitFor();

  const token = lastMailedToken(session.api.config.dataDir, 'louise@navigateur.fr', '/auth/takeover');
  const context = await newContext(session.browser, session.url, 'desktop');
  const producer = await context.newPage();
  await producer.goto(`/auth/takeover?token=${token}`);
  await producer.getByLabel(/^Mot de passe/).fill('Navigateur2026');
  await producer.getByRole('button', { name: 'Reprendre ma boutique' }).click();
  await producer.locator('[data-takeover-done]').waitFor();
  await keepScreenshot(producer, 'takeover');
  await signIn(producer, 'louise@navigateur.fr', 'Navigateur2026');
  await producer.waitForURL('**/dashboard');
  await context.close();

  await page.reload();
  await mine
    .locator('tbody tr', { hasText: 'Domaine du Navigateur' })
    .locator('[data-takeover-state="takenOver"]')
    .waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('on a 390 px phone the agent adds a shop and nothing overflows', async () => {
  const context = await newContext(session.browser, session.url, 'mobile');
  const phone = await context.newPage();
  await signIn(phone, 'agent@cuvee.demo');
  await phone.waitForURL('**/dashboard');
  await addShop(phone, {
    shopName: 'Cidrerie du Téléphone',
    legalName: 'SARL du Téléphone',
    siret: '12345680800013',
    ownerFirstname: 'Yann',
    ownerLastname: 'Mobile',
    ownerEmail: 'yann@telephone.fr',
  });
  await phone.getByText('La boutique est créée : le producteur a reçu une invitation par e-mail').waitFor();
  await phone.getByText('Cidrerie du Téléphone').first().waitFor();
  expect(await fitsWidth(phone)).toBe(true);
  await phone.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(phone, 'shops-add-phone');
  await context.close();
});
