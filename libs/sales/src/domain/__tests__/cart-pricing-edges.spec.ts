import { priceCartOrder, spreadOverRates } from '../cart-pricing.js';
import { bottle, context, order, product, shop, DELIVERY, promotion } from './pricing-fixtures.js';

/*
 * The edges of one seller's cart price the examples of cart-pricing.spec.ts leave open: thresholds met
 * to the cent, ties, free deliveries and free bookings, what a shop without VAT charges, and the
 * impossible amounts refused. Every amount is worked out by hand in the comments.
 */

const POINT = { kind: 'collectionPoint', ref: 'cave', price: 500 } as const;

describe('order promotions, at their edges', () => {
  it('applies an "always" promotion whatever threshold it still holds', () => {
    // 6 × 12,50 € = 75 € HT, 10 % off.
    const promotions = [promotion({ threshold: 1_000_000 })];
    expect(priceCartOrder(order({ promotions })).answer.price.promoAmount).toBe(750);
  });

  it('keeps the first listed of two promotions giving the same discount', () => {
    const promotions = [
      promotion({ id: 'amount', type: 'amount', amount: 750 }),
      promotion({ id: 'percent' }),
    ];
    const pricing = priceCartOrder(order({ promotions }));
    expect(pricing.appliedPromotion?.id).toBe('amount');
    expect(pricing.answer.price.promoAmount).toBe(750);
  });

  it('applies no promotion that takes nothing off', () => {
    const pricing = priceCartOrder(order({ promotions: [promotion({ type: 'amount', amount: 0 })] }));
    expect(pricing.appliedPromotion).toBeNull();
    expect(pricing.answer.price.promoAmount).toBe(0);
  });

  it('never leaves a negative VAT when the whole order is taken off goods whose VAT rounded to 0', () => {
    // 100 units at 1 cent HT and 5.5 %: 0 VAT per unit; the 100 cents off would carry 6 cents of VAT.
    const lines = [{ product: product('sample', 'reduced'), format: bottle(1), quantity: 100 }];
    const { answer, vatByRate } = priceCartOrder(
      order({ lines, promotions: [promotion({ type: 'amount', amount: 1_000_000 })] }),
    );
    expect(answer.price).toMatchObject({ promoAmount: 100, totalHT: 0, tva: 0, totalTTC: 0 });
    expect(vatByRate).toEqual([]);
  });

  it('spreads a cent that cannot be shared evenly to the highest rate first', () => {
    const goods = new Map([
      [5.5, 100],
      [20, 100],
    ]);
    expect(spreadOverRates(1, goods)).toEqual([
      { rate: 20, share: 1 },
      { rate: 5.5, share: 0 },
    ]);
  });
});

describe('franco and delivery, at their edges', () => {
  it('is reached by an amount met to the cent', () => {
    // 6 × 12,50 € HT = 90,00 € TTC for a private buyer.
    const { answer } = priceCartOrder(order({ franco: { bottles: null, amount: 9000 }, delivery: DELIVERY }));
    expect(answer).toMatchObject({ franco: true, francoPercent: 100, amountBeforeFranco: 0 });
    expect(answer.price.shipping).toBe(0);
  });

  it('tells nothing left before franco once past it, never a negative count', () => {
    const lines = [{ product: product(), format: bottle(), quantity: 24 }];
    const { answer } = priceCartOrder(order({ lines, franco: { bottles: 12, amount: 5000 } }));
    expect(answer).toMatchObject({ franco: true, amountBeforeBottleFranco: 0, amountBeforeFranco: 0 });
  });

  it('frees a collection point too once franco is reached', () => {
    const { answer, vatByRate } = priceCartOrder(
      order({ franco: { bottles: 6, amount: null }, delivery: POINT }),
    );
    expect(answer.price).toMatchObject({ shipping: 0, totalTTC: 9000 });
    expect(vatByRate).toEqual([{ rate: 20, ht: 7500, vat: 1500 }]);
  });

  it('lists no empty VAT row for a free collection point', () => {
    const { vatByRate } = priceCartOrder(order({ delivery: { ...POINT, price: 0 } }));
    expect(vatByRate).toEqual([{ rate: 20, ht: 7500, vat: 1500 }]);
  });

  it("tells the VAT rate of the delivery charged: the shop's standard rate for a type, else 0", () => {
    const rateOf = (overrides: Parameters<typeof order>[0]) =>
      priceCartOrder(order(overrides)).deliveryVatRate;
    expect(rateOf({ delivery: DELIVERY })).toBe(20);
    expect(rateOf({ delivery: DELIVERY, context: context('public', shop({ hasTVA: false })) })).toBe(0);
    expect(rateOf({ delivery: DELIVERY, franco: { bottles: 6, amount: null } })).toBe(0);
    expect(rateOf({ delivery: POINT })).toBe(0);
  });

  it('accepts a free delivery type with no margin', () => {
    const { answer } = priceCartOrder(order({ delivery: { ...DELIVERY, price: 0, marginPercent: 0 } }));
    expect(answer.price).toMatchObject({ shipping: 0, margin: 0, totalTTC: 9000 });
  });

  it('refuses a delivery price in fractions of a cent, or a negative margin, saying which', () => {
    expect(() => priceCartOrder(order({ delivery: { ...DELIVERY, price: 12.5 } }))).toThrow(
      new RangeError('Delivery price must be non-negative cents, got 12.5'),
    );
    expect(() => priceCartOrder(order({ delivery: { ...POINT, price: 0.5 } }))).toThrow(RangeError);
    expect(() => priceCartOrder(order({ delivery: { ...DELIVERY, marginPercent: -5 } }))).toThrow(
      new RangeError('Delivery margin must be a percent ≥ 0, got -5'),
    );
  });
});

describe('reservations and wrapping, at their edges', () => {
  const booking = { unitTtc: 1500, quantity: 2, vatRate: 20, touristTax: false };

  it('charges a shop without VAT its reservations TTC as HT, with no VAT', () => {
    const { answer, vatByRate } = priceCartOrder(
      order({ lines: [], reservations: [booking], context: context('public', shop({ hasTVA: false })) }),
    );
    expect(answer.price).toMatchObject({ totalHT: 3000, tva: 0, totalTTC: 3000 });
    expect(vatByRate).toEqual([{ rate: 0, ht: 3000, vat: 0 }]);
  });

  it('accepts a free booking', () => {
    const { answer } = priceCartOrder(order({ lines: [], reservations: [{ ...booking, unitTtc: 0 }] }));
    expect(answer.price).toMatchObject({ totalHT: 0, tva: 0, totalTTC: 0 });
  });

  it('refuses a booking price in fractions of a cent, and a quantity of none or a fraction, saying which', () => {
    const price = (reservation: typeof booking) => () =>
      priceCartOrder(order({ lines: [], reservations: [reservation] }));
    expect(price({ ...booking, unitTtc: 1500.5 })).toThrow(
      new RangeError('Reservation price must be non-negative cents, got 1500.5'),
    );
    expect(price({ ...booking, quantity: 0 })).toThrow(
      new RangeError('Reservation quantity must be a positive integer, got 0'),
    );
    expect(price({ ...booking, quantity: 1.5 })).toThrow(RangeError);
  });

  it('refuses a wrapping price in fractions of a cent, saying so', () => {
    const lines = [{ product: product(), format: bottle(), quantity: 6, wrappingPrice: 2.5 }];
    expect(() => priceCartOrder(order({ lines }))).toThrow(
      new RangeError('Wrapping price must be non-negative cents, got 2.5'),
    );
  });
});
