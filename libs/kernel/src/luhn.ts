/**
 * Luhn (mod 10) check over a string of digits: from the right, every second digit is doubled
 * (minus 9 when over 9) and the total must be a multiple of 10. Used by SIREN/SIRET and card numbers.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
