import fc from 'fast-check';
import { destinationOf, keysOf, SALES_DESTINATIONS, sumCents } from '@cuvee/kernel';
import { ageingBucketOf, ageingByClient, AGEING_BUCKETS } from '../ageing.js';
import {
  DEFAULT_ACCOUNTING_SETTINGS,
  DEFAULT_BILLING_SETTINGS,
  mergeSettings,
  type SalesAccountRule,
} from '../billing-settings.js';
import {
  creditableRemaining,
  creditedQuantities,
  creditNoteLines,
  CreditRequestError,
  settleCreditNote,
} from '../credit-notes.js';
import { billLines, documentTotals } from '../document-amounts.js';
import { checkDocumentTransition, INVOICE_TRANSITIONS, QUOTE_TRANSITIONS } from '../document-kinds.js';
import { legalHashOf, missingMentions, type LegalContent } from '../legal-content.js';
import { fillMailTemplate } from '../mail-fields.js';
import { formatDocumentNumber, missingCounters, periodOf, quoteVersionNumber } from '../numbering.js';
import {
  allocatePayment,
  AllocationError,
  creditStatusOf,
  InsufficientCreditError,
  settlementStatus,
  spendCredits,
} from '../settlement.js';
import {
  COUNTER_SALE,
  criteriaCount,
  lineAccounts,
  matchingRule,
  paymentAccounts,
  saleOfDocument,
  type SaleContext,
} from '../ventilation.js';
import { buyer, seller, wineLine } from './billing-fixtures.js';

describe('numbering', () => {
  const invoices = DEFAULT_BILLING_SETTINGS.series.invoice;

  test('a yearly series carries the fiscal year and restarts with it; a continuous one never does', () => {
    expect(periodOf('2026-03-14', invoices, {})).toBe('2026-01-01');
    expect(formatDocumentNumber(invoices, '2026-01-01', 42)).toBe('F2026-00042');
    // A fiscal year starting on 1 September: March 2026 belongs to the year that began in 2025.
    expect(periodOf('2026-03-14', invoices, { logStartMonth: 8, logStartDay: 1 })).toBe('2025-09-01');
    const continuous = { prefix: 'FA', resetEachFiscalYear: false, digits: 6 };
    expect(periodOf('2026-03-14', continuous, {})).toBe('all');
    expect(formatDocumentNumber(continuous, 'all', 7)).toBe('FA000007');
    expect(() => formatDocumentNumber(continuous, 'all', 0)).toThrow(RangeError);
  });

  test('numbers of one series are unique and sort in issue order within a period', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 5 - 2 }), (n) => {
        const a = formatDocumentNumber(invoices, '2026-01-01', n);
        const b = formatDocumentNumber(invoices, '2026-01-01', n + 1);
        expect(a < b).toBe(true);
      }),
    );
  });

  test('quote versions keep their number; gaps are reported', () => {
    expect(quoteVersionNumber('D2026-00012', 1)).toBe('D2026-00012');
    expect(quoteVersionNumber('D2026-00012', 3)).toBe('D2026-00012-3');
    expect(missingCounters([1, 2, 4, 6], 6)).toEqual([3, 5]);
    expect(missingCounters([], 0)).toEqual([]);
  });
});

describe('legal content and its hash', () => {
  const billed = billLines([wineLine(), wineLine({ vatRateBp: 550, label: 'Jus de raisin' })]);
  const content: LegalContent = {
    kind: 'invoice',
    number: 'F2026-00001',
    issueDate: '2026-03-14',
    dueDate: '2026-04-13',
    locale: 'fr',
    seller,
    buyer,
    terms: {
      paymentDelay: 'days30',
      penaltyRate: 10,
      recoveryFee: 4000,
      earlyPaymentDiscount: 'Pas d’escompte',
    },
    references: [],
    correctedNumber: null,
    notes: null,
    lines: billed,
    deductions: [],
    totals: documentTotals(billed),
  };

  test('the same content in any key order has the same hash; any change of a field changes it', () => {
    const hash = legalHashOf(content);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as unknown as LegalContent;
    expect(legalHashOf(reordered)).toBe(hash);
    expect(legalHashOf({ ...content, number: 'F2026-00002' })).not.toBe(hash);
    expect(legalHashOf({ ...content, buyer: { ...buyer, name: 'Autre' } })).not.toBe(hash);
    const [first, second] = content.lines;
    expect(legalHashOf({ ...content, lines: [{ ...first!, quantity: 13 }, second!] })).not.toBe(hash);
    expect(
      legalHashOf({ ...content, totals: { ...content.totals, totalTtc: content.totals.totalTtc + 1 } }),
    ).not.toBe(hash);
  });

  test('fields of a line that are not legal content (family, eq75) do not change the hash', () => {
    const lines = content.lines.map((line) => ({ ...line, family: 'beer', eq75: 2 }));
    expect(legalHashOf({ ...content, lines })).toBe(legalHashOf(content));
  });

  test('an invoice needs the seller identity and the buyer name and billing address', () => {
    expect(missingMentions(seller, buyer)).toEqual([]);
    expect(
      missingMentions(
        { ...seller, siret: null, legalForm: ' ', address: null },
        { ...buyer, billingAddress: null },
      ),
    ).toEqual(['sellerSiret', 'sellerLegalForm', 'sellerAddress', 'buyerAddress']);
    expect(missingMentions({ ...seller, vatNumber: null }, buyer)).toEqual(['sellerVatNumber']);
    expect(missingMentions({ ...seller, vatNumber: null, chargesVat: false }, buyer)).toEqual([]);
  });
});

describe('credit notes', () => {
  const invoice = billLines([
    wineLine({ quantity: 12 }),
    wineLine({ quantity: 6, vatRateBp: 550, label: 'Jus' }),
  ]);
  const totals = documentTotals(invoice);

  test('a full credit note gives back what no earlier one took, at the invoice prices', () => {
    const full = creditNoteLines(invoice, totals.vatBreakdown, new Map(), { mode: 'full' });
    expect(documentTotals(billLines(full.map((l) => l.line))).totalTtc).toBe(totals.totalTtc);
    const afterReturn = creditNoteLines(invoice, totals.vatBreakdown, new Map([[1, 5]]), { mode: 'full' });
    expect(afterReturn.map((l) => [l.sourcePosition, l.line.quantity])).toEqual([
      [1, 7],
      [2, 6],
    ]);
  });

  test('by lines: never more than what is left on a line, nor a line the invoice lacks', () => {
    const credited = creditedQuantities([{ lines: [{ sourcePosition: 1, quantity: 10 }] }]);
    expect(() =>
      creditNoteLines(invoice, totals.vatBreakdown, credited, {
        mode: 'lines',
        lines: [{ position: 1, quantity: 3 }],
      }),
    ).toThrow(new CreditRequestError('quantity'));
    expect(() =>
      creditNoteLines(invoice, totals.vatBreakdown, credited, {
        mode: 'lines',
        lines: [{ position: 9, quantity: 1 }],
      }),
    ).toThrow(new CreditRequestError('unknownLine'));
    expect(
      creditNoteLines(invoice, totals.vatBreakdown, credited, {
        mode: 'lines',
        lines: [{ position: 1, quantity: 2 }],
      }),
    ).toHaveLength(1);
  });

  test('by amount: spread over the invoice rates, adding up to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: totals.totalTtc }), (amount) => {
        const lines = creditNoteLines(invoice, totals.vatBreakdown, new Map(), {
          mode: 'amount',
          amountTtc: amount,
          label: 'Geste commercial',
        });
        const ttc = sumCents(billLines(lines.map((l) => l.line)).map((l) => l.ttc));
        expect(Math.abs(ttc - amount)).toBeLessThanOrEqual(lines.length);
      }),
      { numRuns: 1_000 },
    );
  });

  test('remaining and settlement: what the client still owes first, the rest to client credit', () => {
    expect(creditableRemaining(10_000, [3000, 2000])).toBe(5000);
    expect(creditableRemaining(10_000, [10_000, 1])).toBe(0);
    expect(settleCreditNote(4000, 3000)).toEqual({ onInvoice: 3000, toClientCredit: 0 });
    expect(settleCreditNote(1000, 3000)).toEqual({ onInvoice: 1000, toClientCredit: 2000 });
    expect(settleCreditNote(0, 3000)).toEqual({ onInvoice: 0, toClientCredit: 3000 });
  });
});

describe('payments and client credit', () => {
  const open = [
    { id: 1, outstanding: 5000, dueDate: '2026-04-30', issueDate: '2026-03-01' },
    { id: 2, outstanding: 3000, dueDate: '2026-03-31', issueDate: '2026-03-10' },
  ];

  test('without allocations, the oldest due first; the surplus is an over-payment', () => {
    expect(allocatePayment(4000, open, null)).toEqual({
      allocations: [
        { documentId: 2, amount: 3000 },
        { documentId: 1, amount: 1000 },
      ],
      overpayment: 0,
    });
    expect(allocatePayment(9000, open, null).overpayment).toBe(1000);
  });

  test('explicit allocations are checked against what is owed and against the payment', () => {
    expect(() => allocatePayment(4000, open, [{ documentId: 2, amount: 3001 }])).toThrow(
      new AllocationError('aboveOutstanding', 2),
    );
    expect(() => allocatePayment(1000, open, [{ documentId: 1, amount: 2000 }])).toThrow(
      new AllocationError('aboveAmount'),
    );
    expect(() => allocatePayment(1000, open, [{ documentId: 7, amount: 10 }])).toThrow(
      new AllocationError('unknownDocument', 7),
    );
    expect(allocatePayment(6000, open, [{ documentId: 1, amount: 2000 }])).toEqual({
      allocations: [{ documentId: 1, amount: 2000 }],
      overpayment: 4000,
    });
  });

  test('allocations never exceed what is owed, and allocations + over-payment = the payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 8 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 6 }), { maxLength: 10 }),
        (amount, owed) => {
          const documents = owed.map((outstanding, i) => ({
            id: i + 1,
            outstanding,
            dueDate: null,
            issueDate: '2026-01-01',
          }));
          const { allocations, overpayment } = allocatePayment(amount, documents, null);
          expect(sumCents(allocations.map((a) => a.amount)) + overpayment).toBe(amount);
          expect(overpayment).toBeGreaterThanOrEqual(0);
          for (const a of allocations)
            expect(a.amount).toBeLessThanOrEqual(documents[a.documentId - 1]!.outstanding);
        },
      ),
    );
  });

  test('settlement statuses of an issued invoice', () => {
    const invoice = { totalTtc: 10_000, netToPay: 10_000, outstanding: 10_000, creditedTotal: 0 };
    expect(settlementStatus(invoice)).toBe('generated');
    expect(settlementStatus({ ...invoice, outstanding: 6000 })).toBe('incomplete');
    expect(settlementStatus({ ...invoice, outstanding: 0, creditedTotal: 6000 })).toBe('completed');
    // Fully credited: cancelled, whether it had been paid (the payment became client credit) or not.
    expect(settlementStatus({ ...invoice, outstanding: 0, creditedTotal: 10_000 })).toBe('cancelled');
    expect(settlementStatus({ ...invoice, totalTtc: 0, netToPay: 0, outstanding: 0 })).toBe('completed');
  });

  test('credit statuses and spending, oldest credit first, never below zero', () => {
    expect(creditStatusOf(5000, 5000, false)).toBe('full');
    expect(creditStatusOf(5000, 10, false)).toBe('partial');
    expect(creditStatusOf(5000, 0, false)).toBe('empty');
    expect(creditStatusOf(5000, 5000, true)).toBe('cancelled');
    const credits = [
      { id: 4, remaining: 1000, cancelled: false },
      { id: 2, remaining: 500, cancelled: false },
      { id: 3, remaining: 9000, cancelled: true },
    ];
    expect(spendCredits(credits, 1200)).toEqual([
      { creditId: 2, amount: 500 },
      { creditId: 4, amount: 700 },
    ]);
    expect(() => spendCredits(credits, 1600)).toThrow(new InsufficientCreditError(1500));
  });
});

describe('ageing', () => {
  test('buckets by days past the due day', () => {
    expect(ageingBucketOf('2026-03-31', '2026-03-31')).toBe('notDue');
    expect(ageingBucketOf('2026-03-31', '2026-04-01')).toBe('days1to30');
    expect(ageingBucketOf('2026-03-01', '2026-04-30')).toBe('days31to60');
    expect(ageingBucketOf('2026-01-01', '2026-03-31')).toBe('days61to90');
    expect(ageingBucketOf('2025-01-01', '2026-03-31')).toBe('over90');
  });

  test('per client, the buckets add up to what is due', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            clientId: fc.integer({ min: 1, max: 4 }),
            outstanding: fc.integer({ min: -100, max: 100_000 }),
            days: fc.integer({ min: -60, max: 400 }),
          }),
        ),
        (rows) => {
          const documents = rows.map((row) => ({
            clientId: row.clientId,
            outstanding: row.outstanding,
            dueDate: new Date(Date.UTC(2026, 0, 1 + row.days)).toISOString().slice(0, 10),
            issueDate: '2025-12-01',
          }));
          for (const client of ageingByClient(documents, '2026-06-30')) {
            expect(sumCents(AGEING_BUCKETS.map((bucket) => client.buckets[bucket]))).toBe(client.due);
            expect(client.overdue).toBe(client.due - client.buckets.notDue);
            expect(client.due).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('ventilation defaults', () => {
  const settings = DEFAULT_ACCOUNTING_SETTINGS;

  test('sales by family and rate, VAT by rate, duties, client account', () => {
    expect(
      lineAccounts(
        { kind: 'product', family: 'wine', vatRateBp: 2000, duties: 36 },
        settings,
        null,
        COUNTER_SALE,
      ),
    ).toEqual({
      revenueAccount: '701100',
      vatAccount: '445711',
      dutyAccount: '447100',
      counterpartAccount: '411000',
    });
    expect(
      lineAccounts({ kind: 'product', family: 'wine', vatRateBp: 0, duties: 0 }, settings, '411DUPONT', {
        typology: 'importer',
        destination: 'export',
      }),
    ).toEqual({
      revenueAccount: '707900',
      vatAccount: null,
      dutyAccount: null,
      counterpartAccount: '411DUPONT',
    });
    expect(
      lineAccounts(
        { kind: 'product', family: 'accessory', vatRateBp: 2000, duties: 0 },
        settings,
        null,
        COUNTER_SALE,
      ).revenueAccount,
    ).toBe('707000');
    expect(
      lineAccounts(
        { kind: 'shipping', family: null, vatRateBp: 2000, duties: 0 },
        settings,
        null,
        COUNTER_SALE,
      ).revenueAccount,
    ).toBe('708500');
    expect(
      lineAccounts(
        { kind: 'deposit', family: null, vatRateBp: 550, duties: 0 },
        settings,
        null,
        COUNTER_SALE,
      ),
    ).toMatchObject({
      revenueAccount: '419100',
      vatAccount: '445713',
    });
    expect(paymentAccounts('check', settings, null).revenueAccount).toBe('511200');
    expect(paymentAccounts('transfer', settings, null).revenueAccount).toBe('512000');
  });

  test('a sale without VAT goes to the intra-community or the export account by its destination', () => {
    const line = { kind: 'product', family: 'wine', vatRateBp: 0, duties: 0 } as const;
    const to = (country: string | null) =>
      lineAccounts(
        line,
        settings,
        null,
        saleOfDocument(
          {
            deliveryAddress: null,
            billingAddress: country ? { street: '', street2: null, zipcode: '', city: '', country } : null,
          },
          null,
        ),
      ).revenueAccount;
    expect(to('DE')).toBe('707910');
    expect(to('CH')).toBe('707900');
    expect(to('US')).toBe('707900');
    expect(destinationOf(null)).toBe('france');
    expect(destinationOf('fr')).toBe('france');
    expect(destinationOf('GB')).toBe('export');
  });

  test('the accounting codes: wine to restaurants in France, spirits abroad', () => {
    const rules: SalesAccountRule[] = [
      { family: 'wine', typology: null, destination: null, vatRateBp: null, account: '701150' },
      { family: 'wine', typology: 'restaurant', destination: 'france', vatRateBp: null, account: '701110' },
      { family: null, typology: null, destination: 'export', vatRateBp: null, account: '707300' },
    ];
    const coded = { ...settings, salesAccountRules: rules };
    const account = (family: string, sale: SaleContext, vatRateBp = 2000) =>
      lineAccounts({ kind: 'product', family, vatRateBp, duties: 0 }, coded, null, sale).revenueAccount;
    expect(account('wine', { typology: 'restaurant', destination: 'france' })).toBe('701110');
    expect(account('wine', { typology: 'public', destination: 'france' })).toBe('701150');
    expect(account('spirits', { typology: 'importer', destination: 'export' }, 0)).toBe('707300');
    expect(account('spirits', COUNTER_SALE)).toBe('701300');
    // Shipping and deposits keep their own accounts whatever the codes say.
    expect(
      lineAccounts({ kind: 'shipping', family: null, vatRateBp: 2000, duties: 0 }, coded, null, {
        typology: null,
        destination: 'export',
      }).revenueAccount,
    ).toBe('708500');
  });
});

describe('accounting codes (property)', () => {
  const option = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const families = fc.constantFrom('wine', 'champagne', 'spirits', 'accessory');
  const typologies = fc.constantFrom('public', 'restaurant', 'caviste', 'importer');
  const rates = fc.constantFrom(0, 550, 1000, 2000);
  const destinations = fc.constantFrom(...keysOf(SALES_DESTINATIONS));
  const rule: fc.Arbitrary<SalesAccountRule> = fc.record({
    family: option(families),
    typology: option(typologies),
    destination: option(destinations),
    vatRateBp: option(rates),
    account: fc.stringMatching(/^7[0-9]{5}$/),
  });
  const line = fc.record({ family: families, vatRateBp: rates });
  const sale: fc.Arbitrary<SaleContext> = fc.record({
    typology: option(typologies),
    destination: destinations,
  });
  const matches = (r: SalesAccountRule, l: { family: string; vatRateBp: number }, s: SaleContext) =>
    (r.family === null || r.family === l.family) &&
    (r.typology === null || r.typology === s.typology) &&
    (r.destination === null || r.destination === s.destination) &&
    (r.vatRateBp === null || r.vatRateBp === l.vatRateBp);

  test('the rule chosen matches, and no matching rule names more criteria; the first wins a tie', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 12 }), line, sale, (rules, l, s) => {
        const chosen = matchingRule(rules, l, s);
        const candidates = rules.filter((r) => matches(r, l, s));
        if (!candidates.length) return expect(chosen).toBeNull();
        expect(chosen).not.toBeNull();
        expect(matches(chosen!, l, s)).toBe(true);
        const best = Math.max(...candidates.map(criteriaCount));
        expect(criteriaCount(chosen!)).toBe(best);
        expect(chosen).toBe(candidates.find((r) => criteriaCount(r) === best));
      }),
      { numRuns: 500 },
    );
  });

  test('without a matching rule a line keeps the default account; with one, it takes its account', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 12 }), line, sale, (rules, l, s) => {
        const input = { kind: 'product' as const, ...l, duties: 0 };
        const coded = lineAccounts(
          input,
          { ...DEFAULT_ACCOUNTING_SETTINGS, salesAccountRules: rules },
          null,
          s,
        );
        const plain = lineAccounts(input, DEFAULT_ACCOUNTING_SETTINGS, null, s);
        const chosen = matchingRule(rules, l, s);
        expect(coded.revenueAccount).toBe(chosen ? chosen.account : plain.revenueAccount);
        // The codes choose the sales account only: VAT, duties and the client's side never move.
        expect({ ...coded, revenueAccount: '' }).toEqual({ ...plain, revenueAccount: '' });
      }),
      { numRuns: 500 },
    );
  });
});

describe('lifecycles, settings, mails', () => {
  test('a sent quote is accepted only while valid and only in its latest version', () => {
    const facts = { expired: false, superseded: false };
    expect(checkDocumentTransition(QUOTE_TRANSITIONS, 'generated', 'completed', facts, 'fr').ok).toBe(true);
    expect(
      checkDocumentTransition(QUOTE_TRANSITIONS, 'generated', 'completed', { ...facts, expired: true }, 'fr'),
    ).toEqual({
      ok: false,
      failure: { code: 'billing.quoteExpired' },
    });
    expect(
      checkDocumentTransition(
        QUOTE_TRANSITIONS,
        'generated',
        'rejected',
        { ...facts, superseded: true },
        'fr',
      ),
    ).toEqual({
      ok: false,
      failure: { code: 'billing.quoteSuperseded' },
    });
    expect(checkDocumentTransition(QUOTE_TRANSITIONS, 'rejected', 'completed', facts, 'fr')).toEqual({
      ok: false,
      failure: { code: 'sales.transitionNotAllowed', params: { from: 'Rejeté', to: 'Terminé' } },
    });
    expect(checkDocumentTransition(INVOICE_TRANSITIONS, 'cancelled', 'completed', {}, 'en').ok).toBe(false);
  });

  test('settings merge key by key; null clears a value', () => {
    const merged = mergeSettings(DEFAULT_BILLING_SETTINGS, {
      rcs: 'RCS Tours 823 456 710',
      series: { invoice: { prefix: 'FAC' } },
    });
    expect(merged.series.invoice).toEqual({ prefix: 'FAC', resetEachFiscalYear: true, digits: 5 });
    expect(merged.series.quote).toEqual(DEFAULT_BILLING_SETTINGS.series.quote);
    expect(merged.rcs).toBe('RCS Tours 823 456 710');
    expect(mergeSettings(merged, { rcs: null }).rcs).toBeNull();
  });

  test('mail templates take the mail fields; a missing value leaves nothing behind', () => {
    const mail = fillMailTemplate(DEFAULT_BILLING_SETTINGS.mails.document.fr, {
      clientFirstname: null,
      clientLastname: 'Durand',
      shopName: 'Domaine des Demoiselles',
      documentNumber: 'F2026-00001',
      documentLabel: 'Facture',
      documentLabelLower: 'facture',
      amountTtc: '162,48 €',
      signature: 'Claire, Domaine des Demoiselles',
    });
    expect(mail.subject).toBe('Facture F2026-00001 — Domaine des Demoiselles');
    expect(mail.body).toContain('Bonjour Durand,');
    expect(mail.body).toContain('facture n° F2026-00001 d’un montant de 162,48 € TTC');
    expect(mail.body).not.toMatch(/\{\w+\}/);
  });
});
