import {
  addDays,
  daysBetween,
  intlLocale,
  isIsoDate,
  parisDateOf,
  parseIsoDate,
  REPORT_PRESETS,
  reportPresetPeriod,
  type IsoDate,
  type Labels,
  type Locale,
  type ReportPreset,
} from '@cuvee/kernel';

/*
 * The periods of the reports (docs/analytics.md "Back-office screens"): Paris days, from and to included, read from and
 * written to the page's address so that a link shows the same report. Pure, tested in
 * __tests__/period.spec.ts.
 */

export const PRESETS = REPORT_PRESETS;
export type Preset = ReportPreset;
/** A preset, or days of the user's choosing. */
export type PeriodChoice = Preset | 'custom';

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The longest period the API compares: three years (a leap day included). */
export const MAX_PERIOD_DAYS = 1096;

/** The days a preset covers, seen on the Paris day of `now` (the kernel's rule, shared with the API). */
export function presetPeriod(preset: Preset, now: Date): Period {
  return reportPresetPeriod(preset, parisDateOf(now));
}

/** The month of `to` (up to it) and the eleven before it: twelve month buckets. */
export function monthsEndingOn(to: IsoDate): Period {
  return reportPresetPeriod('last12Months', to);
}

/** The days of a period, both ends counted. */
export function periodDays({ from, to }: Period): number {
  return daysBetween(from, to) + 1;
}

/** Why the API would refuse a period, checked before asking it: null when it is fine. */
export function periodProblem(period: Period): 'order' | 'span' | null {
  if (period.from > period.to) return 'order';
  return periodDays(period) > MAX_PERIOD_DAYS ? 'span' : null;
}

/** The granularity the API chooses when none is asked: days up to 62, weeks up to 366, months above. */
export function defaultGranularity(period: Period): Granularity {
  const days = periodDays(period);
  return days <= 62 ? 'day' : days <= 366 ? 'week' : 'month';
}

/** What the address says of the report's period: `?period=lastMonth`, or `?period=custom&from=…&to=…`. */
export interface ReportPeriod extends Period {
  choice: PeriodChoice;
}

/**
 * The period of the address, this month when it names none; custom days must both be calendar days
 * (their order and span are checked by `periodProblem`, so the picker can say what is wrong).
 */
export function periodOfQuery(query: URLSearchParams, now: Date): ReportPeriod {
  const asked = query.get('period');
  const from = query.get('from');
  const to = query.get('to');
  if (asked === 'custom' && isIsoDate(from) && isIsoDate(to)) return { choice: 'custom', from, to };
  const preset = PRESETS.find((one) => one === asked) ?? 'thisMonth';
  return { choice: preset, ...presetPeriod(preset, now) };
}

/** The address's query for a period: a preset by its name (it moves with the days), custom days as they are. */
export function periodQuery(period: ReportPeriod): Record<string, string> {
  return period.choice === 'custom'
    ? { period: 'custom', from: period.from, to: period.to }
    : { period: period.choice };
}

/** A calendar day as a Date at its UTC midnight, to format it without any time zone shifting it. */
function dayAsDate(day: IsoDate): Date {
  const parts = parseIsoDate(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return date;
}

/** The ISO 8601 number of the week starting on a Monday: the week of its Thursday, counted in that year. */
export function isoWeekNumber(monday: IsoDate): number {
  const thursday = addDays(monday, 3);
  return Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7) + 1;
}

const WEEK: Readonly<Record<'short' | 'long', Labels>> = {
  short: { fr: 'S', en: 'W' },
  long: { fr: 'Semaine', en: 'Week' },
};

function format(day: IsoDate, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(dayAsDate(day));
}

/**
 * A bucket of a series as a chart's axis (`short`) or a table's row (`long`) names it: a day
 * ("3 nov." / "mar. 3 nov. 2026"), the week that starts on that Monday ("S45" / "Semaine 45 · 2 nov.
 * 2026") or the month that starts on that day ("nov. 26" / "novembre 2026").
 */
export function bucketLabel(
  bucket: IsoDate,
  granularity: Granularity,
  locale: Locale,
  form: 'short' | 'long' = 'short',
): string {
  const long = form === 'long';
  switch (granularity) {
    case 'day':
      return format(
        bucket,
        locale,
        long
          ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
          : { day: 'numeric', month: 'short' },
      );
    case 'week': {
      const week = `${WEEK[form][locale]}${long ? ' ' : ''}${isoWeekNumber(bucket)}`;
      return long
        ? `${week} · ${format(bucket, locale, { day: 'numeric', month: 'short', year: 'numeric' })}`
        : week;
    }
    case 'month':
      return format(
        bucket,
        locale,
        long ? { month: 'long', year: 'numeric' } : { month: 'short', year: '2-digit' },
      );
  }
}

/** A period's days as one short range: "1–29 nov. 2026", "15 déc. 2025 – 14 janv. 2026". */
export function periodLabel({ from, to }: Period, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(dayAsDate(from), dayAsDate(to));
}
