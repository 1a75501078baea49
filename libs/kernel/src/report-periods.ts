import { addDays, formatIsoDate, type IsoDate } from './calendar-date.js';

/*
 * The periods a report offers by name (docs/analytics.md "Periods"): they move with the day, so a
 * saved report or a link to "this year" shows this year whenever it is opened. The back office's
 * period picker and the API's saved reports read the same rule.
 */

export const REPORT_PRESETS = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
  'last12Months',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

function monthStart(day: IsoDate): IsoDate {
  return `${day.slice(0, 8)}01`;
}

/** The first day of the month `months` after (before, if negative) the month of `day`. */
function shiftMonths(day: IsoDate, months: number): IsoDate {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return formatIsoDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

/**
 * The days a preset covers seen on `today` (a Paris day): this month, quarter and year up to today,
 * the whole last month and last year, and the last 12 months as this one and the eleven before it
 * (twelve month buckets).
 */
export function reportPresetPeriod(preset: ReportPreset, today: IsoDate): { from: IsoDate; to: IsoDate } {
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: shiftMonths(today, -1), to: addDays(monthStart(today), -1) };
    case 'thisQuarter':
      return { from: shiftMonths(today, -((Number(today.slice(5, 7)) - 1) % 3)), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'lastYear':
      return { from: `${Number(today.slice(0, 4)) - 1}-01-01`, to: `${Number(today.slice(0, 4)) - 1}-12-31` };
    case 'last12Months':
      return { from: shiftMonths(today, -11), to: today };
  }
}
