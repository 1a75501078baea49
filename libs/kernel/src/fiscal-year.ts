import { addDays, daysInMonth, formatIsoDate, toIsoDate, type IsoDate } from './calendar-date.js';

/** The shop settings that fix the fiscal year (Shop.settings). */
export interface FiscalYearSettings {
  /** 0-based month of the first day (0 = January), as stored in the shop settings. */
  readonly logStartMonth?: number | null;
  /** Day of month of the first day, 1 to 31. */
  readonly logStartDay?: number | null;
}

export interface FiscalYear {
  /** First day, 'YYYY-MM-DD' (Europe/Paris calendar). */
  readonly start: IsoDate;
  /** Last day: the day before the next start. */
  readonly end: IsoDate;
}

export const DEFAULT_FISCAL_YEAR_START = { logStartMonth: 0, logStartDay: 1 } as const;

/** The fiscal year start is a day that exists every year (29 February does not). */
export function isValidLogStart(month: number, day: number): boolean {
  const daysInMonth = new Date(Date.UTC(2023, month + 1, 0)).getUTCDate();
  return (
    Number.isInteger(month) &&
    month >= 0 &&
    month <= 11 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth
  );
}

function startMonthDay(settings: FiscalYearSettings): { month: number; day: number } {
  const month0 = settings.logStartMonth ?? DEFAULT_FISCAL_YEAR_START.logStartMonth;
  const day = settings.logStartDay ?? DEFAULT_FISCAL_YEAR_START.logStartDay;
  if (!Number.isInteger(month0) || month0 < 0 || month0 > 11) {
    throw new RangeError(`logStartMonth must be 0 to 11, got ${month0}`);
  }
  if (!Number.isInteger(day) || day < 1 || day > 31)
    throw new RangeError(`logStartDay must be 1 to 31, got ${day}`);
  return { month: month0 + 1, day };
}

/**
 * The first day of the fiscal year that starts in calendar year `year`. A start day the month
 * lacks that year becomes the month's last day: 29 February begins on 28 February in common years,
 * 31 April (a setting a form may have stored) on 30 April. Every year still starts in the chosen
 * month, and since each end is the day before the next start, years stay contiguous.
 */
export function fiscalYearStartIn(year: number, settings: FiscalYearSettings = {}): IsoDate {
  const { month, day } = startMonthDay(settings);
  return formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** The fiscal year containing a date (a Date counts by its Paris calendar day). */
export function fiscalYearOf(date: Date | IsoDate, settings: FiscalYearSettings = {}): FiscalYear {
  const day = toIsoDate(date);
  const year = Number(day.slice(0, 4));
  const startThisYear = fiscalYearStartIn(year, settings);
  const startYear = day >= startThisYear ? year : year - 1;
  const start = startYear === year ? startThisYear : fiscalYearStartIn(startYear, settings);
  const nextStart = fiscalYearStartIn(startYear + 1, settings);
  return { start, end: addDays(nextStart, -1) };
}
