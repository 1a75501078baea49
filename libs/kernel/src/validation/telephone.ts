import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import { failure, type ValidationFailure } from './failure.js';
import { isEmpty, textOf } from './values.js';

/*
 * Mobile numbers. The "max" metadata of libphonenumber-js is the one that knows number
 * types, which the mobile check needs (the default "min" metadata answers no type at all).
 */

/** Countries whose mobile numbers the telephone rule accepts. */
export const MOBILE_PHONE_COUNTRIES = ['FR', 'BE', 'DE', 'LU', 'CH', 'NL', 'ES', 'IT', 'GB', 'US'] as const;
/** The optional variant's countries: the same without the United States. */
export const OPTIONAL_MOBILE_PHONE_COUNTRIES = [
  'FR',
  'BE',
  'DE',
  'LU',
  'CH',
  'NL',
  'ES',
  'IT',
  'GB',
] as const;

export type MobilePhoneCountry = (typeof MOBILE_PHONE_COUNTRIES)[number];

export interface MobilePhone {
  /** The number in E.164 form, e.g. '+33612345678', what should be stored. */
  readonly e164: string;
  readonly country: CountryCode;
}

// North American numbers do not tell mobiles from landlines: libphonenumber answers
// FIXED_LINE_OR_MOBILE for them, which has to count as mobile or no US number would pass.
const MOBILE_TYPES: readonly (NumberType | undefined)[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/**
 * The mobile number a text holds, if it is valid in one of `countries`. International form
 * ("+33 6 12 34 56 78", "0033…") must belong to one of them; a national form ("06 12 34 56 78")
 * is tried as a number of each country in turn.
 */
export function parseMobilePhone(
  text: string,
  countries: readonly CountryCode[] = MOBILE_PHONE_COUNTRIES,
): MobilePhone | null {
  const cleaned = text.trim().replace(/^00/, '+');
  // Only digits and the usual separators: libphonenumber would otherwise fish a number out of any text.
  if (!/^\+?[\d\s().\-/]+$/.test(cleaned)) return null;
  const candidates = cleaned.startsWith('+')
    ? [parsePhoneNumberFromString(cleaned)]
    : countries.map((country) => parsePhoneNumberFromString(cleaned, country));
  for (const phone of candidates) {
    if (
      phone?.country &&
      countries.includes(phone.country) &&
      phone.isValid() &&
      MOBILE_TYPES.includes(phone.getType())
    ) {
      return { e164: phone.number, country: phone.country };
    }
  }
  return null;
}

/** A mobile number valid for FR, BE, DE, LU, CH, NL, ES, IT, GB or US. */
export function telephone(value: unknown): ValidationFailure | null {
  const text = textOf(value);
  return text !== null && parseMobilePhone(text, MOBILE_PHONE_COUNTRIES)
    ? null
    : failure('validation.telephone');
}

/** Empty, or a mobile number valid for FR, BE, DE, LU, CH, NL, ES, IT or GB (not US). */
export function telephoneOptional(value: unknown): ValidationFailure | null {
  if (isEmpty(value)) return null;
  const text = textOf(value);
  return text !== null && parseMobilePhone(text, OPTIONAL_MOBILE_PHONE_COUNTRIES)
    ? null
    : failure('validation.telephone');
}
