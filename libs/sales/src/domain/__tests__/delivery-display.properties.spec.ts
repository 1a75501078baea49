import fc from 'fast-check';
import { priceCartOrder } from '../cart-pricing.js';
import { shownDeliveryPrice } from '../delivery-choice.js';
import { context, order } from './pricing-fixtures.js';

/*
 * The checkout shows a delivery type at the price the cart will charge for it: for a cart of one
 * package, what choosing it adds to the total TTC (a consumer) or to the total HT (a professional).
 */
describe('shownDeliveryPrice', () => {
  it('is what the delivery adds to the priced order, TTC for a consumer and HT for a professional', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 2_499 }).map((bp) => bp / 100),
        fc.constantFrom('public' as const, 'restaurant' as const),
        fc.integer({ min: 1, max: 12 }),
        (price, marginPercent, typology, bottles) => {
          const lines = [{ ...order().lines[0]!, quantity: bottles }];
          const without = priceCartOrder(order({ context: context(typology), lines })).answer.price;
          const delivered = priceCartOrder(
            order({
              context: context(typology),
              lines,
              delivery: { kind: 'type', ref: 'carrier', price, marginPercent },
            }),
          ).answer.price;
          const ttc = typology === 'public';
          const added = ttc
            ? delivered.totalTTC - without.totalTTC
            : delivered.totalWithMargin - without.totalWithMargin;
          expect(shownDeliveryPrice(price, marginPercent, { ttc, standardVatRate: 20 })).toBe(added);
        },
      ),
    );
  });
});
