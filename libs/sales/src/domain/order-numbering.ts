import type { IsoDate } from '@cuvee/kernel';

/*
 * Order numbers (ADR 0015): one series per shop, kind and calendar year — CMD-2026-00042 for an order,
 * ECH-2026-00003 for a sample — counted by a row per series. They are unique and increasing, not
 * gap-free: a checkout that loses the last bottle has taken its number. Gap-free legal numbering is the
 * invoices' (billing), never the orders'.
 */

export const ORDER_KINDS = ['order', 'sample'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

const PREFIXES: Readonly<Record<OrderKind, string>> = { order: 'CMD', sample: 'ECH' };

/** The series an order placed on this (Paris) day belongs to. */
export function orderSeries(kind: OrderKind, day: IsoDate): string {
  return `${PREFIXES[kind]}-${day.slice(0, 4)}`;
}

/** The number of the n-th order of a series (five digits at least, more when a year needs them). */
export function formatOrderNumber(series: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence <= 0)
    throw new RangeError(`An order sequence is a positive integer, got ${sequence}`);
  return `${series}-${String(sequence).padStart(5, '0')}`;
}

/**
 * The series and counter a reference would have if this shop's numbering gave it ("CMD-2025-00042" →
 * CMD-2025, 42), whatever its case; null for any other reference. An order brought from another program
 * under such a reference moves its series past it, so that no number drawn here meets it (ADR 0069).
 */
export function orderNumberParts(reference: string): { series: string; sequence: number } | null {
  const match = /^(CMD|ECH)-(\d{4})-(\d{5,})$/i.exec(reference);
  if (!match) return null;
  const sequence = Number(match[3]);
  return Number.isSafeInteger(sequence) && sequence > 0
    ? { series: `${match[1]!.toUpperCase()}-${match[2]}`, sequence }
    : null;
}
