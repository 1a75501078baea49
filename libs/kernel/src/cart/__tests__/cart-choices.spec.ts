import { addProduct, EMPTY_CART } from '../cart.js';
import { setCheckoutChoices } from '../cart-choices.js';
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
