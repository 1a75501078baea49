import { roundQuotient } from '@cuvee/kernel';

/*
 * Cost and margin of what was sold (docs/analytics.md "Products", ADR 0077): a unit's cost is the
 * weighted average of the unit HT its supplier order lines recorded for the same product and format;
 * a row's cost is known only when every unit it counts has one (a partial cost would flatter the margin).
 */

export interface PurchasedLine {
  readonly quantity: number;
  readonly unitHt: number;
}

/** The weighted average unit HT of supplier order lines, rounded to the cent; null without any. */
export function averageUnitCost(lines: readonly PurchasedLine[]): number | null {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (quantity <= 0) return null;
  return roundQuotient(
    lines.reduce((sum, line) => sum + line.quantity * line.unitHt, 0),
    quantity,
  );
}

/** The cost of quantities sold by format, or null when one of them has no known unit cost. */
export function costOf(sold: readonly { quantity: number; unitCost: number | null }[]): number | null {
  let cost = 0;
  for (const part of sold) {
    if (part.quantity === 0) continue;
    if (part.unitCost === null) return null;
    cost += part.quantity * part.unitCost;
  }
  return sold.some((part) => part.quantity !== 0) ? cost : null;
}

/** Margin and its rate on HT (three decimals), or nulls without a cost. */
export function marginOf(
  ht: number,
  cost: number | null,
): { margin: number | null; marginRate: number | null } {
  if (cost === null) return { margin: null, marginRate: null };
  const margin = ht - cost;
  return { margin, marginRate: ht === 0 ? null : Math.round((margin / ht) * 1000) / 1000 };
}

/** A share of a total, three decimals (0 when the total is 0). */
export function shareOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 1000;
}
