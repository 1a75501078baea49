import {
  EXCISE_DUTY_TYPES,
  failure,
  isKeyOf,
  LANGUAGES,
  parseDecimalInput,
  type RefList,
  type ValidationFailure,
  type ValidationRule,
} from '@cuvee/kernel';
import { isValidGtin } from '../domain/gtin.js';

/*
 * Field rules of the product forms that the kernel does not list. They answer kernel failures, so
 * `@Satisfies(rule)` reports them in the caller's language like every other field message.
 */

/** A key of a kernel reference list. */
export function refKey(list: RefList): ValidationRule {
  return function refKey(value: unknown): ValidationFailure | null {
    return isKeyOf(list, value) ? null : failure('validation.unknownValue', { value: String(value) });
  };
}

/** One of a closed set of keys that has no reference list (promotion types, VAT slots). */
export function oneOf(keys: readonly string[]): ValidationRule {
  return function oneOf(value: unknown): ValidationFailure | null {
    return typeof value === 'string' && keys.includes(value)
      ? null
      : failure('validation.unknownValue', { value: String(value) });
  };
}

/** A number a JSON body carries (promotion amounts: their range depends on their type, checked later). */
export function finiteNumber(value: unknown): ValidationFailure | null {
  return typeof value === 'number' && Number.isFinite(value) ? null : failure('validation.numberFloat');
}

/** An amount of cents, zero or more (prices are integers: ADR 0001). */
export function cents(value: unknown): ValidationFailure | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? null
    : failure('catalogue.invalidPrice');
}

/** An amount of cents that may be negative (a discountAdd tier lowers the price). */
export function signedCents(value: unknown): ValidationFailure | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? null : failure('catalogue.invalidPrice');
}

/** Two decimals at most: percents are held as basis points by the price resolution. */
function hasTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Alcohol by volume: "12,5" or 12.5 (a comma is a decimal point), 0 to 100, 2 decimals. */
export function alcohol(value: unknown): ValidationFailure | null {
  const strength = parseDecimalInput(value);
  if (strength === null) return failure('validation.numberFloat');
  return strength >= 0 && strength <= 100 && hasTwoDecimals(strength) ? null : failure('catalogue.alcohol');
}

/** The alcohol of a form field as a number; null stays null. Call after `alcohol` accepted it. */
export function alcoholValue(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : parseDecimalInput(value);
}

export function dutyType(value: unknown): ValidationFailure | null {
  return isKeyOf(EXCISE_DUTY_TYPES, value)
    ? null
    : failure('catalogue.unknownDutyType', { value: String(value) });
}

export function ean(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && isValidGtin(value) ? null : failure('catalogue.invalidEan');
}

/** A text per language (ingredients, allergens): known language keys, texts up to 2000 characters. */
export function localisedText(value: unknown): ValidationFailure | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return failure('validation.invalid');
  for (const [language, text] of Object.entries(value)) {
    if (!isKeyOf(LANGUAGES, language)) return failure('validation.unknownValue', { value: language });
    if (typeof text !== 'string' || text.length > 2000) return failure('validation.invalid');
  }
  return null;
}
