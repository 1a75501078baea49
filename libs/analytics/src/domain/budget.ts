import { daysInMonth, formatIsoDate, SALES_CHANNELS, type IsoDate, type SalesChannel } from '@cuvee/kernel';
import type { Period } from './periods.js';

/*
 * A year's budget (docs/analytics.md "Budget", ADR 0081): the HT a shop plans to invoice each month by
 * sales channel, the categories its sales report already splits by, so every budget cell has its actual
 * in the daily summary. Variance is actual minus budget; year to date counts the months gone by in full
 * and today's month pro rata of its days.
 */

export const BUDGET_CATEGORIES: readonly SalesChannel[] = SALES_CHANNELS.map((channel) => channel.key);
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The years a budget is kept for. */
export const FIRST_BUDGET_YEAR = 2000;
export const LAST_BUDGET_YEAR = 2100;
/** A cell's largest amount: ten billion euros in cents. */
export const MAX_BUDGET_CELL = 1e12;

export function yearPeriod(year: number): Period {
  return { from: formatIsoDate({ year, month: 1, day: 1 }), to: formatIsoDate({ year, month: 12, day: 31 }) };
}

export interface Variance {
  /** actual − budget. */
  readonly variance: number;
  /** variance / budget; null without a budget. */
  readonly varianceRate: number | null;
}

export function varianceOf(budget: number, actual: number): Variance {
  const variance = actual - budget;
  return { variance, varianceRate: budget === 0 ? null : variance / budget };
}

/**
 * The share of a month's budget due by the end of `today` in `year`: a month gone by counts in full,
 * today's month by its days gone (today included), a month to come not at all.
 */
export function monthShare(year: number, month: number, today: IsoDate): number {
  const start = formatIsoDate({ year, month, day: 1 });
  const days = daysInMonth(year, month);
  const end = formatIsoDate({ year, month, day: days });
  if (today < start) return 0;
  if (today >= end) return 1;
  return Number(today.slice(8, 10)) / days;
}

/** The budget and the actual of the year up to today: months gone in full, today's month pro rata. */
export function yearToDate(
  year: number,
  today: IsoDate,
  months: readonly { month: number; budget: number; actual: number }[],
): { budget: number; actual: number } & Variance {
  let budget = 0;
  let actual = 0;
  for (const row of months) {
    const share = monthShare(year, row.month, today);
    budget += Math.round(row.budget * share);
    if (share > 0) actual += row.actual;
  }
  return { budget, actual, ...varianceOf(budget, actual) };
}
