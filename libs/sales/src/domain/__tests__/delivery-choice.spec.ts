import {
  addProduct,
  chooseCollectionPoint,
  chooseDeliveryType,
  EMPTY_CART,
  NO_SHIPPING,
  setCheckoutChoices,
  type ShopDeliveries,
} from '@cuvee/kernel';
import { deliveryChoiceOf } from '../delivery-choice.js';

const SHOP: ShopDeliveries = {
  options: [
    { ref: 'colissimo', type: 'carrier', price: 1290, marginPercent: 10 },
    { ref: 'tournee', type: 'ownDelivery', price: 500, marginPercent: 0 },
  ],
  collectionPoints: [{ ref: 'caveau', price: 0 }],
};

const cart = addProduct(EMPTY_CART, 7, {
  productId: 'chinon',
  productType: 'bottle',
  vintageName: '2022',
  chosenFormat: { id: 'f75', container: 'bottle', unityValue: 0.75, unity: 'litre', eq75: 1 },
  isWrapped: false,
});

describe('delivery choice', () => {
  it('starts with no delivery, payment or notes', () => {
    expect(cart.orders[0]).toMatchObject({
      shipping: NO_SHIPPING,
      paymentType: null,
      payLater: false,
      buyerNotes: '',
    });
  });

  it('choosing a type resets the collection point, and the price comes from the shop', () => {
    let chosen = chooseCollectionPoint(cart, 7, SHOP.collectionPoints[0]!);
    chosen = chooseDeliveryType(chosen, 7, SHOP.options[0]!);
    expect(chosen.orders[0]!.shipping).toEqual({
      type: 'carrier',
      ref: 'colissimo',
      collectionPoint: null,
      instructions: '',
    });
    expect(deliveryChoiceOf(chosen.orders[0]!.shipping, SHOP)).toEqual({
      kind: 'type',
      ref: 'colissimo',
      price: 1290,
      marginPercent: 10,
    });
  });

  it('choosing a collection point resets the type and prices it with no margin', () => {
    let chosen = chooseDeliveryType(cart, 7, SHOP.options[1]!);
    chosen = chooseCollectionPoint(chosen, 7, SHOP.collectionPoints[0]!);
    expect(chosen.orders[0]!.shipping).toMatchObject({
      type: null,
      ref: 'caveau',
      collectionPoint: 'caveau',
    });
    expect(deliveryChoiceOf(chosen.orders[0]!.shipping, SHOP)).toEqual({
      kind: 'collectionPoint',
      ref: 'caveau',
      price: 0,
    });
  });

  it('treats a delivery the shop no longer offers as none', () => {
    const chosen = chooseDeliveryType(cart, 7, { ref: 'gone', type: 'carrier', price: 1, marginPercent: 0 });
    expect(deliveryChoiceOf(chosen.orders[0]!.shipping, SHOP)).toEqual({ kind: 'none' });
    const point = chooseCollectionPoint(cart, 7, { ref: 'closed', price: 0 });
    expect(deliveryChoiceOf(point.orders[0]!.shipping, SHOP)).toEqual({ kind: 'none' });
    expect(deliveryChoiceOf(NO_SHIPPING, SHOP)).toEqual({ kind: 'none' });
    // The shop's « colissimo » is a carrier: the same ref under another type is not offered.
    const otherType = chooseDeliveryType(cart, 7, { ...SHOP.options[0]!, type: 'ownDelivery' });
    expect(deliveryChoiceOf(otherType.orders[0]!.shipping, SHOP)).toEqual({ kind: 'none' });
  });

  it('leaves a seller without an order alone', () => {
    expect(chooseDeliveryType(cart, 8, SHOP.options[0]!)).toBe(cart);
    expect(setCheckoutChoices(cart, 8, { buyerNotes: 'x' })).toBe(cart);
  });
});
