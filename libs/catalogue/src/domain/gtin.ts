/*
 * GS1 identification keys (GS1 General Specifications, section 7.9): a GTIN is 8, 12, 13 or 14 digits whose
 * last digit is a mod-10 check over the others, weighted 3, 1, 3… from the right.
 */

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The check digit of a GTIN body (every digit but the check digit). */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new RangeError(`Not a GTIN body: ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12 (UPC), -13 (EAN) or -14 with its right check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * Every way the same GTIN can be written: a Digital Link carries it as 14 digits (zero-padded), a
 * label as 8, 12 or 13. Codes are stored as entered; a lookup matches any of these forms.
 */
export function gtinForms(code: string): string[] {
  if (!isValidGtin(code)) return [];
  const gtin14 = code.padStart(14, '0');
  return GTIN_LENGTHS.filter((length) => /^0*$/.test(gtin14.slice(0, 14 - length))).map((length) =>
    gtin14.slice(14 - length),
  );
}
