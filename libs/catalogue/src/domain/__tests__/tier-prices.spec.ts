import fc from 'fast-check';
import { unitPrice } from '../price-resolution.js';
import { tierPrices, unitsToReach } from '../tier-prices.js';
import { bottle, context, magnum, wine } from './pricing-fixtures.js';

describe('tier prices', () => {
  test('a tax-inclusive typology sees each tier TTC, duties and VAT included', () => {
    const format = bottle({
      discountPrice: [
        { threshold: 6, price: 1150 },
        { threshold: 12, price: 1090 },
      ],
    });
    const tiers = tierPrices({ product: wine(), format }, context('public'));
    expect(tiers.map((t) => [t.threshold, t.quantity])).toEqual([
      [6, 6],
      [12, 12],
    ]);
    const [six] = tiers;
    expect(six!.line.displayTtc).toBe(true);
    expect(six!.line.unit.ht).toBe(1150);
    // 11,50 € HT + still-wine excise of 0,75 l, then 20 % VAT on both.
    expect(six!.line.unit.display).toBe(six!.line.unit.ttc);
    expect(six!.line.unit.ttc).toBe(Math.round((1150 + six!.line.unit.duties) * 1.2));
  });

  test('a typology excluding tax sees them HT, after its own tiers and global discount', () => {
    const format = bottle({
      discountPrice: [{ threshold: 6, price: 1150 }],
      typologies: {
        restaurant: { visible: true, price: 1100, discountPrice: [{ threshold: 24, price: 1000 }] },
      },
    });
    const [tier, ...rest] = tierPrices({ product: wine(), format }, context('restaurant'));
    expect(rest).toEqual([]);
    expect(tier!.threshold).toBe(24);
    expect(tier!.line.displayTtc).toBe(false);
    // 10,00 € less the restaurants' 15 %.
    expect(tier!.line.unit.display).toBe(850);
  });

  test('price and add tiers at the same threshold make one row; add tiers alone count too', () => {
    const format = bottle({
      discountPrice: [{ threshold: 6, price: 1150 }],
      discountAdd: [
        { threshold: 6, amount: -50 },
        { threshold: 36, amount: -100 },
      ],
    });
    const tiers = tierPrices({ product: wine(), format }, context('public'));
    expect(tiers.map((t) => t.threshold)).toEqual([6, 36]);
    expect(tiers[0]!.line.unit.ht).toBe(1100);
    expect(tiers[1]!.line.unit.ht).toBe(1050);
  });

  test('in eq75 a magnum reaches a 6-bottle tier with 3 units', () => {
    const format = magnum({ discountPrice: [{ threshold: 6, price: 2500 }] });
    const [tier] = tierPrices({ product: wine(), format }, context('caviste'));
    expect(tier!.quantity).toBe(3);
    expect(tier!.line.unit.ht).toBe(2500);
    expect(unitsToReach(6, 2, false)).toBe(6);
    expect(unitsToReach(6, 0.5, true)).toBe(12);
    expect(unitsToReach(5, 2, true)).toBe(3);
    // What is not a drink counts its units, even in eq75; a tier from 0 still needs one unit.
    expect(unitsToReach(6, 0, true)).toBe(6);
    expect(unitsToReach(0, 1, false)).toBe(1);
  });

  test('each tier is the resolution’s unit price at its quantity, and never above the unit price (property)', () => {
    const tiers = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 40 })), { maxLength: 4 })
      .map((steps) => {
        let threshold = 0;
        let price = 1250;
        return steps.map(([gap, cut]) => {
          threshold += gap;
          price = Math.max(0, price - cut * 5);
          return { threshold, price };
        });
      });
    fc.assert(
      fc.property(
        tiers,
        fc.constantFrom('public', 'restaurant', 'caviste' as const),
        (discountPrice, key) => {
          const format = magnum({ price: 1250, discountPrice });
          const ctx = context(key);
          const one = unitPrice({ product: wine(), format }, ctx);
          return tierPrices({ product: wine(), format }, ctx).every(
            (tier) =>
              tier.line.unit.display ===
                unitPrice({ product: wine(), format, quantity: tier.quantity }, ctx).unit.display &&
              tier.line.unit.display <= one.unit.display,
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
