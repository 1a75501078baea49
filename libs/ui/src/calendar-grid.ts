import {
  addDays,
  compareIsoDates,
  daysInMonth,
  formatIsoDate,
  parseDateInput,
  parseIsoDate,
  WEEK_STARTS_ON,
  type IsoDate,
} from '@cuvee/kernel';

/* The arithmetic of the popup's date picker (docs/kernel.md): Monday-first weeks, min/max bounds, the
   DD/MM/YYYY and MM/YYYY texts. Pure, so it is tested without a browser. */

/** 0 = Sunday … 6 = Saturday, like Date#getUTCDay. */
function weekdayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay();
}

/** The first day of the week holding `day` (Monday, WEEK_STARTS_ON). */
export function weekStartOf(day: IsoDate, weekStartsOn = WEEK_STARTS_ON): IsoDate {
  const parts = parseIsoDate(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return addDays(day, -((weekdayOf(parts.year, parts.month, parts.day) - weekStartsOn + 7) % 7));
}

/**
 * The weeks of a month as rows of 7 cells, the first column being Monday (WEEK_STARTS_ON); cells
 * outside the month are null. `month` is 1 to 12.
 */
export function monthGrid(year: number, month: number, weekStartsOn = WEEK_STARTS_ON): (IsoDate | null)[][] {
  const lead = (weekdayOf(year, month, 1) - weekStartsOn + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(formatIsoDate({ year, month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Weekday names in grid order (Monday first), short, in the page language. */
export function weekdayNames(locale: string, weekStartsOn = WEEK_STARTS_ON): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(Date.UTC(2024, 0, 7 + ((weekStartsOn + index) % 7)))),
  );
}

export interface DateBounds {
  /** Earliest day allowed, ISO. */
  min?: IsoDate;
  /** Latest day allowed, ISO. */
  max?: IsoDate;
}

/** Whether a day lies within the bounds (both inclusive). */
export function withinBounds(day: IsoDate, { min, max }: DateBounds): boolean {
  return (!min || compareIsoDates(day, min) >= 0) && (!max || compareIsoDates(day, max) <= 0);
}

/** Whether a whole month ('YYYY-MM') has at least one day within the bounds. */
export function monthWithinBounds(yearMonth: string, bounds: DateBounds): boolean {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const first = formatIsoDate({ year, month, day: 1 });
  const last = formatIsoDate({ year, month, day: daysInMonth(year, month) });
  return (
    (!bounds.max || compareIsoDates(first, bounds.max) <= 0) &&
    (!bounds.min || compareIsoDates(last, bounds.min) >= 0)
  );
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the pickers' format. */
export function formatDayText(day: IsoDate): string {
  const parts = parseIsoDate(day);
  if (!parts) return '';
  return `${String(parts.day).padStart(2, '0')}/${String(parts.month).padStart(2, '0')}/${parts.year}`;
}

/** 'YYYY-MM' → 'MM/YYYY', the month mode's format. */
export function formatMonthText(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return year && month ? `${month}/${year}` : '';
}

/** The month a 'MM/YYYY' text names, as 'YYYY-MM', or null. */
export function parseMonthText(text: string): string | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${match[1]}` : null;
}

/** The day a typed text names ('DD/MM/YYYY' or ISO), or null. */
export function parseDayText(text: string): IsoDate | null {
  return parseDateInput(text);
}

/** The month after (+1) or before (-1) a 'YYYY-MM'. */
export function shiftMonth(yearMonth: string, by: number): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
