import { sumTotals, type Totals } from './totals.js';

/*
 * Closures (ADR 0042): a day (Z) closes the records since the previous Z, a month the day closures
 * since the previous month closure, a year the month closures. Each carries the period's totals and
 * the sales point's perpetual grand totals, which no closure resets: `total` is the signed running
 * sum, `absolute` the running sum of |TTC| of every ticket and cancellation, which only grows.
 */

export const CLOSURE_PERIODS = ['day', 'month', 'year'] as const;
export type ClosurePeriod = (typeof CLOSURE_PERIODS)[number];

export interface GrandTotals {
  readonly total: number;
  readonly absolute: number;
}

export const ZERO_GRAND_TOTALS: GrandTotals = { total: 0, absolute: 0 };

export function nextGrandTotals(previous: GrandTotals, period: Totals): GrandTotals {
  return { total: previous.total + period.ttc, absolute: previous.absolute + period.absolute };
}

/** The period a closure names: "2026-11-27", "2026-11", "2026", from the Paris day it is made on. */
export function periodKey(period: ClosurePeriod, parisDay: string): string {
  return period === 'day' ? parisDay : period === 'month' ? parisDay.slice(0, 7) : parisDay.slice(0, 4);
}

/**
 * The period a month or year closure closes: the oldest one that has closures of the level below
 * waiting (a month not closed on its last day is closed first, before the next), else the current one.
 * `pendingKeys` are the keys of those waiting closures ("2026-11-27" days for a month, "2026-11"
 * months for a year).
 */
export function closureTarget(period: ClosurePeriod, today: string, pendingKeys: readonly string[]): string {
  const keys = pendingKeys.map((key) => periodKey(period, key)).sort();
  return keys[0] ?? periodKey(period, today);
}

/** The closure keys of the periods `day` falls in: once one is closed the till takes nothing more in it. */
export function periodsOfDay(day: string): string[] {
  return CLOSURE_PERIODS.map((period) => `${period}:${periodKey(period, day)}`);
}

/** The movements of the cash drawer between two Z closures. */
export interface CashMoves {
  readonly float: number;
  readonly cashIn: number;
  readonly cashOut: number;
}

export interface CashCount extends CashMoves {
  /** Cash taken by sales, net of change and cancellations. */
  readonly sales: number;
  readonly expected: number;
  readonly counted: number;
  /** counted − expected: negative when cash is short. */
  readonly difference: number;
}

export function cashCount(moves: CashMoves, totals: Totals, counted: number): CashCount {
  const sales = totals.byPayment.cash ?? 0;
  const expected = moves.float + sales + moves.cashIn - moves.cashOut;
  return { ...moves, sales, expected, counted, difference: counted - expected };
}

export interface ClosureBody {
  readonly period: ClosurePeriod;
  readonly key: string;
  /** The sequence numbers of the first and last record it covers (null: nothing). */
  readonly fromSequence: number | null;
  readonly toSequence: number | null;
  readonly totals: Totals;
  readonly grandTotals: GrandTotals;
  /** Day closures only. */
  readonly cash: CashCount | null;
}

/** A closure's body from what it covers (sales records' totals for a day, closures' for longer periods). */
export function closureOf(input: {
  period: ClosurePeriod;
  key: string;
  covered: readonly { sequence: number; totals: Totals }[];
  previousGrandTotals: GrandTotals;
  cash: { moves: CashMoves; counted: number } | null;
}): ClosureBody {
  const totals = sumTotals(input.covered.map((item) => item.totals));
  const sequences = input.covered.map((item) => item.sequence);
  return {
    period: input.period,
    key: input.key,
    fromSequence: sequences.length ? Math.min(...sequences) : null,
    toSequence: sequences.length ? Math.max(...sequences) : null,
    totals,
    grandTotals: nextGrandTotals(input.previousGrandTotals, totals),
    cash: input.cash ? cashCount(input.cash.moves, totals, input.cash.counted) : null,
  };
}
