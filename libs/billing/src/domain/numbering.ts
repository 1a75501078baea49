import { fiscalYearOf, type FiscalYearSettings, type IsoDate } from '@cuvee/kernel';

/*
 * Legal numbering (ADR 0016): one continuous chronological sequence per shop, series and period. The
 * period is the fiscal year when the series resets every year (the year's first day is its key), else
 * 'all'. The number is drawn inside the issuing transaction (numbering.service.ts), so a failed issue
 * gives it back and the sequence never skips nor repeats. Formatting is pure and lives here.
 */

export interface SeriesSettings {
  /** Letters before the number, e.g. "F" → F2026-00001; 0 to 10 characters of A-Z, 0-9, - or _. */
  readonly prefix: string;
  /** Start again at 1 on the first day of every fiscal year (the number then carries the year). */
  readonly resetEachFiscalYear: boolean;
  /** Zero-padded width of the counter, 3 to 8. */
  readonly digits: number;
}

export const NO_RESET_PERIOD = 'all';

export const PREFIX_PATTERN = /^[A-Z0-9_-]{0,10}$/;

/** The sequence a document issued that day draws from. */
export function periodOf(issueDate: IsoDate, series: SeriesSettings, fiscal: FiscalYearSettings): string {
  return series.resetEachFiscalYear ? fiscalYearOf(issueDate, fiscal).start : NO_RESET_PERIOD;
}

/** "F" + "2026-" when the series resets (the fiscal year's first calendar year) + the padded counter. */
export function formatDocumentNumber(series: SeriesSettings, period: string, counter: number): string {
  if (!Number.isSafeInteger(counter) || counter <= 0)
    throw new RangeError(`Counter must be positive: ${counter}`);
  const year = period === NO_RESET_PERIOD ? '' : `${period.slice(0, 4)}-`;
  return `${series.prefix}${year}${String(counter).padStart(series.digits, '0')}`;
}

/** A quote edited after it was sent keeps its number with the version: D2026-00012-2. */
export function quoteVersionNumber(rootNumber: string, version: number): string {
  return version <= 1 ? rootNumber : `${rootNumber}-${version}`;
}

/** The counters missing from a sequence that has reached `last` (the integrity check's gap report). */
export function missingCounters(counters: readonly number[], last: number): number[] {
  const seen = new Set(counters);
  const missing: number[] = [];
  for (let n = 1; n <= last; n++) if (!seen.has(n)) missing.push(n);
  return missing;
}
