import { roundQuotient, type Cents } from './money.js';

/*
 * VAT rates are held as integer basis points (1 % = 100 bp; 5.5 % = 550 bp) and every VAT
 * computation is integer arithmetic followed by one rounding (money.ts roundQuotient).
 * Why not the multipliers 1.2 / 1.1 / 1.055: they are not exact in binary floating point and
 * 1900 × 1.055 evaluates to 2004.4999999999998, which would round a half cent the wrong way.
 */

const BP_PER_UNIT = 10_000;

/** The three French rate slots of a product (`vatType`) and of the shop settings (`vatRate`). */
export const VAT_TYPES = ['standard', 'medium', 'reduced'] as const;
export type VatType = (typeof VAT_TYPES)[number];

/** French rates in basis points: standard 20 %, medium (intermédiaire) 10 %, reduced 5.5 %. */
export const FRENCH_VAT_RATES_BP: Readonly<Record<VatType, number>> = {
  standard: 2000,
  medium: 1000,
  reduced: 550,
};

/** The same rates as percents, for display and for the shop settings. */
export const FRENCH_VAT_RATES: Readonly<Record<VatType, number>> = {
  standard: 20,
  medium: 10,
  reduced: 5.5,
};

/** HT → TTC multipliers. For display only: compute with basis points. */
export const VAT_MULTIPLIERS: Readonly<Record<VatType, number>> = {
  standard: 1.2,
  medium: 1.1,
  reduced: 1.055,
};

export interface CountryVatRates {
  readonly fr: string;
  readonly en: string;
  /** Rates in percent (first is the standard rate). */
  readonly rates: readonly number[];
}

/**
 * The VAT rates by ISO 3166-1 alpha-2 code exactly as the product has always listed them. Some are not today's
 * official rates (Switzerland is 8.1 %, Germany's 16 % and Luxembourg's 16/13 % were temporary
 * cuts); the product shows this list as given, and a shop enters its own rates where it matters.
 */
export const VAT_RATES_BY_COUNTRY = {
  FR: { fr: 'France', en: 'France', rates: [20, 10, 5.5] },
  IT: { fr: 'Italie', en: 'Italy', rates: [22] },
  ES: { fr: 'Espagne', en: 'Spain', rates: [21] },
  BE: { fr: 'Belgique', en: 'Belgium', rates: [21] },
  DE: { fr: 'Allemagne', en: 'Germany', rates: [19, 16] },
  CH: { fr: 'Suisse', en: 'Switzerland', rates: [20] },
  NL: { fr: 'Pays-Bas', en: 'Netherlands', rates: [21] },
  PT: { fr: 'Portugal', en: 'Portugal', rates: [23] },
  LU: { fr: 'Luxembourg', en: 'Luxembourg', rates: [17, 16, 14, 13] },
  GB: { fr: 'Royaume-Uni', en: 'United Kingdom', rates: [20] },
  AT: { fr: 'Autriche', en: 'Austria', rates: [20, 13] },
  FI: { fr: 'Finlande', en: 'Finland', rates: [24] },
  SK: { fr: 'Slovaquie', en: 'Slovakia', rates: [20] },
  DK: { fr: 'Danemark', en: 'Denmark', rates: [25] },
} as const satisfies Record<string, CountryVatRates>;

export type VatCountryCode = keyof typeof VAT_RATES_BY_COUNTRY;

/** A rate is a `VatType` (French rates) or a percent such as 20 or 5.5 (at most two decimals). */
export type VatRate = VatType | number;

/** The rate in integer basis points; throws on a percent outside [0, 100] or with more than 2 decimals. */
export function vatRateBasisPoints(rate: VatRate): number {
  if (typeof rate === 'string') return FRENCH_VAT_RATES_BP[rate];
  if (!Number.isFinite(rate) || rate < 0 || rate > 100)
    throw new RangeError(`VAT rate out of range: ${rate}`);
  // A percent with at most two decimals is k/100 exactly; the float product is within 1e-12 of k.
  const bp = Math.round(rate * 100);
  if (Math.abs(bp - rate * 100) > 1e-6) throw new RangeError(`VAT rate has more than 2 decimals: ${rate}`);
  return bp;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Amount must be an integer number of cents, got ${cents}`);
}

/** VAT owed on an amount excluding tax (HT), rounded once. */
export function vatOfHt(htCents: Cents, rate: VatRate): Cents {
  assertCents(htCents);
  return roundQuotient(htCents * vatRateBasisPoints(rate), BP_PER_UNIT);
}

/** Amount including tax (TTC) from an amount excluding tax: HT + VAT, so the three always add up. */
export function ttcFromHt(htCents: Cents, rate: VatRate): Cents {
  return htCents + vatOfHt(htCents, rate);
}

/** Amount excluding tax from an amount including tax, rounded once: TTC × 10000 / (10000 + bp). */
export function htFromTtc(ttcCents: Cents, rate: VatRate): Cents {
  assertCents(ttcCents);
  return roundQuotient(ttcCents * BP_PER_UNIT, BP_PER_UNIT + vatRateBasisPoints(rate));
}

/** VAT contained in an amount including tax: TTC − HT, so the three always add up. */
export function vatOfTtc(ttcCents: Cents, rate: VatRate): Cents {
  return ttcCents - htFromTtc(ttcCents, rate);
}
