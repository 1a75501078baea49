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
});
