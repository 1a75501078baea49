import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { decimalTextOf, decimalValueOf } from '../decimal';

describe('a decimal as typed and shown', () => {
  test('a comma or a point is the decimal separator; a price is kept in cents', () => {
    expect(decimalValueOf('0,75')).toBe(0.75);
    expect(decimalValueOf(' 0.75 ')).toBe(0.75);
    expect(decimalValueOf('8,50', true)).toBe(850);
    expect(decimalValueOf('1 234,5 €', true)).toBe(123_450);
  });

  test('empty is no value; what is not a number is kept as typed, for the field to refuse', () => {
    expect(decimalValueOf('  ')).toBeNull();
    expect(decimalValueOf('0,7,5')).toBe('0,7,5');
    expect(decimalValueOf('douze', true)).toBe('douze');
  });

  test("shown with the interface language's separator, prices with their cents", () => {
    expect(decimalTextOf(0.75, 'fr')).toBe('0,75');
    expect(decimalTextOf(0.75, 'en')).toBe('0.75');
    expect(decimalTextOf(2700, 'fr', true)).toBe('27,00');
    expect(decimalTextOf(null, 'fr')).toBe('');
  });

  test('what is shown reads back as the value kept, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('fr' as const, 'en' as const),
        fc.boolean(),
        (units, locale, money) => {
          const value = money ? units : units / 1000;
          expect(decimalValueOf(decimalTextOf(value, locale, money), money)).toBe(value);
        },
      ),
    );
  });
});
