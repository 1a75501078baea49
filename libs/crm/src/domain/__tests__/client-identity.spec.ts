import type { Address } from '@cuvee/iam';
import { clientSearchWords, departmentOf, displayNameOf } from '../client-identity.js';
import { postalAddress } from '../postal-address.js';

const person = {
  isPro: false,
  firstname: 'Jean',
  lastname: 'Dupont',
  businessName: null,
  businessReason: null,
};
const company = {
  isPro: true,
  firstname: 'Hélène',
  lastname: 'Marchand',
  businessName: 'Cave du Port',
  businessReason: 'Cave du Port SARL',
};

function place(zipcode: string, country = 'FR'): Address {
  return postalAddress({ street: '1 rue Haute', zipcode, city: 'Ville', country });
}

describe('display name', () => {
  test('a person surname first, a professional by its trade name, else its legal name', () => {
    expect(displayNameOf(person)).toBe('Dupont Jean');
    expect(displayNameOf(company)).toBe('Cave du Port');
    expect(displayNameOf({ ...company, businessName: ' ' })).toBe('Cave du Port SARL');
  });

  test('a professional without a business name falls back on its contact person, and the reverse', () => {
    expect(displayNameOf({ ...company, businessName: null, businessReason: null })).toBe('Marchand Hélène');
    expect(displayNameOf({ ...person, firstname: null, lastname: null, businessName: 'Bistrot' })).toBe(
      'Bistrot',
    );
  });

  test('never longer than the column', () => {
    expect(displayNameOf({ ...company, businessName: 'x'.repeat(500) })).toHaveLength(200);
  });
});

describe('department', () => {
  test('of the billing address, else of the delivery address, in France only', () => {
    expect(departmentOf({ billingAddress: place('37500'), deliveryAddress: place('75011') })).toBe('37');
    expect(departmentOf({ billingAddress: place('1000', 'BE'), deliveryAddress: place('75011') })).toBe('75');
    expect(departmentOf({ billingAddress: place('1000', 'BE'), deliveryAddress: null })).toBeNull();
    expect(departmentOf({ billingAddress: null, deliveryAddress: null })).toBeNull();
  });

  test('overseas departments (971–976) and Corsica', () => {
    expect(departmentOf({ billingAddress: place('97110'), deliveryAddress: null })).toBe('971');
    expect(departmentOf({ billingAddress: place('97600'), deliveryAddress: null })).toBe('976');
    expect(departmentOf({ billingAddress: place('20000'), deliveryAddress: null })).toBe('2A');
    expect(departmentOf({ billingAddress: place('20200', 'fr'), deliveryAddress: null })).toBe('2B');
  });
});

describe('search words', () => {
  const client = {
    ...company,
    email: 'contact@cave-du-port.fr',
    phone: '+33546411234',
    mobile: '+262692123456',
    siret: '73282932000074',
    accountingCode: '411CAVE',
    billingAddress: place('17000'),
    deliveryAddress: null,
  };

  test('names, email, city, SIRET, accounting code and contacts, folded and without repeats', () => {
    const words = clientSearchWords(client, [{ firstname: 'Éloïse', lastname: 'Cœur', email: null }]);
    expect(words).toEqual(expect.arrayContaining(['cave', 'port', 'sarl', 'helene', 'marchand', 'contact']));
    expect(words).toEqual(expect.arrayContaining(['ville', '73282932000074', '411cave', 'eloise', 'coeur']));
    expect(new Set(words).size).toBe(words.length);
  });

  test('French phone numbers also as typed at home, other numbers as their digits', () => {
    const words = clientSearchWords(client, []);
    expect(words).toEqual(
      expect.arrayContaining(['33546411234', '0546411234', '262692123456', '0692123456']),
    );
    const foreign = clientSearchWords({ ...client, phone: '+4930123456', mobile: null }, []);
    expect(foreign).toContain('4930123456');
    expect(foreign.filter((word) => word.startsWith('0'))).toEqual([]);
  });
});
