import { formatIsoDate, parseIsoDate, toIsoDate, type IsoDate } from '../calendar-date.js';
import { failure, type ValidationFailure } from './failure.js';

/**
 * The calendar day a date input holds: a valid Date, 'DD/MM/YYYY' (the pickers' format), an ISO day
 * 'YYYY-MM-DD', or an ISO date-time (with a zone, its Paris day). Null for anything else, including
 * days that do not exist (31/04/2024, 29/02/2023).
 */
export function parseDateInput(value: unknown): IsoDate | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toIsoDate(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (french) {
    const iso = formatIsoDate({ year: Number(french[3]), month: Number(french[2]), day: Number(french[1]) });
    return parseIsoDate(iso) ? iso : null;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return parseIsoDate(text) ? text : null;
  // A date-time must have a real calendar day before its time ("2023-02-30T…" is rolled over by Date).
  const dateTime = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(
    text,
  );
  if (dateTime?.[1] && parseIsoDate(dateTime[1]) && !Number.isNaN(new Date(text).getTime())) {
    // With a zone it is an instant: its Paris day. Without, it is a wall-clock time: its own day.
    return dateTime[2] ? toIsoDate(text) : dateTime[1];
  }
  return null;
}

/** A valid date (DD/MM/YYYY, ISO, or a Date). */
export function date(value: unknown): ValidationFailure | null {
  return parseDateInput(value) === null ? failure('validation.date') : null;
}
