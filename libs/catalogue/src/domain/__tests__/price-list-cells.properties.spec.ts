import fc from 'fast-check';
import type { Locale } from '@cuvee/kernel';
import {
  changeOfCell,
  eurosText,
  nextTypologyCell,
  parseTiers,
  sameTypologyCell,
  tiersText,
} from '../price-list-cells.js';
import type { FormatTypologyPrice, PriceTier } from '../pricing-inputs.js';
import { typologyPricingProblems } from '../pricing-checks.js';

const RUNS = { numRuns: 2_000 };
const locale = fc.constantFrom<Locale>('fr', 'en');
const cents = fc.integer({ min: 0, max: 10_000_000 });
const threshold = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }),
  fc.integer({ min: 1, max: 100_000 }).map((n) => n / 1000),
);
const tiers = fc.array(fc.record({ threshold, price: cents }), { maxLength: 5 });
const cell: fc.Arbitrary<FormatTypologyPrice> = fc.record(
  {
    visible: fc.boolean(),
    price: fc.option(cents, { nil: null }),
    discountPrice: tiers,
  },
  { requiredKeys: ['visible', 'price'] },
);
const maybeCell = fc.option(cell, { nil: undefined });

describe('quantity prices as a sheet writes them', () => {
  test.each([
    [
      '6 : 8,50 ; 12 : 8,00',
      [
        { threshold: 6, price: 850 },
        { threshold: 12, price: 800 },
      ],
    ],
    [
      '6:8.5;12:8',
      [
        { threshold: 6, price: 850 },
        { threshold: 12, price: 800 },
      ],
    ],
    ['dès 6 : 8,50 €', [{ threshold: 6, price: 850 }]],
    [
      '6 : 8,50 / 12 : 8,00',
      [
        { threshold: 6, price: 850 },
        { threshold: 12, price: 800 },
      ],
    ],
    [
      '6 = 8,50 | 12 = 8',
      [
        { threshold: 6, price: 850 },
        { threshold: 12, price: 800 },
      ],
    ],
    ['1,5 : 20', [{ threshold: 1.5, price: 2000 }]],
    [
      '6 : 8,50\n12 : 8,00',
      [
        { threshold: 6, price: 850 },
        { threshold: 12, price: 800 },
      ],
    ],
    ['aucun', []],
    ['None', []],
  ])('reads "%s"', (text, expected) => {
    expect(parseTiers(text)).toEqual(expected);
  });

  test.each(['', ';', '6', '6 : ', 'six : 8', '6 : huit', '6 8,50', '-6 : 8'])('refuses "%s"', (text) => {
    expect(parseTiers(text)).toBeNull();
  });

  test('writes them in the language: decimals, and the word for none', () => {
    const two: PriceTier[] = [
      { threshold: 6, price: 850 },
      { threshold: 12.5, price: 800 },
    ];
    expect(tiersText(two, 'fr')).toBe('6 : 8,50 / 12,5 : 8,00');
    expect(tiersText(two, 'en')).toBe('6 : 8.50 / 12.5 : 8.00');
    expect(tiersText([], 'fr')).toBe('aucun');
    expect(tiersText([], 'en')).toBe('none');
    expect(eurosText(123456, 'fr')).toBe('1234,56');
  });

  test('what is written reads back the same, in either language', () => {
    fc.assert(
      fc.property(tiers, locale, (list, language) => {
        expect(parseTiers(tiersText(list, language))).toEqual(list);
      }),
      RUNS,
    );
  });
});

describe('a row applied to a cell', () => {
  test('a new cell is visible, at the base price, with the format tiers, unless the row says otherwise', () => {
    expect(nextTypologyCell(undefined, { price: 900 })).toEqual({ visible: true, price: 900 });
    expect(nextTypologyCell(undefined, { visible: false })).toEqual({ visible: false, price: null });
    expect(sameTypologyCell(undefined, { visible: true, price: null })).toBe(true);
    expect(sameTypologyCell(undefined, { visible: true, price: null, discountPrice: [] })).toBe(false);
  });

  test('a row changes what it fills and keeps the rest, the add tiers included', () => {
    const current: FormatTypologyPrice = {
      visible: false,
      price: 1000,
      discountPrice: [{ threshold: 6, price: 900 }],
      discountAdd: [{ threshold: 12, amount: -50 }],
    };
    expect(nextTypologyCell(current, { price: 950 })).toEqual({ ...current, price: 950 });
    expect(nextTypologyCell(current, { tiers: [] })).toEqual({ ...current, discountPrice: [] });
    expect(nextTypologyCell(current, { visible: true })).toEqual({ ...current, visible: true });
  });

  test('an empty row changes nothing; a row applied twice is applied once (a re-import is unchanged)', () => {
    fc.assert(
      fc.property(
        maybeCell,
        fc.record({ price: cents, tiers, visible: fc.boolean() }, { requiredKeys: [] }),
        (current, change) => {
          expect(sameTypologyCell(nextTypologyCell(current, {}), current)).toBe(true);
          const once = nextTypologyCell(current, change);
          expect(nextTypologyCell(once, change)).toEqual(once);
        },
      ),
      RUNS,
    );
  });

  test("the export's row of a cell gives that cell again, on a fresh format and on the same one", () => {
    fc.assert(
      fc.property(maybeCell, maybeCell, (exported, other) => {
        const change = changeOfCell(exported);
        expect(sameTypologyCell(nextTypologyCell(undefined, change), exported)).toBe(true);
        expect(sameTypologyCell(nextTypologyCell(exported, change), exported)).toBe(true);
        // Into a format whose cell differs, the price comes only when the exported cell had its own.
        const into = nextTypologyCell(other, change);
        expect(into.price).toBe(exported?.price ?? other?.price ?? null);
      }),
      RUNS,
    );
  });

  test("a typology's price under a base tier is refused: that tier would raise it", () => {
    const format = { price: 1200, discountPrice: [{ threshold: 6, price: 1000 }], discountAdd: [] };
    expect(typologyPricingProblems(format, { visible: true, price: 900 })).toEqual(['tierNotDegressive']);
    expect(typologyPricingProblems(format, { visible: true, price: 900, discountPrice: [] })).toEqual([]);
    expect(
      typologyPricingProblems(format, {
        visible: true,
        price: 900,
        discountPrice: [
          { threshold: 12, price: 800 },
          { threshold: 6, price: 850 },
        ],
      }),
    ).toEqual(['tiersOutOfOrder', 'tierNotDegressive']);
  });
});
