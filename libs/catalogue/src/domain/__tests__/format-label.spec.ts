import fc from 'fast-check';
import { formatLabel } from '@cuvee/kernel';
import { parseFormatLabel } from '../format-label.js';

describe('parseFormatLabel', () => {
  test.each([
    ['75 cl', { container: 'bottle', unity: 'litre', unityValue: 0.75 }],
    ['75cl', { container: 'bottle', unity: 'litre', unityValue: 0.75 }],
    ['0,75 L', { container: 'bottle', unity: 'litre', unityValue: 0.75 }],
    ['750 ml', { container: 'bottle', unity: 'litre', unityValue: 0.75 }],
    ['1,5 l', { container: 'bottle', unity: 'litre', unityValue: 1.5 }],
    ['Magnum', { container: 'bottle', unity: 'litre', unityValue: 1.5 }],
    ['Demi-bouteille', { container: 'bottle', unity: 'litre', unityValue: 0.375 }],
    ['5 l bib', { container: 'bib', unity: 'litre', unityValue: 5 }],
    ['BIB 3 L', { container: 'bib', unity: 'litre', unityValue: 3 }],
    ['Vrac 10 litres', { container: 'vrac', unity: 'litre', unityValue: 10 }],
    ['6 unit packing', { container: 'packing', unity: 'unit', unityValue: 6 }],
    ['1 kg', { container: 'bottle', unity: 'kilogram', unityValue: 1 }],
    // Accents, underscores and blanks as a spreadsheet keeps them.
    ['  75   CL ', { container: 'bottle', unity: 'litre', unityValue: 0.75 }],
    ['demi_bouteille', { container: 'bottle', unity: 'litre', unityValue: 0.375 }],
    ['6 unités', { container: 'bottle', unity: 'unit', unityValue: 6 }],
    ['1 l personnalisé', { container: 'custom', unity: 'litre', unityValue: 1 }],
    ['37,5 cl', { container: 'bottle', unity: 'litre', unityValue: 0.375 }],
  ])('reads "%s"', (text, expected) => {
    expect(parseFormatLabel(text)).toEqual(expected);
  });

  test.each([
    '',
    'grand',
    '75',
    'cl',
    '0 cl',
    '-75 cl',
    '75 cl 1 l',
    'bib vrac 5 l',
    '1 vrac 5 l',
    '75 furlongs',
  ])('refuses "%s"', (text) => {
    expect(parseFormatLabel(text)).toBeNull();
  });

  test('reads back every label formatLabel writes (to the millilitre below a litre, up to 2 decimals above)', () => {
    const volume = fc.oneof(
      fc.integer({ min: 1, max: 999 }).map((ml) => ml / 1000),
      fc.integer({ min: 100, max: 100_000 }).map((cl) => cl / 100),
    );
    const litres = fc.record({
      container: fc.constantFrom('bottle', 'bib', 'vrac', 'packing'),
      unity: fc.constant('litre'),
      unityValue: volume,
    });
    const others = fc.record({
      container: fc.constantFrom('bottle', 'bib', 'vrac', 'packing'),
      unity: fc.constantFrom('kilogram', 'gram', 'unit'),
      unityValue: fc.integer({ min: 1, max: 5000 }),
    });
    fc.assert(
      fc.property(fc.oneof(litres, others), (format) => {
        expect(parseFormatLabel(formatLabel(format))).toEqual(format);
      }),
    );
  });
});
