import fc from 'fast-check';
import { ENTRY_TYPES, EXIT_TYPES, MOVEMENT_TYPES } from '@cuvee/stock';
import { categoryOf, countsInOpening, DEFAULT_MAPPING, isEntryCategory } from '../drm-categories.js';

describe('the default movement table', () => {
  test('every entry type falls into an entry category and every exit type into an exit one', () => {
    for (const type of ENTRY_TYPES) expect(isEntryCategory(DEFAULT_MAPPING[type])).toBe(true);
    for (const type of EXIT_TYPES) expect(isEntryCategory(DEFAULT_MAPPING[type])).toBe(false);
  });

  test('an opening stock is never a production: another entry, its reversal another exit', () => {
    expect(categoryOf('opening', {})).toBe('otherEntry');
    expect(categoryOf('openingReversal', {})).toBe('otherExit');
  });
});

describe('countsInOpening', () => {
  test('only the opening stock and its reversal, and only while no month is validated', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOVEMENT_TYPES), fc.boolean(), (type, validated) => {
        expect(countsInOpening(type, validated)).toBe(
          !validated && (type === 'opening' || type === 'openingReversal'),
        );
      }),
    );
  });
});
