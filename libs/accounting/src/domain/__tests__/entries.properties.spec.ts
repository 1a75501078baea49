import fc from 'fast-check';
import { auxAccountOf, OPENING_ACCOUNT, purchaseAccountOf, SUPPLIER_ACCOUNT } from '../chart.js';
import {
  isBalanced,
  isSettled,
  letterOf,
  openingEntry,
  paymentEntry,
  purchaseEntry,
  reversalEntry,
  salesEntry,
  supplierPaymentEntry,
  tillDayEntry,
  type PostedLine,
  type SalesDocument,
} from '../entries.js';
import { fecAmount, fecLine, FEC_COLUMNS, sirenOf } from '../fec.js';
import { fiscalYearOf, periodInOneYear } from '../fiscal-year.js';

/*
 * Property tests of the books: any document, payment, supplier invoice or till day gives a balanced
 * entry; a credit note of a whole invoice undoes it account by account; a document or supplier invoice
 * paid in full letters; the FEC's amounts and layout; fiscal years.
 */

const account = fc.constantFrom('701100', '707000', '706000', '709000', '708500', '419100');
const vatAccount = fc.constantFrom('445711', '445712', '445713', null);
const line: fc.Arbitrary<PostedLine> = fc
  .record({
    revenueAccount: account,
    vatAccount,
    dutyAccount: fc.constantFrom('447100', null),
    ht: fc.integer({ min: -50_000, max: 500_000 }),
    vat: fc.integer({ min: 0, max: 100_000 }),
    duties: fc.integer({ min: 0, max: 20_000 }),
  })
  .map((l) => ({
    ...l,
    vat: l.vatAccount === null ? 0 : l.vat,
    duties: l.dutyAccount === null ? 0 : l.duties,
  }));
const client = { account: '411000', auxAccount: 'C00042', auxLabel: 'Cave Durand' };
const document = (kind: SalesDocument['kind'], lines: PostedLine[], deductions: PostedLine[][] = []) => ({
  documentId: 42,
  kind,
  number: 'F2026-00042',
  issueDate: '2026-11-03',
  correctsId: kind === 'creditNote' ? 42 : null,
  client,
  lines,
  deductions: deductions.map((d, i) => ({ number: `FA2026-0000${i + 1}`, lines: d })),
});
/** Debit − credit per account of an entry's lines. */
const balances = (lines: readonly { account: string; debit: number; credit: number }[]) => {
  const byAccount = new Map<string, number>();
  for (const l of lines) byAccount.set(l.account, (byAccount.get(l.account) ?? 0) + l.debit - l.credit);
  return byAccount;
};
const positiveTtc = (lines: PostedLine[]) => lines.reduce((s, l) => s + l.ht + l.vat + l.duties, 0) > 0;

describe('sales entries', () => {
  test('any invoice, with or without deposits taken off, gives a balanced entry', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }).filter(positiveTtc),
        fc.array(fc.array(line, { minLength: 1, maxLength: 3 }).filter(positiveTtc), { maxLength: 2 }),
        (lines, deductions) => {
          const entry = salesEntry(document('invoice', lines, deductions), 'F2026-00042 Cave Durand');
          expect(isBalanced(entry)).toBe(true);
          const clientLines = entry.lines.filter((l) => l.account === '411000');
          expect(clientLines.every((l) => l.matchKey === 42 && l.auxAccount === 'C00042')).toBe(true);
        },
      ),
    );
  });

  test('a document of nothing has no line to post', () => {
    const zero = {
      revenueAccount: '707000',
      vatAccount: '445711',
      dutyAccount: null,
      ht: 0,
      vat: 0,
      duties: 0,
    };
    expect(salesEntry(document('invoice', [zero]), 'F').lines).toEqual([]);
  });

  test('a credit note of the same lines takes every account back to zero', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }).filter(positiveTtc), (lines) => {
        const invoice = salesEntry(document('invoice', lines), 'F');
        const note = salesEntry(document('creditNote', lines), 'AV');
        expect(isBalanced(note)).toBe(true);
        for (const total of balances([...invoice.lines, ...note.lines]).values()) expect(total).toBe(0);
        // The note's client line settles the invoice: together they are lettered.
        expect(isSettled([...invoice.lines, ...note.lines].filter((l) => l.matchKey === 42))).toBe(true);
      }),
    );
  });
});

describe('payment entries', () => {
  test('any payment spread over documents is balanced; paying each in full letters it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 0, maxLength: 5 }),
        fc.nat(50_000),
        fc.constantFrom('512000', '530000', null),
        (owed, over, moneyAccount) => {
          const allocations = owed.map((amount, i) => ({ documentId: i + 1, amount }));
          const amount = owed.reduce((s, a) => s + a, 0) + over;
          fc.pre(amount > 0);
          const entry = paymentEntry(
            {
              paymentId: 7,
              type: moneyAccount === null ? 'credit' : 'transfer',
              journal: moneyAccount === null ? 'OD' : 'BQ',
              moneyAccount,
              amount,
              receivedOn: '2026-11-20',
              reference: 'VIR 1',
              client,
              allocations,
            },
            'Règlement',
          );
          expect(isBalanced(entry)).toBe(true);
          for (const allocation of allocations) {
            const asked = { debit: allocation.amount, credit: 0 };
            const paid = entry.lines.filter((l) => l.matchKey === allocation.documentId);
            expect(isSettled([asked, ...paid])).toBe(true);
          }
        },
      ),
    );
  });

  test('a refund (out) is the payment reversed: balanced, the bank credited, and invoice, payment, credit note and refund letter together', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (invoiced, credited) => {
          fc.pre(credited <= invoiced);
          const payment = (direction: 'in' | 'out', amount: number) =>
            paymentEntry(
              {
                paymentId: direction === 'in' ? 7 : 8,
                type: 'onlineCard',
                journal: 'BQ',
                moneyAccount: '512000',
                amount,
                receivedOn: '2026-11-20',
                reference: 'CB',
                client,
                direction,
                // A refund is lettered with the invoice its credit note corrects.
                allocations: [{ documentId: 42, amount }],
              },
              direction === 'in' ? 'Règlement' : 'Remboursement',
            );
          const paid = payment('in', invoiced);
          const refund = payment('out', credited);
          expect(isBalanced(refund)).toBe(true);
          expect(balances(refund.lines).get('512000')).toBe(-credited);
          expect(balances([...paid.lines, ...refund.lines]).get('512000')).toBe(invoiced - credited);
          // The invoice asked `invoiced`, the credit note gave `credited` back to the client (its client line
          // lettered with the invoice): with the payment and the refund, the client's account is settled.
          const asked = { debit: invoiced, credit: 0 };
          const creditNote = { debit: 0, credit: credited };
          const keyed = [...paid.lines, ...refund.lines].filter((l) => l.matchKey === 42);
          expect(isSettled([asked, creditNote, ...keyed])).toBe(true);
          // Without the refund the credit note's euros are still owed to the client.
          expect(isSettled([asked, creditNote, ...paid.lines.filter((l) => l.matchKey === 42)])).toBe(false);
        },
      ),
    );
  });

  test('letters are distinct per document and made of capitals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b) => {
          expect(letterOf(a)).toMatch(/^[A-Z]+$/);
          expect(letterOf(a) === letterOf(b)).toBe(a === b);
        },
      ),
    );
    expect([1, 26, 27, 702, 703].map(letterOf)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });
});

describe('opening balances (ADR 0069)', () => {
  const opening = (owed: 'byClient' | 'toClient', amount: number) => ({
    documentId: 42,
    owed,
    number: 'FA-2025-0412',
    issueDate: '2025-11-15',
    openedOn: '2026-11-28',
    amount,
    client,
    counterpart: OPENING_ACCOUNT,
  });

  test('an open invoice: the client debited against it in AN, the opening account credited; paid here in full, it letters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        (amount, parts) => {
          const entry = openingEntry(opening('byClient', amount), 'À-nouveau');
          expect(isBalanced(entry)).toBe(true);
          expect(entry.journal).toBe('AN');
          expect(entry).toMatchObject({
            date: '2026-11-28',
            pieceRef: 'FA-2025-0412',
            pieceDate: '2025-11-15',
          });
          expect(balances(entry.lines).get('411000')).toBe(amount);
          expect(balances(entry.lines).get(OPENING_ACCOUNT)).toBe(-amount);
          // No sale: neither revenue nor VAT moves.
          expect(entry.lines.every((l) => !/^[67]|^4457/.test(l.account))).toBe(true);
          const share = Math.floor(amount / parts);
          const payments = Array.from({ length: parts }, (_, i) =>
            paymentEntry(
              {
                paymentId: i + 1,
                type: 'transfer',
                journal: 'BQ',
                moneyAccount: '512000',
                amount: i === parts - 1 ? amount - share * (parts - 1) : share,
                receivedOn: '2026-12-01',
                reference: `VIR ${i}`,
                client,
                allocations: [
                  { documentId: 42, amount: i === parts - 1 ? amount - share * (parts - 1) : share },
                ],
              },
              'Règlement',
            ),
          ).filter((payment) => payment.lines.length > 0);
          const keyed = [entry, ...payments].flatMap((e) => e.lines).filter((l) => l.matchKey === 42);
          expect(isSettled(keyed)).toBe(true);
          // Any less than the whole (the last payment left out) does not.
          expect(isSettled(keyed.slice(0, -1))).toBe(false);
        },
      ),
    );
  });

  test('a credit note still to use: the client credited without a key, the opening account debited', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        const entry = openingEntry(opening('toClient', amount), 'À-nouveau');
        expect(isBalanced(entry)).toBe(true);
        expect(balances(entry.lines).get('411000')).toBe(-amount);
        expect(entry.lines.every((l) => l.matchKey === null)).toBe(true);
      }),
    );
  });

  test('its reversal takes every account back to zero and letters the invoice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('byClient', 'toClient'),
        (amount, owed) => {
          const entry = openingEntry(opening(owed as 'byClient' | 'toClient', amount), 'À-nouveau');
          const undo = reversalEntry(entry, '2026-12-02', 'Annulation');
          expect(isBalanced(undo)).toBe(true);
          expect(undo).toMatchObject({ journal: 'AN', date: '2026-12-02', pieceRef: entry.pieceRef });
          for (const total of balances([...entry.lines, ...undo.lines]).values()) expect(total).toBe(0);
          const keyed = [...entry.lines, ...undo.lines].filter((l) => l.matchKey === 42);
          expect(isSettled(keyed)).toBe(owed === 'byClient');
        },
      ),
    );
  });
});

describe('purchases', () => {
  const supplier = { account: SUPPLIER_ACCOUNT, auxAccount: 'F000007', auxLabel: 'Verrerie' };
  const charge = fc.record({
    account: fc.constantFrom('607000', '602600', '604000', '445660'),
    amount: fc.integer({ min: 0, max: 1_000_000 }),
  });

  test('any supplier invoice is balanced, the supplier credited with its total against the invoice', () => {
    fc.assert(
      fc.property(fc.array(charge, { minLength: 1, maxLength: 8 }), (charges) => {
        const total = charges.reduce((sum, c) => sum + c.amount, 0);
        fc.pre(total > 0);
        const entry = purchaseEntry(
          { invoiceId: 7, number: 'FV-123', issueDate: '2026-11-03', supplier, charges },
          'FV-123 Verrerie',
        );
        expect(entry.journal).toBe('AC');
        expect(isBalanced(entry)).toBe(true);
        const owed = entry.lines.filter((l) => l.account === SUPPLIER_ACCOUNT);
        expect(owed).toEqual([
          expect.objectContaining({ credit: total, debit: 0, matchKey: 7, auxAccount: 'F000007' }),
        ]);
      }),
    );
  });

  test('payments that add up to the invoice letter it; any fewer do not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 5 }),
        (amounts) => {
          const total = amounts.reduce((sum, a) => sum + a, 0);
          const invoice = purchaseEntry(
            {
              invoiceId: 7,
              number: 'FV-123',
              issueDate: '2026-11-03',
              supplier,
              charges: [{ account: '602600', amount: total }],
            },
            'FV-123',
          );
          const payments = amounts.map((amount, i) =>
            supplierPaymentEntry(
              {
                invoiceId: 7,
                journal: 'BQ',
                moneyAccount: '512000',
                amount,
                paidOn: '2026-12-01',
                reference: `VIR ${i}`,
                supplier,
              },
              'Règlement',
            ),
          );
          for (const payment of payments) {
            expect(isBalanced(payment)).toBe(true);
            expect(payment.lines).toContainEqual(
              expect.objectContaining({ account: '512000', credit: payment.lines[0]!.debit }),
            );
          }
          const keyed = (
            entries: {
              lines: readonly { matchKey: number | null; account: string; debit: number; credit: number }[];
            }[],
          ) =>
            entries.flatMap((e) => e.lines.filter((l) => l.matchKey === 7 && l.account === SUPPLIER_ACCOUNT));
          expect(isSettled(keyed([invoice, ...payments]))).toBe(true);
          expect(isSettled(keyed([invoice, ...payments.slice(1)]))).toBe(false);
        },
      ),
    );
  });

  test('purchases accounts and auxiliary accounts', () => {
    expect(['bottle', 'box', 'accessory', 'prestation', 'other'].map(purchaseAccountOf)).toEqual([
      '607000',
      '607000',
      '602600',
      '604000',
      '602600',
    ]);
    expect(auxAccountOf('supplier', null, 42)).toBe('F000042');
    expect(auxAccountOf('client', '', 42)).toBe('C000042');
    expect(auxAccountOf('supplier', '401VERRE', 42)).toBe('401VERRE');
  });
});

describe('till days', () => {
  const rates = fc.constantFrom(
    { vatAccount: '445711', bp: 2000, rate: '20' },
    { vatAccount: '445712', bp: 1000, rate: '10' },
    { vatAccount: '445713', bp: 550, rate: '5.5' },
  );
  /** A day's records: tickets and cancellations, each a TTC per rate paid by one type. */
  const records = fc.array(
    fc.record({
      rate: rates,
      ttc: fc.integer({ min: -100_000, max: 300_000 }),
      account: fc.constantFrom('530000', '511500', '511200', '512000'),
    }),
    { minLength: 1, maxLength: 20 },
  );

  test('any day, cancellations included, gives a balanced cash entry: takings against HT and VAT per rate', () => {
    fc.assert(
      fc.property(records, (day) => {
        const sales = day.map(({ rate, ttc }) => {
          const ht = Math.round((ttc * 10_000) / (10_000 + rate.bp));
          return {
            rate: rate.rate,
            revenueAccount: '707000',
            vatAccount: rate.vatAccount,
            dutyAccount: null,
            ht,
            vat: ttc - ht,
            duties: 0,
          };
        });
        const takings = day.map(({ account, ttc }) => ({ account, amount: ttc }));
        const entry = tillDayEntry({ day: '2026-11-27', reference: 'C-000009', sales, takings }, 'Clôture');
        const total = day.reduce((sum, r) => sum + r.ttc, 0);
        fc.pre(entry.lines.length > 0);
        expect(entry.journal).toBe('CA');
        expect(isBalanced(entry)).toBe(true);
        const net = balances(entry.lines);
        const takenIn = ['530000', '511500', '511200', '512000'].reduce(
          (sum, a) => sum + (net.get(a) ?? 0),
          0,
        );
        expect(takenIn).toBe(total);
      }),
    );
  });
});

describe('the FEC', () => {
  test('amounts: decimal comma, two decimals, read back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        const text = fecAmount(cents);
        expect(text).toMatch(/^\d+,\d{2}$/);
        expect(Math.round(Number(text.replace(',', '.')) * 100)).toBe(cents);
      }),
    );
  });

  test('a line has the 18 columns whatever the texts hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (label, aux) => {
        const text = fecLine({
          journalCode: 'VE',
          journalLabel: 'Ventes',
          entryNumber: 'VE2026-000001',
          entryDate: '2026-11-03',
          account: '411000',
          accountLabel: 'Clients',
          auxAccount: aux,
          auxLabel: aux,
          pieceRef: 'F2026-00042',
          pieceDate: '2026-11-03',
          label,
          debit: 12_000,
          credit: 0,
          letter: 'A',
          letteredOn: '2026-11-20',
          validatedOn: '2026-11-03',
        });
        expect(text.endsWith('\r\n')).toBe(true);
        const columns = text.slice(0, -2).split('\t');
        expect(columns).toHaveLength(FEC_COLUMNS.length);
        expect(columns[3]).toBe('20261103');
        expect(columns[11]).toBe('120,00');
      }),
    );
  });

  test('SIREN from a SIRET', () => {
    expect(sirenOf('732 829 320 00074')).toBe('732829320');
    expect(sirenOf('12345')).toBeNull();
  });
});

describe('fiscal years', () => {
  test('every day belongs to the one twelve-month year around it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (at, month, day) => {
          const date = at.toISOString().slice(0, 10);
          const year = fiscalYearOf(date, month, day);
          expect(year.start <= date && date <= year.end).toBe(true);
          expect(Number(year.end.slice(0, 4)) - Number(year.start.slice(0, 4))).toBeLessThanOrEqual(1);
          expect(periodInOneYear(year.start, year.end, month, day)).toEqual(year);
        },
      ),
    );
    expect(fiscalYearOf('2026-06-30', 7, 1)).toEqual({ start: '2025-07-01', end: '2026-06-30' });
    expect(periodInOneYear('2026-06-01', '2026-07-31', 7, 1)).toBeNull();
  });
});
