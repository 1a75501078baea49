import type {
  FormatPricing,
  PricedProduct,
  ShopPricing,
  TypologySettings,
  VintageLegal,
} from '../pricing-inputs.js';
import type { PricingContext } from '../price-resolution.js';
import { FRENCH_DUTY_RATES } from '../french-duty-rates.js';

/* Realistic inputs shared by the example and property tests: a Loire winery selling in France. */

export const publicTypology: TypologySettings = {
  name: 'Particulier',
  public: true,
  ttc: true,
  globalDiscount: 0,
  allRulesInEq75: false,
};

export const restaurantTypology: TypologySettings = {
  name: 'Restaurant',
  public: false,
  ttc: false,
  globalDiscount: 15,
  allRulesInEq75: false,
};

export const cavisteTypology: TypologySettings = {
  name: 'Caviste',
  public: false,
  ttc: false,
  globalDiscount: 0,
  allRulesInEq75: true,
};

export function shop(overrides: Partial<ShopPricing['settings']> = {}): ShopPricing {
  return {
    id: 1,
    settings: {
      hasTVA: true,
      vatRate: { standard: 20, medium: 10, reduced: 5.5 },
      allRulesInEq75: false,
      ...overrides,
    },
    typologies: { public: publicTypology, restaurant: restaurantTypology, caviste: cavisteTypology },
  };
}

export const stillWineLegal: VintageLegal = {
  da: 'stillWine',
  css: null,
  typeDA: 'DA2',
  customTaxName: null,
  customTaxAmountPerHL: null,
  customTaxFamilies: [],
  customTaxAdded: true,
  customTaxVat: true,
};

export function wine(id = 'chinon-2022', legal: VintageLegal | null = stillWineLegal): PricedProduct {
  return { id, type: 'wine', vatType: 'standard', alcohol: 13, legal };
}

/** A 75 cl bottle at 12,50 € HT, no tiers, no promotions. */
export function bottle(overrides: Partial<FormatPricing> = {}): FormatPricing {
  return {
    container: 'bottle',
    unity: 'litre',
    unityValue: 0.75,
    eq75: 1,
    price: 1250,
    discountPrice: [],
    discountAdd: [],
    typologies: {},
    promotions: [],
    ...overrides,
  };
}

/** A 1.5 l magnum at 28,00 € HT, counting 2 eq75. */
export function magnum(overrides: Partial<FormatPricing> = {}): FormatPricing {
  return bottle({ unityValue: 1.5, eq75: 2, price: 2800, ...overrides });
}

export function context(
  typologyKey: 'public' | 'restaurant' | 'caviste' = 'public',
  overrides: Partial<PricingContext> = {},
): PricingContext {
  const s = overrides.shop ?? shop();
  return {
    shop: s,
    typology: { key: typologyKey, settings: s.typologies[typologyKey]! },
    date: '2025-06-02',
    dutyRates: FRENCH_DUTY_RATES,
    ...overrides,
  };
}
