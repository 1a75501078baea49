import { intlLocale, type Locale } from './locale.js';

/**
 * Money is an integer number of cents, in code and in the database (ADR 0001).
 * A computation that ends in cents rounds once, at its end, with `roundHalfAwayFromZero`.
 */
export type Cents = number;

/**
 * The one rounding rule of the platform: to the nearest integer, halves away from zero
 * (2.5 → 3, -2.5 → -3), the usual commercial rule in France.
 */
export function roundHalfAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
  // Math.round sends halves towards +∞, which is "away from zero" once the sign is taken off.
  const rounded = Math.round(Math.abs(x));
  // `rounded !== 0` keeps -0 out of amounts (-0 would print as "-0,00 €").
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}

// Below 2^52 the float quotient of two integers can never cross a half by accident (see roundQuotient).
const EXACT_LIMIT = 2 ** 52;

/**
 * roundHalfAwayFromZero(numerator / denominator) for integers, guaranteed exact.
 * Why it is exact: if n/d is exactly m + ½, the float division returns m + ½ exactly; otherwise
 * n/d is at least 1/(2d) away from any half while the float error is at most |n/d|·2⁻⁵³, which is
 * smaller as long as |n| < 2⁵². So the sum is done in integers, and the one division rounds once.
 */
export function roundQuotient(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `roundQuotient needs integers and a non-zero denominator (${numerator}/${denominator})`,
    );
  }
  if (Math.abs(numerator) >= EXACT_LIMIT || Math.abs(denominator) >= EXACT_LIMIT) {
    throw new RangeError(`Amount too large to round exactly: ${numerator}/${denominator}`);
  }
  return roundHalfAwayFromZero(numerator / denominator);
}

interface Decimal {
  readonly negative: boolean;
  /** All significant digits, integer part then fraction, without leading sign. */
  readonly digits: string;
  /** How many of `digits` are after the decimal point (negative after a large exponent). */
  readonly scale: number;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:[.,](\d*))?(?:e([+-]?\d+))?$/i;

/** Reads "12,5", "-3.25", "1e-7" (what String(number) may give) without ever forming a float. */
function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, intPart = '', fracPart = '', exponent = '0'] = match;
  if (intPart === '' && fracPart === '') return null;
  const digits = (intPart + fracPart).replace(/^0+(?=\d)/, '');
  return { negative: sign === '-', digits, scale: fracPart.length - Number(exponent) };
}

function decimalOfNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // String(x) is the shortest text that reads back as x: 1.055 gives "1.055", not 1.05499999…
  const decimal = parseDecimal(String(value));
  if (!decimal) throw new RangeError(`Unreadable number: ${value}`);
  return decimal;
}

/** The decimal as an exact fraction numerator / 10^k, or a RangeError if it has too many digits. */
function ratioOf(decimal: Decimal): { numerator: number; denominator: number } {
  const shift = Math.max(0, -decimal.scale);
  const numerator = Number(decimal.digits + '0'.repeat(shift)) * (decimal.negative ? -1 : 1);
  const denominator = 10 ** Math.max(0, decimal.scale);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError('Factor has too many significant digits to compute exactly');
  }
  return { numerator, denominator };
}

function assertCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`${name} must be an integer number of cents, got ${cents}`);
}

/**
 * Euros to cents. Accepts a number or a text with a point or a comma ("12,5" → 1250), optional
 * spaces as thousands separators and an optional € sign. Sub-cent digits round half away from zero.
 * Throws a RangeError on anything else; `tryToCents` answers null instead.
 */
export function toCents(euros: number | string): Cents {
  const cents = tryToCents(euros);
  if (cents === null) throw new RangeError(`Not an amount in euros: ${String(euros)}`);
  return cents;
}

export function tryToCents(euros: number | string): Cents | null {
  let decimal: Decimal | null;
  if (typeof euros === 'number') {
    if (!Number.isFinite(euros)) return null;
    decimal = decimalOfNumber(euros);
  } else {
    const text = euros
      .trim()
      .replace(/^€|€$/g, '')
      .replace(/[\s\u00a0\u202f]/g, '');
    decimal = parseDecimal(text);
  }
  if (!decimal) return null;
  // Shift the point two places right; what stays after it is the sub-cent part to round.
  const pointAt = decimal.digits.length - decimal.scale + 2;
  const padded = pointAt > decimal.digits.length ? decimal.digits.padEnd(pointAt, '0') : decimal.digits;
  const start = Math.max(0, pointAt);
  const whole = padded.slice(0, start) || '0';
  const rest = '0'.repeat(Math.max(0, -pointAt)) + padded.slice(start);
  // Only the first dropped digit and "is anything after it non-zero" matter for the half test,
  // so two fraction digits reach the float: the rounding below is exact however many decimals come in.
  const sticky = /[1-9]/.test(rest.slice(1)) ? '1' : '';
  const shifted = Number(`${whole}.${rest.slice(0, 1) || '0'}${sticky}`);
  // Past 2^52 a double cannot hold the ".5" any more; such amounts (4.5e13 €) are refused.
  if (!(shifted < EXACT_LIMIT)) return null;
  const magnitude = roundHalfAwayFromZero(shifted);
  return decimal.negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** cents × factor (a price × quantity, a multiplier such as 1.055), rounded once. */
export function multiplyCents(cents: Cents, factor: number): Cents {
  assertCents(cents);
  const { numerator, denominator } = ratioOf(decimalOfNumber(factor));
  return roundQuotient(cents * numerator, denominator);
}

/** `percent` % of an amount (percentOf(1999, 5.5) → 110), rounded once. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  const { numerator, denominator } = ratioOf(decimalOfNumber(percent));
  return roundQuotient(cents * numerator, denominator * 100);
}

/** Sum of amounts in cents; integers in, integer out, no rounding needed. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount, 'amount');
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Sum of amounts is too large');
  return total;
}

/**
 * Splits `amount` over `weights` in proportion, in whole cents that add up exactly (largest
 * remainder; ties go to the earlier weight). BigInt keeps amount × weight exact at any size.
 */
export function splitProportionally(amount: Cents, weights: readonly Cents[]): Cents[] {
  const total = sumCents(weights);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((w) => (big * BigInt(w)) / bigTotal);
  const remainders = weights.map((w, index) => ({ index, rest: (big * BigInt(w)) % bigTotal }));
  let left = Number(big - shares.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** Cents as a plain decimal text "1234.50" (for exports: FEC, Factur-X, CSV), computed without floats. */
export function centsToDecimalString(cents: Cents, decimalSeparator: '.' | ',' = '.'): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const units = Math.trunc(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${units}${decimalSeparator}${fraction}`;
}

/** Cents as euros, for display libraries or third-party APIs that want a number. Never sum these. */
export function centsToEuros(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

const moneyFormats: Record<Locale, Intl.NumberFormat> = {
  // fr-FR (ICU 72+, as shipped with Node 22+ and current browsers): "1 234,50 €" where the
  // thousands separator is U+202F NARROW NO-BREAK SPACE and the space before € is U+00A0
  // NO-BREAK SPACE, so an amount never wraps across lines.
  fr: new Intl.NumberFormat(intlLocale('fr'), { style: 'currency', currency: 'EUR' }),
  // en-GB puts the symbol first with no space: "€1,234.50", "-€3.20".
  en: new Intl.NumberFormat(intlLocale('en'), { style: 'currency', currency: 'EUR' }),
};

/** 1250 → "12,50 €" (fr, with U+00A0 before €) or "€12.50" (en). */
export function formatMoney(cents: Cents, locale: Locale): string {
  assertCents(cents);
  // cents / 100 is the double nearest to the exact amount, and 2-digit formatting reads it back exactly.
  return moneyFormats[locale].format(cents / 100);
}
