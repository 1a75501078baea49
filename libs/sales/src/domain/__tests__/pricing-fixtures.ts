import {
  FRENCH_DUTY_RATES,
  type FormatPricing,
  type PricedProduct,
  type PricingContext,
  type ShopPricing,
  type VintageLegal,
} from '@cuvee/catalogue/domain';
import type { CartOrderPricingInput, OrderPromotion } from '../cart-pricing.js';

/* A Loire winery selling to a private buyer (public, tax-inclusive) and to a restaurant (HT). */

export function shop(settings: Partial<ShopPricing['settings']> = {}): ShopPricing {
  return {
    id: 1,
    settings: {
      hasTVA: true,
      vatRate: { standard: 20, medium: 10, reduced: 5.5 },
      allRulesInEq75: false,
      ...settings,
    },
    typologies: {
      public: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0, allRulesInEq75: false },
      restaurant: { name: 'Restaurant', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
    },
  };
}

export function context(
  typology: 'public' | 'restaurant' = 'public',
  s: ShopPricing = shop(),
): PricingContext {
  return {
    shop: s,
    typology: { key: typology, settings: s.typologies[typology]! },
    date: '2026-03-02',
    dutyRates: FRENCH_DUTY_RATES,
  };
}

export const stillWine: VintageLegal = {
  da: 'stillWine',
  css: null,
  typeDA: 'DA2',
  customTaxName: null,
  customTaxAmountPerHL: null,
  customTaxFamilies: [],
  customTaxAdded: true,
  customTaxVat: true,
};

/** A product without duties, so amounts can be checked by hand. */
export function product(
  id = 'chinon',
  vatType: PricedProduct['vatType'] = 'standard',
  legal: VintageLegal | null = null,
): PricedProduct {
  return { id, type: 'wine', vatType, alcohol: 13, legal };
}

export function bottle(price = 1250, overrides: Partial<FormatPricing> = {}): FormatPricing {
  return {
    container: 'bottle',
    unity: 'litre',
    unityValue: 0.75,
    eq75: 1,
    price,
    discountPrice: [],
    discountAdd: [],
    typologies: {},
    promotions: [],
    ...overrides,
  };
}

export function order(overrides: Partial<CartOrderPricingInput> = {}): CartOrderPricingInput {
  return {
    sellerId: 1,
    context: context(),
    lines: [{ product: product(), format: bottle(), quantity: 6 }],
    delivery: { kind: 'none' },
    ...overrides,
  };
}

/** An order promotion of 10 % always on, changed where a test says. */
export function promotion(overrides: Partial<OrderPromotion> = {}): OrderPromotion {
  return {
    id: 'p',
    type: 'percent',
    amount: 10,
    activation: 'always',
    threshold: 0,
    start: null,
    end: null,
    ...overrides,
  };
}

/** A carrier at 12,90 € with a 10 % margin. */
export const DELIVERY = { kind: 'type', ref: 'carrier', price: 1290, marginPercent: 10 } as const;
