import type { ShopPricing, ViewerMembership } from '../pricing-inputs.js';
import { DEFAULT_PUBLIC_TYPOLOGY, typologyFor } from '../typology.js';
import { publicTypology, restaurantTypology, shop } from './pricing-fixtures.js';

const member = (overrides: Partial<ViewerMembership>): { memberships: ViewerMembership[] } => ({
  memberships: [{ shopId: 1, role: 'buyer', typology: 'restaurant', ...overrides }],
});

describe('typologyFor', () => {
  test('a visitor sees the public typology', () => {
    expect(typologyFor(null, shop())).toEqual({ key: 'public', settings: publicTypology });
  });

  test('a buyer sees their own typology in that shop', () => {
    expect(typologyFor(member({}), shop())).toEqual({ key: 'restaurant', settings: restaurantTypology });
  });

  test('a buyer of another shop sees the public typology here', () => {
    expect(typologyFor(member({ shopId: 2 }), shop()).key).toBe('public');
  });

  test('a typology the shop no longer has falls back to the public one', () => {
    expect(typologyFor(member({ typology: 'hotel' }), shop()).key).toBe('public');
  });

  test('a blocked buyer loses the negotiated prices', () => {
    expect(typologyFor(member({ blocked: true }), shop()).key).toBe('public');
  });

  test("owners, collaborators and agents of the shop see the owner's (public) typology", () => {
    for (const role of ['owner', 'iam', 'agent'] as const) {
      expect(typologyFor(member({ role }), shop()).key).toBe('public');
    }
  });

  test('the membership of the right shop is used among several', () => {
    const viewer = {
      memberships: [
        { shopId: 2, role: 'buyer' as const, typology: 'caviste' },
        { shopId: 1, role: 'buyer' as const, typology: 'restaurant' },
      ],
    };
    expect(typologyFor(viewer, shop()).key).toBe('restaurant');
  });

  test('a shop without a public entry falls back to the default public typology', () => {
    const bare: ShopPricing = { ...shop(), typologies: {} };
    expect(typologyFor(null, bare)).toEqual({ key: 'public', settings: DEFAULT_PUBLIC_TYPOLOGY });
  });
});
