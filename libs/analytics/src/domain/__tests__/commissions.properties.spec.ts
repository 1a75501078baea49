import fc from 'fast-check';
import {
  commissionOf,
  FULL_RATE_BP,
  invoicedLines,
  paidLines,
  paidShare,
  resolveRate,
  totalsOf,
  type CommissionedLine,
  type CommissionRules,
  type PaidAllocation,
} from '../commissions.js';

/*
 * Commissions follow from the lines: the totals are the sums of the lines, a credit note of a whole
 * invoice takes back exactly what it earned, payments earn their share and never more than the invoice,
 * the most specific rule wins.
 */

const rate = fc.integer({ min: 0, max: FULL_RATE_BP });
const rules: fc.Arbitrary<CommissionRules> = fc.record({
  basis: fc.constantFrom('invoiced' as const, 'paid' as const),
  defaultRateBp: rate,
  typologyRates: fc.uniqueArray(
    fc.record({ typology: fc.constantFrom('public', 'caviste', 'restaurant'), rateBp: rate }),
    { selector: (r) => r.typology },
  ),
  productRates: fc.uniqueArray(fc.record({ productId: fc.integer({ min: 1, max: 4 }), rateBp: rate }), {
    selector: (r) => r.productId,
  }),
});
const lineOf = (documentId: number, position: number): fc.Arbitrary<CommissionedLine> =>
  fc.record({
    documentId: fc.constant(documentId),
    position: fc.constant(position),
    typology: fc.constantFrom('public', 'caviste', 'restaurant'),
    productId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    ht: fc.integer({ min: 0, max: 5_000_000 }),
  });
const invoice = (documentId: number) =>
  fc
    .integer({ min: 1, max: 6 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => lineOf(documentId, i + 1))));
/** Amounts that add up to `due` at most: a partial or full settlement in several payments. */
const payments = (due: number) =>
  fc.array(fc.integer({ min: 0, max: Math.max(due, 1) }), { minLength: 1, maxLength: 4 }).map((parts) => {
    const amounts: number[] = [];
    let left = due;
    for (const part of parts) {
      const amount = Math.min(part, left);
      amounts.push(amount);
      left -= amount;
    }
    return amounts;
  });
const allocations = (documentId: number, due: number, amounts: readonly number[]): PaidAllocation[] => {
  let before = 0;
  return amounts.map((amount, index) => {
    const allocation = {
      paymentId: index + 1,
      documentId,
      day: '2026-03-01',
      amount,
      paidBefore: before,
      due,
    };
    before += amount;
    return allocation;
  });
};
const ttcOf = (lines: readonly CommissionedLine[]) =>
  Math.max(1, Math.round(lines.reduce((sum, line) => sum + line.ht, 0) * 1.2));

describe('commissions', () => {
  test('the totals are the sums over the lines, by rule and in all', () => {
    fc.assert(
      fc.property(rules, invoice(1), invoice(2), (agent, a, b) => {
        const lines = invoicedLines(agent, [...a, ...b]);
        const totals = totalsOf(lines);
        expect(totals.commission).toBe(lines.reduce((sum, line) => sum + line.commission, 0));
        expect(totals.ht).toBe([...a, ...b].reduce((sum, line) => sum + line.ht, 0));
        const bySource = Object.values(totals.bySource);
        expect(bySource.reduce((sum, s) => sum + s.commission, 0)).toBe(totals.commission);
        expect(bySource.reduce((sum, s) => sum + s.ht, 0)).toBe(totals.ht);
      }),
    );
  });

  test('a credit note of a whole invoice brings the commission back to zero', () => {
    fc.assert(
      fc.property(rules, invoice(1), (agent, lines) => {
        const credit = lines.map((line) => ({ ...line, documentId: 2, ht: -line.ht }));
        const totals = totalsOf(invoicedLines(agent, [...lines, ...credit]));
        expect(totals.commission).toBe(0);
        expect(totals.ht).toBe(0);
      }),
    );
  });

  test('rate 0 earns nothing, whatever the basis', () => {
    const none: CommissionRules = {
      basis: 'invoiced',
      defaultRateBp: 0,
      typologyRates: [],
      productRates: [],
    };
    fc.assert(
      fc.property(
        invoice(1).chain((lines) => fc.tuple(fc.constant(lines), payments(ttcOf(lines)))),
        ([lines, amounts]) => {
          expect(totalsOf(invoicedLines(none, lines)).commission).toBe(0);
          const paid = paidLines(none, lines, allocations(1, ttcOf(lines), amounts));
          expect(totalsOf(paid).commission).toBe(0);
        },
      ),
    );
  });

  test('payments up to the TTC earn at most the invoiced commission, exactly it once paid in full', () => {
    fc.assert(
      fc.property(
        rules,
        invoice(1).chain((lines) => fc.tuple(fc.constant(lines), payments(ttcOf(lines)))),
        (agent, [lines, amounts]) => {
          const due = ttcOf(lines);
          const invoiced = totalsOf(invoicedLines(agent, lines));
          const paid = totalsOf(paidLines(agent, lines, allocations(1, due, amounts)));
          expect(paid.commission).toBeGreaterThanOrEqual(0);
          expect(paid.commission).toBeLessThanOrEqual(invoiced.commission);
          expect(paid.ht).toBeLessThanOrEqual(invoiced.ht);
          const settled = totalsOf(
            paidLines(
              agent,
              lines,
              allocations(1, due, [...amounts, due - amounts.reduce((s, a) => s + a, 0)]),
            ),
          );
          expect(settled.commission).toBe(invoiced.commission);
          expect(settled.ht).toBe(invoiced.ht);
        },
      ),
    );
  });

  test('half the TTC paid earns half the commissionable HT', () => {
    expect(paidShare(10_000, 0, 6_000, 12_000)).toBe(5_000);
    expect(paidShare(10_000, 6_000, 6_000, 12_000)).toBe(5_000);
    expect(paidShare(-10_000, 0, 6_000, 12_000)).toBe(-5_000);
  });

  test('the product rule wins over the typology, the typology over the default', () => {
    fc.assert(
      fc.property(rules, lineOf(1, 1), (agent, line) => {
        const resolved = resolveRate(agent, line);
        const product = agent.productRates.find((r) => r.productId === line.productId);
        const typology = agent.typologyRates.find((r) => r.typology === line.typology);
        expect(resolved).toEqual(
          product
            ? { rateBp: product.rateBp, source: 'product' }
            : typology
              ? { rateBp: typology.rateBp, source: 'typology' }
              : { rateBp: agent.defaultRateBp, source: 'default' },
        );
      }),
    );
  });

  test('a commission is the rate of the HT rounded half away from zero, symmetric in sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), rate, (ht, bp) => {
        expect(commissionOf(-ht, bp) + commissionOf(ht, bp)).toBe(0);
        expect(Math.abs(commissionOf(ht, bp) - (ht * bp) / FULL_RATE_BP)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(commissionOf(12_345, 1_000)).toBe(1_235);
  });
});
