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
