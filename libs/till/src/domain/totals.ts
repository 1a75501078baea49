/*
 * The amounts a till record carries, in cents (ADR 0001): TTC, HT and VAT by VAT rate, what each
 * payment type brought in, and the absolute amount (the sum of |TTC| of the tickets and
 * cancellations summed), which is what the perpetual grand total adds up and so never decreases.
 */

export interface RateRow {
  readonly ht: number;
  readonly vat: number;
  readonly ttc: number;
}

export interface Totals {
  readonly ttc: number;
  readonly ht: number;
  readonly vat: number;
  /** Keyed by the VAT rate in percent as text ("20", "5.5"). */
  readonly byRate: Readonly<Record<string, RateRow>>;
  /** Keyed by payment type (kernel PAYMENT_TYPES key); cash is net of the change given. */
  readonly byPayment: Readonly<Record<string, number>>;
  /** Sum of |ttc| of the sales records summed. */
  readonly absolute: number;
  readonly tickets: number;
  readonly cancellations: number;
}

export const ZERO_TOTALS: Totals = {
  ttc: 0,
  ht: 0,
  vat: 0,
  byRate: {},
  byPayment: {},
  absolute: 0,
  tickets: 0,
  cancellations: 0,
};

/** HT and VAT of a TTC amount at a rate: HT rounded to the cent, VAT the rest, so HT + VAT = TTC. */
export function splitTtc(ttc: number, ratePercent: number): RateRow {
  const ht = Math.round((ttc * 100) / (100 + ratePercent));
  return { ht, vat: ttc - ht, ttc };
}

function addRecords<T>(
  a: Readonly<Record<string, T>>,
  b: Readonly<Record<string, T>>,
  add: (x: T, y: T) => T,
) {
  const out: Record<string, T> = { ...a };
  for (const [key, value] of Object.entries(b)) out[key] = key in out ? add(out[key]!, value) : value;
  return sortedKeys(out);
}

/** Keys in a fixed order: equal totals serialise alike. */
export function sortedKeys<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const addRows = (x: RateRow, y: RateRow): RateRow => ({
  ht: x.ht + y.ht,
  vat: x.vat + y.vat,
  ttc: x.ttc + y.ttc,
});

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    ttc: a.ttc + b.ttc,
    ht: a.ht + b.ht,
    vat: a.vat + b.vat,
    byRate: addRecords(a.byRate, b.byRate, addRows),
    byPayment: addRecords(a.byPayment, b.byPayment, (x, y) => x + y),
    absolute: a.absolute + b.absolute,
    tickets: a.tickets + b.tickets,
    cancellations: a.cancellations + b.cancellations,
  };
}

export function sumTotals(list: readonly Totals[]): Totals {
  return list.reduce(addTotals, ZERO_TOTALS);
}

const negateRecord = <T>(record: Readonly<Record<string, T>>, negate: (value: T) => T) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, negate(value)]));

/** A cancellation's totals: the ticket's amounts negated; it counts as one cancellation, adds |ttc|. */
export function cancellationTotals(ticket: Totals): Totals {
  return {
    ttc: -ticket.ttc,
    ht: -ticket.ht,
    vat: -ticket.vat,
    byRate: negateRecord(ticket.byRate, (row) => ({ ht: -row.ht, vat: -row.vat, ttc: -row.ttc })),
    byPayment: negateRecord(ticket.byPayment, (amount) => -amount),
    absolute: ticket.absolute,
    tickets: 0,
    cancellations: 1,
  };
}
