import type { TestApi } from '@cuvee/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { asAccount, startApi } from './support/api.js';
import { launchChromium, newContext, signIn } from './support/browser.js';
import { serveBackoffice } from './support/server.js';

/*
 * SEPA mandates in the back office (ADR 0076), as the demo owner: on a direct-debit client's page, a
 * mandate typed with a wrong IBAN is refused with the API's French reason and nothing is listed; the
 * right IBAN is listed masked with its status; an invoice issued to the client shows its scheduled
 * debit in its settlement panel; the mandate revoked, the debit shows it was cancelled. Needs the
 * back-office build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
let owner: Awaited<ReturnType<typeof asAccount>>;
let clientId = 0;

beforeAll(async () => {
  api = await startApi();
  web = await serveBackoffice(api.url);
  browser = await launchChromium();
  context = await newContext(browser, web.url, 'desktop');
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  owner = await asAccount(api, 'proprietaire@cuvee.demo');
  await owner.call('PUT', '/v1/billing-settings', { sepa: { creditorId: 'FR72ZZZ123456' } });
  clientId = (
    await owner.call('POST', '/v1/clients', {
      isPro: true,
      businessName: 'Cave Prélevée',
      email: 'compta@cave-prelevee.example',
      billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
      paymentType: 'sample',
      allowDuplicate: true,
    })
  ).id as number;
  await signIn(page, 'proprietaire@cuvee.demo');
  await page.waitForURL('**/dashboard');
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await web?.close();
  await api?.stop();
});

const panel = () => page.locator('[data-sepa-mandates]');

test('a mandate is added on the client page: a wrong IBAN is refused with its reason, the right one listed masked', async () => {
  await page.goto(`${web.url}/dashboard/clients/${clientId}`);
  await panel().getByText('Aucun mandat pour ce client').waitFor();
  await panel()
    .getByLabel(/^Titulaire du compte/)
    .fill('SARL Cave Prélevée');
  await panel().getByLabel(/^IBAN/).fill('FR76 3000 6000 0112 3456 7890 188');
  await panel().getByRole('button', { name: 'Ajouter le mandat' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: "Cet IBAN n'est pas valide : sa clé ne correspond pas, vérifiez-le sur le RIB" })
    .first()
    .waitFor();
  expect(await owner.call('GET', `/v1/sepa-mandates?filter=${JSON.stringify({ clientId })}`)).toEqual([]);

  await panel().getByLabel(/^IBAN/).fill('FR76 3000 6000 0112 3456 7890 189');
  await panel()
    .getByLabel(/^Signé le/)
    .fill('2026-11-02');
  await panel().getByRole('button', { name: 'Ajouter le mandat' }).click();
  const row = panel().locator('[data-mandate]');
  await row.waitFor();
  expect(await row.innerText()).toMatch(/DEMO-M\d{6}[\s\S]*FR76 •••• 0189[\s\S]*En cours de validation/);
  expect(pageErrors).toEqual([]);
});

test('an invoice of the client shows its scheduled debit; the mandate revoked, the debit shows it was cancelled', async () => {
  const products = (await owner.call('GET', '/v1/products?range=[0,20]')) as unknown as {
    id: number;
    productType: string;
    formats: { id: number; eq75: number }[];
  }[];
  const wine = products.find((p) => p.productType === 'bottle' && p.formats.some((f) => f.eq75 > 0))!;
  const draft = await owner.call('POST', '/v1/invoices', {
    clientId,
    lines: [{ productId: wine.id, formatId: wine.formats.find((f) => f.eq75 > 0)!.id, quantity: 6 }],
  });
  await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
  await page.goto(`${web.url}/dashboard/orders/bills?id=${draft.id as number}`);
  const debit = page.locator('[data-sepa-debits] [data-debit]');
  await debit.locator('[data-status="debit:scheduled"]').waitFor();
  expect(await debit.innerText()).toMatch(/avec le mandat DEMO-M\d{6}/);

  await page.goto(`${web.url}/dashboard/clients/${clientId}`);
  await panel().locator('[data-mandate-revoke]').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
  await panel().locator('[data-status="mandate:revoked"]').waitFor();
  await page.goto(`${web.url}/dashboard/orders/bills?id=${draft.id as number}`);
  await debit.locator('[data-status="debit:cancelled"]').waitFor();
  expect(await debit.locator('[data-debit-reason]').innerText()).toMatch(
    /^Le mandat DEMO-M\d{6} a été révoqué : le prélèvement n'a pas été présenté$/,
  );
  expect(pageErrors).toEqual([]);
});
