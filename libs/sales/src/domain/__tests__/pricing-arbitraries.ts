import fc from 'fast-check';
import { VAT_TYPES } from '@cuvee/kernel';
import type { FormatPricing, PriceTier, Promotion } from '@cuvee/catalogue/domain';
import type {
  CartOrderPricingInput,
  CartPriceLine,
  DeliveryChoice,
  OrderPromotion,
  ReservationCharge,
} from '../cart-pricing.js';
import { bottle, context, product, shop, stillWine } from './pricing-fixtures.js';

/* fast-check arbitraries of a seller's cart order, shared by the pricing and invoicing properties. */

export const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);

/** Degressive tiers (as the catalogue accepts them): thresholds up, prices down from the list price. */
const priceTiers = (listHt: number): fc.Arbitrary<PriceTier[]> =>
  fc
    .array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 30 })), { maxLength: 3 })
    .map((steps) => {
      let threshold = 0;
      let price = listHt;
      return steps.map(([gap, cut]) => {
        threshold += gap;
        price = Math.max(0, price - Math.round((price * cut) / 100));
        return { threshold, price };
      });
    });

/** Product promotions in percent, optionally from a quantity of the product or of the order. */
const productPromotion: fc.Arbitrary<Promotion> = fc.record({
  id: fc.constantFrom('a', 'b'),
  type: fc.constant('percent' as const),
  amount: percent,
  activation: fc.constantFrom('always' as const, 'minProduct' as const, 'minProductOrder' as const),
  threshold: fc.integer({ min: 0, max: 24 }),
  start: fc.constant(null),
  end: fc.constant(null),
});

const format: fc.Arbitrary<FormatPricing> = fc
  .record({ price: fc.integer({ min: 0, max: 20_000 }), eq75: fc.constantFrom(0, 0.5, 1, 2) })
  .chain(({ price, eq75 }) =>
    fc
      .record({ discountPrice: priceTiers(price), promotions: fc.array(productPromotion, { maxLength: 2 }) })
      .map((rest) => bottle(price, { eq75, ...rest })),
  );

export const line: fc.Arbitrary<CartPriceLine> = fc.record({
  product: fc
    .record({
      id: fc.constantFrom('chinon', 'vouvray', 'juice', 'glass'),
      vatType: fc.constantFrom(...VAT_TYPES),
      duties: fc.boolean(),
    })
    .map(({ id, vatType, duties }) => product(id, vatType, duties ? stillWine : null)),
  format,
  quantity: fc.integer({ min: 1, max: 40 }),
  wrappingPrice: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
});

const orderPromotion = (types: readonly OrderPromotion['type'][]): fc.Arbitrary<OrderPromotion> =>
  fc
    .record({
      id: fc.constantFrom('x', 'y'),
      type: fc.constantFrom(...types),
      amount: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      activation: fc.constantFrom('always' as const, 'minProductOrder' as const, 'minPriceOrder' as const),
      threshold: fc.integer({ min: 0, max: 50_000 }),
      start: fc.constant(null),
      end: fc.constant(null),
    })
    .map((p) => (p.type === 'amount' ? { ...p, amount: Math.round(p.amount * 100) } : p));

export const delivery: fc.Arbitrary<DeliveryChoice> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constant('type' as const),
    ref: fc.constant('carrier'),
    price: fc.integer({ min: 0, max: 5_000 }),
    marginPercent: percent,
  }),
  fc.record({
    kind: fc.constant('collectionPoint' as const),
    ref: fc.constant('point'),
    price: fc.integer({ min: 0, max: 2_000 }),
  }),
);

const reservation: fc.Arbitrary<ReservationCharge> = fc.record({
  unitTtc: fc.integer({ min: 0, max: 10_000 }),
  quantity: fc.integer({ min: 1, max: 8 }),
  vatRate: fc.constantFrom(20, 10, 5.5),
  touristTax: fc.boolean(),
});

export const orderInput = (promotionTypes: readonly OrderPromotion['type'][] = ['percent', 'amount']) =>
  fc.record({
    sellerId: fc.constant(1),
    context: fc
      .record({ typology: fc.constantFrom('public' as const, 'restaurant' as const), hasTVA: fc.boolean() })
      .map(({ typology, hasTVA }) => context(typology, shop({ hasTVA }))),
    lines: fc.array(line, { maxLength: 6 }),
    reservations: fc.array(reservation, { maxLength: 3 }),
    promotions: fc.array(orderPromotion(promotionTypes), { maxLength: 2 }),
    franco: fc.record({
      bottles: fc.option(fc.integer({ min: 0, max: 48 }), { nil: null }),
      amount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    }),
    delivery,
    commissionPercent: percent,
    payLater: fc.boolean(),
  }) satisfies fc.Arbitrary<CartOrderPricingInput>;
