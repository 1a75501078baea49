import { formatMoney } from '@cuvee/kernel';
import type { TestApi } from '@cuvee/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { asAccount, startApi } from './support/api.js';
import { keepScreenshot, launchChromium, newContext, signIn, type Width } from './support/browser.js';
import { serveBackoffice } from './support/server.js';

/*
 * The order screens: the owner validates a pending demo order and refuses another, follows a
 * delivery, writes an order for a client priced live by the server and gives a sample (the counter
 * sales are the till's, till.browser-spec.ts); an agent sees only their clients' orders and writes one in tour mode; a buyer sees only
 * theirs; a collaborator without seeAllOrder only those they wrote; the list at phone and desktop
 * widths. Needs the back-office build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Uncaught errors of the owner's page: there must be none. */
const pageErrors: string[] = [];

beforeAll(async () => {
  api = await startApi();
  web = await serveBackoffice(api.url);
  browser = await launchChromium();
  context = await newContext(browser, web.url, 'desktop');
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'proprietaire@cuvee.demo');
  await page.waitForURL('**/dashboard');
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await web?.close();
  await api?.stop();
});

/** Cents as a euro field's text ("30,00"). */
const eurosOf = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const rows = (on: Page = page) => on.locator('tbody tr');
const chip = (set: string, status: string, on: Page = page) => on.locator(`[data-status="${set}:${status}"]`);

async function signedIn(email: string, width: Width = 'desktop'): Promise<Page> {
  const other = await newContext(browser, web.url, width);
  const next = await other.newPage();
  await signIn(next, email);
  await next.waitForURL('**/dashboard');
  return next;
}

/** The demo buyer's checkout of six Chinon at the demo shop, through the API, as the shop front does it. */
async function buyerCheckout(payment: {
  paymentType: string;
  card?: string;
}): Promise<{ id: number; number: string }> {
  const buyer = await asAccount(api, 'acheteur@cuvee.demo');
  const shop = await (await asAccount(api, 'proprietaire@cuvee.demo')).call('GET', '/v1/shops/me');
  const products = (await buyer.call(
    'GET',
    `/v1/products?range=[0,99]&shopIds=${String(shop.id)}`,
  )) as unknown as {
    id: number;
    shopId: number;
    slug: string;
    vintages: { name: string }[];
    formats: { id: number }[];
  }[];
  const chinon = products.find((product) => product.slug === 'chinon-les-demoiselles')!;
  const placed = (await buyer.call('POST', '/v1/orders/checkout', {
    orders: [
      {
        sellerId: chinon.shopId,
        products: [
          {
            productId: String(chinon.id),
            vintageName: chinon.vintages[0]?.name ?? null,
            chosenFormat: { id: String(chinon.formats[0]!.id) },
            quantity: 6,
          },
        ],
        shipping: { collectionPoint: 'caveau' },
        paymentType: payment.paymentType,
      },
    ],
    ...(payment.card ? { paymentMethod: payment.card, returnUrl: 'http://localhost:5174/validate3ds' } : {}),
  })) as { orders: { id: number; number: string }[] };
  return placed.orders[0]!;
}

/** The order form: the client Cave du Port. */
async function chooseClient(on: Page): Promise<void> {
  await on.getByLabel('Client', { exact: true }).fill('Cave du');
  await on.getByRole('option', { name: 'Cave du Port' }).click();
}

/** The order form: six Chinon priced by the server, sent by Colissimo. */
async function addChinonByColissimo(on: Page): Promise<void> {
  await on.getByLabel('Ajouter un article').fill('Chinon');
  await on
    .getByRole('option', { name: /Chinon Les Demoiselles/ })
    .first()
    .click();
  await on.locator('[data-price-summary] [data-total-ttc]').waitFor();
  await on.locator('[data-delivery-choice]').getByRole('combobox').click();
  await on.getByRole('option', { name: /Colissimo/ }).click();
}

/** Opens the first order of the list filtered by order status. */
async function openFirst(status: string): Promise<string> {
  await page.goto(`/dashboard/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`);
  await chip('order', status).first().waitFor();
  await rows().first().click();
  await page.waitForURL(/\/dashboard\/orders\/\d+$/);
  await page.locator('[data-order-lines] tbody tr').first().waitFor();
  return (await page.locator('[data-order-number]').getAttribute('data-order-number'))!;
}

describe('the owner', () => {
  test("the list shows the shop's orders with their status chips and filters them", async () => {
    await page.goto('/dashboard/orders');
    await chip('order', 'pending').first().waitFor();
    await keepScreenshot(page, 'orders-list-desktop');
    const all = await rows().count();
    expect(all).toBeGreaterThanOrEqual(6);
    // The chips carry the kernel's colour groups: pending grey, validated light blue, refused red.
    const colour = (status: string) =>
      chip('order', status)
        .first()
        .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await colour('pending')).toBe('rgb(171, 181, 201)');
    expect(await colour('validated')).toBe('rgb(164, 209, 208)');
    expect(await colour('refused')).toBe('rgb(208, 49, 45)');

    await page.getByLabel('Statut', { exact: true }).click();
    await page.getByRole('option', { name: 'En attente' }).click();
    await page.waitForFunction((before) => document.querySelectorAll('tbody tr').length < before, all);
    const statuses = await rows()
      .locator('[data-status^="order:"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['order:pending']));
  });

  test('validates a pending demo order and sees it validated', async () => {
    const number = await openFirst('pending');
    await keepScreenshot(page, 'order-detail-desktop');
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    await page.getByText('Commande validée').waitFor();
    await chip('order', 'validated').waitFor();
    await page.reload();
    await chip('order', 'validated').waitFor();
    expect(await page.locator('[data-order-number]').getAttribute('data-order-number')).toBe(number);
    // Validated: no more decision buttons, the delivery can be followed.
    expect(await page.getByRole('button', { name: 'Refuser' }).count()).toBe(0);
    await page.locator('[data-delivery-select]').waitFor();
  });

  test('follows the delivery of the validated order, which the shipments page lists', async () => {
    const number = await openFirst('validated');
    const before = await page.locator('[data-status^="delivery:"]').first().getAttribute('data-status');
    await page.locator('[data-delivery-select]').getByRole('combobox').click();
    const next = page.getByRole('option').first();
    const target = (await next.locator('[data-status]').getAttribute('data-status'))!;
    await next.click();
    await page.getByText('Statut de livraison mis à jour').waitFor();
    await page.locator(`[data-order-number] [data-status="${target}"]`).first().waitFor();
    expect(target).not.toBe(before);

    await page.goto('/dashboard/delivery');
    await page.getByText(number).waitFor();
    const row = rows().filter({ hasText: number });
    expect(await row.locator(`[data-status="${target}"]`).count()).toBe(1);
  });

  test('moves the selected shipments to a delivery status at once, naming those refused', async () => {
    await page.goto('/dashboard/delivery');
    await chip('delivery', 'transit').first().waitFor();
    // The order being prepared may go in transit; the one already in transit may not.
    const preparing = rows()
      .filter({ has: chip('delivery', 'preparation') })
      .first();
    const inTransit = rows()
      .filter({ has: chip('delivery', 'transit') })
      .first();
    const refused = (await inTransit.locator('td').nth(1).innerText()).trim();
    await preparing.getByRole('checkbox').check();
    await inTransit.getByRole('checkbox').check();
    await page.locator('[data-bulk-delivery]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Statut de livraison').click();
    await page.getByRole('option', { name: 'En transit' }).click();
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('1 commande(s) mise(s) à jour').waitFor();
    await page.getByText(`1 commande(s) refusée(s) : ${refused}`).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-status="delivery:transit"]').length === 2,
    );
  });

  test('ships part of a validated order, sees what is left, and invoices that shipment alone', async () => {
    // A validated order for a client of the CRM (the demo's shop-front orders may have none to invoice).
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const [client] = (await owner.call(
      'GET',
      `/v1/clients?filter=${encodeURIComponent(JSON.stringify({ q: 'Cave du Port' }))}`,
    )) as unknown as { id: number }[];
    const shop = await owner.call('GET', '/v1/shops/me');
    const products = (await owner.call(
      'GET',
      `/v1/products?range=[0,99]&shopIds=${String(shop.id)}`,
    )) as unknown as { id: number; slug: string; formats: { id: number }[]; vintages: { id: number }[] }[];
    const chinon = products.find((product) => product.slug === 'chinon-les-demoiselles')!;
    const created = await owner.call('POST', '/v1/orders', {
      clientId: client!.id,
      lines: [
        {
          productId: chinon.id,
          formatId: chinon.formats[0]!.id,
          vintageId: chinon.vintages[0]?.id,
          quantity: 6,
        },
      ],
      delivery: { type: 'carrier', ref: 'colissimo' },
      paymentMethod: 'bill',
    });
    await owner.call(
      'PUT',
      `/v1/orders/${String(created.id)}/validate`,
      {},
      {
        'Idempotency-Key': `ship-${String(created.id)}`,
      },
    );
    await page.goto(`/dashboard/orders/${String(created.id)}`);
    const panel = page.locator('[data-block="shipments"]');
    const firstLine = panel.locator('[data-shipment-progress] tbody tr').first();
    const ordered = Number(await firstLine.locator('td').nth(1).innerText());
    const leftBefore = Number(await firstLine.locator('[data-left]').innerText());
    expect(leftBefore).toBeGreaterThan(1);
    await panel.locator('[data-shipment-add]').click();
    const dialog = page.getByRole('dialog');
    const fields = dialog.getByRole('textbox');
    // One field per line still to ship, all that is left by default: one unit of the first, none of the rest.
    expect(await fields.first().inputValue()).toBe(String(leftBefore));
    await fields.first().fill('1');
    const lines = await panel.locator('[data-shipment-progress] tbody tr').count();
    for (let index = 1; index < lines; index++) await fields.nth(index).fill('0');
    await dialog.getByLabel('N° de suivi').fill('6A123456789');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Livraison enregistrée', { exact: true }).waitFor();
    const shipment = panel.locator('[data-shipment]').last();
    await shipment.getByText(/6A123456789/).waitFor();
    expect(await firstLine.locator('[data-left]').innerText()).toBe(String(leftBefore - 1));
    expect(Number(await firstLine.locator('td').nth(2).innerText())).toBe(ordered - leftBefore + 1);
    await keepScreenshot(page, 'order-shipments-desktop');

    // Too many: the API's message, and nothing recorded.
    const count = await panel.locator('[data-shipment]').count();
    await panel.locator('[data-shipment-add]').click();
    await dialog.getByRole('textbox').first().fill(String(leftBefore));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByText(new RegExp(`${leftBefore} à expédier, il n'en reste que ${leftBefore - 1}`))
      .waitFor();
    expect(await panel.locator('[data-shipment]').count()).toBe(count);

    await shipment.locator('[data-shipment-bill]').click();
    await page.waitForURL(/\/dashboard\/orders\/bills\?id=\d+$/);
    await page
      .getByText(/Livraison \d+ du /)
      .first()
      .waitFor();
  });

  test('refuses another pending order through the confirmation popup', async () => {
    await openFirst('pending');
    await page.getByRole('button', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Motif (communiqué au client)').fill('Hors de nos tournées de livraison');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await page.getByText('Commande refusée').waitFor();
    await chip('order', 'refused').waitFor();
    await page.getByText('Hors de nos tournées de livraison').waitFor();
  });

  test('a declined capture shows the payment-failure message and leaves the order in error', async () => {
    // The buyer orders by card with the sandbox's "capture declined" card (imprint accepted).
    const placed = await buyerCheckout({ paymentType: 'card', card: '4000 0000 0000 9995' });
    await page.goto(`/dashboard/orders/${placed.id}`);
    await page.locator('[data-order-lines] tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    await page
      .getByText('Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.')
      .first()
      .waitFor();
    await chip('order', 'error').waitFor();
    // The producer may try again or cancel.
    await page.getByRole('button', { name: 'Valider', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Annuler la commande' }).waitFor();
  });

  test('a credit note of a card order refunds the card: « Remboursements » shows a declined refund, « Relancer » sends it', async () => {
    // The sandbox's card whose first refund is declined; the owner validates (capture), invoices, credits.
    const placed = await buyerCheckout({ paymentType: 'card', card: '4000 0000 0000 5126' });
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    await owner.call('PUT', `/v1/orders/${placed.id}/validate`, {});
    const draft = await owner.call('POST', '/v1/invoices', { source: { kind: 'orders', ids: [placed.id] } });
    await owner.call('POST', `/v1/invoices/${String(draft.id)}/issue`, {});
    const note = await owner.call('POST', '/v1/credit-notes', { invoiceId: draft.id, mode: 'full' });
    const issued = await owner.call('POST', `/v1/credit-notes/${String(note.id)}/issue`, {});

    await page.goto(`/dashboard/orders/${placed.id}`);
    const panel = page.locator('[data-block="refunds"]');
    // The refund's job runs after the credit note: the panel follows it until the provider answered.
    await panel.locator('[data-status="refund:failed"]').waitFor();
    await panel.getByText(`Avoir ${String(issued.number)}`).waitFor();
    await panel.locator('[data-refund-reason]').getByText(/refus/).waitFor();
    await keepScreenshot(page, 'order-refunds-desktop');
    await panel.getByRole('button', { name: 'Relancer' }).click();
    await panel.locator('[data-status="refund:succeeded"]').waitFor();
    expect(await panel.locator('[data-refund-retry]').count()).toBe(0);
    await panel.getByText('2 essais').waitFor();
    // The order's payment status follows the money back without a reload.
    await chip('payment', 'refunded').waitFor();
  });

  test("an order from the shop front is in the owner's notification centre, which leads to it", async () => {
    const placed = await buyerCheckout({ paymentType: 'transfer' });
    await page.goto('/dashboard');
    await page.locator('[data-notifications-button]').first().click();
    const centre = page.locator('[data-notification-centre]');
    const news = centre.getByText(new RegExp(`^Nouvelle commande ${placed.number} de .+ : à valider$`));
    await news.waitFor();
    await keepScreenshot(page, 'notification-new-order');
    await news.click();
    await page.waitForURL(`**/dashboard/orders/${placed.id}`);
    await chip('order', 'pending').first().waitFor();
  });

  test('writes an order for a client, priced live by the server at the client’s price list', async () => {
    await page.goto('/dashboard/orders/add');
    await chooseClient(page);
    await page.getByLabel('Ajouter un article').fill('Chinon');
    await page
      .getByRole('option', { name: /Chinon Les Demoiselles/ })
      .first()
      .click();
    const total = page.locator('[data-price-summary] [data-total-ttc]');
    await total.waitFor();
    const six = await total.innerText();
    await page.getByLabel('Quantité').fill('12');
    await page.waitForFunction(
      (before) => document.querySelector('[data-price-summary] [data-total-ttc]')?.textContent !== before,
      six,
    );
    const twelve = await total.innerText();
    expect(twelve).not.toBe(six);
    await page.locator('[data-delivery-choice]').getByRole('combobox').click();
    await page.getByRole('option', { name: /Colissimo/ }).click();
    await page.waitForFunction(
      (before) => document.querySelector('[data-price-summary] [data-total-ttc]')?.textContent !== before,
      twelve,
    );
    await page.locator('[data-submit-order]:not([disabled])').waitFor();
    const priced = await total.innerText();
    await keepScreenshot(page, 'order-new-desktop');
    await page.locator('[data-submit-order]').click();
    await page.waitForURL(/\/dashboard\/orders\/\d+$/);
    await chip('order', 'pending').waitFor();
    // The order keeps the price the screen showed: the server priced both.
    expect(await page.locator('[data-block="totals"] [data-total-ttc]').innerText()).toBe(priced);
    await page.getByText('Cave du Port').first().waitFor();
  });

  test("spends part of the client's credit: « Avoir disponible », too much refused, the order shows it", async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const clients = (await owner.call('GET', '/v1/clients?range=[0,199]')) as unknown as {
      id: number;
      displayName: string;
    }[];
    const client = clients.find((row) => row.displayName === 'Cave du Port')!;
    await owner.call('POST', '/v1/client-credits', { clientId: client.id, amount: 3000, label: 'Geste' });
    const before = (
      (await owner.call('GET', `/v1/orders/client-credit/${client.id}`)) as { available: number }
    ).available;

    await page.goto('/dashboard/orders/add');
    await chooseClient(page);
    const available = page.locator('[data-credit-available]');
    await available.waitFor();
    expect(await available.innerText()).toBe(`Avoir disponible : ${formatMoney(before, 'fr')}`);
    await addChinonByColissimo(page);
    await page.locator('[data-submit-order]:not([disabled])').waitFor();

    await page.locator('[data-use-credit] input').check();
    const amount = page.locator('input[data-credit-amount]');
    // All of it by default (the order costs more than the credit).
    expect(await amount.inputValue()).toBe(eurosOf(before));
    await amount.fill(eurosOf(before + 1));
    await page.getByText(`Pas plus que l’avoir disponible (${formatMoney(before, 'fr')})`).waitFor();
    expect(await page.locator('[data-submit-order]').isDisabled()).toBe(true);
    await amount.fill('10,00');
    await page.getByText('Le moyen de paiement règle le reste').waitFor();
    await keepScreenshot(page, 'order-new-credit');
    await page.locator('[data-submit-order]:not([disabled])').click();
    await page.waitForURL(/\/dashboard\/orders\/\d+$/);
    await chip('order', 'pending').waitFor();
    expect(await page.locator('[data-block="payment"] [data-credit-used]').innerText()).toBe(
      formatMoney(1000, 'fr'),
    );
    await keepScreenshot(page, 'order-credit-used');
    const after = (await owner.call('GET', `/v1/orders/client-credit/${client.id}`)) as { available: number };
    expect(after.available).toBe(before - 1000);
  });

  test('an order to invoice is validated and invoiced when saved; it links to its invoice', async () => {
    await page.goto('/dashboard/orders/add?subType=bill');
    await page.locator('[data-bill-now]').waitFor();
    await chooseClient(page);
    await addChinonByColissimo(page);
    await page.locator('[data-submit-order]:not([disabled])').click();
    await page.waitForURL(/\/dashboard\/orders\/\d+$/);
    await chip('order', 'invoiced').waitFor();
    const invoice = page.locator('[data-order-invoice]');
    expect(await invoice.innerText()).toMatch(/^Facture F\S+$/);
    await invoice.click();
    await page.waitForURL(/\/dashboard\/orders\/bills\?id=\d+$/);
    await page.locator('h1 ~ [data-status="generated"]').waitFor();
  });

  test('one "Nouveau devis" form: the named route and the quotes list open the same one, billing\'s', async () => {
    await page.goto('/dashboard/orders/add?subType=quote');
    await page.waitForURL('**/dashboard/orders/quotes?new');
    await page.getByRole('heading', { name: 'Nouveau devis' }).waitFor();
    expect(await page.locator('[data-order-create]').count()).toBe(0);
    await page.goto('/dashboard/orders/quotes');
    await page
      .getByRole('link', { name: 'Nouveau devis' })
      .or(page.getByRole('button', { name: 'Nouveau devis' }))
      .first()
      .click();
    await page.waitForURL('**/dashboard/orders/quotes?new');
    await page.getByRole('heading', { name: 'Nouveau devis' }).waitFor();
  });

  test('gives a sample: the bottles leave the stock', async () => {
    await page.goto('/dashboard/orders/samples');
    await page.locator('[data-add-sample]').click();
    const form = page.locator('[data-sample-form]');
    await form.getByLabel('Ajouter un article').fill('Chinon');
    await page
      .getByRole('option', { name: /Chinon Les Demoiselles/ })
      .first()
      .click();
    await form.getByLabel('Occasion (salon, dégustation…)').fill('Salon des vins de Loire');
    await form.locator('[data-submit-sample]').click();
    await page.getByText(/^Échantillon ECH-\d{4}-\d{5} enregistré : le stock est sorti$/).waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('the sales settings: delivery types on tab 3, pickup and franco saved, promotions', async () => {
    await page.goto('/dashboard/settings?link=delivery&tab=3');
    await page.locator('[data-sales-settings="delivery"] input[value="Colissimo 48 h"]').waitFor();
    await keepScreenshot(page, 'settings-delivery-desktop');
    await page.locator('[data-delivery-tab="points"]').click();
    await page.waitForURL(/link=delivery&tab=2/);
    await page.getByLabel('À partir de (bouteilles)').fill('36');
    await page.locator('[data-save-settings]').click();
    await page.getByText('Réglages enregistrés').waitFor();
    const settings = (await (
      await asAccount(api, 'proprietaire@cuvee.demo')
    ).call('GET', '/v1/sales-settings')) as {
      delivery: { franco: { bottles: number | null }; options: unknown[] };
    };
    expect(settings.delivery.franco.bottles).toBe(36);
    expect(settings.delivery.options.length).toBeGreaterThan(0);

    await page.locator('[data-delivery-tab="rules"]').click();
    await page.getByLabel('Montant minimum de commande (€ HT)').waitFor();
    expect(await page.getByLabel('Montant minimum de commande (€ HT)').inputValue()).toBe('30,00');

    await page.goto('/dashboard/settings?link=promotions');
    await page.locator('[data-promotion="Offre de printemps"]').waitFor();
  });

  test("the dashboard shows the API's sales figures; the client page its orders", async () => {
    await page.goto('/dashboard');
    const figure = page.locator('[data-figure="toValidate"]');
    await figure.filter({ hasText: /^\d+$/ }).waitFor();
    const summary = (await (
      await asAccount(api, 'proprietaire@cuvee.demo')
    ).call('GET', '/v1/orders/summary')) as {
      toValidate: number;
    };
    expect(Number(await figure.innerText())).toBe(summary.toValidate);
    await page.locator('[data-figure="lowStock"]').waitFor();

    await page.goto('/dashboard/clients');
    await rows().filter({ hasText: 'Cave du Port' }).first().click();
    await page
      .locator('[data-client-orders]')
      .getByText(/CMD-\d{4}-\d{5}/)
      .first()
      .waitFor();
  });
});

describe('other people', () => {
  test("an agent sees only their clients' orders and writes one in tour mode", async () => {
    const agent = await signedIn('agent@cuvee.demo');
    await agent.goto('/dashboard/orders');
    await agent.locator('tbody tr').first().waitFor();
    const seen = await agent.locator('tbody tr').count();
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const clients = (await owner.call('GET', '/v1/clients?range=[0,99]')) as unknown as {
      displayName: string;
      agentId: number | null;
    }[];
    const agentId = (await asAccount(api, 'agent@cuvee.demo')).userId;
    const theirs = new Set(clients.filter((c) => c.agentId === agentId).map((c) => c.displayName));
    const parties = await agent.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(parties.length).toBe(seen);
    expect(parties.every((name) => theirs.has(name))).toBe(true);

    await agent.goto('/dashboard');
    await agent.getByRole('button', { name: 'Mon compte' }).click();
    await agent.getByText('Mode tournée').click();
    await agent.keyboard.press('Escape');
    const card = agent.locator('[data-tour-client="Cave du Port"]');
    await card.waitFor();
    await card.locator('[data-tour-new-order]').click();
    await agent.waitForURL(/\/dashboard\/orders\/add\?clientId=\d+$/);
    await agent.waitForFunction(
      () =>
        (document.querySelector('[data-client-picker] input') as HTMLInputElement | null)?.value ===
        'Cave du Port',
    );
    await agent.getByLabel('Ajouter un article').fill('Crémant');
    await agent
      .getByRole('option', { name: /Crémant/ })
      .first()
      .click();
    await agent.locator('[data-submit-order]:not([disabled])').click();
    await agent.waitForURL(/\/dashboard\/orders\/\d+$/);
    await agent.locator('[data-status="order:pending"]').waitFor();
    // Agents do not decide: the producer validates.
    expect(await agent.getByRole('button', { name: 'Valider', exact: true }).count()).toBe(0);
    await agent.context().close();
  });

  test('a buyer sees only their own orders, without the seller actions', async () => {
    const buyer = await signedIn('acheteur@cuvee.demo');
    await buyer.goto('/dashboard/orders');
    await buyer.locator('tbody tr').first().waitFor();
    const sellers = await buyer.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(new Set(sellers)).toEqual(new Set(['Domaine des Demoiselles']));
    const mine = (await (
      await asAccount(api, 'acheteur@cuvee.demo')
    ).call('GET', '/v1/orders?range=[0,99]')) as unknown as unknown[];
    expect(sellers.length).toBe(mine.length);
    expect(await buyer.locator('[data-create-page]').count()).toBe(0);
    await buyer.locator('tbody tr').first().click();
    await buyer.waitForURL(/\/dashboard\/orders\/\d+$/);
    await buyer.locator('[data-order-lines]').waitFor();
    expect(await buyer.locator('[data-order-actions] button').count()).toBe(0);
    await buyer.context().close();
  });

  test('a collaborator without seeAllOrder sees only the orders they wrote or follow', async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const member = await asAccount(api, 'collaborateur@cuvee.demo');
    const map = (seeAllOrder: boolean) =>
      owner.call('PUT', `/v1/collaborators/${member.userId}`, {
        authorizations: { seeAllOrder, createOrder: true, seeAllClient: true, manageDelivery: true },
      });
    await map(false);
    try {
      const collaborator = await signedIn('collaborateur@cuvee.demo');
      await collaborator.goto('/dashboard/orders');
      await collaborator.locator('[data-empty-list]').or(collaborator.locator('tbody tr').first()).waitFor();
      const theirs = (await member.call('GET', '/v1/orders?range=[0,99]')) as unknown as unknown[];
      const all = (await owner.call('GET', '/v1/orders?range=[0,99]')) as unknown as unknown[];
      expect(await collaborator.locator('tbody tr').count()).toBe(theirs.length);
      expect(theirs.length).toBeLessThan(all.length);
      await collaborator.context().close();
    } finally {
      await map(true);
    }
  });
});

describe.each(['mobile', 'desktop'] as const)('the list at %s width', (width) => {
  test('shows the orders with their statuses and opens one', async () => {
    const owner = await signedIn('proprietaire@cuvee.demo', width);
    await owner.goto('/dashboard/orders');
    await owner.locator('[data-status^="order:"]').first().waitFor();
    const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (width === 'mobile') {
      expect(await owner.locator('tbody tr').count()).toBe(0);
      await keepScreenshot(owner, 'orders-list-mobile');
      await owner
        .getByText(/CMD-\d{4}-\d{5}/)
        .first()
        .click();
      await owner.waitForURL(/\/dashboard\/orders\/\d+$/);
      await owner.locator('[data-order-lines]').waitFor();
      await keepScreenshot(owner, 'order-detail-mobile');
      await owner.goto('/dashboard/orders/add');
      await chooseClient(owner);
      await owner.getByLabel('Ajouter un article').fill('Chinon');
      await owner
        .getByRole('option', { name: /Chinon Les Demoiselles/ })
        .first()
        .click();
      await owner.locator('[data-price-summary] [data-total-ttc]').waitFor();
      await keepScreenshot(owner, 'order-new-mobile');
    } else {
      expect(await owner.locator('[data-orders-grid] tbody tr, tbody tr').count()).toBeGreaterThan(0);
    }
    await owner.context().close();
  });
});
