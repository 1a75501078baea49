import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { eq75Of } from '@cuvee/kernel';
import { formatsFarFromEq75 } from '../format-volume';

describe('formats far from their 75 cl equivalent', () => {
  test('75 litres typed for a bottle counted 1 is far; 0.75 l, a magnum and a 5 l bib are not', () => {
    expect(
      formatsFarFromEq75([
        { unity: 'litre', unityValue: 0.75, eq75: 1 },
        { unity: 'litre', unityValue: 75, eq75: 1 },
        { unity: 'litre', unityValue: 1.5, eq75: 2 },
        { unity: 'litre', unityValue: 5, eq75: 6.67 },
      ]),
    ).toEqual([{ position: 2, volume: 75, expected: 100, eq75: 1 }]);
  });

  test('an equivalent of 0 for a volume is far; other units and unfinished rows are not checked', () => {
    expect(formatsFarFromEq75([{ unity: 'litre', unityValue: 0.75, eq75: 0 }])).toHaveLength(1);
    expect(
      formatsFarFromEq75([
        { unity: 'kilogram', unityValue: 75, eq75: 1 },
        { unity: 'litre', unityValue: null, eq75: 1 },
        { unity: 'litre', unityValue: '0,', eq75: 1 },
      ]),
    ).toEqual([]);
  });

  test('an equivalent within twice what the volume makes is never far; beyond it always is', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 10_000, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (volume, factor) => {
          const eq75 = eq75Of(volume) * factor;
          const far = formatsFarFromEq75([{ unity: 'litre', unityValue: volume, eq75 }]).length === 1;
          if (factor < 0.499 || factor > 2.001) expect(far).toBe(true);
          if (factor > 0.501 && factor < 1.999) expect(far).toBe(false);
        },
      ),
    );
  });
});
