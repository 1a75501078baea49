import { failure, type ValidationFailure, type ValidationRule } from './failure.js';
import { isEmpty, textOf } from './values.js';

/*
 * Postal codes: any valid postal code, optional. The country of an address is known
 * next to its postal code, so `postalFor(country)` checks the country's own format for the
 * countries below; elsewhere, and in `postal` without a country, a generic shape is checked.
 */

/** Postal code formats by ISO country code (spaces as people type them are tolerated where usual). */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  // 01000–98999: metropolitan departments, overseas (97x) and Monaco/Pacific (98x).
  FR: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  MC: /^980\d{2}$/,
  BE: /^[1-9]\d{3}$/,
  LU: /^(?:L-?)?\d{4}$/i,
  DE: /^\d{5}$/,
  CH: /^[1-9]\d{3}$/,
  AT: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  IT: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
  IE: /^[A-Z]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}$/i,
  DK: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  SK: /^\d{3} ?\d{2}$/,
  PL: /^\d{2}-\d{3}$/,
  US: /^\d{5}(?:-\d{4})?$/,
};

// Any country: 2 to 10 letters or digits, with single inner spaces or hyphens ("SW1A 1AA", "1000-001").
const GENERIC_POSTAL_CODE = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;

/** Whether a text is a postal code of `country` (ISO code), or of some country when none is given. */
export function isValidPostalCode(code: string, country?: string | null): boolean {
  const text = code.trim();
  const pattern = country ? POSTAL_CODE_PATTERNS[country.toUpperCase()] : undefined;
  if (pattern) return pattern.test(text);
  return GENERIC_POSTAL_CODE.test(text) && text.replace(/[ -]/g, '').length >= 2 && text.length <= 10;
}

/** Empty, or a postal code of some country. */
export function postal(value: unknown): ValidationFailure | null {
  if (isEmpty(value)) return null;
  const text = textOf(value);
  return text !== null && isValidPostalCode(text) ? null : failure('validation.postal');
}

/** Empty, or a postal code in the format of `country` (generic check for unlisted countries). */
export function postalFor(country: string | null | undefined): ValidationRule {
  return (value) => {
    if (isEmpty(value)) return null;
    const text = textOf(value);
    return text !== null && isValidPostalCode(text, country) ? null : failure('validation.postal');
  };
}
