import { addDays, parisDateOf } from '@cuvee/kernel';
import type { TestApi } from '@cuvee/testing';
import type { Browser } from 'playwright-core';
import {
  asAccount,
  keepScreenshot,
  launchChromium,
  shopContext,
  startApi,
  signInAsBuyer,
} from './support/browser.js';
import { freePort, serveShop } from './support/server.js';

/*
 * A buyer subscribes en primeur from the shop front: the shop's home lists the open campaign, its page
 * shows the wine, the buyer's price, the expected delivery and what is left of their allocation; over
 * the allocation is refused in the API's words, within it the subscription is taken; the buyer cancels
 * it while the campaign's rules allow (its bottles back on the allocation), and its deposit invoice is
 * in the buyer's documents. Needs the shop build.
 */

const SHOP = '/domaine-des-demoiselles';
let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let campaignId: number;

/** A Paris day from today, as the campaign's dates are. */
const day = (offset: number) => addDays(parisDateOf(new Date()), offset);

beforeAll(async () => {
  const port = await freePort();
  api = await startApi({ CORS_ORIGINS: `http://127.0.0.1:${port}` });
  web = await serveShop(api.url, port);
  browser = await launchChromium();
  const owner = await asAccount(api, 'proprietaire@cuvee.demo');
  const buyer = await asAccount(api, 'acheteur@cuvee.demo');
  const [level] = (await owner.call('GET', '/v1/stock-levels?range=[0,0]')) as unknown as {
    productId: number;
    vintageId: number | null;
    formatId: number;
  }[];
  const clients = (await owner.call(
    'GET',
    `/v1/clients?range=[0,49]&filter=${encodeURIComponent(JSON.stringify({ q: 'Lefèvre' }))}`,
  )) as unknown as { id: number; userId: number | null }[];
  const client = clients.find((candidate) => candidate.userId === buyer.userId)!;
  const campaign = (await owner.call('POST', '/v1/primeur-campaigns', {
    name: 'Primeurs du navigateur',
    productId: level!.productId,
    vintageId: level!.vintageId,
    formatId: level!.formatId,
    unitHt: 2500,
    vatRate: 20,
    depositPercent: 30,
    opensOn: day(-1),
    closesOn: day(30),
    deliveryOn: '2028-09-01',
    cancelUntil: day(5),
    quotas: [{ clientId: client.id, quantity: 3 }],
  })) as { id: number };
  campaignId = campaign.id;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

test('a buyer subscribes within their allocation and finds the deposit invoice in their documents', async () => {
  const context = await shopContext(browser, web.url, 'desktop');
  const page = await context.newPage();
  await page.goto(SHOP);
  // A visitor sees no primeur: prices and allocations are a buyer's own.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('region', { name: 'Vente en primeur' }).count()).toBe(0);

  await signInAsBuyer(page, SHOP);
  const offers = page.getByRole('region', { name: 'Vente en primeur' });
  const item = offers.getByRole('listitem').filter({ hasText: '30,00 €' });
  await item.waitFor();
  await item.getByRole('link', { name: 'Souscrire' }).click();
  await page.waitForURL(new RegExp(`${SHOP}/primeurs/${campaignId}$`));
  await page.getByRole('heading', { name: 'Primeurs du navigateur' }).waitFor();
  await page.getByText('30,00 € TTC la bouteille (25,00 € HT)').waitFor();
  await page.getByText('Livraison prévue : 1 septembre 2028').waitFor();
  await page.getByText('Votre allocation : 3 bouteille(s) restante(s)').waitFor();

  await page.getByLabel('Bouteilles').fill('4');
  await page.getByRole('button', { name: 'Souscrire' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: "Souscription refusée : il reste 3 bouteille(s) sur l'allocation — rien n'a changé" })
    .waitFor();

  await page.getByLabel('Bouteilles').fill('2');
  await page.getByRole('button', { name: 'Souscrire' }).click();
  const done = page.getByText(/Souscription P-\d{6} enregistrée/);
  await done.waitFor();
  const deposit = /facture d'acompte (\S+) est/.exec((await done.textContent()) ?? '')![1]!;
  await page.getByText('Votre allocation : 1 bouteille(s) restante(s)').waitFor();
  await page.getByText('Déjà souscrit : 2 bouteille(s)').waitFor();
  const mine = page.getByRole('list', { name: 'Mes souscriptions' });
  await mine.getByText(/^P-\d{6} : 2 bouteille\(s\)/).waitFor();
  await page.getByText(/^Vous pouvez annuler une souscription ici jusqu'au /).waitFor();
  await keepScreenshot(page, 'primeur-desktop');

  await page.getByRole('link', { name: 'Voir mes documents' }).click();
  await page.waitForURL(/\/dashboard\/documents$/);
  await page.getByRole('cell', { name: deposit }).waitFor();

  // Back on the campaign, within its rules: cancelled, the bottles back on the allocation.
  await page.goBack();
  await mine.getByRole('button', { name: /^Annuler P-\d{6}$/ }).click();
  await page.getByText(/^Souscription P-\d{6} annulée/).waitFor();
  await page.getByText('Votre allocation : 3 bouteille(s) restante(s)').waitFor();
  await mine.waitFor({ state: 'detached' });
  await context.close();
});
