import { parisDateOf } from '../calendar-date.js';
import { luhnValid } from '../luhn.js';
import { failure, type ValidationFailure } from './failure.js';
import { textOf } from './values.js';

/* Bank card fields: number, expiry, CVV. */

/** 12 to 19 digits (spaces or hyphens between groups allowed) passing the Luhn check. */
export function cardNumber(value: unknown): ValidationFailure | null {
  const digits = textOf(value)?.replace(/[\s-]/g, '') ?? '';
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : failure('validation.cardNumber');
}

/**
 * An expiry 'MM/YY' (or 'MM/YYYY') that is not in the past: a card is valid through the last
 * day of its month, so the current month still passes. `now` is a parameter for tests; months
 * are those of the Paris calendar.
 */
export function cardExpiry(value: unknown, now: Date = new Date()): ValidationFailure | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(textOf(value)?.trim() ?? '');
  if (!match) return failure('validation.cardExpiry');
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const today = parisDateOf(now);
  const currentMonthIndex = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return year * 12 + month >= currentMonthIndex ? null : failure('validation.cardExpired');
}

/** Exactly 3 digits. */
export function cvv(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && /^\d{3}$/.test(value) ? null : failure('validation.cvv');
}
