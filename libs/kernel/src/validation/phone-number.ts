import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { failure, type ValidationFailure } from './failure.js';
import { MOBILE_PHONE_COUNTRIES } from './telephone.js';
import { textOf } from './values.js';

/*
 * Any telephone number, landlines included (a restaurant's or a wine shop's), where the spec's
 * `telephone` rule wants a mobile. Stored in E.164 so that the same number typed "05 56 12 34 56" or
 * "+33 5 56 12 34 56" is one number (duplicate detection compares them).
 */

/**
 * Where a number typed in national form is looked for, in order: metropolitan France, then the overseas
 * departments (their numbers have their own country codes: 0590… is +590 590…), then the neighbours the
 * spec's telephone rule lists.
 */
export const PHONE_NUMBER_COUNTRIES: readonly CountryCode[] = [
  'FR',
  'GP',
  'MQ',
  'GF',
  'RE',
  'YT',
  ...MOBILE_PHONE_COUNTRIES.filter((country) => country !== 'FR'),
];

export interface PhoneNumber {
  /** E.164, e.g. '+33556123456': what is stored and compared. */
  readonly e164: string;
  readonly country: CountryCode;
}

/**
 * The number a text holds, if valid. International form ("+32 …", "0032 …") may be of any country; a
 * national form ("05 56 12 34 56") is tried as a number of each of `countries` in turn, France first.
 */
export function parsePhoneNumber(
  text: string,
  countries: readonly CountryCode[] = PHONE_NUMBER_COUNTRIES,
): PhoneNumber | null {
  const cleaned = text.trim().replace(/^00/, '+');
  // Only digits and the usual separators: libphonenumber would otherwise fish a number out of any text.
  if (!/^\+?[\d\s().\-/]+$/.test(cleaned)) return null;
  const candidates = cleaned.startsWith('+')
    ? [parsePhoneNumberFromString(cleaned)]
    : countries.map((country) => parsePhoneNumberFromString(cleaned, country));
  const phone = candidates.find((candidate) => candidate?.country && candidate.isValid());
  return phone?.country ? { e164: phone.number, country: phone.country } : null;
}

/** A valid telephone number of any kind (fixed line, mobile, VoIP…). */
export function phoneNumber(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  return text !== null && parsePhoneNumber(text) ? null : failure('validation.phone');
}
