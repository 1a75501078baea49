import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, newContext, signedInPage, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The shop's messaging on the demo, as its owner: a buyer's conversation (opened through the API) shows
 * with the unread badge; the owner replies with an image, assigns it and closes it; the floating support
 * chat writes to Cuvée's support, continued on a phone from the bottom bar's « Aide »; an admin answers
 * it from the support inbox; the notification preferences are saved. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let owner: Awaited<ReturnType<typeof asAccount>>;
let conversationId: number;

/** The smallest valid PNG (1 × 1): the API recognises attachments by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const buyer = await asAccount(session.api, 'acheteur@cuvee.demo');
  const shop = await owner.call('GET', '/v1/shops/me');
  const conversation = await buyer.call('POST', '/v1/conversations', {
    kind: 'shop',
    shopId: shop.id,
    subject: 'Livraison de mon colis',
    aboutType: 'free',
    body: 'Bonjour, pouvez-vous livrer samedi ?',
  });
  conversationId = conversation.id as number;
}, 120_000);
afterAll(() => session?.close());

test("the header's badge counts the buyer's conversation; the owner replies with an image, assigns and closes it", async () => {
  await page.goto('/dashboard');
  await page.locator('[data-unread-badge="1"]').waitFor();
  await page.locator('[data-header-button="tickets"]').click();
  await page.waitForURL('**/tickets');
  const row = page.locator(`[data-conversation="${conversationId}"]`);
  await row.getByText('Livraison de mon colis').waitFor();
  await row.click();
  await page.waitForURL(`**/tickets?conversation=${conversationId}`);
  const thread = page.locator('[data-messages]');
  await thread.getByText('Bonjour, pouvez-vous livrer samedi ?').waitFor();
  // Opening the thread marks it read: the badge empties.
  await page.locator('[data-unread-badge="0"]').waitFor();

  await page
    .locator('[data-attach-input]')
    .setInputFiles({ name: 'bon.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-staged="bon.png"]').waitFor();
  await page.getByRole('textbox', { name: 'Écrire un message…' }).fill('Oui, samedi matin. Voici le bon.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await thread.getByText('Oui, samedi matin. Voici le bon.').waitFor();
  await page.locator('[data-attachment="bon.png"] img').waitFor();
  await keepScreenshot(page, 'tickets');

  // A refused file type says so in French.
  await page
    .locator('[data-attach-input]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await page
    .locator('[data-composer-error]')
    .getByText(/Type de fichier refusé/)
    .waitFor();

  await page.locator('[data-assignee]').click();
  await page.getByRole('option', { name: 'Julien Petit' }).click();
  await page.getByText('Conversation assignée').waitFor();
  await page.locator('[data-toggle-status]').click();
  await page.getByText('Conversation fermée').waitFor();
  const saved = await owner.call('GET', `/v1/conversations/${conversationId}`);
  expect(saved).toMatchObject({ status: 'closed', assigneeName: 'Julien Petit' });
  // A link to a conversation the owner does not see says so.
  await page.goto('/tickets?conversation=999999');
  await page.locator('[data-record-missing]').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('the floating support chat opens a support conversation', async () => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Contacter le support' }).click();
  const dialog = page.locator('[data-support-dialog]');
  await dialog.getByRole('textbox').fill("Comment j'importe mes clients ?");
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await dialog.getByText("Comment j'importe mes clients ?").waitFor();
  const [support] = (await owner.call(
    'GET',
    `/v1/conversations?filter=${encodeURIComponent('{"kind":"support"}')}`,
  )) as unknown as {
    subject: string;
  }[];
  expect(support?.subject).toBe('Demande de support');
});

test('the notification preferences are saved from Settings → account', async () => {
  await page.goto('/dashboard/settings?link=account');
  const stock = page.locator('[data-preference="stock"] [data-channel="mail"] input');
  expect(await stock.isChecked()).toBe(false);
  await stock.check();
  await page
    .locator('[data-form="notification-preferences"]')
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await page.getByText('Préférences enregistrées').waitFor();
  const preferences = (await owner.call('GET', '/v1/notification-preferences')) as unknown as {
    type: string;
    mail: boolean;
  }[];
  expect(preferences.find((one) => one.type === 'stock')?.mail).toBe(true);
});

test("on a phone, the bottom bar's Aide continues the support conversation", async () => {
  const phone = await signedInPage(session.browser, session.url, 'proprietaire@cuvee.demo', 'mobile');
  await phone.locator('[data-bottom-item="help"]').click();
  await phone.locator('[data-support-dialog]').getByText("Comment j'importe mes clients ?").waitFor();
  await phone.context().close();
});

test("the admins' support inbox shows the shop's support conversation and answers it", async () => {
  const admin = await (await newContext(session.browser, session.url, 'desktop')).newPage();
  await signIn(admin, 'admin@cuvee.demo');
  await admin.waitForURL('**/admin');
  await admin.goto('/admin/tickets');
  await admin.locator('[data-conversation]', { hasText: 'Demande de support' }).click();
  await admin.getByRole('textbox', { name: 'Écrire un message…' }).fill('Par le menu Clients, « Importer ».');
  await admin.getByRole('button', { name: 'Envoyer' }).click();
  await admin.locator('[data-messages]').getByText('Par le menu Clients, « Importer ».').waitFor();
  expect(await admin.locator('[data-support-chat]').count()).toBe(0);
  await admin.context().close();
});
