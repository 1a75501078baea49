import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { bind, columnOf, mappingOf, missingFields, suggestedBinding, type Binding } from '../mapping';

const FIELDS = [
  { field: 'lastname', label: 'Nom', required: true },
  { field: 'firstname', label: 'Prénom', required: false },
  { field: 'email', label: 'Email', required: false },
  { field: 'price', label: 'Prix HT', required: true },
];

describe("the mapping of an uploaded file's columns", () => {
  test("the API's suggestion, by position; a column it does not name is ignored", () => {
    const binding = suggestedBinding(
      ['Nom', 'Courriel', 'Note'],
      [
        { index: 1, field: 'email' },
        { index: 0, field: 'lastname' },
      ],
    );
    expect(binding).toEqual(['lastname', 'email', null]);
  });

  test('a column takes a free field or is ignored; a field another column feeds is refused', () => {
    const binding: Binding = ['lastname', 'email', null];
    expect(bind(binding, 2, 'firstname')).toEqual(['lastname', 'email', 'firstname']);
    expect(bind(binding, 1, null)).toEqual(['lastname', null, null]);
    expect(bind(binding, 2, 'email')).toBe(binding);
    // Its own field again changes nothing.
    expect(bind(binding, 1, 'email')).toEqual(binding);
    expect(columnOf(binding, 'email', 2)).toBe(1);
    expect(columnOf(binding, 'email', 1)).toBe(-1);
  });

  test('whatever is chosen, no field is fed by two columns', () => {
    const field = fc.option(fc.constantFrom(...FIELDS.map((item) => item.field)), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), field), { maxLength: 30 }), (choices) => {
        let binding: Binding = [null, null, null, null, null, null];
        for (const [index, chosen] of choices) binding = bind(binding, index, chosen);
        const bound = binding.filter((item) => item !== null);
        expect(new Set(bound).size).toBe(bound.length);
      }),
    );
  });

  test('the required fields no column feeds, until one does', () => {
    const binding: Binding = ['lastname', 'email', null];
    expect(missingFields(binding, FIELDS).map((item) => item.label)).toEqual(['Prix HT']);
    expect(missingFields(bind(binding, 2, 'price'), FIELDS)).toEqual([]);
  });

  test('the mapping sent names every header, an ignored one with null', () => {
    expect(mappingOf(['Nom', 'Courriel', 'Note'], ['lastname', 'email', null])).toEqual({
      Nom: 'lastname',
      Courriel: 'email',
      Note: null,
    });
    // A header named twice is its first column's.
    expect(mappingOf(['Code postal', 'Ville', 'Code postal'], ['zipcode', 'city', null])).toEqual({
      'Code postal': 'zipcode',
      Ville: 'city',
    });
  });
});
