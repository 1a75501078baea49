import { parisDateOf, parisDayStart } from '@cuvee/kernel';

/*
 * The monthly balances of a ledger, framework-free: the DRM's product lines (millilitres per customs
 * product and regime) and the CRD lines (capsules per category, type and capacity) are both computed
 * here. The rule that keeps declarations chained: a month's opening is the previous month's closing,
 * and a validated month is never recomputed. A movement that reaches the ledger after its month was
 * validated (the stock ledger's ids tell: it is above the month's watermark) is carried into the month
 * after the last validated one, so nothing is lost and nothing is counted twice.
 */

/** A calendar month in Europe/Paris, `YYYY-MM`. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is Month {
  return typeof value === 'string' && MONTH.test(value);
}

export function nextMonth(month: Month): Month {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

export function previousMonth(month: Month): Month {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The Paris month an instant falls in. */
export function monthOfInstant(instant: Date): Month {
  return parisDateOf(instant).slice(0, 7);
}

/** The instants of a Paris month, as [start, end). */
export function monthRange(month: Month): { start: Date; end: Date } {
  return { start: parisDayStart(`${month}-01`), end: parisDayStart(`${nextMonth(month)}-01`) };
}

/** One signed quantity of the ledger: on a line (`key`), in a category, entering or leaving. */
export interface LedgerItem {
  /** Ascending in the order the ledger received them (the stock movement's id). */
  readonly id: number;
  readonly month: Month;
  readonly key: string;
  readonly category: string;
  /** Positive. */
  readonly amount: number;
  readonly entry: boolean;
}

/** What a validated month fixed: its closing per line and the last ledger id it counted. */
export interface ClosedMonth {
  readonly month: Month;
  readonly watermark: number;
  readonly closing: Readonly<Record<string, number>>;
}

export interface Balance {
  readonly key: string;
  readonly opening: number;
  readonly entries: Readonly<Record<string, number>>;
  readonly exits: Readonly<Record<string, number>>;
  readonly closing: number;
}

/** Counted by the validated month `last` (or an earlier one): dated no later and received before its lock. */
function countedBy(item: LedgerItem, last: ClosedMonth | null): boolean {
  if (!last || item.month > last.month) return false;
  return item.id <= last.watermark;
}

/**
 * Which items make a month's opening (`before`) and which its movements (`during`), after the last
 * validated month `last` (null: none yet, the ledger's whole past is the opening). `late` are the
 * items dated in or before `last` that it did not count: they are movements of the month right after it.
 */
export function partitionMonth<T extends LedgerItem>(
  items: readonly T[],
  month: Month,
  last: ClosedMonth | null,
): { before: T[]; during: T[]; late: T[] } {
  if (last && month <= last.month) throw new RangeError(`${month} is already closed by ${last.month}`);
  const carriesLate = last !== null && month === nextMonth(last.month);
  const before: T[] = [];
  const during: T[] = [];
  const late: T[] = [];
  for (const item of items) {
    if (item.month > month || countedBy(item, last)) continue;
    const isLate = last !== null && item.month <= last.month;
    if (isLate) late.push(item);
    if (item.month === month || (isLate && carriesLate)) during.push(item);
    else before.push(item);
  }
  return { before, during, late };
}

const signed = (item: LedgerItem) => (item.entry ? item.amount : -item.amount);

/** The balances of a month: opening, each category of entries and exits, closing, per line. */
export function monthBalances(
  items: readonly LedgerItem[],
  month: Month,
  last: ClosedMonth | null,
): { balances: Balance[]; late: LedgerItem[] } {
  const { before, during, late } = partitionMonth(items, month, last);
  const opening = new Map<string, number>(Object.entries(last?.closing ?? {}));
  for (const item of before) opening.set(item.key, (opening.get(item.key) ?? 0) + signed(item));
  const flows = new Map<string, { entries: Record<string, number>; exits: Record<string, number> }>();
  for (const item of during) {
    const flow = flows.get(item.key) ?? { entries: {}, exits: {} };
    const side = item.entry ? flow.entries : flow.exits;
    side[item.category] = (side[item.category] ?? 0) + item.amount;
    flows.set(item.key, flow);
  }
  const keys = [...new Set([...opening.keys(), ...flows.keys()])].sort();
  const balances = keys
    .map((key) => {
      const start = opening.get(key) ?? 0;
      const { entries, exits } = flows.get(key) ?? { entries: {}, exits: {} };
      return { key, opening: start, entries, exits, closing: start + sum(entries) - sum(exits) };
    })
    .filter(
      (b) =>
        b.opening !== 0 || b.closing !== 0 || Object.keys(b.entries).length + Object.keys(b.exits).length > 0,
    );
  return { balances, late };
}

export function sum(values: Readonly<Record<string, number>>): number {
  return Object.values(values).reduce((total, value) => total + value, 0);
}

/** The closing per line, as a validated month keeps it. */
export function closingOf(balances: readonly Balance[]): Record<string, number> {
  return Object.fromEntries(balances.map((b) => [b.key, b.closing]));
}
