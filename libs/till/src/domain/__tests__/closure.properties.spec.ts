import fc from 'fast-check';
import { closureOf, ZERO_GRAND_TOTALS, type GrandTotals } from '../closure.js';
import { priceTicket } from '../ticket.js';
import { cancellationTotals, sumTotals, type Totals } from '../totals.js';

/** A day: tickets paid by card or cash, some cancelled. */
const day = fc.array(
  fc.record({
    unitTtc: fc.integer({ min: 1, max: 10_000 }),
    quantity: fc.integer({ min: 1, max: 6 }),
    vatRate: fc.constantFrom(20, 5.5),
    method: fc.constantFrom('cash', 'cb', 'check'),
    cancelled: fc.boolean(),
  }),
  { maxLength: 15 },
);

type Sale = { unitTtc: number; quantity: number; vatRate: number; method: string; cancelled: boolean };

function recordsOf(sales: readonly Sale[]): Totals[] {
  return sales.flatMap((sale) => {
    const priced = priceTicket([{ label: 'Vin', discount: 0, ...sale }], 0, [
      { method: sale.method, amount: sale.unitTtc * sale.quantity },
    ]);
    if (!priced.ok) throw new Error(priced.failure.key);
    return sale.cancelled
      ? [priced.ticket.totals, cancellationTotals(priced.ticket.totals)]
      : [priced.ticket.totals];
  });
}

describe('closures (property tests)', () => {
  it('a Z closure totals the sums of its records, and the grand totals never decrease in absolute value', () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 8 }), (days) => {
        let grand: GrandTotals = ZERO_GRAND_TOTALS;
        let sequence = 0;
        let signed = 0;
        for (const sales of days) {
          const records = recordsOf(sales);
          const closure = closureOf({
            period: 'day',
            key: '2026-11-27',
            covered: records.map((totals) => ({ sequence: ++sequence, totals })),
            previousGrandTotals: grand,
            cash: { moves: { float: 10_000, cashIn: 0, cashOut: 500 }, counted: 12_000 },
          });
          expect(closure.totals.ttc).toBe(records.reduce((sum, t) => sum + t.ttc, 0));
          expect(closure.totals.byPayment.cash ?? 0).toBe(
            records.reduce((sum, t) => sum + (t.byPayment.cash ?? 0), 0),
          );
          expect(closure.totals.ttc).toBe(
            Object.values(closure.totals.byRate).reduce((s, r) => s + r.ttc, 0),
          );
          expect(closure.grandTotals.absolute).toBeGreaterThanOrEqual(grand.absolute);
          expect(closure.cash!.expected).toBe(10_000 - 500 + (closure.totals.byPayment.cash ?? 0));
          expect(closure.cash!.difference).toBe(12_000 - closure.cash!.expected);
          signed += closure.totals.ttc;
          grand = closure.grandTotals;
          expect(grand.total).toBe(signed);
        }
      }),
    );
  });

  it('a month closure over its day closures equals the sum of every record of the month', () => {
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 6 }), (days) => {
        let sequence = 0;
        const dayClosures = days.map((sales) => {
          const covered = recordsOf(sales).map((totals) => ({ sequence: ++sequence, totals }));
          return {
            sequence: ++sequence,
            totals: closureOf({
              period: 'day',
              key: 'd',
              covered,
              previousGrandTotals: ZERO_GRAND_TOTALS,
              cash: null,
            }).totals,
          };
        });
        const month = closureOf({
          period: 'month',
          key: '2026-11',
          covered: dayClosures,
          previousGrandTotals: ZERO_GRAND_TOTALS,
          cash: null,
        });
        expect(month.totals).toEqual(sumTotals(days.flatMap(recordsOf)));
      }),
    );
  });
});
