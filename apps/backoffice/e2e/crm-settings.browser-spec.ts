import type { Page } from 'playwright-core';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The settings section "CRM" driven as the demo owner: a custom field of clients is defined there, filled
 * in on a client's edit tab and shown on the client's page; the pipeline's stages are moved with their
 * buttons; at phone width the section still fits. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

// Labels start the field's accessible name (a required one ends with " *").
const popupField = (label: string) => page.getByRole('dialog').getByLabel(new RegExp(`^${label}`));

describe('settings "CRM"', () => {
  test('a choice field is defined, filled on a client and shown on its page', async () => {
    await page.goto('/dashboard/settings?link=crm');
    const fields = page.locator('[data-crm-fields]');
    await fields.getByText('Aucun champ personnalisé pour l’instant.').waitFor();
    await fields.getByRole('button', { name: 'Ajouter un champ' }).click();
    await popupField('Libellé').fill('Type de cuisine');
    await popupField('Type').click();
    await page.getByRole('option', { name: 'Un choix dans une liste' }).click();
    await popupField('Choix').fill('Bistronomique\nGastronomique\nBrasserie');
    await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
    await fields
      .locator('[data-field-row="Type de cuisine"]')
      .getByText(/Bistronomique, Gastronomique, Brasserie/)
      .waitFor();
    await keepScreenshot(page, 'crm-settings');

    await page.goto('/dashboard/clients');
    await page.getByText('Cave du Port').first().click();
    await page.waitForURL(/\/dashboard\/clients\/\d+$/);
    await page.getByRole('tab', { name: 'Modifier' }).click();
    const custom = page.locator('[data-custom-fields]');
    await custom.getByLabel('Type de cuisine').click();
    await page.getByRole('option', { name: 'Brasserie' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    const values = page.locator('[data-custom-values]');
    await values.getByText('Informations complémentaires').waitFor();
    await values.getByText('Brasserie').waitFor();
  });

  test('a stage moves up with its button and keeps its place after a reload', async () => {
    await page.goto('/dashboard/settings?link=crm');
    const stages = page.locator('[data-crm-stages]');
    await stages.getByRole('button', { name: 'Monter « Qualifiée »' }).click();
    await page.getByText('Étape enregistrée').waitFor();
    await page.reload();
    await stages.locator('[data-stage-row="Perdue"]').waitFor();
    const names = await stages
      .locator('[data-stage-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-stage-row')));
    expect(names.slice(0, 2)).toEqual(['Qualifiée', 'Nouvelle']);
  });

  test('the last won stage cannot become open: the API says why', async () => {
    const won = page.locator('[data-stage-row="Gagnée"]');
    await won.getByLabel('Issue').click();
    await page.getByRole('option', { name: 'En cours' }).click();
    await won.getByRole('button', { name: 'Enregistrer « Gagnée »' }).click();
    await page
      .getByText('Le pipeline doit garder au moins une étape en cours, une étape gagnée et une étape perdue')
      .waitFor();
  });

  test('at phone width the section fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/settings?link=crm');
    await page.locator('[data-crm-stages]').getByText('Étapes du pipeline').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'crm-settings-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
