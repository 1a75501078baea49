import { hasContactKeys, phonesOf, sharedFields } from '../duplicates.js';

const none = { email: null, siret: null, phone: null, mobile: null };

describe('duplicate detection', () => {
  test('shared email, SIRET and phone are listed in that order', () => {
    const existing = { email: 'a@b.fr', siret: '73282932000074', phone: '+33612345678', mobile: null };
    expect(sharedFields({ ...existing }, existing)).toEqual(['email', 'siret', 'phone']);
    expect(sharedFields({ ...none, siret: '73282932000074' }, existing)).toEqual(['siret']);
  });

  test('a phone matches the other field too (fixed typed as mobile and the reverse)', () => {
    const existing = { ...none, mobile: '+33612345678' };
    expect(sharedFields({ ...none, phone: '+33612345678' }, existing)).toEqual(['phone']);
  });

  test('empty values never match each other', () => {
    expect(sharedFields(none, none)).toEqual([]);
    expect(hasContactKeys(none)).toBe(false);
    expect(hasContactKeys({ ...none, mobile: '+33612345678' })).toBe(true);
    // A SIRET typed without a digit is stored as an empty string: still nothing to look for.
    expect(hasContactKeys({ ...none, siret: '', email: '' })).toBe(false);
    expect(sharedFields({ ...none, siret: '' }, { ...none, siret: '' })).toEqual([]);
  });

  test('the phones of a client, without repeats', () => {
    expect(phonesOf({ ...none, phone: '+33612345678', mobile: '+33612345678' })).toEqual(['+33612345678']);
  });
});
