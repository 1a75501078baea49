import { sumCents, vatOfHt, type Cents, type IsoDate } from '@cuvee/kernel';
import type { VatRateRow } from './cart-pricing.js';

/*
 * Past orders brought from a producer's former software (ADR 0069), one file row per order line: the
 * amounts of a line from its unit price HT and rate (VAT on the unit, rounded once, then × quantity, as
 * any order line), an order's totals as the sums of its lines, and which rows belong to one order.
 */

/** One line as the file gives it. */
export interface HistoryLineInput {
  readonly unitHt: Cents;
  readonly quantity: number;
  /** Percent (20, 5.5), as order lines keep it. */
  readonly vatRate: number;
  /** 75 cl bottles one unit is worth: a line of bottles counts its quantity in the order's bottles. */
  readonly eq75: number;
}

export interface HistoryLine extends HistoryLineInput {
  readonly unitVat: Cents;
  readonly totalHt: Cents;
  readonly totalVat: Cents;
  readonly totalTtc: Cents;
}

/** A line's amounts: VAT on the unit price rounded once (ADR 0010), then every total × quantity. */
export function historyLine(input: HistoryLineInput): HistoryLine {
  const unitVat = vatOfHt(input.unitHt, input.vatRate);
  return {
    ...input,
    unitVat,
    totalHt: input.unitHt * input.quantity,
    totalVat: unitVat * input.quantity,
    totalTtc: (input.unitHt + unitVat) * input.quantity,
  };
}

export interface HistoryTotals {
  readonly totalHT: Cents;
  readonly tva: Cents;
  readonly totalTTC: Cents;
  /** Per rate, highest first. */
  readonly vatByRate: VatRateRow[];
  readonly bottles: number;
}

/** An order's totals: the sums of its lines (no promotion, no delivery: the history keeps the goods). */
export function historyTotals(lines: readonly HistoryLine[]): HistoryTotals {
  const byRate = new Map<number, { ht: Cents; vat: Cents }>();
  for (const line of lines) {
    const row = byRate.get(line.vatRate) ?? { ht: 0, vat: 0 };
    byRate.set(line.vatRate, { ht: row.ht + line.totalHt, vat: row.vat + line.totalVat });
  }
  return {
    totalHT: sumCents(lines.map((line) => line.totalHt)),
    tva: sumCents(lines.map((line) => line.totalVat)),
    totalTTC: sumCents(lines.map((line) => line.totalTtc)),
    vatByRate: [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, row]) => ({ rate, ...row })),
    bottles: lines.reduce((count, line) => (line.eq75 > 0 ? count + line.quantity : count), 0),
  };
}

/** Who and when an order is: every row of one reference must say the same. */
export interface HistoryHead {
  readonly date: IsoDate;
  readonly clientId: number;
}

/** A row belongs with the order of its reference only when it names the same day and client. */
export function sameHistoryOrder(order: HistoryHead, row: HistoryHead): boolean {
  return order.date === row.date && order.clientId === row.clientId;
}
