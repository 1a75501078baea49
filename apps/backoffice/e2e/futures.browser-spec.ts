import type { Page } from 'playwright-core';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { asAccount } from './support/api.js';
import { keepScreenshot } from './support/browser.js';
import { openSession, type BrowserSession } from './support/session.js';

/*
 * The primeur screens as the owner: a campaign with an allocation of 2 bottles for the cavistes, a
 * caviste's subscription (its deposit invoice issued), one over the allocation refused in French,
 * closing refused while the deposit is unpaid; the demo buyer subscribing from the shop (its route, as
 * the shop front calls it: the shop's own browser test drives its page), then, deposits paid, closing
 * and bottling on the campaign's page — deliveries and balance invoices whose totals are the price.
 * The pages also load straight from their address, and a wrong one says so. Needs the back-office build.
 */

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openSession('proprietaire@cuvee.demo');
  page = session.page;
}, 120_000);
afterAll(() => session?.close());

test('a campaign, a subscription within the allocation with its deposit, one beyond it refused', async () => {
  const today = parisDateOf(new Date());
  await page.goto('/dashboard/futures/add');
  await page.getByLabel(/^Campagne/).fill('Primeurs Chinon 2026');
  await page.getByRole('combobox', { name: /^Vin/ }).fill('Chinon');
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: /^Format/ }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Prix HT par bouteille (€)').fill('18');
  await page.getByLabel('Ouverture').fill(addDays(today, -1));
  await page.getByLabel('Clôture').fill(addDays(today, 20));
  await page.getByRole('combobox', { name: /^Typologie/ }).click();
  await page.getByRole('option', { name: 'Caviste' }).click();
  await page.getByLabel('Allocation (bouteilles)').fill('2');
  await keepScreenshot(page, 'futures-add');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.waitForURL(/\/dashboard\/futures\/\d+$/);
  await page.getByText('Campagne créée').waitFor();
  await page.locator('[data-status="open"]').waitFor();

  const subscribe = page.locator('[data-subscribe]');
  await subscribe.getByRole('combobox', { name: /^Client/ }).fill('Cave du Port');
  await page.getByRole('option', { name: /Cave du Port/ }).click();
  await subscribe.getByLabel('Bouteilles').fill('2');
  await subscribe.getByRole('button', { name: 'Souscrire' }).click();
  await page.getByText(/^Souscription enregistrée, facture d'acompte .+ émise$/).waitFor();
  await page.locator('[data-subscriptions] [data-status="subscribed"]').waitFor();
  await page.locator('[data-quotas] tbody tr').getByText('0', { exact: true }).waitFor();

  await subscribe.getByRole('combobox', { name: /^Client/ }).fill('Bacchus');
  await page.getByRole('option', { name: /Les Caves de Bacchus/ }).click();
  await subscribe.getByLabel('Bouteilles').fill('1');
  await subscribe.getByRole('button', { name: 'Souscrire' }).click();
  await page
    .getByText("Souscription refusée : il reste 0 bouteille(s) sur l'allocation — rien n'a changé")
    .waitFor();
  expect(await page.locator('[data-subscriptions] tbody tr').count()).toBe(1);
  await keepScreenshot(page, 'futures-campaign');

  await page.getByRole('button', { name: 'Clore les souscriptions' }).click();
  await page.getByText(/ne peut pas être close : 1 acompte\(s\) restent impayés/).waitFor();
  await page.locator('[data-status="open"]').first().waitFor();
  expect(session.pageErrors).toEqual([]);
});

test('the client’s statement from a subscription: price, deposit paid, what is due, its PDF', async () => {
  await page.locator('[data-subscriptions] tbody tr').getByRole('button', { name: 'Relevé' }).click();
  const dialog = page.locator('[data-statement]');
  await dialog.getByText(/^Relevé primeurs — .*Cave du Port/).waitFor();
  const row = dialog.locator('tbody tr').filter({ hasText: 'Primeurs Chinon 2026' });
  await row.waitFor();
  // 2 bottles at 18 € HT, VAT 20 %: 43,20 € TTC; the deposit is not paid yet.
  expect(await row.locator('td').nth(4).textContent()).toMatch(/^43,20\s€$/);
  expect(await row.locator('td').nth(5).textContent()).toMatch(/^0,00\s€$/);
  await dialog
    .locator('[data-statement-totals]')
    // The demo campaign's 60 bottles of the wine shop, and these 2.
    .getByText(/Bouteilles à livrer : 62/)
    .waitFor();
  await keepScreenshot(page, 'futures-statement');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^primeurs-\d+\.pdf$/);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  expect(session.pageErrors).toEqual([]);
});

test('a shop subscription, then closing and bottling: every subscription delivered with its balance invoice', async () => {
  const id = Number(/\/dashboard\/futures\/(\d+)/.exec(page.url())![1]);
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const buyer = await asAccount(session.api, 'acheteur@cuvee.demo');
  const shopId = (await owner.call('GET', '/v1/shops/me')).id as number;
  const clients = (await owner.call(
    'GET',
    `/v1/clients?range=[0,49]&filter=${encodeURIComponent(JSON.stringify({ q: 'Lefèvre' }))}`,
  )) as unknown as { id: number; userId: number | null }[];
  const client = clients.find((candidate) => candidate.userId === buyer.userId)!;
  await owner.call('POST', `/v1/primeur-campaigns/${id}/quotas`, { clientId: client.id, quantity: 1 });
  await buyer.call(
    'POST',
    `/v1/primeur-campaigns/${id}/buyer-subscriptions`,
    { quantity: 1 },
    {
      'X-Shop-Id': String(shopId),
    },
  );

  // Straight from its address: the shop's subscription is there, said to come from the shop.
  await page.reload();
  const rows = page.locator('[data-subscriptions] tbody tr');
  await rows.filter({ hasText: 'Boutique en ligne' }).waitFor();
  expect(await rows.count()).toBe(2);
  const subscriptions = (await owner.call(
    'GET',
    `/v1/primeur-subscriptions?filter=${encodeURIComponent(JSON.stringify({ campaignId: id }))}`,
  )) as unknown as { clientId: number; depositInvoiceId: number }[];
  for (const subscription of subscriptions) {
    const deposit = await owner.call('GET', `/v1/deposit-invoices/${subscription.depositInvoiceId}`);
    await owner.call('POST', '/v1/payments', {
      clientId: subscription.clientId,
      type: 'transfer',
      amount: deposit.totalTtc,
      allocations: [{ documentId: subscription.depositInvoiceId, amount: deposit.totalTtc }],
    });
  }

  await page.getByRole('button', { name: 'Clore les souscriptions' }).click();
  await page.getByText('Souscriptions closes').waitFor();
  await page.locator('[data-status="closed"]').first().waitFor();
  const bottling = page.locator('[data-bottling]');
  await bottling.getByRole('combobox', { name: /^Entrepôt/ }).click();
  await page.getByRole('option').first().click();
  await bottling.getByLabel('Bouteilles tirées').fill('12');
  await bottling.getByRole('button', { name: 'Mettre en bouteille' }).click();
  await page.getByText('Vin mis en bouteille : souscriptions livrées et factures de solde émises').waitFor();
  await page.locator('[data-status="bottled"]').first().waitFor();
  await page.locator('[data-subscriptions] [data-status="delivered"]').nth(1).waitFor();
  await keepScreenshot(page, 'futures-bottled');

  const delivered = (await owner.call(
    'GET',
    `/v1/primeur-subscriptions?filter=${encodeURIComponent(JSON.stringify({ campaignId: id }))}`,
  )) as unknown as { quantity: number; unitHt: number; balanceNumber: string; balanceInvoiceId: number }[];
  for (const subscription of delivered) {
    await rows.getByText(subscription.balanceNumber, { exact: true }).waitFor();
    const invoice = await owner.call('GET', `/v1/invoices/${subscription.balanceInvoiceId}`);
    // The balance invoice bills the whole price (VAT 20 %), the deposit deducted.
    expect(invoice.totalTtc).toBe(Math.round(subscription.quantity * subscription.unitHt * 1.2));
  }
  expect(session.pageErrors).toEqual([]);
});

test('the detail pages load from their address, and a wrong one says so instead of loading forever', async () => {
  const owner = await asAccount(session.api, 'proprietaire@cuvee.demo');
  const [supplier] = (await owner.call('GET', '/v1/suppliers?range=[0,0]')) as unknown as {
    id: number;
    name: string;
  }[];
  const [order] = (await owner.call('GET', '/v1/purchase-orders?range=[0,0]')) as unknown as {
    id: number;
    number: string;
  }[];
  await page.goto(`/dashboard/suppliers/${supplier!.id}`);
  await page.getByRole('heading', { name: supplier!.name }).waitFor();
  await page.goto(`/dashboard/purchases/${order!.id}`);
  await page.getByRole('heading', { name: new RegExp(order!.number) }).waitFor();
  for (const address of [
    '/dashboard/futures/999999',
    '/dashboard/suppliers/999999',
    '/dashboard/purchases/abc',
  ]) {
    await page.goto(address);
    await page
      .locator('[data-record-missing]')
      .getByText(/Cette fiche est introuvable/)
      .waitFor();
  }
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await page.waitForURL(/\/dashboard\/purchases$/);
  expect(session.pageErrors).toEqual([]);
  // Five pages loaded from scratch: more than a minute on a loaded machine.
}, 180_000);
