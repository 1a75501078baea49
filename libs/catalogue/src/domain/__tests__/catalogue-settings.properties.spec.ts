import fc from 'fast-check';
import { catalogueSettingsFailures } from '../catalogue-settings.js';

const named = (value: unknown) => catalogueSettingsFailures(value).map((failure) => failure.params?.setting);
const entries = fc.option(fc.dictionary(fc.string({ maxLength: 20 }), fc.object()));

describe('the catalogue settings as a whole document', () => {
  test('price lists and formats (objects by key, or none) and a flag fit', () => {
    fc.assert(
      fc.property(entries, entries, fc.boolean(), (typologies, formats, allRulesInEq75) => {
        expect(catalogueSettingsFailures({ typologies, formats, allRulesInEq75 })).toEqual([]);
      }),
    );
  });

  test('a flag that is not one is named as /shops/me sends it, and only it', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(typeof value !== 'boolean');
        expect(named({ typologies: null, formats: {}, allRulesInEq75: value })).toEqual([
          'settings.allRulesInEq75',
        ]);
      }),
    );
  });

  test('a price list that is not an object is named', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.array(fc.nat())), (value) => {
        expect(named({ typologies: { public: value }, formats: null, allRulesInEq75: false })).toEqual([
          'typologies',
        ]);
      }),
    );
  });
});
