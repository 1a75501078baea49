import type { Page } from 'playwright-core';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The accounting exports page on the demo: an invoice issued through the API shows in the journals
 * with its client, revenue and VAT lines; the FEC downloads under its legal name, the entries for an
 * accounting program under the shop's code, the program and the period. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;
let invoiceNumber: string;

async function call(path: string, jwt: string, body?: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${session.api.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status >= 300) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
  const login = await fetch(`${session.api.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'proprietaire', password: 'Cuvee2026' }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const client = await call('/v1/clients', jwt, {
    isPro: true,
    businessName: 'Cave du Journal',
    businessReason: 'SARL Cave du Journal',
    firstname: 'Marie',
    lastname: 'Durand',
    email: 'cave.journal@exemple.fr',
    billingAddress: { street: '1 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' },
    allowDuplicate: true,
  });
  const draft = await call('/v1/invoices', jwt, {
    clientId: client.id,
    lines: [{ label: 'Visite des chais', quantity: 2, unitPriceHt: 1500 }],
  });
  invoiceNumber = (await call(`/v1/invoices/${String(draft.id)}/issue`, jwt, {})).number as string;
}, 120_000);
afterAll(() => session?.close());

test("the journals show the invoice's entry; the FEC downloads under its legal name, the entries for Sage under theirs", async () => {
  await page.goto('/dashboard/accounting/exports');
  await page.getByRole('heading', { name: 'Exports comptables' }).first().waitFor();
  await page.getByRole('cell', { name: invoiceNumber }).first().waitFor();
  await page
    .getByRole('cell', { name: /^411000 Clients$/ })
    .first()
    .waitFor();
  await page
    .getByRole('cell', { name: /^706000 Prestations de services$/ })
    .first()
    .waitFor();
  await keepScreenshot(page, 'accounting-exports');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le FEC' }).click();
  expect((await download).suggestedFilename()).toMatch(/^\d{9}FEC\d{8}\.txt$/);
  await page.getByText('FEC téléchargé').waitFor();

  const software = page.getByTestId('software-panel');
  await software.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Sage 100' }).click();
  const entries = page.waitForEvent('download');
  await software.getByRole('button', { name: 'Télécharger les écritures' }).click();
  expect((await entries).suggestedFilename()).toMatch(/^DEMO-sage-\d{8}-\d{8}\.txt$/);
  await page.getByText('Écritures téléchargées').waitFor();
  expect(session.pageErrors).toEqual([]);
});
