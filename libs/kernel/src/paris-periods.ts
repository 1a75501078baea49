import { addDays, isIsoDate, parisDateOf, PARIS_TIME_ZONE, type IsoDate } from './calendar-date.js';

/*
 * The periods people filter and count by (orders, stock movements, allocations, exports) are days and
 * months in Europe/Paris (docs/kernel.md "Business constants"), while the database keeps UTC instants: a day is the half-open range
 * of instants whose Paris day it is.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The first instant of a Paris day (Paris is UTC+1 or UTC+2, so it is 22:00 or 23:00 UTC the day before). */
export function parisDayStart(day: IsoDate): Date {
  if (!isIsoDate(day)) throw new RangeError(`Not a day: ${day}`);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const offset of [2, 1]) {
    const candidate = new Date(midnightUtc - offset * HOUR_MS);
    if (parisDateOf(candidate) === day) return candidate;
  }
  return new Date(midnightUtc);
}

/**
 * The instant a Paris wall clock shows `time` ('HH:MM') on `day`: what a user means by "send on
 * 12 May at 9:00". The hour the clocks repeat in autumn is its first; the one they skip in spring is
 * read in winter time (02:30 is 03:30 summer time).
 */
export function parisInstant(day: IsoDate, time: string): Date {
  if (!isIsoDate(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    throw new RangeError(`Not a time: ${day} ${time}`);
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  for (const offset of [2, 1]) {
    const candidate = new Date(asUtc - offset * HOUR_MS);
    if (parisDateOf(candidate) === day && parisClock.format(candidate) === time) return candidate;
  }
  return new Date(asUtc - HOUR_MS);
}

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instants of the Paris days from `from` to `to` included, as [start, end). */
export function parisDaysRange(
  from: IsoDate | null,
  to: IsoDate | null,
): { start: Date | null; end: Date | null } {
  return {
    start: from === null ? null : parisDayStart(from),
    end: to === null ? null : parisDayStart(addDays(to, 1)),
  };
}

/**
 * The inverse of parisDaysRange: the first and last Paris days of [start, end). The last is the day
 * before the one `end` falls on, so an end stored at any hour of that next day reads back the same.
 */
export function parisDaysOf(
  start: Date | null,
  end: Date | null,
): { from: IsoDate | null; to: IsoDate | null } {
  return {
    from: start === null ? null : parisDateOf(start),
    to: end === null ? null : addDays(parisDateOf(end), -1),
  };
}

/** The Paris calendar month holding `now`, as [start, end). */
export function parisMonthOf(now: Date): { start: Date; end: Date } {
  const today = parisDateOf(now);
  const first = `${today.slice(0, 8)}01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: parisDayStart(first), end: parisDayStart(next) };
}
