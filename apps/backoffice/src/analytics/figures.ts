import { intlLocale, type Locale } from '@cuvee/kernel';

/*
 * How the reports compare and write their figures. Pure, tested in __tests__/figures.spec.ts.
 */

/**
 * The change from `compared` to `current` as a ratio (0.123 is +12.3 %); 0 when both are nothing, null
 * when there was nothing to compare with (no percentage measures a start from zero). A negative figure
 * (more credit notes than invoices) is compared by its size, so a rise always reads as a rise.
 */
export function percentChange(current: number, compared: number): number | null {
  if (compared === 0) return current === 0 ? 0 : null;
  return (current - compared) / Math.abs(compared);
}

/** Which way a change went, for its colour and arrow. */
export function trendOf(change: number | null): 'up' | 'down' | 'flat' | null {
  if (change === null) return null;
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

/** A ratio as a percentage with one decimal at most ("48,6 %"); `signed` writes "+" on a rise ("+12,3 %"). */
export function formatPercent(ratio: number, locale: Locale, signed = false): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ratio);
}

/** A count or a volume in the interface language, with `decimals` at most ("331,5"). */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: decimals }).format(value);
}

/** Cents as a short amount for a chart's axis: "12,3 k €", "€12.3k". */
export function formatCompactMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}

/**
 * The rows a chart shows: the first `max` as they are; beyond, the first `max - 1` and one more that
 * sums the rest (« Autres »), so a chart never needs more colours than the palette holds (ADR 0078).
 */
export function foldRows<T>(rows: readonly T[], max: number, sum: (rest: readonly T[]) => T): T[] {
  if (rows.length <= max) return [...rows];
  return [...rows.slice(0, max - 1), sum(rows.slice(max - 1))];
}

/**
 * Euros as a person types them in a grid (« 1 234,50 », « 12.5 », nothing for zero) to cents; null when
 * it is not a positive amount.
 */
export function centsOfTyped(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}
