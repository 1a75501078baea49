import { pricingProblems } from '../pricing-checks.js';
import type { Promotion } from '../pricing-inputs.js';
import { bottle } from './pricing-fixtures.js';

const promotion: Promotion = {
  id: 'p',
  type: 'percent',
  amount: 10,
  activation: 'always',
  threshold: 0,
  start: '2025-06-01',
  end: '2025-06-30',
};

describe('pricingProblems', () => {
  test('a sound format has none', () => {
    const format = bottle({
      discountPrice: [
        { threshold: 6, price: 1150 },
        { threshold: 12, price: 1100 },
      ],
      discountAdd: [{ threshold: 24, amount: -50 }],
      typologies: { restaurant: { visible: true, price: 1200 } },
      promotions: [promotion],
    });
    expect(pricingProblems(format)).toEqual([]);
  });

  test('negative or fractional prices', () => {
    expect(pricingProblems(bottle({ price: -100 }))).toContain('invalidAmount');
    expect(pricingProblems(bottle({ discountPrice: [{ threshold: 6, price: 10.5 }] }))).toContain(
      'invalidAmount',
    );
  });

  test('tiers out of order', () => {
    const format = bottle({
      discountPrice: [
        { threshold: 12, price: 1100 },
        { threshold: 6, price: 1150 },
      ],
    });
    expect(pricingProblems(format)).toContain('tiersOutOfOrder');
  });

  test('a tier that raises the price, for the base or for a typology', () => {
    expect(pricingProblems(bottle({ discountPrice: [{ threshold: 6, price: 1300 }] }))).toEqual([
      'tierNotDegressive',
    ]);
    expect(pricingProblems(bottle({ discountAdd: [{ threshold: 6, amount: 20 }] }))).toEqual([
      'tierNotDegressive',
    ]);
    const typologyBelowTier = bottle({
      discountPrice: [{ threshold: 6, price: 1150 }],
      typologies: { caviste: { visible: true, price: 1000 } },
    });
    expect(pricingProblems(typologyBelowTier)).toEqual(['tierNotDegressive']);
  });

  test('a percentage over 100 and a promotion ending before it starts', () => {
    expect(pricingProblems(bottle({ promotions: [{ ...promotion, amount: 120 }] }))).toEqual([
      'invalidPercent',
    ]);
    expect(pricingProblems(bottle({ promotions: [{ ...promotion, end: '2025-05-01' }] }))).toEqual([
      'promotionDates',
    ]);
  });

  test('a price of 0, tiers equal to the price above them, and an add tier of 0 are sound', () => {
    const format = bottle({
      price: 0,
      discountPrice: [
        { threshold: 6, price: 0 },
        { threshold: 12, price: 0 },
      ],
      discountAdd: [
        { threshold: 6, amount: 0 },
        { threshold: 12, amount: 0 },
      ],
    });
    expect(pricingProblems(format)).toEqual([]);
    expect(pricingProblems(bottle({ discountPrice: [{ threshold: 6, price: 1250 }] }))).toEqual([]);
  });

  test('an add tier in fractions of a cent', () => {
    expect(pricingProblems(bottle({ discountAdd: [{ threshold: 6, amount: -10.5 }] }))).toEqual([
      'invalidAmount',
    ]);
  });

  test('thresholds of 0, of infinity, repeated, or add tiers out of order', () => {
    const tiers = (...thresholds: number[]) =>
      bottle({ discountPrice: thresholds.map((threshold) => ({ threshold, price: 1200 })) });
    expect(pricingProblems(tiers(0))).toEqual(['tiersOutOfOrder']);
    expect(pricingProblems(tiers(Number.POSITIVE_INFINITY))).toEqual(['tiersOutOfOrder']);
    expect(pricingProblems(tiers(6, 6))).toEqual(['tiersOutOfOrder']);
    const adds = bottle({
      discountAdd: [
        { threshold: 12, amount: -50 },
        { threshold: 6, amount: -60 },
      ],
    });
    expect(pricingProblems(adds)).toEqual(['tiersOutOfOrder']);
  });

  test("a typology's own tiers are held to its own price", () => {
    const own = bottle({
      typologies: { caviste: { visible: true, price: 1200, discountPrice: [{ threshold: 6, price: 1210 }] } },
    });
    expect(pricingProblems(own)).toEqual(['tierNotDegressive']);
    const ownAdds = bottle({
      typologies: { caviste: { visible: true, price: null, discountAdd: [{ threshold: 6, amount: 5 }] } },
    });
    expect(pricingProblems(ownAdds)).toEqual(['tierNotDegressive']);
  });

  test('promotion amounts: cents for an amount, 0 to 100 with two decimals at most for a percent', () => {
    const problems = (overrides: Partial<Promotion>) =>
      pricingProblems(bottle({ promotions: [{ ...promotion, ...overrides }] }));
    expect(problems({ type: 'amount', amount: 500 })).toEqual([]);
    expect(problems({ type: 'amount', amount: -5 })).toEqual(['invalidAmount']);
    expect(problems({ type: 'amount', amount: 2.5 })).toEqual(['invalidAmount']);
    expect(problems({ amount: 0 })).toEqual([]);
    expect(problems({ amount: 100 })).toEqual([]);
    expect(problems({ amount: 12.25 })).toEqual([]);
    expect(problems({ amount: 12.125 })).toEqual(['invalidPercent']);
    expect(problems({ amount: -1 })).toEqual(['invalidPercent']);
    expect(problems({ amount: Number.NaN })).toEqual(['invalidPercent']);
  });

  test('a promotion of one day, or open at either end, has sound dates', () => {
    const problems = (start: string | null, end: string | null) =>
      pricingProblems(bottle({ promotions: [{ ...promotion, start, end }] }));
    expect(problems('2025-06-01', '2025-06-01')).toEqual([]);
    expect(problems(null, '2025-05-01')).toEqual([]);
    expect(problems('2025-06-01', null)).toEqual([]);
  });
});
