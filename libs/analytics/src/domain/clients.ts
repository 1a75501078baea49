import { addDays, type IsoDate } from '@cuvee/kernel';
import { sameDayLastYear, type Period } from './periods.js';

/*
 * Clients in a period (docs/analytics.md "Clients"): new when their first invoice ever falls in it,
 * returning when they bought in it and before it; dormant when they bought in the twelve months up to
 * the period's end but nothing in its last `dormantDays` days.
 */

export const DEFAULT_DORMANT_DAYS = 90;

/** The twelve months that end on `to`: from the day after the same date a year earlier. */
export function twelveMonthsTo(to: IsoDate): Period {
  return { from: addDays(sameDayLastYear(to), 1), to };
}

/** The last day a dormant client may have bought on: `dormantDays` days before `to`. */
export function dormantCutoff(to: IsoDate, dormantDays: number): IsoDate {
  return addDays(to, -dormantDays);
}

export function isNewClient(firstInvoiceOn: IsoDate, period: Period): boolean {
  return firstInvoiceOn >= period.from && firstInvoiceOn <= period.to;
}

/** Bought in the twelve months up to `to` but not after the cutoff. */
export function isDormant(lastInvoiceOn: IsoDate, to: IsoDate, dormantDays: number): boolean {
  return lastInvoiceOn >= twelveMonthsTo(to).from && lastInvoiceOn <= dormantCutoff(to, dormantDays);
}
