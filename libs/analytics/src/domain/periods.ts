import {
  addDays,
  daysBetween,
  formatIsoDate,
  parseIsoDate,
  type IsoDate,
  type ValidationFailure,
  failure,
} from '@cuvee/kernel';

/*
 * The days the reports count (docs/analytics.md "Periods"): a period is a run of Paris calendar days,
 * both ends included. Every answer compares it with the same number of days just before it and with the
 * same dates a year earlier; its figures are cut into day, ISO-week or month buckets, every bucket
 * present even when nothing was sold.
 */

export interface Period {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The longest period a report covers: three years of days (a leap day included). */
export const MAX_PERIOD_DAYS = 1096;

/** Up to this many days a period is cut by day, up to WEEKS_UP_TO by ISO week, above by month. */
export const DAYS_UP_TO = 62;
export const WEEKS_UP_TO = 366;

/** A day 'YYYY-MM-DD' that exists (the reports take no other spelling). */
export function isoDay(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && parseIsoDate(value) !== null
    ? null
    : failure('analytics.day', { value: String(value) });
}

/** Days in the period, both ends counted. */
export function lengthOf(period: Period): number {
  return daysBetween(period.from, period.to) + 1;
}

/** Why a period cannot be reported on, or null: ends reversed, or longer than three years. */
export function periodFailure(period: Period): ValidationFailure | null {
  if (period.from > period.to) return failure('analytics.fromAfterTo', { ...period });
  if (lengthOf(period) > MAX_PERIOD_DAYS)
    return failure('analytics.periodTooLong', { max: MAX_PERIOD_DAYS, days: lengthOf(period) });
  return null;
}

/** The period asked; `to` defaults to today (Paris), `from` to the first day of `to`'s month. */
export function periodOf(query: { from?: IsoDate; to?: IsoDate }, today: IsoDate): Period {
  const to = query.to ?? today;
  return { from: query.from ?? `${to.slice(0, 8)}01`, to };
}

/** The same number of days, ending the day before the period starts. */
export function previousPeriod(period: Period): Period {
  return { from: addDays(period.from, -lengthOf(period)), to: addDays(period.from, -1) };
}

/** The same date a year earlier; 29 February becomes 28 February. */
export function sameDayLastYear(day: IsoDate): IsoDate {
  const parts = parseIsoDate(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const leapDay = parts.month === 2 && parts.day === 29;
  return formatIsoDate({ year: parts.year - 1, month: parts.month, day: leapDay ? 28 : parts.day });
}

/** The same dates a year earlier. */
export function lastYearPeriod(period: Period): Period {
  return { from: sameDayLastYear(period.from), to: sameDayLastYear(period.to) };
}

/** The three periods every report compares. */
export function comparedPeriods(period: Period): { period: Period; previous: Period; lastYear: Period } {
  return { period, previous: previousPeriod(period), lastYear: lastYearPeriod(period) };
}

/** By day up to two months, by ISO week up to a year, by month above. */
export function defaultGranularity(period: Period): Granularity {
  const days = lengthOf(period);
  return days <= DAYS_UP_TO ? 'day' : days <= WEEKS_UP_TO ? 'week' : 'month';
}

/** 1 (Monday) to 7 (Sunday), as ISO 8601 numbers them. */
export function isoWeekday(day: IsoDate): number {
  const parts = parseIsoDate(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/** The bucket a day falls in: itself, its ISO week's Monday, or its month's first day. */
export function bucketOf(day: IsoDate, granularity: Granularity): IsoDate {
  if (granularity === 'day') return day;
  if (granularity === 'week') return addDays(day, 1 - isoWeekday(day));
  return `${day.slice(0, 8)}01`;
}

function nextBucket(bucket: IsoDate, granularity: Granularity): IsoDate {
  if (granularity === 'day') return addDays(bucket, 1);
  if (granularity === 'week') return addDays(bucket, 7);
  const parts = parseIsoDate(bucket)!;
  return parts.month === 12
    ? formatIsoDate({ year: parts.year + 1, month: 1, day: 1 })
    : formatIsoDate({ year: parts.year, month: parts.month + 1, day: 1 });
}

/** Every bucket the period touches, in order (the first may start before the period: a week's Monday). */
export function bucketsOf(period: Period, granularity: Granularity): IsoDate[] {
  const buckets: IsoDate[] = [];
  for (let bucket = bucketOf(period.from, granularity); bucket <= period.to;) {
    buckets.push(bucket);
    bucket = nextBucket(bucket, granularity);
  }
  return buckets;
}

/**
 * Amounts by day spread over the period's buckets, zeros where nothing was sold. Days outside the
 * period are left out.
 */
export function fillBuckets(
  period: Period,
  granularity: Granularity,
  byDay: Iterable<readonly [IsoDate, number]>,
): { bucket: IsoDate; value: number }[] {
  const sums = new Map(bucketsOf(period, granularity).map((bucket) => [bucket, 0]));
  for (const [day, value] of byDay) {
    if (day < period.from || day > period.to) continue;
    const bucket = bucketOf(day, granularity);
    sums.set(bucket, (sums.get(bucket) ?? 0) + value);
  }
  return [...sums].map(([bucket, value]) => ({ bucket, value }));
}
