import type { TestApi } from '@cuvee/testing';
import type { Browser, Page } from 'playwright-core';
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
 * What a new buyer met on the shop front, each as a person sees it: a card checkout from the address
 * `npm start` prints (127.0.0.1, not in CORS_ORIGINS) reaches 3-D Secure; the product page's quantity
 * and its "carton de 6"; the checkout's delivery prices TTC for a consumer and the terms box linking the
 * seller's CGV page; the buyer's invoices and credit notes with their PDF; an order paid by transfer
 * with the IBAN, BIC and reference; no page wider than a 390 px phone.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveShop>>;
let browser: Browser;
let shopId: number;

const SHOP = '/domaine-des-demoiselles';
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  // The API's own defaults: CORS_ORIGINS names localhost:5173 and :5174, not this 127.0.0.1 address.
  api = await startApi();
  web = await serveShop(api.url, await freePort());
  browser = await launchChromium();
  shopId = ((await (await fetch(`${api.url}/v1/shops/domaine-des-demoiselles`)).json()) as { id: number }).id;
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.stop();
});

const buyer = () => asAccount(api, 'acheteur@cuvee.demo');
const owner = () => asAccount(api, 'proprietaire@cuvee.demo');

async function openPhone(): Promise<Page> {
  const context = await shopContext(browser, web.url, 'mobile');
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

/** How far the page is wider than the window (0: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The demo product's cart line (first vintage and format), as the shop front writes it. */
async function lineOf(slug: string, quantity: number) {
  const answer = await fetch(`${api.url}/v1/product-pages/domaine-des-demoiselles/${slug}`);
  const { product } = (await answer.json()) as {
    product: {
      id: number;
      productType: string;
      vintages: { name: string }[];
      formats: { id: number; container: string; unityValue: number; unity: string; eq75: number }[];
    };
  };
  const format = product.formats[0]!;
  return {
    productId: String(product.id),
    productType: product.productType,
    vintageName: product.vintages[0]?.name ?? null,
    chosenFormat: {
      id: String(format.id),
      container: format.container,
      unityValue: format.unityValue,
      unity: format.unity,
      eq75: format.eq75,
    },
    quantity,
    isWrapped: false,
  };
}

test('the product page adds the quantity typed, and a carton adds its 6 bottles', async () => {
  const page = await openPhone();
  await page.goto(`${SHOP}/chinon-les-demoiselles`);
  const quantity = page.getByLabel('Quantité');
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('button', { name: 'Panier, 3 articles', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Ajouter un carton de 6' }).click();
  await page.getByRole('button', { name: 'Panier, 9 articles', exact: true }).waitFor();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cuvee.shop.cart')))!) as {
    orders: { products: { quantity: number }[] }[];
  };
  expect(stored.orders[0]!.products.map((line) => line.quantity)).toEqual([9]);
  expect(await overflow(page)).toBe(0);
  await keepScreenshot(page, 'product-quantity-mobile', true);
  await page.context().close();
});

/** The demo buyer, signed in on the phone, at the checkout of 6 bottles of Chinon. */
async function atCheckout(): Promise<Page> {
  await (
    await buyer()
  ).call('PUT', '/v1/users/me?message=false', {
    cart: { orders: [{ sellerId: shopId, products: [await lineOf('chinon-les-demoiselles', 6)] }] },
  });
  const page = await openPhone();
  await signInAsBuyer(page, SHOP);
  await page.goto('/cart/checkout');
  await page
    .locator('form.checkout')
    .getByRole('radio', { name: /Colissimo 48 h/ })
    .waitFor();
  return page;
}

test('a card checkout from 127.0.0.1, the address npm start prints, reaches 3-D Secure', async () => {
  const page = await atCheckout();
  const form = page.locator('form.checkout');
  await form.getByRole('radio', { name: /Colissimo 48 h/ }).check();
  await form.getByRole('radio', { name: 'Carte bancaire' }).check();
  await form.getByLabel('Numéro de carte').fill('4000 0000 0000 3220');
  await form.getByLabel('Expiration (MM/AA)').fill('12/30');
  await form.getByLabel('Cryptogramme').fill('123');
  await form.getByLabel(/J’accepte les conditions générales/).check();
  await form.locator('.checkout-summary .order-totals-ttc dd', { hasText: '€' }).waitFor();
  expect(await overflow(page)).toBe(0);
  await form.getByRole('button', { name: 'Commander' }).click();
  const refused = form.getByRole('alert');
  await Promise.race([page.waitForURL(/\/validate3ds\?imprint=/), refused.waitFor()]);
  const said = (await refused.count()) ? await refused.innerText() : '';
  expect([page.url(), said]).toEqual([expect.stringMatching(/\/validate3ds\?imprint=/), '']);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.waitForURL(/\/cart\/confirmation\?orders=\d+/);
  await page.context().close();
});

test('a consumer sees the delivery prices TTC, and the terms box links the seller’s CGV page', async () => {
  const page = await atCheckout();
  const form = page.locator('form.checkout');
  // A consumer's prices are TTC, the delivery's too, at the amount the API gives for this viewer.
  const options = (await (await buyer()).call('GET', `/v1/checkout-options/${shopId}`)) as {
    displayTtc: boolean;
    delivery: { options: { ref: string; label: string }[] };
    deliveryPrices: { options: { ref: string; displayPrice: number }[] };
  };
  expect(options.displayTtc).toBe(true);
  const colissimo = options.delivery.options.find((option) => option.label.startsWith('Colissimo'))!;
  const shown = options.deliveryPrices.options.find((option) => option.ref === colissimo.ref)!;
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(shown.displayPrice / 100)
    .replace(/\s/g, ' ');
  const label = (
    await form
      .locator('label.choice', { has: page.getByRole('radio', { name: /Colissimo 48 h/ }) })
      .innerText()
  ).replace(/\s/g, ' ');
  expect(label).toContain(`${euros} TTC`);
  expect(label).not.toMatch(/\bHT\b/);

  // The terms box links the seller's terms of sale.
  const terms = form.getByRole('link', { name: /Conditions générales de vente de Domaine des Demoiselles/ });
  expect(await terms.getAttribute('href')).toBe(`${SHOP}/cgv`);
  await keepScreenshot(page, 'checkout-terms-mobile', true);

  // The seller's CGV page opens beside the checkout (what was typed stays): identity, payments, deliveries.
  const [cgvPage] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await cgvPage.setViewportSize(PHONE);
  await cgvPage.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }).waitFor();
  // The deliveries come from their own request: read the page once they are in.
  await cgvPage.getByText(/Colissimo 48 h :/).waitFor();
  const cgv = (await cgvPage.locator('main').innerText()).replace(/\s/g, ' ');
  expect(cgv).toContain('Domaine des Demoiselles');
  expect(cgv).toContain(`Colissimo 48 h : ${euros} TTC`);
  expect(cgv).toMatch(/Virement/);
  expect(await overflow(cgvPage)).toBe(0);
  await keepScreenshot(cgvPage, 'cgv-mobile', true);
  await page.context().close();
});

test('the buyer space lists the invoices and credit notes and downloads their PDF; a transfer shows where to pay', async () => {
  // An order of the demo buyer paid by transfer; the seller validates and invoices it, then credits part.
  const me = await buyer();
  const placed = (await me.call('POST', '/v1/orders/checkout', {
    orders: [
      {
        sellerId: shopId,
        products: [await lineOf('chinon-les-demoiselles', 6)],
        shipping: { type: 'carrier', ref: 'colissimo' },
        paymentType: 'transfer',
      },
    ],
  })) as { orders: { id: number; number: string }[] };
  const order = placed.orders[0]!;

  const page = await openPhone();
  await signInAsBuyer(page, SHOP);
  await page.goto(`/dashboard/orders/${order.id}`);
  const transfer = page.getByRole('region', { name: 'Paiement par virement' });
  await transfer.waitFor();
  const instructions = await transfer.innerText();
  expect(instructions).toContain('FR76 3000 6000 0112 3456 7890 189');
  expect(instructions).toContain('AGRIFRPP');
  expect(instructions).toContain(order.number);
  expect(await overflow(page)).toBe(0);
  await keepScreenshot(page, 'buyer-order-transfer-mobile', true);

  const seller = await owner();
  await seller.call('PUT', `/v1/orders/${order.id}/validate`, {});
  const draft = await seller.call('POST', '/v1/invoices', { source: { kind: 'orders', ids: [order.id] } });
  const invoice = (await seller.call('POST', `/v1/invoices/${draft.id as number}/issue`, {})) as {
    id: number;
    number: string;
  };
  const creditDraft = await seller.call('POST', '/v1/credit-notes', {
    invoiceId: invoice.id,
    mode: 'amount',
    amount: 500,
  });
  const credit = (await seller.call('POST', `/v1/credit-notes/${creditDraft.id as number}/issue`, {})) as {
    number: string;
  };

  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Factures' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mes factures' }).waitFor();
  const invoiceRow = page.getByRole('row').filter({ hasText: invoice.number });
  const creditRow = page.getByRole('row').filter({ hasText: credit.number });
  await invoiceRow.waitFor();
  expect(await invoiceRow.innerText()).toMatch(/Facture/);
  expect(await creditRow.innerText()).toMatch(/Avoir/);
  expect(await overflow(page)).toBe(0);
  await keepScreenshot(page, 'buyer-documents-mobile', true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoiceRow.getByRole('button', { name: `Télécharger le PDF de ${invoice.number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  await page.context().close();
});
