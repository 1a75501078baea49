import type { Page } from 'playwright-core';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The accounting codes page on the demo: the owner adds a rule (wine sold to restaurants → 701110),
 * saves it, and the API reads it back; a wrong account is refused with the message naming it and
 * nothing saved. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let owner: Awaited<ReturnType<typeof asAccount>>;

const accountingSettings = async () =>
  (await owner.call('GET', '/v1/accounting-settings')) as { salesAccountRules: Record<string, unknown>[] };

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
}, 120_000);
afterAll(() => session?.close());

async function choose(label: string, option: string): Promise<void> {
  await page.locator('[data-rule-row="0"]').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a rule added on the page is saved and read back by the API', async () => {
  await page.goto('/dashboard/accounting/codes');
  await page.getByRole('heading', { name: 'Codes comptables', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Ajouter une règle' }).click();
  await choose('Famille', 'Vin');
  await choose('Typologie', 'Restaurant');
  await choose('Destination', 'France');
  await page.locator('input[data-rule="0.account"]').fill('701110');
  await keepScreenshot(page, 'accounting-codes');
  await page.locator('[data-save]').click();
  await page.getByText('Modifications enregistrées').first().waitFor();
  expect((await accountingSettings()).salesAccountRules).toEqual([
    { family: 'wine', typology: 'restaurant', destination: 'france', vatRateBp: null, account: '701110' },
  ]);
  expect(session.pageErrors).toEqual([]);
});

test('a wrong account is refused with the message naming it, and nothing is saved', async () => {
  await page.locator('input[data-rule="0.account"]').fill('70 11');
  await page.locator('[data-save]').click();
  await page.getByText('Le compte "70 11" n\'est pas un numéro de compte valide').first().waitFor();
  expect((await accountingSettings()).salesAccountRules[0]!.account).toBe('701110');
});
