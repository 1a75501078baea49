import { vatRateBasisPoints, type LegalDocumentStatus, type PaymentStatus } from '@cuvee/kernel';
import { orderLineLabel, type InvoicedOrderLine } from './order-invoicing.js';

/*
 * What a cancelled booking gives back on its order's invoice (docs/reservations.md "Cancelling"),
 * framework-free. An order writes its bookings' rate lines after its products, booking after booking
 * in the order they were taken, one line per rate (the tourist tax included): so a booking's lines are
 * found by counting the rates of the bookings before it, and on the invoice by what the order line
 * printed there.
 */

/** A booking of the order: its id and how many rate lines it wrote. */
export interface OrderBooking {
  readonly id: number;
  readonly rateLines: number;
}

/** An order line as the booking credit reads it. */
export type BookingOrderLine = Pick<
  InvoicedOrderLine,
  'name' | 'vintageName' | 'formatLabel' | 'quantity' | 'unitHt' | 'vatRate'
> & { readonly position: number };

/** An invoice line as the booking credit reads it. */
export interface CreditableInvoiceLine {
  readonly position: number;
  readonly label: string;
  readonly quantity: number;
  readonly unitHt: number;
  readonly vatRateBp: number;
}

/** The order lines of one booking, from the order's booking lines (any order) and its bookings by id. */
export function linesOfBooking<L extends BookingOrderLine>(
  bookingLines: readonly L[],
  bookings: readonly OrderBooking[],
  bookingId: number,
): L[] {
  const sorted = [...bookingLines].sort((a, b) => a.position - b.position);
  const ordered = [...bookings].sort((a, b) => a.id - b.id);
  let offset = 0;
  for (const booking of ordered) {
    if (booking.id === bookingId) return sorted.slice(offset, offset + booking.rateLines);
    offset += booking.rateLines;
  }
  return [];
}

/**
 * The invoice positions and quantities that credit these order lines: each order line meets the first
 * invoice line, not yet taken, that printed it (its label, quantity, unit price and VAT rate). An
 * order line the invoice does not show is left out.
 */
export function creditedPositions(
  orderLines: readonly BookingOrderLine[],
  invoiceLines: readonly CreditableInvoiceLine[],
): { position: number; quantity: number }[] {
  const taken = new Set<number>();
  const credited: { position: number; quantity: number }[] = [];
  for (const line of orderLines) {
    if (line.quantity <= 0) continue;
    // Billing keeps labels trimmed (a line without format ends its label with the dash).
    const label = orderLineLabel(line).trim();
    const match = invoiceLines.find(
      (candidate) =>
        !taken.has(candidate.position) &&
        candidate.label === label &&
        candidate.quantity === line.quantity &&
        candidate.unitHt === line.unitHt &&
        candidate.vatRateBp === vatRateBasisPoints(line.vatRate),
    );
    if (!match) continue;
    taken.add(match.position);
    credited.push({ position: match.position, quantity: line.quantity });
  }
  return credited;
}

/**
 * The order's payment status once a credit note has corrected its invoice (null: unchanged). A credit
 * note pays nothing: only when it leaves nothing owed does the payment move — paid when the rest had
 * been paid; refunded (money went to client credit) or cancelled (nothing had come in) when the
 * invoice is credited in full.
 */
export function paymentStatusAfterCredit(
  invoiceStatus: LegalDocumentStatus,
  before: PaymentStatus,
): PaymentStatus | null {
  if (invoiceStatus === 'cancelled')
    return before === 'paid' || before === 'partial' ? 'refunded' : 'cancelled';
  return invoiceStatus === 'completed' ? 'paid' : null;
}
