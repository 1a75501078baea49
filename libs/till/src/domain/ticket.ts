import { splitTtc, sortedKeys, type RateRow, type Totals } from './totals.js';

/*
 * A till ticket priced: each line at the sales point's unit price TTC less its line discount, the
 * ticket discount spread over the lines in proportion (largest remainders, so the cents add up),
 * totals by VAT rate and by payment type, and the change given back in cash.
 */

export interface TicketLineInput {
  readonly label: string;
  readonly quantity: number;
  /** Unit price TTC at the sales point, cents. */
  readonly unitTtc: number;
  /** VAT rate in percent (20, 5.5). */
  readonly vatRate: number;
  /** Line discount TTC in cents (0 when none). */
  readonly discount: number;
}

export interface TicketPayment {
  readonly method: string;
  readonly amount: number;
}

export interface TicketLine extends TicketLineInput {
  /** quantity × unitTtc. */
  readonly grossTtc: number;
  /** Its share of the ticket discount. */
  readonly ticketDiscount: number;
  /** What the line costs: gross − its discount − its share of the ticket discount. */
  readonly totalTtc: number;
}

export interface PricedTicket {
  readonly lines: readonly TicketLine[];
  readonly discount: number;
  readonly payments: readonly TicketPayment[];
  /** Cash given back: paid − total, only out of the cash handed over. */
  readonly change: number;
  readonly totals: Totals;
}

/** Message keys of the refusals (libs/kernel messages `till.*`). */
export type TicketFailure =
  | { key: 'till.discountAboveLine'; line: number }
  | { key: 'till.discountAboveTicket' }
  | { key: 'till.paymentBelowTotal'; total: number; paid: number }
  | { key: 'till.changeWithoutCash' };

export function priceTicket(
  lines: readonly TicketLineInput[],
  discount: number,
  payments: readonly TicketPayment[],
): { ok: true; ticket: PricedTicket } | { ok: false; failure: TicketFailure } {
  const gross = lines.map((line) => line.quantity * line.unitTtc);
  const overLine = lines.findIndex((line, index) => line.discount > gross[index]!);
  if (overLine >= 0) return { ok: false, failure: { key: 'till.discountAboveLine', line: overLine + 1 } };
  const net = lines.map((line, index) => gross[index]! - line.discount);
  const subtotal = net.reduce((sum, amount) => sum + amount, 0);
  if (discount > subtotal) return { ok: false, failure: { key: 'till.discountAboveTicket' } };
  const shares = spread(discount, net);
  const priced = lines.map((line, index) => ({
    ...line,
    grossTtc: gross[index]!,
    ticketDiscount: shares[index]!,
    totalTtc: net[index]! - shares[index]!,
  }));
  const total = subtotal - discount;
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid < total) return { ok: false, failure: { key: 'till.paymentBelowTotal', total, paid } };
  const change = paid - total;
  const cash = payments.filter((p) => p.method === 'cash').reduce((sum, p) => sum + p.amount, 0);
  if (change > cash) return { ok: false, failure: { key: 'till.changeWithoutCash' } };
  const byPayment: Record<string, number> = {};
  for (const payment of payments)
    byPayment[payment.method] = (byPayment[payment.method] ?? 0) + payment.amount;
  if (change > 0) byPayment.cash! -= change;
  const byRateTtc = new Map<number, number>();
  for (const line of priced) byRateTtc.set(line.vatRate, (byRateTtc.get(line.vatRate) ?? 0) + line.totalTtc);
  const byRate: Record<string, RateRow> = {};
  for (const [rate, ttc] of byRateTtc) byRate[String(rate)] = splitTtc(ttc, rate);
  const rows = Object.values(byRate);
  return {
    ok: true,
    ticket: {
      lines: priced,
      discount,
      payments: payments.map((payment) => ({ method: payment.method, amount: payment.amount })),
      change,
      totals: {
        ttc: total,
        ht: rows.reduce((sum, row) => sum + row.ht, 0),
        vat: rows.reduce((sum, row) => sum + row.vat, 0),
        byRate: sortedKeys(byRate),
        byPayment: sortedKeys(byPayment),
        absolute: total,
        tickets: 1,
        cancellations: 0,
      },
    },
  };
}

/** `amount` shared in proportion to `weights` (largest remainders): the shares add up to it exactly. */
export function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
