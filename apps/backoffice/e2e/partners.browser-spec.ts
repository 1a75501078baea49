import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, signedInPage } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';
import { pauseAfterFailures, signedWith, startReceiver, type Receiver } from './support/webhooks.js';

/*
 * Settings → integrations as the demo owner: an API key made, its secret shown once, used against the
 * API, then revoked; a webhook to a receiving server started here, a test sent and logged, replayed;
 * refused URLs in the API's words; a paused subscription switched back on; the phone layout; none of
 * it for a collaborator. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let receiver: Receiver;

const INTEGRATIONS = '/dashboard/settings?link=integrations';

beforeAll(async () => {
  receiver = await startReceiver();
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}, 120_000);
afterAll(async () => {
  await session?.close();
  await receiver?.close();
});

/** The API answered with a key as partners send it. */
const withKey = (secret: string, path: string) =>
  fetch(`${session.api.url}${path}`, { headers: { Authorization: `Bearer ${secret}` } });

test('an API key: made with two permissions, its secret shown once and copied, working, then revoked (401)', async () => {
  await page.goto(INTEGRATIONS);
  const panel = page.locator('[data-api-keys]');
  await panel.getByText('Aucune clé d’API pour l’instant.').waitFor();
  await panel.getByRole('button', { name: 'Nouvelle clé' }).click();

  const form = page.locator('[data-api-key-form]');
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Logisticien Transvin');
  const expiry = `${new Date().getFullYear() + 1}-06-30`;
  await form.getByLabel(/^Expiration/).fill(expiry);
  // No permission: refused before the API is asked, in its words.
  await form.getByRole('button', { name: 'Créer la clé' }).click();
  await form.getByText("Choisissez au moins une permission pour la clé d'API").waitFor();
  await form.locator('input[data-permission="seeAllOrder"]').check();
  await form.locator('input[data-permission="seeAllStock"]').check();
  await keepScreenshot(page, 'partners-key-new');
  await form.getByRole('button', { name: 'Créer la clé' }).click();

  const shown = page.locator('[data-secret-dialog]');
  await shown.getByText('Clé « Logisticien Transvin » créée').waitFor();
  await shown.getByText('elle ne sera plus jamais affichée', { exact: false }).waitFor();
  const secret = await shown.locator('input[data-secret]').inputValue();
  expect(secret).toMatch(/^cuvee_[\w-]{20,}$/);
  await shown.getByRole('button', { name: 'Copier' }).click();
  await page.getByText('Copié dans le presse-papiers').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // Neither a click beside it nor Escape loses the secret: only its button closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await shown.waitFor();
  await keepScreenshot(page, 'partners-key-secret');
  await shown.getByRole('button', { name: 'J’ai copié la clé' }).click();
  await shown.waitFor({ state: 'detached' });

  const row = panel.locator('tbody tr').filter({ hasText: 'Logisticien Transvin' });
  await row.getByText('Active').waitFor();
  expect(await row.innerText()).toContain('Ventes 1/6 · Articles 1/5');
  expect(await row.innerText()).toContain('Jamais utilisée');
  expect(await row.innerText()).toContain(`30 juin ${new Date().getFullYear() + 1}`);
  expect(await page.content()).not.toContain(secret);

  // The program uses it: what its permissions open works; keys themselves stay closed to a key.
  expect((await withKey(secret, '/v1/orders')).status).toBe(200);
  expect((await withKey(secret, '/v1/api-keys')).status).toBe(403);
  await page.reload();
  await row.getByText('Active').waitFor();
  expect(await row.innerText()).not.toContain('Jamais utilisée');
  await keepScreenshot(page, 'partners-keys');

  await row.getByRole('button', { name: 'Révoquer Logisticien Transvin' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('Révoquer la clé « Logisticien Transvin » ?').waitFor();
  await confirm.getByText('erreur 401', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Révoquer' }).click();
  await page.getByText('Clé révoquée', { exact: true }).waitFor();
  await row.getByText('Révoquée').waitFor();
  expect(await row.getByRole('button', { name: /Révoquer/ }).count()).toBe(0);
  expect((await withKey(secret, '/v1/orders')).status).toBe(401);
  expect(session.pageErrors).toEqual([]);
});

test('a webhook: made to a local server with its secret shown, a test sent and logged, replayed once the server answers', async () => {
  await page.goto(INTEGRATIONS);
  const panel = page.locator('[data-webhooks]');
  await panel.getByText('Aucun webhook pour l’instant.').waitFor();
  await panel.getByRole('button', { name: 'Nouveau webhook' }).click();
  const form = page.locator('[data-webhook-form]');
  await form.getByRole('textbox', { name: /^Adresse de réception/ }).fill(receiver.url);
  await form.getByRole('textbox', { name: /^Description/ }).fill('Entrepôt Transvin');
  await form.locator('input[data-event="order.placed"]').check();
  await form.locator('input[data-event="stock.low"]').check();
  await keepScreenshot(page, 'partners-webhook-new');
  await form.getByRole('button', { name: 'Créer le webhook' }).click();

  const shown = page.locator('[data-secret-dialog]');
  await shown.getByText('Webhook créé').waitFor();
  const secret = await shown.locator('input[data-secret]').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'J’ai copié le secret' }).click();

  const card = panel.locator(`[data-webhook="${receiver.url}"]`);
  await card.getByText('Actif', { exact: true }).waitFor();
  expect(await card.innerText()).toContain('Commande passée');
  expect(await card.innerText()).toContain('Stock bas');
  // The secret stays on the card, masked until asked.
  expect(await card.locator('input[data-secret]').getAttribute('type')).toBe('password');

  // The server is down for the test: its answer is logged, a next try is due.
  receiver.failNext(1);
  await card.getByRole('button', { name: 'Envoyer un test' }).click();
  await page.getByText('Test envoyé : il apparaît dans le journal des livraisons.').waitFor();
  const log = card.locator('[data-delivery-log]');
  const row = log.locator('tbody tr').first();
  await row.getByText('Nouvel essai prévu').waitFor({ timeout: 20_000 });
  expect(await row.innerText()).toContain('Essai envoyé depuis le back office');
  expect(await row.innerText()).toContain('500');
  expect(receiver.received).toHaveLength(1);
  const [first] = receiver.received;
  expect(first!.event).toBe('webhook.ping');
  expect(signedWith(secret, first!)).toBe(true);
  await log.scrollIntoViewIfNeeded();
  await page.getByText('Test envoyé', { exact: false }).waitFor({ state: 'detached' });
  await keepScreenshot(page, 'partners-webhooks');

  // The delivery's tries, then a replay: same id, answered this time.
  await row.click();
  const detail = page.locator('[data-delivery-dialog]');
  const tries = detail.getByRole('table', { name: 'Essais' }).locator('tbody tr');
  await tries.first().getByText('indisponible').waitFor();
  await detail.getByRole('button', { name: 'Rejouer' }).click();
  await page.getByText('Livraison renvoyée, même identifiant et même contenu').waitFor();
  await detail.locator('[data-delivery-status="succeeded"]').waitFor({ timeout: 20_000 });
  await tries.nth(1).getByText('bien reçu').waitFor();
  expect(await tries.nth(1).innerText()).toContain('200');
  await page.getByText('Livraison renvoyée', { exact: false }).waitFor({ state: 'detached' });
  await keepScreenshot(page, 'partners-delivery');
  expect(receiver.received).toHaveLength(2);
  expect(receiver.received[1]!.id).toBe(first!.id);
  expect(receiver.received[1]!.body).toBe(first!.body);
  expect(signedWith(secret, receiver.received[1]!)).toBe(true);
  await detail.getByRole('button', { name: 'Fermer' }).click();
  await row.getByText('Livrée').waitFor();

  // Edited: one event less.
  await card.getByRole('button', { name: 'Modifier' }).click();
  await form.locator('input[data-event="order.placed"]').uncheck();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Webhook enregistré').waitFor();
  await card.getByText('Commande passée').waitFor({ state: 'detached' });
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const saved = (await owner.call('GET', '/v1/webhooks')) as unknown as { url: string; events: string[] }[];
  expect(saved.find((one) => one.url === receiver.url)?.events).toEqual(['stock.low']);
  expect(session.pageErrors).toEqual([]);
});

test("refused receiving URLs: the API's French message, the form kept open, nothing saved", async () => {
  await page.goto(INTEGRATIONS);
  const panel = page.locator('[data-webhooks]');
  await panel.getByRole('button', { name: 'Nouveau webhook' }).click();
  const form = page.locator('[data-webhook-form]');
  const url = form.getByRole('textbox', { name: /^Adresse de réception/ });
  await form.locator('input[data-event="stock.low"]').check();
  for (const [refused, message] of [
    ['http://logistique.example.com/hooks', "L'adresse du webhook doit commencer par https://"],
    ['https://192.168.1.10/hooks', "L'adresse du webhook ne peut pas viser une adresse privée ou locale"],
  ] as const) {
    await url.fill(refused);
    await form.getByRole('button', { name: 'Créer le webhook' }).click();
    // The snackbar, outside the dialog (which hides the rest of the page from role queries).
    await page.getByText(message).waitFor();
    await keepScreenshot(page, 'partners-webhook-refused');
  }
  await form.getByRole('button', { name: 'Annuler' }).click();
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const saved = (await owner.call('GET', '/v1/webhooks')) as unknown as { url: string }[];
  expect(saved.map((one) => one.url)).toEqual([receiver.url]);
  expect(session.pageErrors).toEqual([]);
});

test('on a phone the section fits its width; a collaborator sees neither keys nor webhooks', async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  await phone.goto(INTEGRATIONS);
  await phone.locator('[data-api-keys]').getByText('Logisticien Transvin').waitFor();
  await phone.locator('[data-webhooks]').scrollIntoViewIfNeeded();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.locator('[data-api-keys]').scrollIntoViewIfNeeded();
  await keepScreenshot(phone, 'partners-mobile');
  const card = phone.locator(`[data-webhook="${receiver.url}"]`);
  await card.getByRole('button', { name: 'Journal des livraisons' }).click();
  await card.locator('[data-delivery-log]').getByText('Livrée').waitFor();
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(phone, 'partners-webhooks-mobile');
  await phone.locator('[data-api-keys]').getByRole('button', { name: 'Nouvelle clé' }).click();
  await phone.locator('[data-api-key-form]').getByText('Ce que la clé peut faire').waitFor();
  await keepScreenshot(phone, 'partners-key-new-mobile');
  await phone.context().close();

  const collaborator = await signedInPage(session.browser, session.url, 'collaborateur@cuvee.demo');
  await collaborator.goto(INTEGRATIONS);
  await collaborator.getByText('Seul le propriétaire de la boutique peut modifier cette section.').waitFor();
  expect(await collaborator.locator('[data-api-keys], [data-webhooks]').count()).toBe(0);
  // Still signed in: no owner-only call was made (a 403 would have ended the session).
  expect(collaborator.url()).toContain('/dashboard/settings');
  await collaborator.context().close();
});

test('a subscription paused after failures says why and is switched back on, its failures forgotten; paused by hand; deleted', async () => {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const [hook] = (await owner.call('GET', '/v1/webhooks')) as unknown as { id: number }[];
  await pauseAfterFailures(session.api, hook!.id);
  await page.goto(INTEGRATIONS);
  const card = page.locator(`[data-webhook="${receiver.url}"]`);
  const paused = card.locator('[data-webhook-paused]');
  await paused.getByText('après 5 livraisons en échec d’affilée', { exact: false }).waitFor();
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'partners-webhook-paused');
  await paused.getByRole('button', { name: 'Réactiver' }).click();
  await page.getByText('Webhook réactivé : ses échecs sont oubliés').waitFor();
  await card.getByText('Actif', { exact: true }).waitFor();
  expect(await owner.call('GET', `/v1/webhooks/${hook!.id}`)).toMatchObject({
    status: 'active',
    consecutiveFailures: 0,
  });

  await card.getByRole('button', { name: 'Mettre en pause' }).click();
  await paused.getByText('Mis en pause le', { exact: false }).waitFor();

  await card.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await page.getByText('Webhook supprimé').waitFor();
  await page.locator('[data-webhooks]').getByText('Aucun webhook pour l’instant.').waitFor();
  expect(session.pageErrors).toEqual([]);
});
