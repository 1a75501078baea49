import fc from 'fast-check';
import { CLIENT_TYPOLOGIES } from '@cuvee/kernel';
import { buyerClientFields, type BuyerFacts } from '../buyer-client.js';
import { NEW_CLIENT } from '../client-fields.js';
import { postalAddress } from '../postal-address.js';

const home = postalAddress({ street: '4 place du Marché', zipcode: '37500', city: 'Chinon', country: 'FR' });
const office = postalAddress({ street: '2 quai Jean Moulin', zipcode: '69002', city: 'Lyon', country: 'FR' });

const buyer: BuyerFacts = {
  id: 41,
  firstname: 'Inès',
  lastname: 'Garnier',
  email: 'ines.garnier@example.test',
  phone: '+33 6 12 34 56 78',
  isPro: false,
  business: null,
  deliveryAddress: home,
  billingAddress: null,
};

describe("a buyer's client record", () => {
  test("takes the account's names, email, phone and addresses, linked to the account, at the shop's typology", () => {
    expect(buyerClientFields(buyer, 'public')).toEqual({
      ...NEW_CLIENT,
      firstname: 'Inès',
      lastname: 'Garnier',
      email: 'ines.garnier@example.test',
      phone: '+33 6 12 34 56 78',
      billingAddress: home,
      deliveryAddress: home,
      userId: 41,
    });
  });

  test('bills to the billing address when the account has one', () => {
    const fields = buyerClientFields({ ...buyer, billingAddress: office }, 'public');
    expect(fields.billingAddress).toBe(office);
    expect(fields.deliveryAddress).toBe(home);
  });

  test("takes the delivery address's phone when the account has none", () => {
    const fields = buyerClientFields(
      { ...buyer, phone: ' ', deliveryAddress: { ...home, phone: '02 47 93 00 00' } },
      'public',
    );
    expect(fields.phone).toBe('02 47 93 00 00');
    expect(buyerClientFields({ ...buyer, phone: null }, 'public').phone).toBeNull();
  });

  test("a professional's company is kept, a private buyer's is not", () => {
    const business = { name: ' La Cave ', reason: 'Cave SARL' };
    expect(buyerClientFields({ ...buyer, isPro: true, business }, 'caviste')).toMatchObject({
      isPro: true,
      businessName: 'La Cave',
      businessReason: 'Cave SARL',
      typology: 'caviste',
    });
    expect(buyerClientFields({ ...buyer, business }, 'public')).toMatchObject({
      isPro: false,
      businessName: null,
      businessReason: null,
    });
  });

  test('a typology that is not a client typology is priced and filed as public', () => {
    expect(buyerClientFields(buyer, 'grossiste-export').typology).toBe('public');
    expect(buyerClientFields(buyer, '').typology).toBe('public');
  });

  test('blank names are no names', () => {
    expect(buyerClientFields({ ...buyer, firstname: '  ', lastname: ' Garnier ' }, 'public')).toMatchObject({
      firstname: null,
      lastname: 'Garnier',
    });
  });

  test('whatever the account, no consent, no prospect stage, no agent, not archived: only what was given', () => {
    const typologies = CLIENT_TYPOLOGIES.map((item) => item.key);
    fc.assert(
      fc.property(
        fc.record({
          id: fc.nat(),
          firstname: fc.string(),
          lastname: fc.string(),
          email: fc.string(),
          phone: fc.option(fc.string()),
          isPro: fc.boolean(),
          business: fc.option(fc.record({ name: fc.option(fc.string()), reason: fc.option(fc.string()) })),
          deliveryAddress: fc.option(fc.constant(home)),
          billingAddress: fc.option(fc.constant(office)),
        }),
        fc.constantFrom(...typologies, 'inconnue'),
        (facts, typology) => {
          const fields = buyerClientFields(facts, typology);
          expect(fields).toMatchObject({
            userId: facts.id,
            marketingConsent: false,
            pipe: null,
            agentId: null,
            archived: false,
            notes: null,
            siret: null,
          });
          expect(fields.typology).toBe(typology === 'inconnue' ? 'public' : typology);
          expect(fields.billingAddress).toBe(facts.billingAddress ?? facts.deliveryAddress);
        },
      ),
    );
  });
});
