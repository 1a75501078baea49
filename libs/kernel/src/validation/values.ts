/* How rules read the unknown values a form or a request body hands them. */

/** null, undefined, a blank text or an empty list: what "needed" refuses and optional rules let through. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text of a value: strings as they are, finite numbers in their usual notation, else null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Length in characters as a person counts them: an emoji or "é" typed as one code point is 1. */
export function characterCount(text: string): number {
  return [...text.normalize('NFC')].length;
}

/**
 * A decimal typed with a point or a comma ("12,5"), or a finite number, as a number; else null.
 * Used by the numeric rules and for the alcohol strength field (a comma becomes a point).
 */
export function parseDecimalInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}
