import fc from 'fast-check';
import type { FormatPricing } from '@cuvee/catalogue/domain';
import {
  MAX_PARTNER_REFERENCE,
  referenceFailures,
  referenceKey,
  withFixedPrice,
} from '../match-grid-rules.js';

/** A partner reference: letters, digits and the punctuation codes carry. */
const reference = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ./_-]{0,20}$/);
/** The same reference as a partner might retype it: spaces around and inside, another case. */
const retyped = (text: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(' ', '  ', '\t', '\u00a0'), { maxLength: 2 }),
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.array(fc.constantFrom('', ' ', '  '), { minLength: text.length, maxLength: text.length }),
    )
    .map(
      ([around, upper, inner]) =>
        around.join('') +
        [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase()) + inner[i]).join('') +
        around.join(''),
    );

describe('referenceKey', () => {
  test('is insensitive to spaces around and inside, and to case', () => {
    fc.assert(
      fc.property(
        reference.chain((text) => fc.tuple(fc.constant(text), retyped(text))),
        ([text, again]) => {
          expect(referenceKey(again)).toBe(referenceKey(text));
        },
      ),
    );
  });

  test('is idempotent and holds no space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const key = referenceKey(text);
        expect(referenceKey(key)).toBe(key);
        expect(key).not.toMatch(/\s/u);
      }),
    );
  });

  test('tells apart references that differ by more than spaces and case', () => {
    expect(referenceKey('CH-75-22')).not.toBe(referenceKey('CH-75-23'));
    expect(referenceKey('ch 75/22')).toBe('CH75/22');
    expect(referenceKey('ch-75.22')).not.toBe(referenceKey('ch-7522'));
    expect(referenceKey('Cuvée Réserve')).toBe('CUVEERESERVE');
  });
});

describe('referenceFailures', () => {
  test('names every row whose key an earlier row has, with that row, and no other', () => {
    fc.assert(
      fc.property(fc.array(reference, { maxLength: 12 }), (texts) => {
        const failures = referenceFailures(texts.map((text) => ({ reference: text })));
        const firstOf = new Map<string, number>();
        const expected = texts.flatMap((text, index) => {
          const key = referenceKey(text);
          const first = firstOf.get(key);
          if (first === undefined) {
            firstOf.set(key, index + 1);
            return [];
          }
          return [{ position: index + 1, first }];
        });
        expect(failures.map((f) => f.code)).toEqual(expected.map(() => 'sales.matchGridDuplicateReference'));
        expect(failures.map((f) => ({ position: f.params?.position, first: f.params?.first }))).toEqual(
          expected,
        );
      }),
    );
  });

  test('a retyped copy of a row is a duplicate of it', () => {
    fc.assert(
      fc.property(
        reference.chain((text) => fc.tuple(fc.constant(text), retyped(text))),
        ([text, again]) => {
          const [found] = referenceFailures([{ reference: text }, { reference: again }]);
          expect(found).toEqual({
            code: 'sales.matchGridDuplicateReference',
            params: { position: 2, reference: again.trim(), first: 1 },
          });
        },
      ),
    );
  });

  test('refuses an empty reference and one too long, naming the row', () => {
    expect(referenceFailures([{ reference: 'A' }, { reference: ' \t ' }])).toEqual([
      { code: 'sales.matchGridReferenceNeeded', params: { position: 2 } },
    ]);
    expect(referenceFailures([{ reference: 'x'.repeat(MAX_PARTNER_REFERENCE + 1) }])).toEqual([
      { code: 'sales.matchGridReferenceTooLong', params: { position: 1, max: MAX_PARTNER_REFERENCE } },
    ]);
    expect(referenceFailures([{ reference: ` ${'x'.repeat(MAX_PARTNER_REFERENCE)} ` }])).toEqual([]);
  });
});

describe('withFixedPrice', () => {
  const format: FormatPricing = {
    container: 'bottle',
    unity: 'litre',
    unityValue: 0.75,
    eq75: 1,
    price: 1200,
    discountPrice: [{ threshold: 12, price: 1000 }],
    discountAdd: [{ threshold: 24, amount: -50 }],
    typologies: { caviste: { visible: false, price: 900 }, chr: { visible: true, price: 1100 } },
    promotions: [
      {
        id: 'p',
        type: 'percent',
        amount: 10,
        activation: 'always',
        threshold: 0,
        start: null,
        end: null,
      },
    ],
  };

  test("is the price grid's list price, without tiers or promotions, other typologies untouched", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('caviste', 'chr', 'public'),
        fc.integer({ min: 0, max: 10_000_000 }),
        (key, fixed) => {
          const fixedFormat = withFixedPrice(format, key, fixed);
          expect(fixedFormat.typologies[key]).toEqual({
            visible: true,
            price: fixed,
            discountPrice: [],
            discountAdd: [],
          });
          expect(fixedFormat.promotions).toEqual([]);
          expect(fixedFormat.discountPrice).toEqual([]);
          for (const other of Object.keys(format.typologies).filter((k) => k !== key))
            expect(fixedFormat.typologies[other]).toEqual(format.typologies[other]);
          expect(fixedFormat.price).toBe(format.price);
        },
      ),
    );
  });
});
