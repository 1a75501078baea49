import fc from 'fast-check';
import { addProduct, EMPTY_CART, mergeCarts } from '../cart.js';
import { readCart } from '../cart-reading.js';
import { BOTTLE_75, chinon } from './cart-fixtures.js';

describe('a stored cart read back', () => {
  test('a cart the domain wrote reads back as it was', () => {
    let cart = addProduct(EMPTY_CART, 3, chinon());
    cart = addProduct(cart, 3, chinon());
    cart = addProduct(cart, 5, chinon('2021'));
    expect(readCart(JSON.parse(JSON.stringify(cart)))).toEqual({
      orders: cart.orders.map((order) => ({ ...order, paymentDelay: null, groupedOrderId: null })),
    });
  });

  test('what has not the shape of a cart is dropped, the rest kept', () => {
    const stored = {
      orders: [
        {
          sellerId: 3,
          products: [{ productId: 'chinon', chosenFormat: BOTTLE_75, quantity: 2 }, { quantity: 1 }],
        },
        { sellerId: 'x', products: [] },
        { sellerId: 4, products: [{ productId: 12, chosenFormat: { id: 7 }, quantity: 0 }] },
        { sellerId: 3, products: [{ productId: 'other', chosenFormat: BOTTLE_75, quantity: 1 }] },
        'nonsense',
      ],
    };
    const cart = readCart(stored);
    expect(cart.orders).toHaveLength(1);
    expect(cart.orders[0]!.products).toEqual([
      expect.objectContaining({ productId: 'chinon', quantity: 2, idTmp: 'chinon|f75' }),
    ]);
  });

  test('anything at all reads as a cart (never throws), and merging it into an empty cart keeps it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const cart = readCart(value);
        return JSON.stringify(mergeCarts(EMPTY_CART, cart)) === JSON.stringify(cart);
      }),
    );
  });
});

describe('a stored cart read field by field', () => {
  test('every field of an order as stored', () => {
    const stored = {
      orders: [
        {
          id: 41,
          sellerId: 3,
          products: [
            {
              idTmp: 'line-1',
              productId: 12,
              productType: 'accessory',
              vintageName: '2020',
              chosenFormat: { id: 7, container: 'bottle', unityValue: 0.75, unity: 'litre', eq75: 1 },
              quantity: 2,
              isWrapped: true,
            },
          ],
          reservations: [{ eventId: 'tasting' }, 'nonsense', null, [1]],
          shipping: { type: 'carrier', ref: 'c-1', collectionPoint: null, instructions: 'Code 1234' },
          paymentType: 'card',
          payLater: true,
          paymentDelay: 'days30',
          buyerNotes: 'Merci',
          groupedOrderId: 9,
        },
      ],
    };
    expect(readCart(stored)).toEqual({
      orders: [
        {
          id: 41,
          sellerId: 3,
          products: [
            {
              idTmp: 'line-1',
              productId: '12',
              productType: 'accessory',
              vintageName: '2020',
              chosenFormat: { id: '7', container: 'bottle', unityValue: 0.75, unity: 'litre', eq75: 1 },
              quantity: 2,
              isWrapped: true,
            },
          ],
          reservations: [{ eventId: 'tasting' }],
          shipping: { type: 'carrier', ref: 'c-1', collectionPoint: null, instructions: 'Code 1234' },
          paymentType: 'card',
          payLater: true,
          paymentDelay: 'days30',
          buyerNotes: 'Merci',
          groupedOrderId: 9,
        },
      ],
    });
  });

  test('fields of the wrong type take their defaults', () => {
    const stored = {
      orders: [
        {
          id: 0,
          sellerId: 3,
          products: [
            {
              productId: 'chinon',
              productType: 'spaceship',
              vintageName: 2020,
              chosenFormat: { id: 'f75', container: 1, unityValue: '0.75', unity: null, eq75: '1' },
              quantity: 1,
              isWrapped: 'yes',
            },
          ],
          reservations: 'none',
          shipping: 'carrier',
          paymentType: 3,
          payLater: 'true',
          paymentDelay: 'days31',
          buyerNotes: null,
          groupedOrderId: -2,
        },
      ],
    };
    expect(readCart(stored)).toEqual({
      orders: [
        {
          id: null,
          sellerId: 3,
          products: [
            {
              idTmp: 'chinon|f75',
              productId: 'chinon',
              productType: 'bottle',
              vintageName: null,
              chosenFormat: { id: 'f75', container: '', unityValue: 0, unity: '', eq75: 0 },
              quantity: 1,
              isWrapped: false,
            },
          ],
          reservations: [],
          shipping: { type: null, ref: null, collectionPoint: null, instructions: '' },
          paymentType: null,
          payLater: false,
          paymentDelay: null,
          buyerNotes: '',
          groupedOrderId: null,
        },
      ],
    });
  });

  test('an order of bookings only is kept; an order of nothing, a format without id or a fraction of a bottle is not', () => {
    const bookings = readCart({ orders: [{ sellerId: 2, reservations: [{ eventId: 'tour' }] }] });
    expect(bookings.orders.map((o) => [o.sellerId, o.products, o.reservations])).toEqual([
      [2, [], [{ eventId: 'tour' }]],
    ]);
    expect(readCart({ orders: [{ sellerId: 2, products: 'none' }] })).toEqual({ orders: [] });
    const line = { productId: 'chinon', chosenFormat: { id: 'f75' }, quantity: 1 };
    expect(
      readCart({ orders: [{ sellerId: 2, products: [{ ...line, chosenFormat: { container: 'bottle' } }] }] }),
    ).toEqual({ orders: [] });
    expect(readCart({ orders: [{ sellerId: 2, products: [{ ...line, chosenFormat: 'f75' }] }] })).toEqual({
      orders: [],
    });
    expect(readCart({ orders: [{ sellerId: 2, products: [{ ...line, quantity: 1.5 }] }] })).toEqual({
      orders: [],
    });
    expect(readCart({ orders: [{ sellerId: 2.5, products: [line] }] })).toEqual({ orders: [] });
    expect(readCart({ orders: [{ sellerId: 2, products: [line] }] }).orders).toHaveLength(1);
  });

  test('not a cart at all: the empty cart', () => {
    for (const value of [null, 'cart', [], { orders: 'none' }, { orders: {} }])
      expect(readCart(value)).toEqual({ orders: [] });
  });
});
