import { sirenOf } from './siret.js';

/*
 * Intra-community VAT numbers (numéro de TVA intracommunautaire): a country prefix (EL for Greece, XI for
 * Northern Ireland, CHE for Switzerland) and the national number in that country's format, as the
 * European Commission's VIES service describes them. A French number is FR, a 2-character key and the
 * SIREN; when the key is numeric it must be (12 + 3 × (SIREN mod 97)) mod 97.
 */

const NATIONAL_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  GB: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  CHE: /^\d{9}(?:MWST|TVA|IVA)?$/,
  NO: /^\d{9}(?:MVA)?$/,
};

/** Upper case without the spaces, dots and hyphens people type ("FR 40 303 265 045" → "FR40303265045"). */
export function compactVatNumber(text: string): string {
  return text.replace(/[\s.\-\u00a0\u202f]/g, '').toUpperCase();
}

/** The numeric key of a French VAT number for a SIREN. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** The French VAT number of a company: FR, its key, its SIREN (the first 9 digits of a SIRET work too). */
export function frenchVatNumberOf(sirenOrSiret: string): string {
  const digits = compactVatNumber(sirenOrSiret);
  const siren = digits.length === 14 ? sirenOf(digits) : digits;
  if (!/^\d{9}$/.test(siren)) throw new RangeError('SIREN must be 9 digits');
  return `FR${frenchVatKey(siren)}${siren}`;
}

/**
 * Whether a text is a VAT number in its country's format (and, for France, with the right key).
 * A prefix of a country not listed needs 2 to 13 letters or digits after it.
 */
export function isValidVatNumber(text: string): boolean {
  const value = compactVatNumber(text);
  const prefix = value.startsWith('CHE') ? 'CHE' : value.slice(0, 2);
  if (!/^[A-Z]{2,3}$/.test(prefix)) return false;
  const national = value.slice(prefix.length);
  const format = NATIONAL_FORMATS[prefix];
  if (!format) return /^[A-Z0-9]{2,13}$/.test(national);
  if (!format.test(national)) return false;
  if (prefix === 'FR' && /^\d{2}/.test(national))
    return national.slice(0, 2) === frenchVatKey(national.slice(2));
  return true;
}
