import { isIsoDate, parisDayStart } from '@cuvee/kernel';

/*
 * The period a calendar or a task list asks for (`from`, `to`): ISO instants or days, the end after the
 * start, at most MAX_CALENDAR_DAYS long (a month view with its overflow weeks needs 42).
 */

export const MAX_CALENDAR_DAYS = 100;
const DAY_MS = 86_400_000;
// Whole Paris days gain an hour when the clocks go back: 100 of them may last 100 days and an hour.
const DAYLIGHT_SAVING_MS = 3_600_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO day ('2025-03-01': the start of that day in Paris, like every business day) or an
 * instant with its zone; null otherwise.
 */
export function parseInstant(text: string): Date | null {
  if (ISO_DAY.test(text)) return isIsoDate(text) ? parisDayStart(text) : null;
  if (!ISO_INSTANT.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export interface CalendarRange {
  from: Date;
  to: Date;
}

/** The period, or null when a bound is not a date, the end is not after the start, or it is too long. */
export function calendarRange(from: string, to: string, maxDays = MAX_CALENDAR_DAYS): CalendarRange | null {
  const start = parseInstant(from);
  const end = parseInstant(to);
  if (!start || !end || end.getTime() <= start.getTime()) return null;
  if (end.getTime() - start.getTime() > maxDays * DAY_MS + DAYLIGHT_SAVING_MS) return null;
  return { from: start, to: end };
}
