import type { Locale } from '@cuvee/kernel';

/*
 * The ROI simulator's arithmetic (docs/roi-simulator.md): what a producer gains in a year by running the
 * estate on Cuvée — admin time saved, margin kept by selling a little more direct instead of through the
 * trade, errors avoided. Framework-free and in integer cents (ADR 0001); the assumptions that are not the
 * producer's own figures are the constants below, each explained in the docs page.
 */

/** What the producer types in. Prices and hourly cost in euros (decimals allowed), shares in %. */
export interface RoiInputs {
  /** Bottles sold a year, all channels. */
  readonly bottlesPerYear: number;
  /** Share of them sold direct today (cellar door, shop, mail order, fairs), in %. */
  readonly directSharePercent: number;
  /** Average direct price of a bottle, excluding VAT, in euros. */
  readonly averagePrice: number;
  /** Hours a week spent on admin: invoices, stock and customs, entering orders, exports. */
  readonly adminHoursPerWeek: number;
  /** What an hour of that work costs (wages and charges, or the owner's own time), in euros. */
  readonly hourlyCost: number;
  /** What the trade (merchants, wholesalers, importers) pays for a bottle, in % of the direct price. */
  readonly tradePricePercent: number;
  /** Mistakes a month that cost time or money (a wrong invoice, a missed order, a stock gap). */
  readonly errorsPerMonth: number;
}

export const ROI_DEFAULTS: RoiInputs = {
  bottlesPerYear: 30_000,
  directSharePercent: 20,
  averagePrice: 12,
  adminHoursPerWeek: 10,
  hourlyCost: 30,
  tradePricePercent: 55,
  errorsPerMonth: 2,
};

/** The assumptions (docs/roi-simulator.md says where each comes from). */
export const ROI_ASSUMPTIONS = {
  /** Weeks worked a year (five weeks off). */
  workingWeeks: 47,
  /** Share of the admin time the software saves (entered once, documents and declarations computed). */
  timeSavedShare: 0.3,
  /** Points of direct share won by the online shop, the Primeur offers and the campaigns. */
  directShareGainPoints: 5,
  /** Share of the mistakes avoided (prices, stock and numbering checked by the software). */
  errorsAvoidedShare: 0.5,
  /** What a mistake costs on average, in cents: the time to find and fix it, a credit note, a gesture. */
  errorCostCents: 4_000,
} as const;

export interface RoiResult {
  readonly hoursSavedPerYear: number;
  /** The hours saved, valued at the hourly cost. */
  readonly timeValueCents: number;
  /** Bottles that move from the trade to direct sales. */
  readonly bottlesMovedDirect: number;
  /** The margin those bottles keep: the direct price less the trade price. */
  readonly marginGainCents: number;
  readonly errorsAvoidedPerYear: number;
  readonly errorsValueCents: number;
  readonly totalCents: number;
}

export type RoiField = keyof RoiInputs;

/** The upper bound of each field, where there is one (a share is at most 100 %, a week 168 hours). */
const MAXIMA: Partial<Record<RoiField, number>> = {
  directSharePercent: 100,
  tradePricePercent: 100,
  adminHoursPerWeek: 168,
};

const FIELD_NAMES: Record<Locale, Record<RoiField, string>> = {
  fr: {
    bottlesPerYear: 'Le nombre de bouteilles par an',
    directSharePercent: 'La part vendue en direct',
    averagePrice: 'Le prix moyen',
    adminHoursPerWeek: "Le nombre d'heures d'administratif par semaine",
    hourlyCost: "Le coût d'une heure",
    tradePricePercent: 'Le prix payé par le négoce',
    errorsPerMonth: "Le nombre d'erreurs par mois",
  },
  en: {
    bottlesPerYear: 'Bottles a year',
    directSharePercent: 'The share sold direct',
    averagePrice: 'The average price',
    adminHoursPerWeek: 'Admin hours a week',
    hourlyCost: 'The cost of an hour',
    tradePricePercent: 'The trade price',
    errorsPerMonth: 'Mistakes a month',
  },
};

const PERCENT_FIELDS: readonly RoiField[] = ['directSharePercent', 'tradePricePercent'];
/** The French names that take feminine agreement ("La part … négative"). */
const FEMININE_FR: readonly RoiField[] = ['directSharePercent'];

function messageOf(locale: Locale, field: RoiField, problem: 'number' | 'negative' | 'maximum'): string {
  const name = FIELD_NAMES[locale][field];
  const maximum = MAXIMA[field] ?? 0;
  const percent = PERCENT_FIELDS.includes(field);
  if (locale === 'fr') {
    const e = FEMININE_FR.includes(field) ? 'e' : '';
    if (problem === 'number') return `${name} doit être un nombre.`;
    if (problem === 'negative') return `${name} ne peut pas être ${e ? 'négative' : 'négatif'}.`;
    return percent
      ? `${name} doit être compris${e} entre 0 et 100 %.`
      : `${name} ne peut pas dépasser ${maximum}.`;
  }
  if (problem === 'number') return `${name} must be a number.`;
  if (problem === 'negative') return `${name} cannot be negative.`;
  return percent ? `${name} must be between 0 and 100%.` : `${name} cannot exceed ${maximum}.`;
}

/**
 * The inputs' problems, one message per wrong field (none: the inputs can be computed). A field must be
 * a finite number, not negative, and within its maximum.
 */
export function validateRoi(inputs: RoiInputs, locale: Locale): Partial<Record<RoiField, string>> {
  const problems: Partial<Record<RoiField, string>> = {};
  for (const field of Object.keys(ROI_DEFAULTS) as RoiField[]) {
    const value = inputs[field];
    const maximum = MAXIMA[field];
    if (typeof value !== 'number' || !Number.isFinite(value))
      problems[field] = messageOf(locale, field, 'number');
    else if (value < 0) problems[field] = messageOf(locale, field, 'negative');
    else if (maximum !== undefined && value > maximum) problems[field] = messageOf(locale, field, 'maximum');
  }
  return problems;
}

/** Euros to cents, rounded to the cent. */
const cents = (euros: number) => Math.round(euros * 100);

/**
 * What the producer gains in a year. Valid inputs only (validateRoi finds none); each part is rounded to
 * the cent and the total is their sum, so the page's figures always add up.
 */
export function computeRoi(inputs: RoiInputs): RoiResult {
  const a = ROI_ASSUMPTIONS;
  const hoursSavedPerYear =
    Math.round(inputs.adminHoursPerWeek * a.workingWeeks * a.timeSavedShare * 10) / 10;
  const timeValueCents = Math.round(hoursSavedPerYear * cents(inputs.hourlyCost));
  // The shop can only move what the trade still sells: never past 100 % direct.
  const gainedPoints = Math.min(a.directShareGainPoints, 100 - inputs.directSharePercent);
  const bottlesMovedDirect = Math.round((inputs.bottlesPerYear * gainedPoints) / 100);
  const marginPerBottle = cents(inputs.averagePrice) * (1 - inputs.tradePricePercent / 100);
  const marginGainCents = Math.round(bottlesMovedDirect * marginPerBottle);
  const errorsAvoidedPerYear = Math.round(inputs.errorsPerMonth * 12 * a.errorsAvoidedShare * 10) / 10;
  const errorsValueCents = Math.round(errorsAvoidedPerYear * a.errorCostCents);
  return {
    hoursSavedPerYear,
    timeValueCents,
    bottlesMovedDirect,
    marginGainCents,
    errorsAvoidedPerYear,
    errorsValueCents,
    totalCents: timeValueCents + marginGainCents + errorsValueCents,
  };
}
