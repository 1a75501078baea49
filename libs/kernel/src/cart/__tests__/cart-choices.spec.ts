import { addProduct, EMPTY_CART } from '../cart.js';
import { chooseCollectionPoint, chooseDeliveryType, setCheckoutChoices } from '../cart-choices.js';
import { chinon } from './cart-fixtures.js';

const cart = addProduct(EMPTY_CART, 7, chinon());

describe('checkout choices', () => {
  it('sets payment type, pay later, its delay, notes and instructions, each on its own', () => {
    let chosen = setCheckoutChoices(cart, 7, { paymentType: 'payLater', payLater: true });
    chosen = setCheckoutChoices(chosen, 7, { paymentDelay: 'days30' });
    chosen = setCheckoutChoices(chosen, 7, { buyerNotes: 'Livrer après 18 h', instructions: 'Code 1234' });
    expect(chosen.orders[0]).toMatchObject({
      paymentType: 'payLater',
      payLater: true,
      paymentDelay: 'days30',
      buyerNotes: 'Livrer après 18 h',
      shipping: { instructions: 'Code 1234' },
    });
    const card = setCheckoutChoices(chosen, 7, { paymentType: 'card', paymentDelay: null });
    expect(card.orders[0]).toMatchObject({ paymentType: 'card', paymentDelay: null });
    expect(setCheckoutChoices(chosen, 7, { paymentType: null }).orders[0]!.paymentType).toBeNull();
  });

  it('leaves a seller without an order alone', () => {
    expect(setCheckoutChoices(cart, 8, { paymentDelay: 'days30' })).toBe(cart);
  });
});

describe('delivery choices', () => {
  const twoSellers = addProduct(cart, 9, chinon());
  const carrier = { ref: 'carrier-1', type: 'carrier', price: 1200, marginPercent: 10 };
  const cellar = { ref: 'cellar', price: 0 };

  it('a delivery type replaces a collection point, and a collection point a delivery type', () => {
    const atCellar = chooseCollectionPoint(twoSellers, 7, cellar);
    expect(atCellar.orders[0]!.shipping).toEqual({
      type: null,
      ref: 'cellar',
      collectionPoint: 'cellar',
      instructions: '',
    });
    const delivered = chooseDeliveryType(atCellar, 7, carrier);
    expect(delivered.orders[0]!.shipping).toEqual({
      type: 'carrier',
      ref: 'carrier-1',
      collectionPoint: null,
      instructions: '',
    });
    expect(chooseCollectionPoint(delivered, 7, cellar).orders[0]!.shipping).toEqual(
      atCellar.orders[0]!.shipping,
    );
  });

  it('keeps the instructions and changes only the chosen seller', () => {
    const noted = setCheckoutChoices(twoSellers, 7, { instructions: 'Code 1234' });
    const delivered = chooseDeliveryType(noted, 7, carrier);
    expect(delivered.orders[0]!.shipping.instructions).toBe('Code 1234');
    expect(delivered.orders[1]).toBe(twoSellers.orders[1]);
    expect(chooseCollectionPoint(twoSellers, 9, cellar).orders[0]).toBe(twoSellers.orders[0]);
    expect(
      setCheckoutChoices(twoSellers, 9, { buyerNotes: 'Merci' }).orders.map((o) => o.buyerNotes),
    ).toEqual(['', 'Merci']);
  });

  it('leaves a seller without an order alone', () => {
    expect(chooseDeliveryType(twoSellers, 8, carrier)).toBe(twoSellers);
    expect(chooseCollectionPoint(twoSellers, 8, cellar)).toBe(twoSellers);
  });
});
