import fc from 'fast-check';
import { percentOf } from '@cuvee/kernel';
import { commissionChange, commissionPercentRule, MAX_COMMISSION_PERCENT } from '../platform-commission.js';

/** Rates an administrator may set: hundredths of a percent from 0 to 99.99. */
const rate = fc
  .integer({ min: 0, max: MAX_COMMISSION_PERCENT * 100 - 1 })
  .map((hundredths) => hundredths / 100);

describe('the platform commission rate', () => {
  it('accepts every rate from 0 to 99.99 with two decimals at most', () => {
    fc.assert(fc.property(rate, (percent) => expect(commissionPercentRule(percent)).toBeNull()));
  });

  it('refuses negative rates, 100 and more, three decimals, and what is not a number', () => {
    const refused = fc.oneof(
      fc.double({ max: -0.01, noNaN: true }),
      fc.double({ min: MAX_COMMISSION_PERCENT, noNaN: true }),
      fc
        .integer({ min: 0, max: 99_999 })
        .filter((n) => n % 10 !== 0)
        .map((n) => n / 1000),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, '2.5', null, undefined, {}),
    );
    fc.assert(
      fc.property(refused, (value) =>
        expect(commissionPercentRule(value)).toEqual({ code: 'validation.commissionPercent' }),
      ),
    );
  });

  it('a change records what it replaced; the same rate is no change', () => {
    fc.assert(
      fc.property(rate, rate, (current, proposed) => {
        const change = commissionChange(current, proposed);
        if (current === proposed) expect(change).toBeNull();
        else expect(change).toEqual({ before: current, after: proposed });
      }),
    );
  });

  it('the commission on an order never exceeds its goods HT and grows with the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), rate, rate, (cents, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(percentOf(cents, high)).toBeLessThanOrEqual(cents);
        expect(percentOf(cents, low)).toBeLessThanOrEqual(percentOf(cents, high));
      }),
    );
  });
});
