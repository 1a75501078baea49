/*
 * Calendar days as ISO texts 'YYYY-MM-DD'. Business dates (fiscal years, due dates, seasons) are
 * days of the Europe/Paris calendar; a text day has no time zone, so nothing can shift it by one.
 * Instants (Date) are turned into their Paris day once, at the edge, by `parisDateOf`.
 */

/** A calendar day 'YYYY-MM-DD'. */
export type IsoDate = string;

export const PARIS_TIME_ZONE = 'Europe/Paris';

export interface CalendarDay {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const parisDayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; `month` is 1 to 12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function formatIsoDate({ year, month, day }: CalendarDay): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of an ISO day, or null if the text is not a real calendar day (2023-02-29 is not). */
export function parseIsoDate(text: string): CalendarDay | null {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** The Europe/Paris calendar day of an instant. */
export function parisDateOf(instant: Date): IsoDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = parisDayFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}

/**
 * A calendar day from a Date (its Paris day), an ISO day 'YYYY-MM-DD' (taken as is), or an ISO
 * date-time with a zone such as '2024-03-31T22:30:00Z' (its Paris day). Throws a RangeError otherwise.
 */
export function toIsoDate(value: Date | string): IsoDate {
  if (value instanceof Date) return parisDateOf(value);
  if (ISO_DATE_PATTERN.test(value)) {
    if (!parseIsoDate(value)) throw new RangeError(`Not a calendar day: ${value}`);
    return value;
  }
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`Not an ISO date: ${value}`);
  }
  return parisDateOf(instant);
}

function requireDay(iso: IsoDate): CalendarDay {
  const day = parseIsoDate(iso);
  if (!day) throw new RangeError(`Not a calendar day: ${iso}`);
  return day;
}

/** The day `days` after (or before, if negative) a day. UTC arithmetic: no daylight-saving hour. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireDay(iso);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  date.setUTCFullYear(year, month - 1, day + days);
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const utc = (iso: IsoDate): number => {
    const { year, month, day } = requireDay(iso);
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return date.getTime();
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** ISO days sort as text (4-digit years); -1, 0 or 1. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
