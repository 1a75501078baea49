import { toAddress } from '@cuvee/iam';
import { postalAddress } from '../postal-address.js';

describe('an address known by its postal lines', () => {
  const lines = { street: '3 rue Nationale', zipcode: '37000', city: 'Tours', country: 'FR' };

  test("is a form's address with every other part empty, keys in the same order (the import compares JSON)", () => {
    expect(JSON.stringify(postalAddress(lines))).toBe(JSON.stringify(toAddress(lines)));
  });

  test('a part left undefined is empty; a known one is kept', () => {
    expect(postalAddress({ ...lines, street2: undefined, mountain: true })).toMatchObject({
      street2: null,
      mountain: true,
    });
  });
});
