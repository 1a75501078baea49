import fc from 'fast-check';
import { priceCartOrder } from '../cart-pricing.js';
import { line, orderInput } from './pricing-arbitraries.js';

const RUNS = { numRuns: 10_000 };

describe('cart pricing properties', () => {
  it('never answers a negative amount, and its totals add up to the cent', () => {
    fc.assert(
      fc.property(orderInput(), (input) => {
        const { answer, vatByRate } = priceCartOrder(input);
        const p = answer.price;
        for (const value of Object.values(p)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(p.totalWithMargin).toBe(p.totalHT + p.shipping + p.margin);
        expect(p.totalWithFees + p.tva).toBe(p.totalTTC);
        expect(vatByRate.reduce((n, row) => n + row.ht, 0)).toBe(p.totalWithFees);
        expect(vatByRate.reduce((n, row) => n + row.vat, 0)).toBe(p.tva);
        expect(p.payLater).toBe(input.payLater ? p.totalTTC : 0);
        if (!input.context.shop.settings.hasTVA) expect(p.tva).toBe(0);
      }),
      RUNS,
    );
  });

  it('does not depend on the order of lines and reservations', () => {
    fc.assert(
      fc.property(
        orderInput().chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray([...input.lines], {
              minLength: input.lines.length,
              maxLength: input.lines.length,
            }),
            fc.shuffledSubarray([...input.reservations], {
              minLength: input.reservations.length,
              maxLength: input.reservations.length,
            }),
          ),
        ),
        ([input, lines, reservations]) => {
          expect(priceCartOrder({ ...input, lines, reservations }).answer).toEqual(
            priceCartOrder(input).answer,
          );
        },
      ),
      RUNS,
    );
  });

  it('frees delivery once franco is reached', () => {
    fc.assert(
      fc.property(orderInput(['percent']), (input) => {
        const { answer } = priceCartOrder(input);
        expect(answer.francoPercent).toBeGreaterThanOrEqual(0);
        expect(answer.francoPercent).toBeLessThanOrEqual(100);
        if (answer.franco) {
          expect(answer.price.shipping + answer.price.margin).toBe(0);
          expect(answer.francoPercent).toBe(100);
        }
      }),
      RUNS,
    );
  });

  it('never loses a bottle franco with one more bottle', () => {
    // An amount threshold reads what the buyer pays, which a steep tier can lower (see the example
    // test): only the bottle threshold is monotone. The carts are drawn with a line and no amount
    // threshold rather than filtered, so that every run tests it.
    const bottleFrancoCarts = fc.tuple(orderInput(['percent']), line).map(([input, wine]) => ({
      ...input,
      lines: input.lines.length > 0 ? input.lines : [wine],
      franco: { ...input.franco, amount: null },
    }));
    fc.assert(
      fc.property(bottleFrancoCarts, fc.integer({ min: 0, max: 5 }), (input, index) => {
        if (!priceCartOrder(input).answer.franco) return;
        const i = index % input.lines.length;
        const more = input.lines.map((l, k) => (k === i ? { ...l, quantity: l.quantity + 1 } : l));
        expect(priceCartOrder({ ...input, lines: more }).answer.franco).toBe(true);
      }),
      RUNS,
    );
  });

  it('never costs more per bottle with one more bottle, before franco effects (percent promotions)', () => {
    fc.assert(
      fc.property(orderInput(['percent']), line, (input, wine) => {
        const one = { ...input, lines: [wine], reservations: [], delivery: { kind: 'none' as const } };
        const n = wine.quantity;
        const now = priceCartOrder(one).answer.price.totalHT;
        const next = priceCartOrder({ ...one, lines: [{ ...wine, quantity: n + 1 }] }).answer.price.totalHT;
        // next/(n+1) ≤ now/n, give or take the one rounding of the order promotion (1 cent).
        expect(next * n).toBeLessThanOrEqual((now + 1) * (n + 1));
      }),
      RUNS,
    );
  });
});
