import {
  roundQuotient,
  sumCents,
  vatOfHt,
  vatRateBasisPoints,
  type Cents,
  type IsoDate,
  type VatType,
} from '@cuvee/kernel';
import { dutyRateOf, dutyRatesOn, type DutyRates, type DutyRatesEdition } from './duty-rates.js';
import type {
  AddTier,
  FormatPricing,
  PriceTier,
  PricedProduct,
  Promotion,
  ShopPricing,
} from './pricing-inputs.js';
import type { ResolvedTypology } from './typology.js';
import { dutyVolumeMicrolitres, MICROLITRES_PER_HECTOLITRE } from './volume.js';

/*
 * Price resolution (ADR 0010). Per line, in this order:
 *   list price (typology price, else base) → quantity tier (discountPrice replaces, then discountAdd
 *   adds) → best product promotion → typology global discount  = unit HT, rounded once;
 *   duties per unit (excise, CSS, custom tax), each rounded once; VAT of the unit, rounded once;
 *   every line amount is the unit amount × quantity, so lines and totals add up exactly.
 */

const BP = 10_000;
/** Quantities are counted in thousandths so fractional eq75 (a half bottle 0.5) sums exactly. */
const MILLI = 1_000;

export interface PriceLineInput {
  /** Identifies the line in the answer (a cart line id); defaults to its index. */
  readonly key?: string;
  readonly product: PricedProduct;
  readonly format: FormatPricing;
  /** Units of the format, a positive integer. */
  readonly quantity: number;
  /** The line is sold without VAT (an export line). */
  readonly disableVat?: boolean;
}

export interface PricingContext {
  readonly shop: ShopPricing;
  readonly typology: ResolvedTypology;
  /** The day prices are taken on: promotions' dates and the duty rates' edition. */
  readonly date: IsoDate;
  readonly dutyRates: DutyRates;
}

export type AppliedTier =
  | { readonly kind: 'price'; readonly threshold: number; readonly price: Cents }
  | { readonly kind: 'add'; readonly threshold: number; readonly amount: Cents };

/** Amounts of one unit, each an integer number of cents. */
export interface UnitAmounts {
  /** The typology's list price before tiers, promotions and the global discount. */
  readonly listHt: Cents;
  /** The goods price after tiers, promotion and global discount, excluding duties. */
  readonly ht: Cents;
  readonly excise: Cents;
  readonly css: Cents;
  /** The custom tax added to the price (0 when it is included or absent). */
  readonly customTax: Cents;
  /** The custom tax already included in `ht`, for information. */
  readonly customTaxIncluded: Cents;
  /** excise + css + customTax. */
  readonly duties: Cents;
  /** What VAT is computed on. */
  readonly vatBase: Cents;
  readonly vat: Cents;
  /** ht + duties + vat. */
  readonly ttc: Cents;
  /** The price to show: `ttc` for a tax-inclusive typology, else `ht` (duties listed apart). */
  readonly display: Cents;
}

export interface PricedLine {
  readonly key: string;
  readonly productId: string;
  readonly quantity: number;
  readonly vatType: VatType;
  /** Percent applied (0 without VAT). */
  readonly vatRate: number;
  readonly displayTtc: boolean;
  readonly unit: UnitAmounts;
  /** Goods HT × quantity. */
  readonly goodsHt: Cents;
  readonly duties: Cents;
  /** goodsHt + duties: everything but VAT. */
  readonly ht: Cents;
  readonly vat: Cents;
  readonly ttc: Cents;
  /** The tiers reached (a price tier, an add tier, both or none). */
  readonly appliedTiers: readonly AppliedTier[];
  readonly appliedPromotion: Promotion | null;
  /** The typology's global discount, in percent. */
  readonly globalDiscount: number;
}

export interface VatRateTotal {
  readonly rate: number;
  readonly ht: Cents;
  readonly vat: Cents;
  readonly ttc: Cents;
}

export interface PricedLines {
  readonly lines: readonly PricedLine[];
  readonly totals: {
    readonly goodsHt: Cents;
    readonly duties: Cents;
    readonly ht: Cents;
    readonly vat: Cents;
    readonly ttc: Cents;
    /** One row per VAT rate, highest rate first. */
    readonly byVatRate: readonly VatRateTotal[];
  };
}

/** A percent with at most two decimals in basis points; the kernel's VAT-rate reader does exactly that. */
function percentBasisPoints(percent: number): number {
  return vatRateBasisPoints(percent);
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of cents, got ${value}`);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`Quantity must be a positive integer, got ${quantity}`);
  }
}

function milli(value: number): number {
  return Math.round(value * MILLI);
}

/** The tier with the highest threshold reached by `counted` (thousandths), or null. */
function highestReached<T extends { readonly threshold: number }>(
  tiers: readonly T[],
  counted: number,
): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (milli(tier.threshold) <= counted && (!best || tier.threshold > best.threshold)) best = tier;
  }
  return best;
}

function isRunning(promotion: Promotion, date: IsoDate): boolean {
  return (
    (promotion.start === null || promotion.start <= date) && (promotion.end === null || date <= promotion.end)
  );
}

/** round(x × ∏factors / ∏divisors) with one rounding; common factors cancel first to stay exact. */
function roundProduct(factors: number[], divisors: number[]): Cents {
  const top = [...factors];
  const bottom = [...divisors];
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let i = 0; i < top.length; i++) {
    for (let j = 0; j < bottom.length; j++) {
      const common = gcd(Math.abs(top[i]!), bottom[j]!);
      if (common > 1) {
        top[i] = top[i]! / common;
        bottom[j] = bottom[j]! / common;
      }
    }
  }
  const numerator = top.reduce((a, b) => a * b, 1);
  const denominator = bottom.reduce((a, b) => a * b, 1);
  return roundQuotient(numerator, denominator);
}

/** Per-line facts known before promotions: who counts where, and the price after tiers. */
interface Staged {
  readonly key: string;
  readonly input: PriceLineInput;
  readonly listHt: Cents;
  readonly tieredHt: Cents;
  readonly appliedTiers: AppliedTier[];
}

function listPriceAndTiers(
  format: FormatPricing,
  typologyKey: string,
): { listHt: Cents; priceTiers: readonly PriceTier[]; addTiers: readonly AddTier[] } {
  const own = Object.hasOwn(format.typologies, typologyKey) ? format.typologies[typologyKey] : undefined;
  const listHt = own?.price ?? format.price;
  assertCents(listHt, 'Price');
  return {
    listHt,
    priceTiers: own?.discountPrice ?? format.discountPrice,
    addTiers: own?.discountAdd ?? format.discountAdd,
  };
}

/** Numerator over BP² of the unit price after a promotion and the global discount (never below 0). */
function discountedNumerator(tieredHt: Cents, promotion: Promotion | null, globalBp: number): number {
  let afterPromotion = tieredHt * BP;
  if (promotion?.type === 'percent') afterPromotion = tieredHt * (BP - percentBasisPoints(promotion.amount));
  if (promotion?.type === 'amount') afterPromotion = (tieredHt - promotion.amount) * BP;
  return Math.max(0, afterPromotion) * (BP - globalBp);
}

interface DutyAmounts {
  readonly excise: Cents;
  readonly css: Cents;
  readonly customTax: Cents;
  readonly customTaxIncluded: Cents;
  readonly customTaxInVatBase: boolean;
}

const NO_DUTIES: DutyAmounts = {
  excise: 0,
  css: 0,
  customTax: 0,
  customTaxIncluded: 0,
  customTaxInVatBase: true,
};

function unitDuties(
  product: PricedProduct,
  format: FormatPricing,
  edition: () => DutyRatesEdition,
): DutyAmounts {
  const legal = product.legal;
  if (!legal) return NO_DUTIES;
  const microlitres = dutyVolumeMicrolitres(format);
  if (microlitres === 0) return NO_DUTIES;

  const duty = (key: string | null): Cents => {
    if (!key || legal.typeDA !== 'DA2') return 0;
    const rate = dutyRateOf(edition(), key);
    if (rate.basis === 'hl') return roundProduct([rate.cents, microlitres], [MICROLITRES_PER_HECTOLITRE]);
    // Per hl of pure alcohol: the volume times the alcohol by volume (percent in basis points).
    if (product.alcohol === null) {
      throw new RangeError(
        `Rate "${key}" is per hl of pure alcohol: product ${product.id} needs its alcohol`,
      );
    }
    const alcoholBp = percentBasisPoints(product.alcohol);
    return roundProduct([rate.cents, microlitres, alcoholBp], [MICROLITRES_PER_HECTOLITRE, BP]);
  };

  const families = legal.customTaxFamilies;
  const perHl = legal.customTaxAmountPerHL ?? 0;
  const customApplies = perHl > 0 && (families.length === 0 || families.includes(product.type));
  const custom = customApplies ? roundProduct([perHl, microlitres], [MICROLITRES_PER_HECTOLITRE]) : 0;
  return {
    excise: duty(legal.da),
    css: duty(legal.css),
    customTax: legal.customTaxAdded ? custom : 0,
    customTaxIncluded: legal.customTaxAdded ? 0 : custom,
    customTaxInVatBase: legal.customTaxVat,
  };
}

/**
 * Prices lines of one seller's order for one typology. Tiers and promotion thresholds count the
 * whole order: the quantity of the product over all its lines (in eq75 when the typology or the shop
 * says allRulesInEq75), the order's quantity and amount. Throws a RangeError on impossible input
 * (a negative price, a non-integer quantity, an unknown duty rate).
 */
export function priceLines(inputs: readonly PriceLineInput[], context: PricingContext): PricedLines {
  const { shop, typology, date } = context;
  const inEq75 = typology.settings.allRulesInEq75 || shop.settings.allRulesInEq75;
  const globalBp = percentBasisPoints(typology.settings.globalDiscount);
  // A format without eq75 (an accessory, a box) still counts its units, even in eq75 mode.
  const counted = (line: PriceLineInput): number =>
    (inEq75 && line.format.eq75 > 0 ? milli(line.format.eq75) : MILLI) * line.quantity;

  // Pass 1: counts per product and for the order, then tier prices (they depend on counts only).
  const productCount = new Map<string, number>();
  let orderCount = 0;
  for (const line of inputs) {
    assertQuantity(line.quantity);
    const n = counted(line);
    productCount.set(line.product.id, (productCount.get(line.product.id) ?? 0) + n);
    orderCount += n;
  }

  const staged: Staged[] = inputs.map((input, index) => {
    const { listHt, priceTiers, addTiers } = listPriceAndTiers(input.format, typology.key);
    const count = productCount.get(input.product.id) ?? 0;
    const priceTier = highestReached(priceTiers, count);
    const addTier = highestReached(addTiers, count);
    const appliedTiers: AppliedTier[] = [];
    let tieredHt = listHt;
    if (priceTier) {
      assertCents(priceTier.price, 'Tier price');
      tieredHt = priceTier.price;
      appliedTiers.push({ kind: 'price', threshold: priceTier.threshold, price: priceTier.price });
    }
    if (addTier) {
      tieredHt = Math.max(0, tieredHt + addTier.amount);
      appliedTiers.push({ kind: 'add', threshold: addTier.threshold, amount: addTier.amount });
    }
    return { key: input.key ?? String(index), input, listHt, tieredHt, appliedTiers };
  });

  // Pass 2: amounts at list prices, which the amount thresholds of promotions read. List prices,
  // not tier prices: reaching a tier lowers the amount and must never switch a promotion off.
  const productAmount = new Map<string, number>();
  for (const s of staged) {
    const id = s.input.product.id;
    productAmount.set(id, (productAmount.get(id) ?? 0) + s.listHt * s.input.quantity);
  }
  const orderAmount = sumCents(staged.map((s) => s.listHt * s.input.quantity));

  const isActive = (promotion: Promotion, productId: string): boolean => {
    if (!isRunning(promotion, date)) return false;
    switch (promotion.activation) {
      case 'always':
        return true;
      case 'minProduct':
        return (productCount.get(productId) ?? 0) >= milli(promotion.threshold);
      case 'minProductOrder':
        return orderCount >= milli(promotion.threshold);
      case 'minPrice':
        return (productAmount.get(productId) ?? 0) >= promotion.threshold;
      case 'minPriceOrder':
        return orderAmount >= promotion.threshold;
    }
  };

  // The rates edition is looked up only when a line owes duties, so lines without any need no table.
  let edition: DutyRatesEdition | null = null;
  const editionOn = (): DutyRatesEdition => (edition ??= dutyRatesOn(context.dutyRates, date));

  const lines = staged.map((s): PricedLine => {
    const { product, format, quantity } = s.input;
    // Promotions do not add up: the one giving the lowest price wins, the first listed on a tie.
    let best: { promotion: Promotion | null; numerator: number } = {
      promotion: null,
      numerator: discountedNumerator(s.tieredHt, null, globalBp),
    };
    for (const promotion of format.promotions) {
      if (!isActive(promotion, product.id)) continue;
      if (promotion.type === 'amount') assertCents(promotion.amount, 'Promotion amount');
      const numerator = discountedNumerator(s.tieredHt, promotion, globalBp);
      if (numerator < best.numerator) best = { promotion, numerator };
    }
    const ht = roundQuotient(best.numerator, BP * BP);

    const duties = unitDuties(product, format, editionOn);
    const dutiesTotal = duties.excise + duties.css + duties.customTax;
    const vatRate = shop.settings.hasTVA && !s.input.disableVat ? shop.settings.vatRate[product.vatType] : 0;
    // Excise and CSS are part of the price for VAT (CGI art. 267); the custom tax only if it says so.
    // A custom tax outside the VAT base comes off it, whether added on top or included in the price.
    const outsideVatBase = duties.customTaxInVatBase
      ? 0
      : duties.customTax + Math.min(ht, duties.customTaxIncluded);
    const vatBase = ht + dutiesTotal - outsideVatBase;
    const vat = vatOfHt(vatBase, vatRate);
    const ttc = ht + dutiesTotal + vat;
    const displayTtc = typology.settings.ttc;
    const unit: UnitAmounts = {
      listHt: s.listHt,
      ht,
      excise: duties.excise,
      css: duties.css,
      customTax: duties.customTax,
      customTaxIncluded: duties.customTaxIncluded,
      duties: dutiesTotal,
      vatBase,
      vat,
      ttc,
      display: displayTtc ? ttc : ht,
    };
    return {
      key: s.key,
      productId: product.id,
      quantity,
      vatType: product.vatType,
      vatRate,
      displayTtc,
      unit,
      goodsHt: ht * quantity,
      duties: dutiesTotal * quantity,
      ht: (ht + dutiesTotal) * quantity,
      vat: vat * quantity,
      ttc: ttc * quantity,
      appliedTiers: s.appliedTiers,
      appliedPromotion: best.promotion,
      globalDiscount: typology.settings.globalDiscount,
    };
  });

  const byRate = new Map<number, { ht: Cents; vat: Cents; ttc: Cents }>();
  for (const line of lines) {
    const row = byRate.get(line.vatRate) ?? { ht: 0, vat: 0, ttc: 0 };
    byRate.set(line.vatRate, { ht: row.ht + line.ht, vat: row.vat + line.vat, ttc: row.ttc + line.ttc });
  }
  return {
    lines,
    totals: {
      goodsHt: sumCents(lines.map((l) => l.goodsHt)),
      duties: sumCents(lines.map((l) => l.duties)),
      ht: sumCents(lines.map((l) => l.ht)),
      vat: sumCents(lines.map((l) => l.vat)),
      ttc: sumCents(lines.map((l) => l.ttc)),
      byVatRate: [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, row]) => ({ rate, ...row })),
    },
  };
}

export interface UnitPriceInput {
  readonly product: PricedProduct;
  readonly format: FormatPricing;
  /** The quantity the tiers and promotions count (1 for a price list). */
  readonly quantity?: number;
}

/** The unit price of one format for a typology, as a list or product page shows it. */
export function unitPrice(input: UnitPriceInput, context: PricingContext): PricedLine {
  const [line] = priceLines([{ ...input, quantity: input.quantity ?? 1 }], context).lines;
  return line!;
}

/** Whether a typology sees a format at all (absent from the format's map: visible at base price). */
export function isVisibleTo(format: Pick<FormatPricing, 'typologies'>, typologyKey: string): boolean {
  return !Object.hasOwn(format.typologies, typologyKey) || format.typologies[typologyKey]!.visible;
}
