import {
  addProduct,
  addReservation,
  EMPTY_CART,
  lineIdOf,
  mergeCarts,
  normaliseReservation,
  removeProduct,
  removeReservation,
  removeReservationPrice,
  setProductQuantity,
  setProductWrapped,
  withoutSellers,
  type Cart,
} from '../cart.js';
import { setCheckoutChoices } from '../cart-choices.js';
import {
  BIB_5L,
  CHEESE,
  chinon,
  corkscrew,
  FREE_GLASS,
  MAGNUM,
  price,
  SLOT,
  tasting,
  TOURIST_TAX,
} from './cart-fixtures.js';

const quantities = (cart: Cart) =>
  cart.orders.map((o) => ({ seller: o.sellerId, lines: o.products.map((p) => [p.idTmp, p.quantity]) }));

describe('line ids', () => {
  it('builds a bottle id from product, vintage name, container, value and unit', () => {
    expect(lineIdOf(chinon('2022'))).toBe('chinon|2022|bottle|0.75|litre');
    expect(lineIdOf(chinon(null, MAGNUM))).toBe('chinon||bottle|1.5|litre');
  });

  it('tells two vintages and two formats of one wine apart, and ignores wrapping', () => {
    const ids = new Set(
      [chinon('2021'), chinon('2022'), chinon('2022', MAGNUM), chinon('2022', BIB_5L)].map(lineIdOf),
    );
    expect(ids.size).toBe(4);
    expect(lineIdOf({ ...chinon('2022'), isWrapped: true })).toBe(lineIdOf(chinon('2022')));
  });

  it('uses product and format for what is not a bottle', () => {
    expect(lineIdOf(corkscrew)).toBe('corkscrew|piece');
  });
});

describe('adding and removing products', () => {
  it('creates the seller order, then adds 1 to the same line, then appends another line', () => {
    let cart = addProduct(EMPTY_CART, 7, chinon());
    expect(quantities(cart)).toEqual([{ seller: 7, lines: [['chinon|2022|bottle|0.75|litre', 1]] }]);
    cart = addProduct(cart, 7, chinon());
    cart = addProduct(cart, 7, corkscrew);
    expect(quantities(cart)).toEqual([
      {
        seller: 7,
        lines: [
          ['chinon|2022|bottle|0.75|litre', 2],
          ['corkscrew|piece', 1],
        ],
      },
    ]);
    expect(cart.orders[0]!.id).toBeNull();
  });

  it('keeps one order per seller, in the order sellers came', () => {
    let cart = addProduct(EMPTY_CART, 7, chinon());
    cart = addProduct(cart, 3, chinon());
    cart = addProduct(cart, 7, corkscrew);
    expect(cart.orders.map((o) => o.sellerId)).toEqual([7, 3]);
  });

  it('removes 1, deletes the line at 1, and deletes the order with its last line', () => {
    let cart = addProduct(addProduct(EMPTY_CART, 7, chinon()), 7, chinon());
    cart = addProduct(cart, 7, corkscrew);
    const id = lineIdOf(chinon());
    cart = removeProduct(cart, 7, id);
    expect(quantities(cart)[0]!.lines).toEqual([
      [id, 1],
      ['corkscrew|piece', 1],
    ]);
    cart = removeProduct(cart, 7, id);
    expect(quantities(cart)[0]!.lines).toEqual([['corkscrew|piece', 1]]);
    cart = removeProduct(cart, 7, 'corkscrew|piece');
    expect(cart.orders).toEqual([]);
  });

  it('keeps an order that still holds a reservation when its last product goes', () => {
    let cart = addProduct(EMPTY_CART, 7, chinon());
    cart = addReservation(cart, 7, tasting([price('adult', 2)]));
    cart = removeProduct(cart, 7, lineIdOf(chinon()));
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]!.products).toEqual([]);
  });

  it('answers the same cart for a line or a seller it does not hold', () => {
    const cart = addProduct(EMPTY_CART, 7, chinon());
    expect(removeProduct(cart, 7, 'nope')).toBe(cart);
    expect(removeProduct(cart, 8, lineIdOf(chinon()))).toBe(cart);
  });

  it('sets a typed quantity, and deletes the line at 0', () => {
    let cart = addProduct(EMPTY_CART, 7, chinon());
    cart = setProductQuantity(cart, 7, lineIdOf(chinon()), 12);
    expect(cart.orders[0]!.products[0]!.quantity).toBe(12);
    expect(setProductQuantity(cart, 7, lineIdOf(chinon()), 0).orders).toEqual([]);
    expect(() => setProductQuantity(cart, 7, lineIdOf(chinon()), 1.5)).toThrow(RangeError);
  });

  it('gift-wraps a whole line and unwraps it; adding to a wrapped line keeps it wrapped', () => {
    let cart = addProduct(addProduct(EMPTY_CART, 7, chinon()), 7, corkscrew);
    cart = setProductWrapped(cart, 7, lineIdOf(chinon()), true);
    expect(cart.orders[0]!.products.map((p) => [p.idTmp, p.isWrapped])).toEqual([
      [lineIdOf(chinon()), true],
      ['corkscrew|piece', false],
    ]);
    cart = addProduct(cart, 7, chinon());
    expect(cart.orders[0]!.products[0]).toMatchObject({ quantity: 2, isWrapped: true });
    cart = setProductWrapped(cart, 7, lineIdOf(chinon()), false);
    expect(cart.orders[0]!.products.map((p) => p.isWrapped)).toEqual([false, false]);
  });

  it('answers the same cart when wrapping changes nothing or names no line', () => {
    const cart = addProduct(EMPTY_CART, 7, chinon());
    expect(setProductWrapped(cart, 7, lineIdOf(chinon()), false)).toBe(cart);
    expect(setProductWrapped(cart, 7, 'nope', true)).toBe(cart);
    expect(setProductWrapped(cart, 8, lineIdOf(chinon()), true)).toBe(cart);
  });

  it('never changes the cart it is given', () => {
    const cart = addProduct(EMPTY_CART, 7, chinon());
    const before = structuredClone(cart);
    addProduct(cart, 7, chinon());
    removeProduct(cart, 7, lineIdOf(chinon()));
    setProductWrapped(cart, 7, lineIdOf(chinon()), true);
    expect(cart).toEqual(before);
  });
});

describe('placing some sellers’ orders', () => {
  it('takes those orders out of the cart and keeps the others, in their order', () => {
    let cart = addProduct(EMPTY_CART, 7, chinon());
    cart = addProduct(cart, 3, corkscrew);
    cart = addProduct(cart, 9, chinon());
    expect(withoutSellers(cart, [7, 9]).orders.map((order) => order.sellerId)).toEqual([3]);
    expect(withoutSellers(cart, [3, 7, 9])).toEqual(EMPTY_CART);
    expect(withoutSellers(cart, [])).toEqual(cart);
  });
});

describe('reservations', () => {
  it('merges a booking of the same event, slot and times, rate by rate', () => {
    let cart = addReservation(EMPTY_CART, 7, tasting([price('adult', 2), TOURIST_TAX]));
    cart = addReservation(
      cart,
      7,
      tasting([price('adult', 1), price('child', 1, 'person', { priceTTC: 800 })]),
    );
    const [line] = cart.orders[0]!.reservations;
    expect(cart.orders[0]!.reservations).toHaveLength(1);
    expect(line!.selectedPrices.map((p) => [p.priceId, p.quantity])).toEqual([
      ['adult', 3],
      ['tax', 4],
      ['child', 1],
    ]);
    expect(line!.totalQuantity).toBe(4);
    expect(line!.taxQuantities).toBe(4);
  });

  it('keeps bookings apart when the slot or a time differs', () => {
    let cart = addReservation(EMPTY_CART, 7, tasting([price('adult', 2)]));
    cart = addReservation(
      cart,
      7,
      tasting([price('adult', 2)], { ...SLOT, end: '2026-06-13T12:00:00.000Z' }),
    );
    cart = addReservation(cart, 7, tasting([price('adult', 2)], { ...SLOT, slotId: 's2' }));
    cart = addReservation(cart, 7, { ...tasting([price('adult', 2)]), eventId: 'tour' });
    expect(cart.orders[0]!.reservations).toHaveLength(4);
  });

  it('sets the tourist tax to the counted persons, options not counted', () => {
    const line = normaliseReservation(tasting([price('adult', 2), price('child', 1), CHEESE, TOURIST_TAX]))!;
    expect(line.totalQuantity).toBe(3);
    expect(line.optionalQuantities).toBe(1);
    expect(line.selectedPrices.find((p) => p.priceId === 'tax')!.quantity).toBe(3);
    expect(line.taxQuantities).toBe(3);
  });

  it('drops the paid lines when only non-counted options remain', () => {
    const line = normaliseReservation(tasting([price('adult', 0), CHEESE, FREE_GLASS, TOURIST_TAX]))!;
    expect(line.selectedPrices.map((p) => p.priceId)).toEqual(['glass']);
    expect(line.totalQuantity).toBe(0);
    expect(line.taxQuantities).toBe(0);
    expect(normaliseReservation(tasting([CHEESE, TOURIST_TAX]))).toBeNull();
  });

  it('removes one person, recomputes the tax, and deletes the booking and the order at the end', () => {
    const match = tasting([]);
    let cart = addReservation(EMPTY_CART, 7, tasting([price('adult', 2), CHEESE, TOURIST_TAX]));
    cart = removeReservationPrice(cart, 7, match, 'adult');
    const line = cart.orders[0]!.reservations[0]!;
    expect(line.totalQuantity).toBe(1);
    expect(line.taxQuantities).toBe(1);
    cart = removeReservationPrice(cart, 7, match, 'adult');
    expect(cart.orders).toEqual([]);
  });

  it('removes a whole booking', () => {
    let cart = addReservation(EMPTY_CART, 7, tasting([price('adult', 2)]));
    cart = addProduct(cart, 7, chinon());
    cart = removeReservation(cart, 7, tasting([]));
    expect(cart.orders[0]!.reservations).toEqual([]);
    expect(removeReservation(cart, 7, tasting([])).orders).toHaveLength(1);
  });
});

describe('merging an anonymous cart at login', () => {
  it('adds the anonymous lines and bookings to the account cart', () => {
    let account = addProduct(EMPTY_CART, 7, chinon());
    account = { orders: account.orders.map((o) => ({ ...o, id: 41 })) };
    let anonymous = addProduct(addProduct(EMPTY_CART, 7, chinon()), 7, chinon());
    anonymous = addProduct(anonymous, 9, corkscrew);
    anonymous = addReservation(anonymous, 7, tasting([price('adult', 2)]));
    const merged = mergeCarts(account, anonymous);
    expect(merged.orders.map((o) => [o.id, o.sellerId])).toEqual([
      [41, 7],
      [null, 9],
    ]);
    expect(merged.orders[0]!.products[0]!.quantity).toBe(3);
    expect(merged.orders[0]!.reservations[0]!.totalQuantity).toBe(2);
    expect(merged.orders[1]!.products[0]!.quantity).toBe(1);
  });

  it("brings a new seller's whole order with its choices, and keeps the account's choices otherwise", () => {
    const account = setCheckoutChoices(addProduct(EMPTY_CART, 7, chinon()), 7, { paymentType: 'transfer' });
    let anonymous = addProduct(addProduct(EMPTY_CART, 7, chinon()), 9, corkscrew);
    anonymous = setCheckoutChoices(anonymous, 7, { paymentType: 'cb' });
    anonymous = setCheckoutChoices(anonymous, 9, { paymentType: 'check', buyerNotes: 'Sonner deux fois' });
    const merged = mergeCarts(account, anonymous);
    expect(merged.orders.map((o) => [o.sellerId, o.paymentType])).toEqual([
      [7, 'transfer'],
      [9, 'check'],
    ]);
    expect(merged.orders[1]!.buyerNotes).toBe('Sonner deux fois');
  });

  it('leaves the account cart as it is when the anonymous cart is empty', () => {
    const account = addProduct(EMPTY_CART, 7, chinon());
    expect(mergeCarts(account, EMPTY_CART)).toEqual(account);
  });
});
