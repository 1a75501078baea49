import type { Page } from 'playwright-core';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The CRM screens driven as the demo owner: creating a private client, a professional
 * (?isPro=true) and a prospect (?pipe=Prospect), converting the prospect, moving an opportunity on the
 * kanban, creating and completing a task, and the calendar. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

/** Today in Paris, as the calendar counts days. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

async function save(): Promise<void> {
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
}

describe('clients', () => {
  test('the list shows the demo clients and filters them by typology', async () => {
    await page.goto('/dashboard/clients');
    await page.getByText('Cave du Port').first().waitFor();
    await keepScreenshot(page, 'crm-clients');
    await page.getByLabel('Typologie (grille tarifaire)').first().click();
    await page.getByRole('option', { name: 'Hôtel' }).click();
    await page.getByText('Cave du Port').waitFor({ state: 'detached' });
    expect(await page.getByText('Hôtel Le Grand Large').count()).toBe(1);
  });

  test('a private client is created and opens on its 360° page', async () => {
    await page.goto('/dashboard/clients/add');
    await page.getByLabel('Prénom', { exact: true }).first().fill('Margaux');
    await page.getByLabel('Nom', { exact: true }).first().fill('Renard');
    await page.getByLabel('Email', { exact: true }).first().fill('margaux.renard@exemple.fr');
    await page.getByLabel('Téléphone mobile').fill('06 55 44 33 22');
    await page.locator('input[name="billingAddress.street"]').fill('8 rue Colbert');
    await page.locator('input[name="billingAddress.zipcode"]').fill('37000');
    await page.locator('input[name="billingAddress.city"]').fill('Tours');
    await page.locator('input[name="billingAddress.country"]').fill('FR');
    await keepScreenshot(page, 'crm-client-add');
    await save();
    await page.waitForURL(/\/dashboard\/clients\/\d+$/);
    await page.getByRole('heading', { name: 'Renard Margaux' }).waitFor();
    await page.getByText('+33655443322').waitFor();
    await page.getByText('Fiche créée').waitFor();
    await keepScreenshot(page, 'crm-client-360');
  });

  test('a bad SIRET is refused with the kernel message; a professional is created with ?isPro=true', async () => {
    await page.goto('/dashboard/clients/add?isPro=true');
    await page.getByLabel('Nom commercial').fill('Caviste de la Loire');
    await page.getByLabel('SIRET').fill('73282932000075');
    await save();
    await page.getByText('Le numéro SIRET doit comporter 14 chiffres valides').first().waitFor();
    await page.getByLabel('SIRET').fill('732 829 320 00074');
    await save();
    await page.waitForURL(/\/dashboard\/clients\/\d+$/);
    await page.getByRole('heading', { name: 'Caviste de la Loire' }).waitFor();
    await page.getByText('732829320', { exact: true }).waitFor(); // the SIREN
  });

  test('a prospect is created with ?pipe=Prospect, then converted into a client', async () => {
    await page.goto('/dashboard/clients/add?pipe=Prospect');
    await page.getByLabel('Nom commercial').fill('Brasserie du Lac');
    await save();
    await page.waitForURL(/\/dashboard\/clients\/\d+$/);
    const status = page.locator('[data-status]');
    await status.getByText(/Prospect/).waitFor();
    await page.getByRole('button', { name: 'Convertir en client' }).click();
    await status.getByText('Client', { exact: true }).waitFor();
    await page.getByText(/Devenu client/).waitFor();
    expect(await page.getByRole('button', { name: 'Convertir en client' }).count()).toBe(0);
  });
});

test('an opportunity moves between stages on the kanban', async () => {
  await page.goto('/dashboard/clients/opportunities');
  const card = page.locator('[data-opportunity="Vins au verre"]');
  await card.waitFor();
  expect(await page.locator('[data-stage="Nouvelle"] [data-opportunity="Vins au verre"]').count()).toBe(1);
  await keepScreenshot(page, 'crm-opportunities');
  await card.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Proposition envoyée' }).click();
  await page.locator('[data-stage="Proposition envoyée"] [data-opportunity="Vins au verre"]').waitFor();
  expect(await page.locator('[data-stage="Nouvelle"] [data-opportunity="Vins au verre"]').count()).toBe(0);
});

test('a new opportunity takes its amount with a decimal comma', async () => {
  await page.goto('/dashboard/clients/opportunities');
  await page.getByRole('button', { name: 'Nouvelle opportunité' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Intitulé').fill('Cuvée de mariage');
  await dialog.getByLabel('Client').fill('Bacchus');
  await page.getByRole('option', { name: /Les Caves de Bacchus/ }).click();
  await dialog.getByLabel('Montant HT (€)').pressSequentially('1250,50');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const card = page.locator('[data-opportunity="Cuvée de mariage"]');
  await card.waitFor();
  expect((await card.innerText()).replace(/\s/g, ' ')).toMatch(/1\s?250,50\s€/);
});

test('a task is created, completed, and shows on the calendar', async () => {
  await page.goto('/dashboard/tasks');
  await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tâche', { exact: true }).fill('Rappeler Margaux Renard');
  await dialog.getByLabel('Échéance').fill(`${today}T10:00`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const row = page.getByRole('row', { name: /Rappeler Margaux Renard/ });
  await row.waitFor();
  await keepScreenshot(page, 'crm-tasks');
  await row.getByRole('checkbox', { name: /Marquer comme faite/ }).click();
  await page.getByText('Tâche terminée').waitFor();
  // Done tasks leave the list of tasks to do.
  await row.waitFor({ state: 'detached' });

  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  await page.locator('[data-entry="Rappeler Margaux Renard"]').waitFor();
  await page.getByRole('button', { name: 'Semaine' }).click();
  await page.locator(`[data-day="${today}"] [data-entry="Rappeler Margaux Renard"]`).waitFor();
  await keepScreenshot(page, 'crm-calendar-week');
  await page.getByRole('button', { name: 'Mois' }).click();
  await page.locator('[data-view="month"]').waitFor();
  await page.locator(`[data-day="${today}"]`).waitFor();
  await keepScreenshot(page, 'crm-calendar-month');
});

test('prospection lists prospects by area', async () => {
  await page.goto('/dashboard/clients/prospection');
  await page.getByText('La Cave à Manger').waitFor();
  await keepScreenshot(page, 'crm-prospection');
  expect(await page.getByText('Cave du Port').count()).toBe(0);
});
