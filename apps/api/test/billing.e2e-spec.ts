import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { mailsTo, TestApi } from '@cuvee/testing';
import { pdfPages, pdfText } from '@cuvee/testing/pdf-reader';
import { createApp } from '../src/bootstrap.js';
import {
  catalogueLine,
  del,
  downloadPdf,
  euros,
  get,
  post,
  proClient,
  put,
  rendered,
  subjectOf,
  type Document,
} from './billing-support.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Sales documents end to end, on SQLite, and on MariaDB + Redis with DB_URL/REDIS_URL:
 * quote (versions, sending, acceptance: it becomes an order) → deposit invoice on the order → the
 * order placed and validated → final invoice of the order deducting the deposit → partial payment →
 * credit note with goods back to stock → over-payment to client credit → that credit spent on the
 * next invoice; PDFs rendered by the job, mailed, downloaded and read back; immutability and the bad
 * inputs (clear French messages, nothing changed). The same path with the credit spent
 * at the shop's checkout is orders-invoicing.e2e-spec.ts.
 */

let api: TestApi;
let as: DemoSessions['as'];
let owner: Record<string, string>;
let clientId: number;
let clientEmail: string;
const pngDir = mkdtempSync(join(tmpdir(), 'cuvee-billing-png-'));

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  owner = as('proprietaire');
  clientEmail = 'cave.centre@exemple.fr';
  clientId = await proClient(owner, 'Cave du Centre', clientEmail);
});
afterAll(() => api.stop());

const doc = async (path: string, id: number): Promise<Document> =>
  (await get(`${path}/${id}`, owner).expectStatus(200)).json;

describe('the demo documents', () => {
  test('the demo shop has a sent quote, an issued invoice half paid, a draft, and they pass the integrity check', async () => {
    const quotes = (await get('/v1/quotes', owner).expectStatus(200)).json as Document[];
    expect(quotes.some((q) => q.status === 'generated' && q.number)).toBe(true);
    const invoices = (await get('/v1/invoices', owner).expectStatus(200)).json as Document[];
    expect(invoices.some((i) => i.status === 'incomplete' && i.paid > 0)).toBe(true);
    expect(invoices.some((i) => i.status === 'pending' && i.number === null)).toBe(true);
    const report = (await get('/v1/billing-integrity', owner).expectStatus(200)).json;
    expect(report).toMatchObject({ ok: true, tampered: [], gaps: [] });
    expect(report.checked).toBeGreaterThanOrEqual(2);
  });
});

describe('quote → deposit → invoice → partial payment → credit note → client credit spent', () => {
  let quote: Document;
  let accepted: Document;
  let deposit: Document;
  let invoice: Document;
  let orderId: number;

  test('a quote is drafted from the catalogue and a free line, sent (numbered, PDF mailed), then versioned when edited', async () => {
    const wine = await catalogueLine(owner, 0);
    quote = (
      await post('/v1/quotes', owner, {
        clientId,
        lines: [
          { productId: wine.productId, formatId: wine.formatId, quantity: 24, discountPercent: 5 },
          { kind: 'shipping', label: 'Livraison Tours', quantity: 1, unitPriceHt: 1500 },
        ],
      }).expectStatus(201)
    ).json;
    expect(quote).toMatchObject({
      kind: 'quote',
      status: 'pending',
      number: null,
      version: 1,
      rootId: quote.id,
    });
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0]!.label).toContain(wine.name);
    expect(quote.totalHt + quote.totalVat + (quote as unknown as { totalDuties: number }).totalDuties).toBe(
      quote.totalTtc,
    );

    const sent = (await post(`/v1/quotes/${quote.id}/send`, owner, {}).expectStatus(202)).json;
    expect(sent.number).toMatch(/^D\d{4}-\d{5}$/);
    await rendered(owner, quote.id, true);
    const mail = mailsTo(api.config.dataDir, clientEmail).at(-1)!;
    expect(subjectOf(mail.raw)).toBe(`Devis ${sent.number} — Domaine des Demoiselles`);
    expect(mail.decoded).toContain('Bonjour Marie Durand,');
    expect(mail.decoded).toContain(`devis n° ${sent.number}`);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=.?D\d{4}-\d{5}\.pdf/);

    const v2 = (
      await put(`/v1/quotes/${quote.id}`, owner, {
        lines: [
          { productId: wine.productId, formatId: wine.formatId, quantity: 36, discountPercent: 5 },
          { kind: 'shipping', label: 'Livraison Tours', quantity: 1, unitPriceHt: 1500 },
        ],
      }).expectStatus(200)
    ).json as Document;
    expect(v2).toMatchObject({ version: 2, rootId: quote.id, status: 'pending', number: null });
    expect(v2.id).not.toBe(quote.id);
    expect((await doc('/v1/quotes', quote.id)).superseded).toBe(true);
    const refused = await post(`/v1/quotes/${quote.id}/accept`, owner).expectStatus(409);
    expect(refused.json.message).toBe(
      'Une version plus récente de ce devis existe : seule la dernière version peut être acceptée ou refusée',
    );
    const second = (
      await post(`/v1/quotes/${v2.id}/send`, owner, { to: ['achats@cave-centre.fr'] }).expectStatus(202)
    ).json;
    expect(second.number).toBe(`${sent.number}-2`);
    accepted = (await post(`/v1/quotes/${v2.id}/accept`, owner).expectStatus(200)).json;
    expect(accepted).toMatchObject({ status: 'completed', orderId: expect.any(Number) });
    orderId = accepted.orderId!;
    // The accepted quote became an order, at the quote's prices, waiting to be placed.
    const order = (await get(`/v1/orders/${orderId}`, owner).expectStatus(200)).json;
    expect(order).toMatchObject({
      status: 'draft',
      subType: 'quote',
      quoteId: v2.id,
      clientId,
      totalTTC: accepted.totalTtc,
      paymentMethod: 'bill',
    });
  });

  test('a 30 % deposit invoice on the order carries VAT at the sale rates', async () => {
    const viaQuote = await post('/v1/deposit-invoices', owner, {
      source: { kind: 'quote', ids: [accepted.id] },
      percent: 30,
    }).expectStatus(400);
    expect(viaQuote.json.message).toBe(
      "Ce devis est devenu une commande : c'est la commande qui se facture (acomptes et facture)",
    );
    const draft = (
      await post('/v1/deposit-invoices', owner, {
        source: { kind: 'orders', ids: [orderId] },
        percent: 30,
      }).expectStatus(201)
    ).json as Document;
    expect(draft.lines[0]!.label).toContain('Acompte de 30 %');
    expect(Math.abs(draft.totalTtc - Math.round(accepted.totalTtc * 0.3))).toBeLessThanOrEqual(1);
    deposit = (await post(`/v1/deposit-invoices/${draft.id}/issue`, owner).expectStatus(200)).json;
    expect(deposit.number).toMatch(/^AC\d{4}-\d{5}$/);
    expect(deposit.hash).toMatch(/^[0-9a-f]{64}$/);
    const tooMuch = await post('/v1/deposit-invoices', owner, {
      source: { kind: 'orders', ids: [orderId] },
      amount: accepted.totalTtc,
    }).expectStatus(400);
    expect(tooMuch.json.message).toMatch(
      /^L'acompte doit être supérieur à 0 et au plus égal au reste à facturer \(/,
    );
  });

  test('the order, placed and validated, is invoiced with the quote lines, deducting the deposit; once only', async () => {
    const early = await post('/v1/invoices', owner, {
      source: { kind: 'orders', ids: [orderId] },
    }).expectStatus(400);
    expect(early.json.message).toMatch(
      /^La commande CMD-\d{4}-\d{5} n'est pas validée \(statut "Brouillon"\)/,
    );
    await put(`/v1/orders/${orderId}/place`, owner).expectStatus(200);
    await put(`/v1/orders/${orderId}/validate`, owner).expectStatus(200);
    const draft = (
      await post('/v1/invoices', owner, { source: { kind: 'orders', ids: [orderId] } }).expectStatus(201)
    ).json as Document;
    expect(draft.lines.map((line) => line.label)).toEqual(
      (await doc('/v1/quotes', accepted.id)).lines.map((line) => line.label),
    );
    expect(draft.totalTtc).toBe(accepted.totalTtc);
    expect(draft.deductions).toEqual([
      expect.objectContaining({ documentId: deposit.id, number: deposit.number, ttc: deposit.totalTtc }),
    ]);
    expect(draft.netToPay).toBe(draft.totalTtc - deposit.totalTtc);
    const twin = (
      await post('/v1/invoices', owner, { source: { kind: 'orders', ids: [orderId] } }).expectStatus(201)
    ).json as Document;

    invoice = (await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(200)).json;
    expect(invoice).toMatchObject({ status: 'generated', outstanding: draft.netToPay });
    expect(invoice.number).toMatch(/^F\d{4}-\d{5}$/);
    expect((await doc('/v1/deposit-invoices', deposit.id)).deductedOnId).toBe(invoice.id);
    const order = (await get(`/v1/orders/${orderId}`, owner).expectStatus(200)).json;
    expect(order).toMatchObject({ status: 'invoiced', invoiceId: invoice.id, invoiceNumber: invoice.number });

    const again = await post(`/v1/invoices/${twin.id}/issue`, owner).expectStatus(409);
    expect(again.json.message).toBe(
      `La commande ${order.number} est déjà facturée (facture ${invoice.number})`,
    );
    expect((await doc('/v1/invoices', twin.id)).number).toBeNull();
    await del(`/v1/invoices/${twin.id}`, owner).expectStatus(200);
  });

  test('an issued invoice cannot be edited nor deleted: 409 in French (English on request), nothing changed', async () => {
    const before = await doc('/v1/invoices', invoice.id);
    const edit = await put(`/v1/invoices/${invoice.id}`, owner, { notes: 'Modifiée' }).expectStatus(409);
    expect(edit.json.message).toBe(
      `Ce document est émis sous le numéro ${invoice.number} : il ne peut plus être modifié ni supprimé. Corrigez-le par une facture d'avoir.`,
    );
    const remove = await del(`/v1/invoices/${invoice.id}`, {
      ...owner,
      'Accept-Language': 'en',
    }).expectStatus(409);
    expect(remove.json.message).toBe(
      `This document was issued as number ${invoice.number}: it can no longer be edited or deleted. Correct it with a credit note.`,
    );
    await post(`/v1/invoices/${invoice.id}/issue`, owner).expectStatus(409);
    expect(await doc('/v1/invoices', invoice.id)).toEqual(before);
  });

  test('payments: the deposit in full by transfer, the invoice in part by cheque', async () => {
    const transfer = (
      await post('/v1/payments', owner, {
        clientId,
        type: 'transfer',
        amount: deposit.totalTtc,
        reference: 'VIR 0001',
        allocations: [{ documentId: deposit.id, amount: deposit.totalTtc }],
      }).expectStatus(201)
    ).json;
    expect(transfer.overpayment).toBe(0);
    expect(await doc('/v1/deposit-invoices', deposit.id)).toMatchObject({
      status: 'completed',
      outstanding: 0,
    });

    const cheque = (
      await post('/v1/payments', owner, {
        clientId,
        type: 'check',
        amount: 10_000,
        reference: 'CHQ 1234567',
        allocations: [{ documentId: invoice.id, amount: 10_000 }],
      }).expectStatus(201)
    ).json;
    expect(cheque.allocations).toEqual([{ documentId: invoice.id, number: invoice.number, amount: 10_000 }]);
    invoice = await doc('/v1/invoices', invoice.id);
    expect(invoice).toMatchObject({ status: 'incomplete', paid: 10_000 });
    expect(invoice.outstanding).toBe(invoice.netToPay - 10_000);

    const above = await post('/v1/payments', owner, {
      clientId,
      type: 'check',
      amount: invoice.outstanding + 100,
      allocations: [{ documentId: invoice.id, amount: invoice.outstanding + 100 }],
    }).expectStatus(400);
    expect(above.json.message).toBe(
      `Le montant affecté à la facture ${invoice.number} dépasse son reste à payer (${formatMoney(invoice.outstanding, 'fr')})`,
    );

    const batch = (
      await post('/v1/bank-deposits', owner, { paymentIds: [cheque.id], reference: 'REM-001' }).expectStatus(
        201,
      )
    ).json;
    expect(batch).toMatchObject({
      count: 1,
      total: 10_000,
      bankAccount: 'FR76 3000 6000 0112 3456 7890 189',
    });
    const twice = await post('/v1/bank-deposits', owner, { paymentIds: [cheque.id] }).expectStatus(400);
    expect(twice.json.message).toBe('Une remise en banque ne contient que des chèques pas encore remis');
    await del(`/v1/payments/${cheque.id}`, owner).expectStatus(409);
  });

  test('a credit note gives 6 bottles back to the cellar; above what is left it is refused', async () => {
    const warehouses = (await get('/v1/warehouses', owner).expectStatus(200)).json as {
      id: number;
      isDefault: boolean;
    }[];
    const cellar = warehouses.find((w) => w.isDefault)!;
    const wineLine = invoice.lines.find((line) => line.kind === 'product')!;
    const levelOf = async () => {
      const levels = (
        await get('/v1/stock-levels', owner, {
          filter: JSON.stringify({ warehouseId: cellar.id, productId: wineLine.productId }),
        }).expectStatus(200)
      ).json as { onHand: number; formatId: number }[];
      return levels.reduce((sum, level) => sum + level.onHand, 0);
    };
    const stockBefore = await levelOf();

    const tooMuch = await post('/v1/credit-notes', owner, {
      invoiceId: invoice.id,
      mode: 'amount',
      amount: invoice.totalTtc + 1,
    }).expectStatus(400);
    expect(tooMuch.json.message).toMatch(
      new RegExp(
        `^Le montant de l'avoir \\(.+\\) dépasse le reste à créditer de la facture ${invoice.number} \\(.+\\)$`,
      ),
    );
    const tooMany = await post('/v1/credit-notes', owner, {
      invoiceId: invoice.id,
      mode: 'lines',
      lines: [{ position: wineLine.position, quantity: wineLine.quantity + 1 }],
    }).expectStatus(400);
    expect(tooMany.json.message).toBe(
      'La quantité à créditer doit être comprise entre 1 et la quantité restant à créditer sur la ligne',
    );

    const draft = (
      await post('/v1/credit-notes', owner, {
        invoiceId: invoice.id,
        mode: 'lines',
        lines: [{ position: wineLine.position, quantity: 6 }],
        returnWarehouseId: cellar.id,
      }).expectStatus(201)
    ).json as Document;
    expect(draft.totalTtc).toBe((wineLine.ttc / wineLine.quantity) * 6);
    const note = (await post(`/v1/credit-notes/${draft.id}/issue`, owner).expectStatus(200)).json as Document;
    expect(note).toMatchObject({ status: 'completed' });
    expect(note.number).toMatch(/^AV\d{4}-\d{5}$/);
    const after = await doc('/v1/invoices', invoice.id);
    expect(after.credited).toBe(note.totalTtc);
    expect(after.outstanding).toBe(invoice.outstanding - note.totalTtc);
    expect(await levelOf()).toBe(stockBefore + 6);
    invoice = after;
  });

  test('paying the rest and 20 € more leaves 20 € of client credit, spent on the next invoice', async () => {
    const payment = (
      await post('/v1/payments', owner, {
        clientId,
        type: 'transfer',
        amount: invoice.outstanding + 2000,
      }).expectStatus(201)
    ).json;
    expect(payment.overpayment).toBe(2000);
    expect(await doc('/v1/invoices', invoice.id)).toMatchObject({ status: 'completed', outstanding: 0 });
    const credit = (await get(`/v1/client-credits/${payment.creditId}`, owner).expectStatus(200)).json;
    expect(credit).toMatchObject({
      clientId,
      origin: 'overpayment',
      amount: 2000,
      remaining: 2000,
      status: 'full',
    });

    const wine = await catalogueLine(owner, 1);
    const next = (
      await post('/v1/invoices', owner, {
        clientId,
        lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 6 }],
      }).expectStatus(201)
    ).json as Document;
    const issued = (await post(`/v1/invoices/${next.id}/issue`, owner).expectStatus(200)).json as Document;
    const short = await post('/v1/payments', owner, {
      clientId,
      type: 'credit',
      amount: 2500,
      allocations: [{ documentId: issued.id, amount: 2500 }],
    }).expectStatus(400);
    expect(short.json.message).toMatch(/^Crédit client insuffisant : 20,00.€ disponible\(s\)$/);
    await post('/v1/payments', owner, {
      clientId,
      type: 'credit',
      amount: 2000,
      allocations: [{ documentId: issued.id, amount: 2000 }],
    }).expectStatus(201);
    expect((await get(`/v1/client-credits/${payment.creditId}`, owner).expectStatus(200)).json).toMatchObject(
      {
        remaining: 0,
        status: 'empty',
      },
    );
    expect(await doc('/v1/invoices', issued.id)).toMatchObject({ status: 'incomplete', paid: 2000 });

    const outstanding = (
      await get('/v1/payments/outstandings', owner, { filter: JSON.stringify({ clientId }) }).expectStatus(
        200,
      )
    ).json;
    expect(outstanding).toEqual([
      expect.objectContaining({
        clientId,
        due: issued.netToPay - 2000,
        overdue: 0,
        credit: 0,
        clientName: 'Cave du Centre',
      }),
    ]);
    const all = (
      await get('/v1/billing-documents', owner, {
        filter: JSON.stringify({ clientId }),
        range: '[0,99]',
      }).expectStatus(200)
    ).json as Document[];
    expect(new Set(all.map((d) => d.kind))).toEqual(new Set(['quote', 'deposit', 'invoice', 'creditNote']));
  });

  test('the invoice PDF reads like a French invoice: every mandatory mention, deposits, totals; and its delivery note', async () => {
    await post(`/v1/billing-documents/${invoice.id}/pdf`, owner, {}).expectStatus(202);
    await rendered(owner, invoice.id);
    const pdf = await downloadPdf(api, owner, invoice.id);
    const text = await pdfText(pdf);
    for (const mention of [
      'FACTURE',
      invoice.number!,
      'SCEA Domaine des Demoiselles',
      'SCEA au capital de 7 500,00 €',
      'SIRET 82345671000016',
      'RCS Tours 823 456 710',
      'N° TVA intracommunautaire FR',
      '12 route des Caves',
      'Cave du Centre',
      '1 rue Nationale',
      'Échéance',
      'Désignation',
      'PU HT',
      'Remise',
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      `Acompte facturé n° ${deposit.number}`,
      'Net à payer',
      euros(invoice.netToPay),
      'Pénalités de retard : 10 % par an',
      'Indemnité forfaitaire pour frais de recouvrement',
      '40,00 €',
      'Pas d’escompte pour paiement anticipé',
      `Devis ${accepted.number}`,
    ])
      expect(text).toContain(mention);
    expect((await pdfPages(pdf, pngDir, 'invoice')).length).toBeGreaterThanOrEqual(1);

    await post(`/v1/billing-documents/${invoice.id}/pdf`, owner, { variant: 'deliveryNote' }).expectStatus(
      202,
    );
    await rendered(owner, invoice.id);
    const note = await pdfText(await downloadPdf(api, owner, invoice.id, 'deliveryNote'));
    expect(note).toContain('BON DE LIVRAISON');
    expect(note).toContain('Colis (12 bouteilles au plus par colis)');
    expect(note).not.toContain('Net à payer');
  });

  test('sending an issued invoice mails its PDF with the mail fields filled; a draft cannot be sent', async () => {
    const render = (await post(`/v1/billing-documents/${invoice.id}/send`, owner, {}).expectStatus(202)).json;
    expect(render.mailTo).toEqual([clientEmail]);
    await rendered(owner, invoice.id, true);
    const mail = mailsTo(api.config.dataDir, clientEmail).at(-1)!;
    expect(subjectOf(mail.raw)).toBe(`Facture ${invoice.number} — Domaine des Demoiselles`);
    expect(mail.decoded).toContain(`facture n° ${invoice.number}`);
    expect(mail.decoded).toContain("L'équipe du Domaine des Demoiselles");
    const draft = (
      await get('/v1/invoices', owner, { filter: JSON.stringify({ status: 'pending' }) }).expectStatus(200)
    ).json[0];
    const refused = await post(`/v1/billing-documents/${draft.id}/send`, owner, {}).expectStatus(409);
    expect(refused.json.message).toBe("Ce document n'a pas encore de numéro : émettez-le avant de l'envoyer");
  });

  test('ventilation: issued lines and payments wait with default accounts, then are bound', async () => {
    const pending = (
      await get('/v1/ventilations', owner, {
        filter: JSON.stringify({ clientId, bound: false }),
        range: '[0,99]',
      }).expectStatus(200)
    ).json as {
      id: number;
      target: string;
      revenueAccount: string;
      vatAccount: string | null;
      journal: string;
      reversed: boolean;
    }[];
    expect(pending.some((e) => e.target === 'line' && e.revenueAccount.startsWith('70'))).toBe(true);
    expect(pending.some((e) => e.target === 'line' && e.revenueAccount === '419100')).toBe(true);
    expect(pending.some((e) => e.target === 'line' && e.reversed)).toBe(true);
    expect(
      pending.some((e) => e.target === 'payment' && e.revenueAccount === '511200' && e.journal === 'bank'),
    ).toBe(true);
    const edited = (
      await put(`/v1/ventilations/${pending[0]!.id}`, owner, { revenueAccount: '701999' }).expectStatus(200)
    ).json;
    expect(edited).toMatchObject({ revenueAccount: '701999', bound: true });
    await put(`/v1/ventilations/${pending[1]!.id}`, owner, { revenueAccount: '7' }).expectStatus(400);
    const auto = (await post('/v1/ventilations/auto', owner, {}).expectStatus(200)).json;
    expect(auto.bound).toBeGreaterThanOrEqual(pending.length - 1);
    const left = await get('/v1/ventilations', owner, {
      filter: JSON.stringify({ bound: false }),
    }).expectStatus(200);
    expect(left.headers['content-range']).toBe('ventilations */0');
  });
});

describe('bad input: clear French messages, nothing changed', () => {
  test('a quote accepted after its validity is refused and stays sent', async () => {
    const wine = await catalogueLine(owner, 0);
    const quote = (
      await post('/v1/quotes', owner, {
        clientId,
        validUntil: '2020-01-31',
        lines: [{ productId: wine.productId, formatId: wine.formatId, quantity: 6 }],
      }).expectStatus(201)
    ).json as Document;
    await post(`/v1/quotes/${quote.id}/send`, owner, {}).expectStatus(202);
    const late = await post(`/v1/quotes/${quote.id}/accept`, owner).expectStatus(409);
    expect(late.json.message).toBe(
      'Ce devis a expiré : il ne peut plus être accepté. Établissez-en une nouvelle version.',
    );
    expect((await doc('/v1/quotes', quote.id)).status).toBe('generated');
    await post(`/v1/quotes/${quote.id}/refuse`, owner).expectStatus(200);
    const final = await put(`/v1/quotes/${quote.id}`, owner, { notes: 'x' }).expectStatus(409);
    expect(final.json.message).toBe('Ce devis ne peut plus être modifié (statut "Rejeté")');
  });

  test("a payment on another shop's invoice answers 404 and records nothing", async () => {
    const other = as('exemple');
    const theirClient = await proClient(other, 'Bar des Sports', 'bar@exemple.fr');
    const mine = (
      (
        await get('/v1/invoices', owner, { filter: JSON.stringify({ status: 'incomplete' }) }).expectStatus(
          200,
        )
      ).json as Document[]
    )[0]!;
    const before = await get('/v1/payments', other).expectStatus(200);
    await post('/v1/payments', other, {
      clientId: theirClient,
      type: 'transfer',
      amount: 100,
      allocations: [{ documentId: mine.id, amount: 100 }],
    }).expectStatus(404);
    await get(`/v1/invoices/${mine.id}`, other).expectStatus(404);
    await put(`/v1/invoices/${mine.id}`, other, {}).expectStatus(404);
    await post(`/v1/credit-notes`, other, { invoiceId: mine.id, mode: 'full' }).expectStatus(404);
    expect((await get('/v1/payments', other).expectStatus(200)).headers['content-range']).toBe(
      before.headers['content-range'],
    );
    expect(await doc('/v1/invoices', mine.id)).toMatchObject({ paid: mine.paid });
  });

  test('an invoice is not issued without the mandatory mentions; bad lines name their position', async () => {
    const bare = (
      await post('/v1/clients', owner, {
        isPro: true,
        businessName: 'Sans Adresse',
        allowDuplicate: true,
      }).expectStatus(201)
    ).json.id as number;
    const draft = (
      await post('/v1/invoices', owner, {
        clientId: bare,
        lines: [{ label: 'Dégustation', quantity: 2, unitPriceHt: 2500 }],
      }).expectStatus(201)
    ).json as Document;
    const refused = await post(`/v1/invoices/${draft.id}/issue`, owner).expectStatus(400);
    expect(refused.json.message).toBe(
      "Mentions obligatoires manquantes : adresse de facturation de l'acheteur",
    );
    expect((await doc('/v1/invoices', draft.id)).number).toBeNull();
    const bad = await post('/v1/invoices', owner, {
      clientId,
      lines: [
        { label: 'Carton', quantity: 1, unitPriceHt: 100 },
        { label: '  ', quantity: 1, unitPriceHt: 100 },
      ],
    }).expectStatus(400);
    expect(bad.json.message).toBe('Ligne 2 : le libellé ne peut pas être vide');
    const unknownSource = await post('/v1/invoices', owner, {
      source: { kind: 'subscriptions', ids: [1] },
    }).expectStatus(400);
    expect(unknownSource.json.message).toBe(
      'La facturation à partir de "subscriptions" n\'est pas encore disponible dans cette installation',
    );
  });

  test('settings: numbering prefixes and accounts are checked; lists refuse unknown filters', async () => {
    const prefix = await put('/v1/billing-settings', owner, {
      series: { invoice: { prefix: 'fa 1' } },
    }).expectStatus(400);
    expect(prefix.json.message).toEqual([
      'Le préfixe de numérotation ne peut contenir que des majuscules, des chiffres, - et _ (10 caractères au plus)',
    ]);
    const account = await put('/v1/accounting-settings', owner, {
      vatAccounts: { '2000': 'x' },
    }).expectStatus(400);
    expect(account.json.message).toBe('Le compte "x" n\'est pas un numéro de compte valide');
    const saved = (
      await put('/v1/billing-settings', owner, {
        penaltyRate: 12.5,
        rcs: 'RCS Tours 732 829 320',
      }).expectStatus(200)
    ).json;
    expect(saved).toMatchObject({ penaltyRate: 12.5, rcs: 'RCS Tours 732 829 320', capital: 750_000 });
    await get('/v1/invoices', owner, { filter: '{"nope":1}' }).expectStatus(400);
    const page = await get('/v1/invoices', owner, {
      range: '[0,0]',
      sort: '["totalTtc","DESC"]',
    }).expectStatus(200);
    expect(page.headers['content-range']).toMatch(/^invoices 0-0\/\d+$/);
  });

  test('overdue invoices are reminded in French from the template', async () => {
    // Time travel: an issued invoice's due day moved into the past (this breaks its hash on purpose;
    // the integrity test lives in billing-numbering, on its own database).
    const open = (
      (
        await get('/v1/invoices', owner, {
          filter: JSON.stringify({ clientId, status: 'incomplete' }),
        }).expectStatus(200)
      ).json as Document[]
    )[0]!;
    await api
      .get(Database)
      .dataSource.query('UPDATE billing_documents SET dueDate = ? WHERE id = ?', ['2026-01-05', open.id]);
    const reminder = (await post(`/v1/payments/outstandings/${clientId}/remind`, owner, {}).expectStatus(200))
      .json;
    expect(reminder).toMatchObject({ to: [clientEmail], invoices: [open.number], amount: open.outstanding });
    // The client's other mails (a quote sent by an earlier test, its job's mail perhaps written later).
    const subject = 'Relance : factures en attente de règlement — Domaine des Demoiselles';
    const mail = mailsTo(api.config.dataDir, clientEmail).find((one) => subjectOf(one.raw) === subject)!;
    expect(mail).toBeDefined();
    expect(mail.decoded).toContain(`Facture ${open.number} du `);
    expect(mail.decoded).toContain('échue le 05/01/2026');
    const row = (
      await get('/v1/payments/outstandings', owner, { filter: JSON.stringify({ clientId }) }).expectStatus(
        200,
      )
    ).json[0];
    expect(row.overdue).toBe(open.outstanding);
    const none = await post(
      `/v1/payments/outstandings/${await proClient(owner, 'Sans Dette', 'sans.dette@exemple.fr')}/remind`,
      owner,
      {},
    ).expectStatus(400);
    expect(none.json.message).toBe("Ce client n'a aucune facture en retard de paiement");
  });
});
