import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  centsOfTyped,
  foldRows,
  formatCompactMoney,
  formatPercent,
  percentChange,
  trendOf,
} from '../figures';

const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('percent change', () => {
  test('a rise, a fall, no change', () => {
    expect(percentChange(123_400, 100_000)).toBeCloseTo(0.234);
    expect(percentChange(50_000, 100_000)).toBe(-0.5);
    expect(percentChange(100, 100)).toBe(0);
  });

  test('from nothing there is no percentage; nothing to nothing is no change', () => {
    expect(percentChange(1000, 0)).toBeNull();
    expect(percentChange(-1000, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
    expect(trendOf(null)).toBeNull();
  });

  test('from a negative figure (credit notes above sales), a rise still reads as a rise', () => {
    expect(percentChange(0, -1000)).toBe(1);
    expect(trendOf(percentChange(500, -1000))).toBe('up');
    expect(trendOf(percentChange(-2000, -1000))).toBe('down');
  });

  test('the trend follows which figure is larger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (current, compared) => {
          const trend = trendOf(percentChange(current, compared));
          if (compared === 0 && current !== 0) expect(trend).toBeNull();
          else expect(trend).toBe(current > compared ? 'up' : current < compared ? 'down' : 'flat');
        },
      ),
    );
  });

  test('written with its sign and one decimal, in the interface language', () => {
    expect(plain(formatPercent(0.1234, 'fr', true))).toBe('+12,3 %');
    expect(plain(formatPercent(-0.04, 'fr', true))).toBe('-4 %');
    expect(formatPercent(0.486, 'en')).toBe('48.6%');
    expect(formatPercent(0, 'en', true)).toBe('0%');
    expect(plain(formatCompactMoney(1_234_500, 'fr'))).toBe('12,3 k €');
    expect(formatCompactMoney(1_234_500, 'en')).toBe('€12.3k');
  });
});

describe('rows folded for a chart', () => {
  const sum = (rest: readonly number[]) => rest.reduce((total, value) => total + value, 0);

  test('up to the palette’s size as they are, beyond it the rest in one', () => {
    expect(foldRows([5, 4, 3], 7, sum)).toEqual([5, 4, 3]);
    expect(foldRows([7, 6, 5, 4, 3, 2, 1], 7, sum)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(foldRows([8, 7, 6, 5, 4, 3, 2, 1], 7, sum)).toEqual([8, 7, 6, 5, 4, 3, 3]);
  });

  test('never more rows than asked, the same total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e6 })),
        fc.integer({ min: 1, max: 10 }),
        (rows, max) => {
          const folded = foldRows(rows, max, sum);
          expect(folded.length).toBe(Math.min(rows.length, max));
          expect(sum(folded)).toBe(sum(rows));
        },
      ),
    );
  });
});

describe('euros typed in the budget grid', () => {
  test('a decimal comma or point, spaces between thousands, nothing for zero', () => {
    expect(centsOfTyped('1234,5')).toBe(123_450);
    expect(centsOfTyped('1\u202f234,50')).toBe(123_450);
    expect(centsOfTyped('12.34')).toBe(1234);
    expect(centsOfTyped('  ')).toBe(0);
  });

  test('not an amount: null', () => {
    expect(centsOfTyped('-5')).toBeNull();
    expect(centsOfTyped('douze')).toBeNull();
    expect(centsOfTyped('1,2,3')).toBeNull();
  });
});
