import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot, newContext, signIn } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The marketing screens as the owner: a dynamic list counted as the API counts it; a standard model
 * written with a heading, a size and a dynamic field, previewed at desktop and phone widths with the
 * example client in the field, and sent as a test; an advanced model of a text and a button, a bad
 * link refused with the API's French message, the blocks reordered and previewed in their new order;
 * a campaign on the list with the model, sent, its status reaching « Envoyée » and its report the
 * list's consenting clients; a draft scheduled at a Paris time and back to draft. A collaborator
 * without createCampaign is sent back from the new campaign page and told why on the campaigns' page.
 * Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
const made = { listId: 0, consenting: 0, modelId: 0 };

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

const preview = () => page.frameLocator('[data-preview] iframe');

test('a dynamic list of private clients is created and counted as the API counts it', async () => {
  await page.goto('/dashboard/crm/lists/add');
  await page.getByLabel(/^Nom/).fill('Particuliers consentants');
  await page.getByRole('combobox', { name: 'Professionnels' }).click();
  await page.getByRole('option', { name: 'Non' }).click();
  await keepScreenshot(page, 'marketing-list-add');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/crm\/lists\/\d+$/);
  await page.getByText('Liste créée').waitFor();
  made.listId = Number(/(\d+)$/.exec(page.url())![1]);
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const list = (await owner.call('GET', `/v1/marketing/lists/${made.listId}`)) as {
    count: number;
    consenting: number;
  };
  expect(list.consenting).toBeGreaterThan(0);
  made.consenting = list.consenting;
  await page.locator('[data-figure="count"]').getByText(String(list.count), { exact: true }).waitFor();
  await page
    .locator('[data-figure="consenting"]')
    .getByText(String(list.consenting), { exact: true })
    .waitFor();
  await page.locator('[data-list-filter]').getByText('Professionnels : Non').waitFor();
  // Its clients, paged by the API.
  await page.locator('[data-list-members] tbody tr').first().waitFor();
  await keepScreenshot(page, 'marketing-list');

  await page.goto('/dashboard/crm/lists');
  await page.getByRole('cell', { name: 'Particuliers consentants' }).waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('a standard model with a heading, a size and a dynamic field, previewed at both widths and tested', async () => {
  await page.goto('/dashboard/crm/models/add');
  await page.getByLabel(/^Nom/).fill('Vendanges');
  await page.getByLabel(/^Objet/).fill('Les vendanges sont finies');
  const first = page.locator('[data-paragraph="0"]');
  await first.getByLabel('Style').selectOption({ label: 'Titre 2' });
  await first.getByLabel('Texte').fill('Bonjour ');
  await page.locator('[data-field="firstname"]').click();
  await page.getByRole('button', { name: 'Ajouter un paragraphe' }).click();
  const second = page.locator('[data-paragraph="1"]');
  await second.getByLabel('Taille').selectOption({ label: 'Taille 26' });
  await second.getByLabel('Police').selectOption('Georgia');
  await second.getByLabel('Texte').fill('Le millésime est en cave.');
  expect(await first.getByLabel('Texte').inputValue()).toBe('Bonjour {{firstname}}');
  await keepScreenshot(page, 'marketing-model-standard');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/crm\/models\/\d+\/standard$/);
  await page.getByText('Modèle créé').waitFor();
  made.modelId = Number(/models\/(\d+)\//.exec(page.url())![1]);

  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const model = (await owner.call('GET', `/v1/marketing/models/${made.modelId}`)) as { html: string };
  expect(model.html).toMatch(/<h2>Bonjour \{\{firstname\}\}<\/h2>/);
  expect(model.html).toMatch(/font-size:\s?26px/);
  expect(model.html).toMatch(/font-family:\s?Georgia/);

  // The example client fills the field; the heading stays a heading.
  await preview().getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
  await preview().getByText('Le millésime est en cave.').waitFor();
  const frame = page.locator('[data-preview] iframe');
  expect((await frame.boundingBox())!.width).toBeGreaterThan(600);
  await page.locator('[data-preview]').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'marketing-preview-desktop');
  await page.getByRole('button', { name: 'Téléphone', exact: true }).click();
  await page.locator('[data-preview="mobile"]').waitFor();
  expect(Math.round((await frame.boundingBox())!.width)).toBe(375);
  await preview().getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
  await keepScreenshot(page, 'marketing-preview-mobile');

  await page.getByLabel('Adresse du test').fill('essai@domaine.fr');
  await page.getByRole('button', { name: 'Envoyer un test' }).click();
  await page.getByText('Test envoyé').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('an advanced model: a text and a button, a bad link refused, the blocks reordered and previewed', async () => {
  await page.goto('/dashboard/crm/models/advanced');
  await page.getByLabel(/^Nom/).fill('Coffrets');
  await page.getByLabel(/^Objet/).fill('Nos coffrets');
  const add = page.locator('[data-add-blocks]');
  await add.getByRole('button', { name: 'Texte' }).click();
  await page.locator('[data-block="text"]').getByLabel('Texte').fill('Découvrez nos coffrets.');
  await add.getByRole('button', { name: 'Bouton' }).click();
  const button = page.locator('[data-block="button"]');
  await button.getByLabel(/^Libellé/).fill('Commander');
  await button.getByLabel(/^Adresse du lien/).fill('ftp://cuvee.example/boutique');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The API's refusal, in French; nothing is saved.
  await page.getByText('L\'adresse "ftp://cuvee.example/boutique" n\'est pas un lien web').waitFor();
  expect(page.url()).toMatch(/\/models\/advanced$/);
  await button.getByLabel(/^Adresse du lien/).fill('https://cuvee.example/boutique');

  // The button goes first.
  const lines = page.locator('[data-block]');
  expect(
    await lines.evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block'))),
  ).toEqual(['text', 'button']);
  // The iterator shows a block's buttons while the pointer is over it.
  await lines.nth(1).hover();
  await page
    .locator('.button-reorder-blocks-1')
    .getByRole('button', { name: 'Déplacer vers le haut' })
    .click();
  expect(
    await lines.evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block'))),
  ).toEqual(['button', 'text']);
  await keepScreenshot(page, 'marketing-model-advanced');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/crm\/models\/\d+\/advanced$/);
  await page.getByText('Modèle créé').waitFor();
  await preview().getByText('Commander').waitFor();
  const text = await preview().locator('body').innerText();
  expect(text.indexOf('Commander')).toBeLessThan(text.indexOf('Découvrez nos coffrets.'));
  await page.locator('[data-preview]').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'marketing-model-advanced-preview');
  expect(session.pageErrors).toEqual([]);
});

test('a campaign on the list with the model is sent; its status reaches sent and its report counts', async () => {
  await page.goto('/dashboard/crm/campaigns/add');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Fin des vendanges');
  await page.getByRole('combobox', { name: /^Modèle/ }).click();
  await page.getByRole('option', { name: 'Vendanges' }).click();
  await page.getByRole('combobox', { name: /^Listes/ }).fill('Particuliers cons');
  await page
    .getByRole('option', {
      name: `Particuliers consentants — ${made.consenting} destinataire(s) consentant(s)`,
    })
    .click();
  await keepScreenshot(page, 'marketing-campaign-add');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/crm\/campaigns\/\d+$/);
  await page.getByText('Campagne créée').waitFor();
  await page.locator('[data-status="draft"]').waitFor();
  await page.locator('[data-campaign]').getByText('Objet : Les vendanges sont finies').waitFor();

  await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
  await page.getByText('Envoi lancé').waitFor();
  // Read again while it is on its way, until the queue has sent every mail.
  await page.locator('[data-status="sent"]').waitFor({ timeout: 60_000 });
  await page.locator('[data-figure="sent"]').getByText(String(made.consenting), { exact: true }).waitFor();
  await page.locator('[data-progress="100"]').waitFor();
  await keepScreenshot(page, 'marketing-campaign-sent');

  await page.goto('/dashboard/crm/campaigns');
  const row = page.locator('tbody tr').filter({ hasText: 'Fin des vendanges' });
  await row.locator('[data-status="sent"]').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('a draft is scheduled at a Paris time, then back to draft', async () => {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const draft = (await owner.call('POST', '/v1/marketing/campaigns', {
    name: 'Portes ouvertes',
    modelId: made.modelId,
    listIds: [made.listId],
  })) as { id: number };
  await page.goto(`/dashboard/crm/campaigns/${draft.id}`);
  await page.locator('[data-status="draft"]').waitFor();
  const sending = page.locator('[data-sending]');
  await sending.getByLabel('Heure (Paris)').fill('09:30');
  await sending.getByRole('button', { name: 'Programmer' }).click();
  await page.getByText('Campagne programmée').waitFor();
  await page.locator('[data-status="scheduled"]').waitFor();
  await sending.getByText(/Envoi prévu le .*09:30/).waitFor();
  await keepScreenshot(page, 'marketing-campaign-scheduled');
  await sending.getByRole('button', { name: 'Repasser en brouillon' }).click();
  await page.getByText('Campagne repassée en brouillon').waitFor();
  await page.locator('[data-status="draft"]').waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('at phone width: the campaign, the model and the list read', async () => {
  const context = await newContext(session.browser, session.url, 'mobile');
  const small = await context.newPage();
  await signIn(small, 'proprietaire@cuvee.demo');
  await small.waitForURL('**/dashboard');
  await small.goto('/dashboard/crm/campaigns');
  await small.getByText('Fin des vendanges').click();
  await small.locator('[data-report]').waitFor();
  await keepScreenshot(small, 'marketing-campaign-mobile');
  await small.goto(`/dashboard/crm/models/${made.modelId}/standard`);
  await small.frameLocator('[data-preview] iframe').getByText('Bonjour Camille').waitFor();
  await small.locator('[data-preview]').scrollIntoViewIfNeeded();
  await keepScreenshot(small, 'marketing-model-mobile');
  await small.goto(`/dashboard/crm/lists/${made.listId}`);
  await small.locator('[data-figure="consenting"]').waitFor();
  await keepScreenshot(small, 'marketing-list-mobile');
  await context.close();
});

test("the campaigns settings: the footer and the rate saved; a sender off the shop's domain refused in the API's words", async () => {
  await page.goto('/dashboard/settings?link=campaigns');
  const form = page.locator('form[data-form="campaigns"]');
  await form.getByLabel(/^Pied de mail/).fill('Domaine des Demoiselles — 1 route des Vignes, 37500 Chinon');
  await form.getByLabel(/^Mails par seconde/).fill('40');
  await keepScreenshot(page, 'marketing-settings');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Modifications enregistrées').waitFor();
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  expect(await owner.call('GET', '/v1/marketing/settings')).toMatchObject({
    footer: 'Domaine des Demoiselles — 1 route des Vignes, 37500 Chinon',
    ratePerSecond: 40,
  });
  await form.getByLabel(/^Adresse d'expédition/).fill('promo@ailleurs.example');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: /domaine|adresse/i })
    .first()
    .waitFor();
  expect(await owner.call('GET', '/v1/marketing/settings')).not.toMatchObject({
    senderEmail: 'promo@ailleurs.example',
  });
});

test('a collaborator without createCampaign is sent back from the new campaign page, and told why on the list', async () => {
  const context = await newContext(session.browser, session.url, 'desktop');
  const other = await context.newPage();
  await signIn(other, 'collaborateur@cuvee.demo');
  await other.waitForURL('**/dashboard');
  await other.goto('/dashboard/crm/campaigns/add');
  await other.waitForURL((url) => url.pathname === '/dashboard');
  // The list is open to the module's users; its data is not (the API would answer 403 and end the session).
  await other.goto('/dashboard/crm/campaigns');
  await other.locator('[data-no-access]').waitFor();
  expect(other.url()).toMatch(/\/dashboard\/crm\/campaigns$/);
  await context.close();
});
