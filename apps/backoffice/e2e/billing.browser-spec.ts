import { addDays, formatMoney, parisDateOf } from '@cuvee/kernel';
import { mailsTo, waitFor, type TestApi } from '@cuvee/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { asAccount, startApi } from './support/api.js';
import { backdateInvoice } from './support/billing.js';
import { keepScreenshot, launchChromium, newContext, signIn, type Width } from './support/browser.js';
import { serveBackoffice } from './support/server.js';

/*
 * The sales documents and payments screens, driven as the demo owner: the billing settings
 * and the integrity check; a quote drafted with a catalogue line and a free line (priced by the API),
 * sent through the mail selector (its validation messages, the mail read from the outbox), accepted
 * (the order it became placed, validated and invoiced), issued (its number shown, no edit nor delete,
 * the API refusing an edit); a partial
 * payment, a credit note by lines with goods back to stock; the client page's documents and
 * outstanding; the ventilation; overdue invoices and a reminder. Then a collaborator without billOrder
 * nor seeAllPayment, and the lists at mobile width. Needs the back-office build.
 */

let api: TestApi;
let web: Awaited<ReturnType<typeof serveBackoffice>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Uncaught errors of the owner's page: there must be none. */
const pageErrors: string[] = [];

const CLIENT_EMAIL = 'achats@caves-de-bacchus.demo';
/** What the flow creates, for the later steps. */
const made = { quoteNumber: '', invoiceId: 0, invoiceNumber: '', clientId: 0, orderPath: '' };

/** French money as the screens write it, with plain spaces (the browser's text keeps U+202F/U+00A0). */
const euros = (cents: number) => formatMoney(cents, 'fr').replace(/[\u00a0\u202f]/g, ' ');
const text = async (locator: ReturnType<Page['locator']>) =>
  (await locator.innerText()).replace(/[\u00a0\u202f]/g, ' ');

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

const dialog = () => page.getByRole('dialog');
/** Confirms the global popup ("Valider", or the label it was given). */
async function confirmPopup(label = 'Valider'): Promise<void> {
  await dialog().getByRole('button', { name: label }).click();
  await dialog().waitFor({ state: 'detached' });
}
const action = (name: string) => page.locator(`[data-actions] [data-action="${name}"]`);
const status = () => page.locator('h1 ~ [data-status]').first();

describe('settings', () => {
  test('the billing section opens with ?tab=0, its integrity check finds the demo documents sound', async () => {
    await page.goto('/dashboard/settings?tab=0');
    const section = page.locator('[data-settings-section="billing"]');
    await section.getByText('Numérotation').waitFor();
    expect(await section.locator('[data-series="invoice"] input').first().inputValue()).toBe('F');
    await page.getByRole('button', { name: "Vérifier l'intégrité" }).click();
    await page
      .locator('[data-integrity="ok"]')
      .getByText(/vérifié\(s\) : aucune anomalie/)
      .waitFor();
    await keepScreenshot(page, 'billing-settings');
  });

  test('the accounting section opens with ?tab=2 and shows the default accounts', async () => {
    await page.goto('/dashboard/settings?tab=2');
    const sales = page.locator('[data-settings-section="accounting"] input[data-account="salesAccount"]');
    await sales.waitFor();
    expect(await sales.inputValue()).toBe('707000');
  });
  test('the documents section: a colour of their own, mentions and terms, sketched as they are typed, kept once saved', async () => {
    await page.goto('/dashboard/settings?link=documents');
    const section = page.locator('[data-settings-section="documents"]');
    const sketch = section.locator('[data-document-sketch]');
    await section.getByText('Apparence').waitFor();
    await section.getByLabel('Couleur de la boutique').uncheck();
    await section.locator('input[data-field="colour"]').fill('#7b1e3a');
    await section.locator('textarea[data-field="mentions"]').fill('Entrepositaire agréé FR012345E6789');
    await section
      .locator('textarea[data-field="termsOfSale"]')
      .fill('Article 1 — Les prix s’entendent départ cave.');
    await section.locator('[data-terms-on="invoice"] input').check();
    expect(await sketch.locator('[data-sketch-band]').getAttribute('data-sketch-band')).toBe('#7b1e3a');
    await sketch.locator('[data-sketch-mentions]').getByText('Entrepositaire agréé FR012345E6789').waitFor();
    await sketch.locator('[data-sketch-terms]').waitFor();
    await keepScreenshot(page, 'billing-documents-settings');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Modifications enregistrées').first().waitFor();
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    try {
      expect((await owner.call('GET', '/v1/billing-settings')).documents).toEqual({
        colour: '#7b1e3a',
        logo: 'shop',
        mentions: 'Entrepositaire agréé FR012345E6789',
        termsOfSale: 'Article 1 — Les prix s’entendent départ cave.',
        termsOn: { quote: true, invoice: true },
      });
      await page.reload();
      expect(await section.locator('textarea[data-field="mentions"]').inputValue()).toBe(
        'Entrepositaire agréé FR012345E6789',
      );
      expect(await section.locator('[data-terms-on="invoice"] input').isChecked()).toBe(true);
    } finally {
      // The documents of the later tests print as the demo shop's always did.
      await owner.call('PUT', '/v1/billing-settings', {
        documents: {
          colour: null,
          mentions: null,
          termsOfSale: null,
          termsOn: { quote: true, invoice: false },
        },
      });
    }
  });
});

describe('a quote, sent, accepted and invoiced; a payment and a credit note', () => {
  test('a quote is drafted with a catalogue line and a free line, priced by the API', async () => {
    await page.goto('/dashboard/orders/quotes');
    await page.locator('[data-create="quote"]').click();
    await page.waitForURL(/\/dashboard\/orders\/quotes\?new/);
    // The form's own check before the API: no client.
    await page.locator('[data-save]').click();
    await page.getByText('Ce champ ne peut pas être vide').first().waitFor();

    await page.getByRole('combobox', { name: /^Client/ }).fill('Bacchus');
    await page.getByRole('option', { name: /Les Caves de Bacchus/ }).click();
    await page.getByRole('combobox', { name: 'Article', exact: true }).fill('Chinon');
    await page.getByRole('option').first().click();
    await page.getByLabel('Qté').first().fill('12');
    await page.getByRole('button', { name: 'Ajouter une ligne libre' }).click();
    const free = page.locator('[data-line="service"]');
    await free.getByLabel('Libellé').fill('Livraison Tours');
    await free.getByLabel('Prix unitaire HT (€)').fill('15');
    await keepScreenshot(page, 'billing-quote-edit');
    await page.locator('[data-save]').click();
    await page.waitForURL(/\/dashboard\/orders\/quotes\?id=\d+$/);
    await page.getByText('Brouillon enregistré').waitFor();
    const lines = page.locator('[data-lines] tbody tr');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    expect(await text(lines.nth(1))).toContain('Livraison Tours');
    expect(await text(lines.nth(1))).toContain('15,00 €');
    expect(await status().getAttribute('data-status')).toBe('pending');
  });

  test('sending asks for valid recipients (kernel messages), numbers the quote and mails its PDF', async () => {
    await action('send').click();
    const recipients = dialog().getByLabel('Destinataires');
    await dialog().locator('[data-emails]').getByText(CLIENT_EMAIL).waitFor();
    // Without any address, "Envoyer" stays disabled and the selector says why.
    await dialog().locator('[data-emails] .MuiChip-deleteIcon').click();
    await dialog().getByText('Veuillez renseigner au moins une adresse mail.').waitFor();
    expect(await dialog().getByRole('button', { name: 'Envoyer par e-mail' }).isDisabled()).toBe(true);
    await recipients.fill('pas-un-mail');
    await recipients.press('Enter');
    await dialog().getByText('L\'adresse "pas-un-mail" est invalide.').waitFor();
    await recipients.fill(CLIENT_EMAIL);
    await recipients.press('Enter');
    await confirmPopup('Envoyer par e-mail');
    await page.getByText(`Envoi en cours à ${CLIENT_EMAIL}`).waitFor();
    await page.locator('h1 ~ [data-status="generated"]').waitFor();
    made.quoteNumber = (await page.locator('h1').innerText()).replace(/^Devis\s*/, '').trim();
    expect(made.quoteNumber).toMatch(/^D\d{4}-\d{5}$/);
    const mail = await waitFor(
      async () => mailsTo(api.config.dataDir, CLIENT_EMAIL).find((m) => m.decoded.includes(made.quoteNumber)),
      30_000,
    );
    expect(mail.decoded).toContain('application/pdf');
  });

  test('the client accepts the quote: it becomes an order, placed, validated, given a deposit, invoiced', async () => {
    await action('accept').click();
    await confirmPopup();
    await page.getByText('Devis accepté').waitFor();
    await page.locator('h1 ~ [data-status="completed"]').waitFor();
    // Its goods are invoiced through the order it became, never a second time from the quote.
    expect(await action('invoiceQuote').count()).toBe(0);
    // Its next step is offered: the order it became (its link on the side leads there too).
    await page.locator('a[data-order]').waitFor();
    await action('openOrder').click();
    await page.waitForURL(/\/dashboard\/orders\/\d+$/);
    await page.locator('[data-order-quote]').waitFor();
    await page.locator('[data-status="order:draft"]').waitFor();
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await page.locator('[data-status="order:pending"]').waitFor();
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    await page.locator('[data-status="order:validated"]').waitFor();
    await keepScreenshot(page, 'order-from-quote-desktop');
    // A deposit asked on the order: the form opens on it, 30 % of its total by default.
    const order = page.url();
    made.orderPath = new URL(order).pathname;
    await page.getByRole('link', { name: 'Demander un acompte' }).click();
    await page.waitForURL(/\/dashboard\/orders\/deposits\?new&orderId=\d+$/);
    await page.locator('[data-deposit-order] input').and(page.locator('[value^="CMD-"]')).waitFor();
    await page.locator('[data-save]').click();
    await page.waitForURL(/\/dashboard\/orders\/deposits\?id=\d+$/);
    await page.locator('h1 ~ [data-status="pending"]').waitFor();
    await page.goto(order);
    await page.getByRole('button', { name: 'Facturer', exact: true }).click();
    await page.waitForURL(/\/dashboard\/orders\/bills\?id=\d+$/);
    await page.locator('h1 ~ [data-status="pending"]').waitFor();
    made.invoiceId = Number(new URL(page.url()).searchParams.get('id'));
    // The quote's own lines, at the prices the client signed.
    expect(await page.locator('[data-lines] tbody tr').count()).toBe(2);
  });

  test('issuing gives the invoice its number; issued, it offers a credit note and neither edit nor delete', async () => {
    await action('issue').click();
    await dialog()
      .getByText(/seule une facture d'avoir pourra le corriger/)
      .waitFor();
    await confirmPopup();
    const issued = page.getByText(/^Facture émise sous le numéro F\d{4}-\d{5}$/);
    await issued.waitFor();
    made.invoiceNumber = (await issued.innerText()).split(' ').at(-1)!;
    await page.getByRole('heading', { name: `Facture ${made.invoiceNumber}` }).waitFor();
    await action('creditNote').waitFor();
    expect(await action('edit').count()).toBe(0);
    expect(await action('delete').count()).toBe(0);
    expect(await action('issue').count()).toBe(0);
    // Every legal mention the PDF prints: the seller's identity and the payment terms.
    await page
      .locator('[data-seller]')
      .getByText(/SIRET 82345671000016 — SIREN 823456710/)
      .waitFor();
    await page
      .locator('[data-mentions]')
      .getByText(/Pénalités de retard : 10 % par an/)
      .waitFor();
    await page
      .locator('[data-mentions]')
      .getByText(/Indemnité forfaitaire pour frais de recouvrement/)
      .waitFor();
    await page.locator('[data-panel="hash"]').waitFor();
    // The API refuses an edit anyway.
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    await expect(
      owner.call('PUT', `/v1/invoices/${made.invoiceId}`, { notes: 'changement' }),
    ).rejects.toThrow(/HTTP 409/);
    const invoice = await owner.call('GET', `/v1/invoices/${made.invoiceId}`);
    made.clientId = invoice.clientId as number;
  });

  test('the PDF is rendered by the job and downloaded', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), action('download').click()]);
    expect(download.suggestedFilename()).toContain(made.invoiceNumber);
  });

  test('a partial payment by transfer is recorded against the invoice', async () => {
    await action('pay').click();
    await page.waitForURL(/\/dashboard\/payments\?new/);
    const form = page.locator('[data-form="payment"]');
    await form.locator('[data-open-documents]').getByText(made.invoiceNumber).waitFor();
    await form.getByLabel('Montant (€)').fill('100');
    await form.getByLabel(`Affecté (€) ${made.invoiceNumber}`).fill('100');
    await form.getByLabel('Référence').fill('VIR BACCHUS 0042');
    await form.locator('[data-save]').click();
    await page.getByText('Règlement enregistré').waitFor();
    await page.getByRole('cell', { name: 'VIR BACCHUS 0042' }).waitFor();

    await page.goto(`/dashboard/orders/bills?id=${made.invoiceId}`);
    await page.locator('h1 ~ [data-status="incomplete"]').waitFor();
    const settlement = page.locator('[data-panel="settlement"]');
    await settlement
      .locator('[data-payments]')
      .getByText(/Virement · VIR BACCHUS 0042/)
      .waitFor();
    expect(await text(settlement)).toContain(euros(10_000));
    // The order says what its invoice's payments say.
    await page.goto(made.orderPath);
    await page.locator('[data-status="payment:partial"]').first().waitFor();
    await page.goto(`/dashboard/orders/bills?id=${made.invoiceId}`);
    await action('pay').waitFor();
  });

  test('a credit note gives one bottle back, to stock, and lowers what is owed', async () => {
    const before = await (
      await asAccount(api, 'proprietaire@cuvee.demo')
    ).call('GET', `/v1/invoices/${made.invoiceId}`);
    await action('creditNote').click();
    await page.waitForURL(/\/dashboard\/orders\/credits\?new&invoiceId=\d+/);
    await page
      .getByRole('heading', { name: `Facture d'avoir sur la facture ${made.invoiceNumber}` })
      .waitFor();
    await page.getByLabel('Par lignes').check();
    await page
      .getByLabel(/^Rendu — /)
      .first()
      .fill('1');
    await page.getByLabel('Les marchandises reviennent en stock').check();
    await page.locator('[data-save]').click();
    await page.waitForURL(/\/dashboard\/orders\/credits\?id=\d+$/);
    await action('issue').click();
    await confirmPopup();
    await page.getByText(/^Facture d'avoir émise sous le numéro AV\d{4}-\d{5}$/).waitFor();
    await page.locator('[data-panel="related"]').getByText(made.invoiceNumber).waitFor();
    const after = await (
      await asAccount(api, 'proprietaire@cuvee.demo')
    ).call('GET', `/v1/invoices/${made.invoiceId}`);
    expect(after.credited).toBeGreaterThan(0);
    expect(after.outstanding).toBe((before.outstanding as number) - (after.credited as number));
    await page.goto(`/dashboard/orders/bills?id=${made.invoiceId}`);
    await page.locator('[data-panel="settlement"] [data-credit-notes]').waitFor();
    await keepScreenshot(page, 'billing-invoice-desktop');
  });

  test('a deposit invoice of a free amount is drafted and issued in its own series', async () => {
    await page.goto('/dashboard/orders/deposits');
    await page.locator('[data-create="deposit"]').click();
    await page.getByLabel('Montant libre').check();
    await page.getByRole('combobox', { name: /^Client/ }).fill('Bacchus');
    await page.getByRole('option', { name: /Les Caves de Bacchus/ }).click();
    await page.getByLabel('Montant TTC (€)').fill('120');
    await page.locator('[data-save]').click();
    await page.waitForURL(/\/dashboard\/orders\/deposits\?id=\d+$/);
    await action('issue').click();
    await confirmPopup();
    await page.getByText(/^Facture d'acompte émise sous le numéro AC\d{4}-\d{5}$/).waitFor();
    expect(await text(page.locator('[data-net]'))).toContain(euros(12_000));
  });

  test("the client's page shows its documents and what it owes", async () => {
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const invoice = await owner.call('GET', `/v1/invoices/${made.invoiceId}`);
    const deposit = (
      (await owner.call(
        'GET',
        `/v1/deposit-invoices?filter=${encodeURIComponent(JSON.stringify({ clientId: made.clientId }))}`,
      )) as unknown as { outstanding: number }[]
    )[0]!;
    await page.goto(`/dashboard/clients/${made.clientId}`);
    const card = page.locator('[data-client-billing]');
    await card.getByText(`Facture ${made.invoiceNumber}`).waitFor();
    await card.getByText(`Devis ${made.quoteNumber}`).waitFor();
    await card
      .locator('[data-client-outstanding]')
      // Owed: what is left on the invoice and the deposit invoice.
      .getByText(euros((invoice.outstanding as number) + deposit.outstanding))
      .first()
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'billing-client');
  });

  test('the ventilation binds the pending entries to the default accounts', async () => {
    await page.goto('/dashboard/orders/ventilate');
    await page.getByText(`${made.invoiceNumber} — `).first().waitFor();
    await keepScreenshot(page, 'billing-ventilation');
    // One entry bound by hand to another revenue account.
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Livraison Tours' })
      .getByLabel('Modifier les comptes')
      .click();
    await dialog().getByLabel('Compte', { exact: true }).fill('708510');
    await dialog().getByRole('button', { name: 'Ventiler avec ces comptes' }).click();
    await page.getByText('Écriture ventilée').waitFor();
    await page.locator('tbody tr').filter({ hasText: 'Livraison Tours' }).waitFor({ state: 'detached' });
    await page.locator('[data-action="autoVentilate"]').click();
    await confirmPopup();
    await page.getByText(/^\d+ écriture\(s\) ventilée\(s\)$/).waitFor();
    await page.getByText('Aucune écriture à ventiler pour l’instant').waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('overdue invoices and the outstandings', () => {
  beforeAll(async () => {
    // Two invoices of other clients issued through the API, then dated back as time would (the issue
    // day is always today): 45 and 100 days ago, due 30 days after.
    const owner = await asAccount(api, 'proprietaire@cuvee.demo');
    const products = (await owner.call(
      'GET',
      `/v1/products?range=${encodeURIComponent('[0,20]')}`,
    )) as unknown as {
      productType: string;
      formats: { id: number; eq75: number }[];
      id: number;
    }[];
    const wine = products.find((p) => p.productType === 'bottle' && p.formats.some((f) => f.eq75 > 0))!;
    for (const [name, age, quantity] of [
      ['Hôtel Le Grand Large', 45, 36],
      ['Le Bistrot des Halles', 100, 24],
    ] as const) {
      const [client] = (await owner.call(
        'GET',
        `/v1/clients?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
      )) as unknown as { id: number }[];
      const draft = await owner.call('POST', '/v1/invoices', {
        clientId: client!.id,
        lines: [{ productId: wine.id, formatId: wine.formats[0]!.id, quantity }],
      });
      await owner.call('POST', `/v1/invoices/${draft.id as number}/issue`, {});
      await backdateInvoice(api, draft.id as number, addDays(parisDateOf(new Date()), -age), 30);
    }
  }, 60_000);

  test('the invoices list filters the overdue ones', async () => {
    await page.goto('/dashboard/orders/bills');
    await page.getByText(made.invoiceNumber).waitFor();
    await keepScreenshot(page, 'billing-invoices-desktop');
    await page.getByLabel('En retard').check();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    expect(await page.locator('[data-overdue]').count()).toBe(2);
  });

  test('the outstandings age what each client owes; a reminder is mailed from the template', async () => {
    await page.goto('/dashboard/payments/outstandings');
    const row = page.locator('tbody tr').filter({ hasText: 'Le Bistrot des Halles' });
    await row.waitFor();
    // Due 70 days ago: in the 61–90 days bucket, overdue.
    expect(await text(row)).toMatch(/€/);
    await page.locator('[data-summary]').waitFor();
    await keepScreenshot(page, 'billing-outstandings-desktop');
    await row.locator('[data-action="remind"]').click();
    await dialog()
      .getByText(/liste de ses factures échues/)
      .waitFor();
    await confirmPopup('Relancer');
    await page
      .getByText(/^Relance envoyée à reservation@bistrot-des-halles\.demo : 1 facture\(s\)/)
      .waitFor();
    await waitFor(async () => mailsTo(api.config.dataDir, 'reservation@bistrot-des-halles.demo')[0], 30_000);
  });

  test('a cheque paying more than owed leaves a customer credit, then goes to the bank in a deposit', async () => {
    await page.goto('/dashboard/payments');
    await page.getByRole('cell', { name: 'VIR F2026-00001' }).waitFor();
    await page.locator('[data-action="recordPayment"]').click();
    const form = page.locator('[data-form="payment"]');
    await form.getByRole('combobox', { name: /^Client/ }).fill('Grand Large');
    await page.getByRole('option', { name: /Grand Large/ }).click();
    await form.getByLabel('Mode de paiement').click();
    await page.getByRole('option', { name: 'Chèque' }).click();
    await form.getByLabel('Choisir les factures').check();
    const owed = form.locator('[data-open-documents] tbody tr');
    await owed.first().waitFor();
    const number = (await owed.first().locator('td').first().innerText()).trim();
    const outstanding = await (
      await asAccount(api, 'proprietaire@cuvee.demo')
    ).call('GET', `/v1/invoices?filter=${encodeURIComponent(JSON.stringify({ number }))}`);
    const left = (outstanding as unknown as { outstanding: number }[])[0]!.outstanding;
    await form.getByLabel(`Affecté (€) ${number}`).fill((left / 100).toFixed(2));
    await form.getByLabel('Montant (€)').fill(((left + 2000) / 100).toFixed(2));
    await form.getByLabel('Référence').fill('CHQ 1234567');
    // More than what it is allocated to: the surplus becomes a customer credit.
    await form
      .locator('[data-surplus]')
      .getByText(/Trop-perçu de 20,00/)
      .waitFor();
    await keepScreenshot(page, 'billing-payment-record');
    await form.locator('[data-save]').click();
    const recorded = page.getByText(/^Règlement enregistré ; .+ en note de crédit$/);
    await recorded.waitFor();
    expect(await text(recorded)).toContain(euros(2000));

    await page.locator('[data-action="bankDeposit"]').click();
    await dialog().getByText('CHQ 1234567').waitFor();
    await dialog().getByLabel('Référence').fill('REMISE 001');
    await dialog().getByRole('button', { name: 'Enregistrer la remise' }).click();
    await page.getByText(/^Remise enregistrée : 1 chèque\(s\)/).waitFor();
    await page.getByRole('cell', { name: 'REMISE 001' }).waitFor();
    await page.getByRole('cell', { name: 'Remis', exact: true }).waitFor();
    await page.goto('/dashboard/payments');
    await page.getByRole('cell', { name: 'REMISE 001' }).waitFor();
    await keepScreenshot(page, 'billing-payments-desktop');

    await page.goto('/dashboard/payments/credits');
    await page.locator('tbody [data-status="full"]').first().waitFor();
    await page.getByRole('cell', { name: 'Trop-perçu', exact: true }).waitFor();
    await keepScreenshot(page, 'billing-credits');
  });
});

describe('at mobile width', () => {
  const shoot = async (width: Width, name: string, path: string, ready: (p: Page) => Promise<void>) => {
    const other = await newContext(browser, web.url, width);
    const small = await other.newPage();
    await signIn(small, 'proprietaire@cuvee.demo');
    await small.waitForURL('**/dashboard');
    await small.goto(path);
    await ready(small);
    await keepScreenshot(small, name);
    await other.close();
  };

  test('the invoices list is a list of cards, without a table', async () => {
    const other = await newContext(browser, web.url, 'mobile');
    const small = await other.newPage();
    await signIn(small, 'proprietaire@cuvee.demo');
    await small.waitForURL('**/dashboard');
    await small.goto('/dashboard/orders/bills');
    await small.getByText(made.invoiceNumber).waitFor();
    expect(await small.locator('table').count()).toBe(0);
    await keepScreenshot(small, 'billing-invoices-mobile');
    await small.getByText(made.invoiceNumber).click();
    await small.waitForURL(/\?id=\d+$/);
    await small.locator('[data-document="invoice"]').waitFor();
    await keepScreenshot(small, 'billing-invoice-mobile');
    await other.close();
  });

  test('payments and outstandings at mobile width', async () => {
    await shoot('mobile', 'billing-payments-mobile', '/dashboard/payments', (p) =>
      p.getByText('Virement').first().waitFor(),
    );
    await shoot('mobile', 'billing-outstandings-mobile', '/dashboard/payments/outstandings', (p) =>
      p.getByText('Le Bistrot des Halles').first().waitFor(),
    );
  });
});

describe('a collaborator without billOrder nor seeAllPayment', () => {
  let other: BrowserContext;
  let collaborator: Page;
  beforeAll(async () => {
    other = await newContext(browser, web.url, 'desktop');
    collaborator = await other.newPage();
    await signIn(collaborator, 'collaborateur@cuvee.demo');
    await collaborator.waitForURL('**/dashboard');
  });
  afterAll(() => other?.close());

  test('does not see the payments pages, in the menu or by their address', async () => {
    await collaborator.locator('[data-menu-group="sales"]').click();
    await collaborator.locator('[data-menu-item="bills"]').waitFor();
    for (const key of ['payments', 'outstandings', 'paymentCredits', 'ventilate'])
      expect(await collaborator.locator(`[data-menu-item="${key}"]`).count()).toBe(0);
    for (const path of [
      '/dashboard/payments',
      '/dashboard/payments/outstandings',
      '/dashboard/orders/ventilate',
    ]) {
      await collaborator.goto(path);
      await collaborator.waitForURL((url) => url.pathname === '/dashboard');
    }
  });

  test('reads the invoices but is offered no invoicing action', async () => {
    await collaborator.goto('/dashboard/orders/bills');
    await collaborator.getByText(made.invoiceNumber).waitFor();
    expect(await collaborator.locator('[data-create="invoice"]').count()).toBe(0);
    await collaborator.goto(`/dashboard/orders/bills?id=${made.invoiceId}`);
    await collaborator.locator('[data-actions] [data-action="download"]').waitFor();
    for (const name of ['issue', 'creditNote', 'pay', 'edit', 'delete'])
      expect(await collaborator.locator(`[data-action="${name}"]`).count()).toBe(0);
    // Payments are not shown without seeAllPayment.
    expect(await collaborator.locator('[data-payments]').count()).toBe(0);
    // It may still write quotes (createQuote).
    await collaborator.goto('/dashboard/orders/quotes');
    await collaborator.locator('[data-create="quote"]').waitFor();
  });
});
