import { isIsoDate, type Cents, type IsoDate } from '@cuvee/kernel';

/** A rate is per hectolitre of product (wines) or per hectolitre of pure alcohol (spirits, CSS). */
export const DUTY_BASES = ['hl', 'hlap'] as const;
export type DutyBasis = (typeof DUTY_BASES)[number];

export interface DutyRate {
  readonly label: string;
  readonly basis: DutyBasis;
  /** Cents per hl (basis hl) or per hl of pure alcohol (basis hlap); French rates have 2 decimals. */
  readonly cents: Cents;
}

/** The rates in force from one day on, until the next edition of the table. */
export interface DutyRatesEdition {
  readonly effectiveFrom: IsoDate;
  /** Where the figures come from, shown to whoever maintains them. */
  readonly source: string;
  /** Keyed as VintageLegal.da and VintageLegal.css refer to them. */
  readonly rates: Readonly<Record<string, DutyRate>>;
}

/** Duty rates are dated parameters: a table of editions, passed in, never constants in the functions. */
export type DutyRates = readonly DutyRatesEdition[];

/** The edition in force on a day: the latest one that took effect on or before it. */
export function dutyRatesOn(table: DutyRates, date: IsoDate): DutyRatesEdition {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar day: ${date}`);
  let found: DutyRatesEdition | null = null;
  for (const edition of table) {
    // ISO days compare as texts.
    if (edition.effectiveFrom <= date && (!found || edition.effectiveFrom > found.effectiveFrom)) {
      found = edition;
    }
  }
  if (!found) throw new RangeError(`No duty rates in force on ${date}`);
  return found;
}

/** A rate of an edition by key; an unknown key is a data error, never a silent zero. */
export function dutyRateOf(edition: DutyRatesEdition, key: string): DutyRate {
  const rate = Object.hasOwn(edition.rates, key) ? edition.rates[key] : undefined;
  if (!rate) throw new RangeError(`Unknown duty rate "${key}" (rates of ${edition.effectiveFrom})`);
  return rate;
}

/**
 * Fills the application's table (the `DUTY_RATES` port) with the editions its owner loaded. The only
 * write to it: the table stays one array every reader holds.
 */
export function replaceDutyRates(table: DutyRates, editions: DutyRates): void {
  if (editions.length === 0) throw new RangeError('A duty-rate table needs at least one edition');
  (table as DutyRatesEdition[]).splice(0, table.length, ...editions);
}
