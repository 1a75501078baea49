import { hasContactKeys, sharedFields } from '../duplicates.js';

const none = { email: null, siret: null, phone: null, mobile: null };

describe('what two client records share', () => {
  test('different emails or SIRETs are not shared', () => {
    const candidate = { ...none, email: 'a@domaine.fr', siret: '12345678900011' };
    const existing = { ...none, email: 'b@domaine.fr', siret: '98765432100022' };
    expect(sharedFields(candidate, existing)).toEqual([]);
  });

  test('an email alone, or a SIRET alone, is something to compare', () => {
    expect(hasContactKeys({ ...none, email: 'a@domaine.fr' })).toBe(true);
    expect(hasContactKeys({ ...none, siret: '12345678900011' })).toBe(true);
    expect(hasContactKeys(none)).toBe(false);
  });
});
