import type { Cents, ExciseDutyType, IsoDate, Role, VatType } from '@cuvee/kernel';

/*
 * What the price resolution reads: a product's format and prices, its vintage's legal data and the
 * shop's settings, shaped as the catalogue stores them. Every amount is integer cents HT,
 * excluding duties; every percent is a number with at most two decimals (12.5 means 12,5 %).
 */

/** A quantity tier that replaces the unit price from `threshold` units (or eq75) on. */
export interface PriceTier {
  readonly threshold: number;
  /** The unit price HT from this threshold on. */
  readonly price: Cents;
}

/** A quantity tier that adds `amount` to the unit price from `threshold` on (negative: a discount). */
export interface AddTier {
  readonly threshold: number;
  readonly amount: Cents;
}

/** The price and visibility of a format for one client typology. */
export interface FormatTypologyPrice {
  readonly visible: boolean;
  /** Unit price HT for the typology; null falls back to the format's base price. */
  readonly price: Cents | null;
  /** Tiers of this typology; absent falls back to the format's tiers. */
  readonly discountPrice?: readonly PriceTier[];
  readonly discountAdd?: readonly AddTier[];
}

export const PROMOTION_TYPES = ['percent', 'amount'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * When a promotion applies: always; from `threshold` units of the product (minProduct) or of the
 * whole order (minProductOrder); from `threshold` cents HT of the product (minPrice) or of the whole
 * order (minPriceOrder), amounts taken at list prices (before tiers and promotions).
 */
export const PROMOTION_ACTIVATIONS = [
  'always',
  'minProduct',
  'minPrice',
  'minProductOrder',
  'minPriceOrder',
] as const;
export type PromotionActivation = (typeof PROMOTION_ACTIVATIONS)[number];

export interface Promotion {
  readonly id: string;
  readonly type: PromotionType;
  /** A percent (type percent, 0 to 100) or cents off each unit (type amount). */
  readonly amount: number;
  readonly activation: PromotionActivation;
  /** Units (or eq75) for minProduct / minProductOrder, cents HT for minPrice / minPriceOrder. */
  readonly threshold: number;
  /** First and last day the promotion runs (inclusive); null is open-ended. */
  readonly start: IsoDate | null;
  readonly end: IsoDate | null;
}

/** A sale format of a product: a 75 cl bottle, a magnum, a 5 l BIB, a case… */
export interface FormatPricing {
  readonly container: string;
  /** Unit of unityValue: litre, centilitre, millilitre, hectolitre count as volumes. */
  readonly unity: string;
  readonly unityValue: number;
  /** How many 75 cl bottles one unit is worth (a magnum 2); 0 when not a drink. */
  readonly eq75: number;
  /** Base unit price HT, excluding duties. */
  readonly price: Cents;
  readonly discountPrice: readonly PriceTier[];
  readonly discountAdd: readonly AddTier[];
  /** Keyed by client typology; a typology absent here sees the base price. */
  readonly typologies: Readonly<Record<string, FormatTypologyPrice>>;
  readonly promotions: readonly Promotion[];
}

/** Legal data of a vintage: which duty rates apply and the shop's own tax per hl. */
export interface VintageLegal {
  /** Key of the excise rate in the DutyRates table (stillWine, sparklingWine, spirits…), null for none. */
  readonly da: string | null;
  /** Key of the social-security levy rate (CSS) in the table, null for none. */
  readonly css: string | null;
  /** DA2 duty paid: the duties are charged; DSU suspended and NULL: none charged. */
  readonly typeDA: ExciseDutyType;
  readonly customTaxName: string | null;
  /** Cents per hectolitre; null or 0 for no custom tax. */
  readonly customTaxAmountPerHL: Cents | null;
  /** Product types (kernel PRODUCT_TYPES keys) the custom tax applies to; empty means all. */
  readonly customTaxFamilies: readonly string[];
  /** True: added to the price; false: already included in it (shown, not added). */
  readonly customTaxAdded: boolean;
  /** True: the custom tax is in the VAT base. */
  readonly customTaxVat: boolean;
}

/** A product as priced: its identity for quantity counting, its tax class, its vintage's data. */
export interface PricedProduct {
  readonly id: string;
  /** Kernel PRODUCT_TYPES key, matched against customTaxFamilies. */
  readonly type: string;
  readonly vatType: VatType;
  /** Alcohol by volume in percent (12.5), used by per-hl-of-pure-alcohol rates. */
  readonly alcohol: number | null;
  /** Null for products without duties (accessories, services). */
  readonly legal: VintageLegal | null;
}

/** A client typology's price list settings (Shop.typologies values). */
export interface TypologySettings {
  readonly name: string;
  readonly public: boolean;
  /** Prices are shown tax-inclusive: the typology pays VAT like a private buyer. */
  readonly ttc: boolean;
  /** Percent off every price of the typology. */
  readonly globalDiscount: number;
  readonly allRulesInEq75: boolean;
}

/** The shop fields the prices depend on. */
export interface ShopPricing {
  readonly id: number;
  readonly settings: {
    readonly hasTVA: boolean;
    /** Percents for the three vatType slots (20, 10, 5.5). */
    readonly vatRate: Readonly<Record<VatType, number>>;
    readonly allRulesInEq75: boolean;
  };
  readonly typologies: Readonly<Record<string, TypologySettings>>;
}

/** A user's place in a shop, as the price resolution needs it. */
export interface ViewerMembership {
  readonly shopId: number;
  readonly role: Exclude<Role, 'admin'>;
  readonly typology: string;
  readonly blocked?: boolean;
}

/** Who looks at the prices: null for a visitor. */
export type Viewer = { readonly memberships: readonly ViewerMembership[] } | null;
