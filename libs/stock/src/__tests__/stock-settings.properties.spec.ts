import fc from 'fast-check';
import { DEFAULT_STOCK_DISPLAY, STOCK_DISPLAYS } from '@cuvee/kernel';
import { stockSettingsFailures } from '../domain/stock-settings.js';

const named = (value: unknown) => stockSettingsFailures(value).map((failure) => failure.params?.setting);

describe('the stock settings as a whole document', () => {
  test('every flag and every known display fits; the names are those /shops/me sends', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...STOCK_DISPLAYS.map((d) => d.key)), (flag, display) => {
        expect(stockSettingsFailures({ autoOutOfStock: flag, stockDisplay: display })).toEqual([]);
      }),
    );
    expect(named({})).toEqual(['settings.autoOutOfStock', 'settings.stockDisplay']);
  });

  test('anything else in a setting is named, and only that setting', () => {
    const known: unknown[] = STOCK_DISPLAYS.map((d) => d.key);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(typeof value !== 'boolean');
        expect(named({ autoOutOfStock: value, stockDisplay: DEFAULT_STOCK_DISPLAY })).toEqual([
          'settings.autoOutOfStock',
        ]);
        if (!known.includes(value))
          expect(named({ autoOutOfStock: true, stockDisplay: value })).toEqual(['settings.stockDisplay']);
      }),
    );
  });
});
