import { luhnValid } from './luhn.js';

/*
 * SIRET (14 digits) = SIREN (9 digits, the company) + NIC (5 digits, the establishment).
 * The SIREN and the whole SIRET each pass the Luhn check. Exception: La Poste (SIREN 356000000)
 * has more establishments than Luhn numbering allows, so INSEE numbers them with "the sum of the
 * 14 digits is a multiple of 5" instead; its head office, 356 000 000 00048, still passes Luhn.
 */

export const LA_POSTE_SIREN = '356000000';
export const LA_POSTE_HEAD_OFFICE_SIRET = '35600000000048';

/** Drops the spaces, dots and hyphens people type in identifiers ("123 456 789 00012"). */
function compact(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, '');
}

function requireDigits(value: string, length: number, name: string): string {
  const digits = compact(value);
  if (!new RegExp(`^\\d{${length}}$`).test(digits)) throw new RangeError(`${name} must be ${length} digits`);
  return digits;
}

/** The SIREN: the first 9 digits of a SIRET. */
export function sirenOf(siret: string): string {
  return requireDigits(siret, 14, 'SIRET').slice(0, 9);
}

/** The NIC: the last 5 digits of a SIRET. */
export function nicOf(siret: string): string {
  return requireDigits(siret, 14, 'SIRET').slice(9);
}

/** The SIRET of establishment `nic` of company `siren`. */
export function siretOf(siren: string, nic: string): string {
  return requireDigits(siren, 9, 'SIREN') + requireDigits(nic, 5, 'NIC');
}

/** 9 digits passing Luhn. */
export function isValidSiren(value: string): boolean {
  const digits = compact(value);
  return /^\d{9}$/.test(digits) && luhnValid(digits);
}

/** 14 digits with a valid SIREN, passing Luhn (La Poste establishments: digit sum multiple of 5). */
export function isValidSiret(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{14}$/.test(digits) || !isValidSiren(digits.slice(0, 9))) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== LA_POSTE_HEAD_OFFICE_SIRET) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return luhnValid(digits);
}
