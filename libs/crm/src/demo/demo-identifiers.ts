import { luhnValid } from '@cuvee/kernel';

/*
 * Identifiers that pass the real checks, for demo and volume data: no real company's SIRET is used, each
 * is built from a made-up base and completed with the digit that makes the Luhn check pass.
 */

/** The digits followed by the one check digit that makes them pass Luhn. */
export function withLuhnDigit(digits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${digits}${digit}`)) return `${digits}${digit}`;
  }
  throw new RangeError('unreachable: one Luhn digit always fits');
}

/** A valid SIRET from an 8-digit company base and a 3-digit establishment number. */
export function demoSiret(companyBase: number, establishment = 1): string {
  const siren = withLuhnDigit(String(companyBase).padStart(8, '0'));
  return withLuhnDigit(`${siren}${String(establishment).padStart(3, '0')}0`.slice(0, 13));
}
