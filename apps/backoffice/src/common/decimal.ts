import { centsToDecimalString, parseDecimalInput, tryToCents, type Locale } from '@cuvee/kernel';

/*
 * A decimal as a person types it and reads it back: "0,75" or "0.75" is 0.75, a price typed in euros
 * is kept in cents; shown with the interface language's separator. DecimalInput uses them; screens
 * with a field of their own (a grid cell) too.
 */

/** What the form keeps for a typed text: a number, null when empty, the text itself when unreadable. */
export function decimalValueOf(text: string, money = false): number | string | null {
  if (text.trim() === '') return null;
  return (money ? tryToCents(text) : parseDecimalInput(text)) ?? text;
}

/** How a kept value is shown, with the interface language's decimal separator. */
export function decimalTextOf(value: unknown, locale: Locale, money = false): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const separator = locale === 'fr' ? ',' : '.';
  return money ? centsToDecimalString(value, separator) : String(value).replace('.', separator);
}
