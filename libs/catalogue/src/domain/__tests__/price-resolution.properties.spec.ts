import fc from 'fast-check';
import { VAT_TYPES } from '@cuvee/kernel';
import type {
  AddTier,
  FormatPricing,
  PriceTier,
  PricedProduct,
  Promotion,
  ShopPricing,
} from '../pricing-inputs.js';
import {
  priceLines,
  type PriceLineInput,
  type PricedLines,
  type PricingContext,
} from '../price-resolution.js';
import { pricingProblems } from '../pricing-checks.js';
import { FRENCH_DUTY_RATES } from '../french-duty-rates.js';
import { stillWineLegal } from './pricing-fixtures.js';

const RUNS = { numRuns: 10_000 };

/** A percent with at most two decimals, as shops type them. */
const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((bp) => bp / 100);
const day = fc.constantFrom('2025-03-01', '2025-06-15', '2025-12-31', '2026-01-01', '2026-07-14');

/** Degressive tiers, as pricingProblems accepts them: thresholds up, prices down from the list price. */
const priceTiers = (listHt: number): fc.Arbitrary<PriceTier[]> =>
  fc
    .array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 30 })), { maxLength: 3 })
    .map((steps) => {
      let threshold = 0;
      let price = listHt;
      return steps.map(([gap, cut]) => {
        threshold += gap;
        price = Math.max(0, price - Math.round((price * cut) / 100));
        return { threshold, price };
      });
    });

const addTiers: fc.Arbitrary<AddTier[]> = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 300 })), { maxLength: 2 })
  .map((steps) => {
    let threshold = 0;
    let amount = 0;
    return steps.map(([gap, more]) => {
      threshold += gap;
      amount -= more;
      return { threshold, amount };
    });
  });

const promotion: fc.Arbitrary<Promotion> = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c'),
    type: fc.constantFrom('percent' as const, 'amount' as const),
    amount: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
    activation: fc.constantFrom(
      'always',
      'minProduct',
      'minPrice',
      'minProductOrder',
      'minPriceOrder' as const,
    ),
    threshold: fc.integer({ min: 0, max: 30_000 }),
    start: fc.option(day, { nil: null }),
    end: fc.option(day, { nil: null }),
  })
  .map((p): Promotion => ({
    ...p,
    // Amount promotions are whole cents; quantity thresholds are bottle counts.
    amount: p.type === 'amount' ? Math.round(p.amount * 20) : p.amount,
    threshold:
      p.activation === 'minProduct' || p.activation === 'minProductOrder' ? p.threshold % 30 : p.threshold,
  }));

const format: fc.Arbitrary<FormatPricing> = fc
  .record({
    price: fc.integer({ min: 0, max: 200_000 }),
    sizing: fc.constantFrom(
      { unity: 'litre', unityValue: 0.75, eq75: 1 },
      { unity: 'litre', unityValue: 1.5, eq75: 2 },
      { unity: 'centilitre', unityValue: 37.5, eq75: 0.5 },
      { unity: 'litre', unityValue: 5, eq75: 0 },
      { unity: 'centilitre', unityValue: 70, eq75: 0 },
      { unity: 'unit', unityValue: 1, eq75: 0 },
    ),
    restaurantPrice: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
    promotions: fc.array(promotion, { maxLength: 2 }),
    addTiers,
  })
  .chain(({ price, sizing, restaurantPrice, promotions, addTiers: adds }) =>
    fc.tuple(priceTiers(price), priceTiers(restaurantPrice ?? price)).map(([tiers, restaurantTiers]) => ({
      container: 'bottle',
      ...sizing,
      price,
      discountPrice: tiers,
      discountAdd: adds,
      typologies: {
        restaurant: { visible: true, price: restaurantPrice, discountPrice: restaurantTiers },
      },
      promotions: promotions.filter((p) => !p.start || !p.end || p.start <= p.end),
    })),
  );

const product: fc.Arbitrary<PricedProduct> = fc.record({
  id: fc.constantFrom('chinon', 'vouvray', 'fine'),
  type: fc.constantFrom('wine', 'spirits', 'cider'),
  vatType: fc.constantFrom(...VAT_TYPES),
  alcohol: percent(60),
  legal: fc.option(
    fc.record({
      ...Object.fromEntries(Object.entries(stillWineLegal).map(([k, v]) => [k, fc.constant(v)])),
      da: fc.constantFrom(null, 'stillWine', 'sparklingWine', 'intermediate', 'spirits'),
      css: fc.constantFrom(null, 'cssSpirits'),
      typeDA: fc.constantFrom('DA2' as const, 'DSU' as const, 'NULL' as const),
      customTaxAmountPerHL: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
      customTaxFamilies: fc.constantFrom([], ['wine'], ['cider', 'spirits']),
      customTaxAdded: fc.boolean(),
      customTaxVat: fc.boolean(),
    }) as fc.Arbitrary<PricedProduct['legal'] & object>,
    { nil: null },
  ),
});

const line = fc.record({
  product,
  format,
  quantity: fc.integer({ min: 1, max: 60 }),
  disableVat: fc.boolean(),
});

const pricingContext: fc.Arbitrary<PricingContext> = fc
  .record({
    hasTVA: fc.boolean(),
    shopEq75: fc.boolean(),
    typologyKey: fc.constantFrom('public', 'restaurant'),
    ttc: fc.boolean(),
    globalDiscount: percent(60),
    typologyEq75: fc.boolean(),
    date: day,
  })
  .map(({ hasTVA, shopEq75, typologyKey, ttc, globalDiscount, typologyEq75, date }) => {
    const settings = {
      name: typologyKey,
      public: typologyKey === 'public',
      ttc,
      globalDiscount,
      allRulesInEq75: typologyEq75,
    };
    const shop: ShopPricing = {
      id: 1,
      settings: { hasTVA, vatRate: { standard: 20, medium: 10, reduced: 5.5 }, allRulesInEq75: shopEq75 },
      typologies: { [typologyKey]: settings },
    };
    return { shop, typology: { key: typologyKey, settings }, date, dutyRates: FRENCH_DUTY_RATES };
  });

const order = fc
  .array(line, { minLength: 1, maxLength: 5 })
  .map((lines) => lines.map((l, index): PriceLineInput => ({ ...l, key: `line-${index}` })));

function everyAmount(result: PricedLines): number[] {
  const { byVatRate, ...totals } = result.totals;
  return [
    ...Object.values(totals),
    ...byVatRate.flatMap((row) => [row.ht, row.vat, row.ttc]),
    ...result.lines.flatMap((l) => [l.goodsHt, l.duties, l.ht, l.vat, l.ttc, ...Object.values(l.unit)]),
  ];
}

describe('price resolution properties (fast-check, 10,000 runs each)', () => {
  test('the generated formats are sound ones', () => {
    fc.assert(
      fc.property(format, (f) => pricingProblems(f).length === 0),
      { numRuns: 1_000 },
    );
  });

  // Properties return booleans rather than calling expect: a million expect calls cost seconds.
  test('HT + VAT = TTC to the cent, per unit, per line, per rate and in total', () => {
    fc.assert(
      fc.property(order, pricingContext, (lines, context) => {
        const { lines: priced, totals } = priceLines(lines, context);
        return (
          priced.every(
            (l) =>
              l.unit.ht + l.unit.duties + l.unit.vat === l.unit.ttc &&
              l.ht + l.vat === l.ttc &&
              l.goodsHt + l.duties === l.ht,
          ) &&
          totals.byVatRate.every((row) => row.ht + row.vat === row.ttc) &&
          totals.ht + totals.vat === totals.ttc
        );
      }),
      RUNS,
    );
  });

  test('every amount is a non-negative integer number of cents', () => {
    fc.assert(
      fc.property(order, pricingContext, (lines, context) =>
        everyAmount(priceLines(lines, context)).every(
          (amount) => Number.isSafeInteger(amount) && amount >= 0,
        ),
      ),
      RUNS,
    );
  });

  test('a higher quantity never costs more per unit', () => {
    fc.assert(
      fc.property(order, pricingContext, fc.integer({ min: 1, max: 40 }), (lines, context, more) => {
        const before = priceLines(lines, context).lines[0]!.unit;
        const bigger = [{ ...lines[0]!, quantity: lines[0]!.quantity + more }, ...lines.slice(1)];
        const after = priceLines(bigger, context).lines[0]!.unit;
        return after.ht <= before.ht && after.ttc <= before.ttc && after.display <= before.display;
      }),
      RUNS,
    );
  });

  test('the same results in any line order', () => {
    fc.assert(
      fc.property(
        order.chain((lines) =>
          fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
        ),
        pricingContext,
        ([lines, shuffled], context) => {
          const a = priceLines(lines, context);
          const b = priceLines(shuffled, context);
          // Lines are built field by field in one order, so their JSON texts compare exactly.
          const byKey = (r: PricedLines): string =>
            JSON.stringify([[...r.lines].sort((x, y) => x.key.localeCompare(y.key)), r.totals]);
          return byKey(a) === byKey(b);
        },
      ),
      RUNS,
    );
  });
});
