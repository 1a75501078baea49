import { formatMoney, messageOf } from '@cuvee/kernel';
import {
  cartRuleFailures,
  checkoutFailures,
  lineFailures,
  orderFailures,
  type CheckoutFacts,
  type CheckoutLine,
  type CheckoutOrder,
} from '../checkout-rules.js';

const NOW = new Date('2026-03-02T10:00:00Z');

function line(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  return {
    productId: 'chinon',
    name: 'Chinon 2022',
    quantity: 6,
    eq75: 1,
    exists: true,
    minQuantity: null,
    maxQuantity: null,
    available: null,
    ...overrides,
  };
}

function order(
  overrides: Partial<CheckoutOrder> = {},
  rules: Partial<CheckoutOrder['seller']> = {},
): CheckoutOrder {
  return {
    seller: {
      shopName: 'Domaine des Roches',
      minOrderAmountHt: null,
      minProducts: null,
      maxProducts: null,
      multipleOf: null,
      allRulesInEq75: false,
      ...rules,
    },
    lines: [line()],
    slots: [],
    totalHt: 7500,
    deliveryModesForAddress: 2,
    deliveryChosen: true,
    paymentTypeChosen: true,
    groupedOrder: null,
    ...overrides,
  };
}

function facts(overrides: Partial<CheckoutFacts> = {}): CheckoutFacts {
  return {
    buyer: { hasDeliveryAddress: true, hasPhone: true, passwordComplete: true },
    orders: [order()],
    now: NOW,
    locale: 'fr',
    ...overrides,
  };
}

const texts = (failures: ReturnType<typeof orderFailures>) => failures.map((f) => messageOf(f, 'fr'));

describe('checkout rules', () => {
  it('accepts a complete checkout', () => {
    expect(checkoutFailures(facts())).toEqual([]);
  });

  it('answers "Produit inexistant" for a product that no longer exists, and nothing else for it', () => {
    expect(texts(lineFailures(line({ exists: false, quantity: 0, minQuantity: 3 })))).toEqual([
      'Produit inexistant',
    ]);
  });

  it('checks the minimum and maximum purchase quantity of a product', () => {
    expect(texts(lineFailures(line({ quantity: 2, minQuantity: 3 })))).toEqual([
      'La quantité minimale d\'achat pour "Chinon 2022" est de 3',
    ]);
    expect(texts(lineFailures(line({ quantity: 13, maxQuantity: 12 })))).toEqual([
      'La quantité maximale d\'achat pour "Chinon 2022" est de 12',
    ]);
    expect(lineFailures(line({ quantity: 3, minQuantity: 3, maxQuantity: 3 }))).toEqual([]);
  });

  it('checks the stock left', () => {
    expect(texts(lineFailures(line({ quantity: 6, available: 4 })))).toEqual([
      'Stock insuffisant pour "Chinon 2022" : 4 disponible(s)',
    ]);
    expect(lineFailures(line({ quantity: 4, available: 4 }))).toEqual([]);
  });

  it('checks the places left in a slot', () => {
    const full = order({ slots: [{ placesLeft: 3, requested: 4 }] });
    expect(texts(orderFailures(full, NOW, 'fr'))).toEqual([
      'Vous avez atteint la quantité maximale de places pour ce créneau',
    ]);
    expect(orderFailures(order({ slots: [{ placesLeft: 4, requested: 4 }] }), NOW, 'fr')).toEqual([]);
  });

  it("checks the shop's minimum order amount HT, written in the reader's locale", () => {
    const small = order({ totalHt: 9999 }, { minOrderAmountHt: 10_000 });
    expect(texts(orderFailures(small, NOW, 'fr'))).toEqual([
      'Le montant minimum de commande chez Domaine des Roches est de 100,00\u00a0€ HT',
    ]);
    expect(messageOf(orderFailures(small, NOW, 'en')[0]!, 'en')).toBe(
      'The minimum order amount at Domaine des Roches is €100.00 excl. tax',
    );
    expect(orderFailures(order({ totalHt: 10_000 }, { minOrderAmountHt: 10_000 }), NOW, 'fr')).toEqual([]);
  });

  it("holds an order of bookings only (a visit, no goods) to none of the shop's order rules", () => {
    const visit = order(
      { lines: [], slots: [{ placesLeft: 5, requested: 1 }], totalHt: 1500 },
      { minOrderAmountHt: 3000, minProducts: 6, multipleOf: 6 },
    );
    expect(orderFailures(visit, NOW, 'fr')).toEqual([]);
    // The same amount with a bottle in it is held to the minimum.
    expect(texts(orderFailures({ ...visit, lines: [line({ quantity: 6 })] }, NOW, 'fr'))).toEqual([
      `Le montant minimum de commande chez Domaine des Roches est de ${formatMoney(3000, 'fr')} HT`,
    ]);
  });

  it('checks the minimum and maximum product count of the shop, in eq75 when the shop says so', () => {
    expect(texts(orderFailures(order({}, { minProducts: 12 }), NOW, 'fr'))).toEqual([
      'Vous devez commander au moins 12 produits chez Domaine des Roches',
    ]);
    expect(texts(orderFailures(order({}, { maxProducts: 5 }), NOW, 'fr'))).toEqual([
      'Vous ne pouvez pas commander plus de 5 produits chez Domaine des Roches',
    ]);
    // 6 magnums are 12 eq75.
    const magnums = order({ lines: [line({ eq75: 2 })] }, { minProducts: 12, allRulesInEq75: true });
    expect(orderFailures(magnums, NOW, 'fr')).toEqual([]);
  });

  it('counts units when the shop does not count in eq75, and an accessory as one unit when it does', () => {
    // 6 magnums are 6 products for a shop counting units.
    const magnums = order({ lines: [line({ eq75: 2 })] }, { minProducts: 12 });
    expect(texts(orderFailures(magnums, NOW, 'fr'))).toEqual([
      'Vous devez commander au moins 12 produits chez Domaine des Roches',
    ]);
    // 6 bottles and 6 corkscrews (no eq75) are 12 in eq75.
    const mixed = order(
      { lines: [line(), line({ productId: 'corkscrew', name: 'Tire-bouchon', eq75: 0 })] },
      { minProducts: 12, maxProducts: 12, allRulesInEq75: true },
    );
    expect(orderFailures(mixed, NOW, 'fr')).toEqual([]);
  });

  it('allows exactly the maximum product count', () => {
    expect(orderFailures(order({}, { maxProducts: 6 }), NOW, 'fr')).toEqual([]);
  });

  it('reads a drop-shop multiple of 0 as no multiple', () => {
    expect(orderFailures(order({ lines: [line({ quantity: 7 })] }, { multipleOf: 0 }), NOW, 'fr')).toEqual(
      [],
    );
  });

  it('never tells a negative stock: an oversold product shows 0 available', () => {
    expect(texts(lineFailures(line({ quantity: 1, available: -2 })))).toEqual([
      'Stock insuffisant pour "Chinon 2022" : 0 disponible(s)',
    ]);
  });

  it('blocks a grouped order from the very instant it expires', () => {
    const now = order({ groupedOrder: { expiresAt: new Date(NOW.getTime()) } });
    expect(texts(orderFailures(now, NOW, 'fr'))).toEqual(['La commande groupée a expiré !']);
  });

  it('needs an address when any order ships goods, and a payment type when any order lacks one', () => {
    const booking = order({ lines: [], slots: [{ placesLeft: 9, requested: 2 }] });
    const buyer = { hasDeliveryAddress: false, hasPhone: true, passwordComplete: true };
    expect(checkoutFailures(facts({ buyer, orders: [booking, order()] })).map((f) => f.code)).toEqual([
      'cart.deliveryAddressRequired',
    ]);
    expect(
      checkoutFailures(facts({ orders: [order(), order({ paymentTypeChosen: false })] })).map((f) => f.code),
    ).toEqual(['cart.paymentTypeRequired']);
  });

  it('checks the drop-shop multiple', () => {
    expect(
      texts(orderFailures(order({ lines: [line({ quantity: 7 })] }, { multipleOf: 6 }), NOW, 'fr')),
    ).toEqual(['Le nombre de produits commandés chez Domaine des Roches doit être un multiple de 6']);
    expect(orderFailures(order({ lines: [line({ quantity: 12 })] }, { multipleOf: 6 }), NOW, 'fr')).toEqual(
      [],
    );
    // Half bottles in eq75: 12 halves are 6 eq75.
    const halves = order(
      { lines: [line({ quantity: 12, eq75: 0.5 })] },
      { multipleOf: 6, allRulesInEq75: true },
    );
    expect(orderFailures(halves, NOW, 'fr')).toEqual([]);
  });

  it('needs a delivery mode for the address, then one chosen per shop', () => {
    expect(texts(orderFailures(order({ deliveryModesForAddress: 0 }), NOW, 'fr'))).toEqual([
      'Aucun mode de livraison disponible pour cette addresse',
    ]);
    expect(texts(orderFailures(order({ deliveryChosen: false }), NOW, 'fr'))).toEqual([
      'Veuillez choisir un mode de livraison pour Domaine des Roches',
    ]);
  });

  it('needs no delivery for an order of reservations only', () => {
    const booking = order({
      lines: [],
      deliveryModesForAddress: 0,
      deliveryChosen: false,
      slots: [{ placesLeft: 9, requested: 2 }],
    });
    expect(orderFailures(booking, NOW, 'fr')).toEqual([]);
    expect(
      checkoutFailures(
        facts({
          orders: [booking],
          buyer: { hasDeliveryAddress: false, hasPhone: true, passwordComplete: true },
        }),
      ),
    ).toEqual([]);
  });

  it('blocks completing an expired grouped order, not an independent one', () => {
    const expired = order({ groupedOrder: { expiresAt: new Date('2026-03-02T09:59:59Z') } });
    expect(texts(orderFailures(expired, NOW, 'fr'))).toEqual(['La commande groupée a expiré !']);
    expect(
      orderFailures(order({ groupedOrder: { expiresAt: new Date('2026-03-02T10:00:01Z') } }), NOW, 'fr'),
    ).toEqual([]);
    expect(orderFailures(order({ groupedOrder: null }), NOW, 'fr')).toEqual([]);
  });

  it("checks the buyer's delivery address, phone and password", () => {
    const buyer = { hasDeliveryAddress: false, hasPhone: false, passwordComplete: false };
    expect(checkoutFailures(facts({ buyer })).map((f) => messageOf(f, 'fr'))).toEqual([
      'Veuillez renseigner une adresse de livraison',
      'Veuillez renseigner un numéro de téléphone',
      'Veuillez compléter les informations de mot de passe',
    ]);
  });

  it('needs a payment type', () => {
    expect(
      checkoutFailures(facts({ orders: [order({ paymentTypeChosen: false })] })).map((f) => f.code),
    ).toEqual(['cart.paymentTypeRequired']);
  });

  it("tags each order's failures with its shop, in a fixed order", () => {
    const failures = checkoutFailures(
      facts({
        orders: [
          order({ deliveryChosen: false }),
          order({ lines: [line({ exists: false })] }, { shopName: 'Maison Z' }),
        ],
      }),
    );
    expect(failures).toEqual([
      {
        code: 'cart.deliveryModeRequired',
        params: { shop: 'Domaine des Roches' },
        shopName: 'Domaine des Roches',
      },
      { code: 'error.productNotFound', shopName: 'Maison Z' },
    ]);
  });
});

describe('the cart rules before the checkout (the cart page)', () => {
  it('tells the quantity limits and the seller rules, never stock, delivery or payment', () => {
    const before = order(
      {
        lines: [line({ quantity: 2, minQuantity: 3, available: 0 })],
        totalHt: 2000,
        deliveryChosen: false,
        paymentTypeChosen: false,
      },
      { minOrderAmountHt: 3000, minProducts: 6 },
    );
    expect(texts(cartRuleFailures(before, 'fr'))).toEqual([
      'La quantité minimale d\'achat pour "Chinon 2022" est de 3',
      `Le montant minimum de commande chez Domaine des Roches est de ${formatMoney(3000, 'fr')} HT`,
      'Vous devez commander au moins 6 produits chez Domaine des Roches',
    ]);
  });

  it('is what the checkout says of the same rules', () => {
    const broken = order({ totalHt: 2000 }, { minOrderAmountHt: 3000, multipleOf: 12 });
    const atCheckout = texts(orderFailures(broken, NOW, 'fr'));
    expect(atCheckout).toEqual(texts(cartRuleFailures(broken, 'fr')));
    expect(cartRuleFailures(order(), 'fr')).toEqual([]);
  });
});
