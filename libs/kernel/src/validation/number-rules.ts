import { failure, type ValidationFailure } from './failure.js';
import { parseDecimalInput, textOf } from './values.js';

/* Numeric rules. Texts and numbers are both accepted: forms send text, JSON sends numbers. */

export const FEE_MAX_EXCLUSIVE = 25;

function integerText(value: unknown, allowNegative: boolean): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && (allowNegative || value >= 0);
  const text = textOf(value);
  return text !== null && (allowNegative ? /^-?\d+$/ : /^\d+$/).test(text.trim());
}

/** An integer ("12", "-3", 12). */
export function number(value: unknown): ValidationFailure | null {
  return integerText(value, true) ? null : failure('validation.number');
}

/** A decimal number; the comma is accepted as decimal separator ("12,5"). */
export function numberFloat(value: unknown): ValidationFailure | null {
  return parseDecimalInput(value) === null ? failure('validation.numberFloat') : null;
}

/** A member code: a whole number without sign. */
export function mongoid(value: unknown): ValidationFailure | null {
  return integerText(value, false) ? null : failure('validation.mongoid');
}

/** A VAT rate in percent, strictly between 0 and 100 ("5,5" accepted). */
export function tva(value: unknown): ValidationFailure | null {
  const rate = parseDecimalInput(value);
  return rate !== null && rate > 0 && rate < 100 ? null : failure('validation.tva');
}

/** A transport fee: from 0 up to but not including 25. */
export function fee(value: unknown): ValidationFailure | null {
  const amount = parseDecimalInput(value);
  return amount !== null && amount >= 0 && amount < FEE_MAX_EXCLUSIVE ? null : failure('validation.fee');
}
