import fc from 'fast-check';
import {
  creditedPositions,
  linesOfBooking,
  paymentStatusAfterCredit,
  type BookingOrderLine,
} from '../booking-credit.js';
import { orderLineLabel } from '../order-invoicing.js';

/** An order's bookings (ids ascending, 1 to 4 rate lines each) and the lines they wrote, in order. */
const orderBookings = fc
  .array(fc.record({ rateLines: fc.integer({ min: 1, max: 4 }), rate: fc.constantFrom(0, 20) }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((bookings) => {
    let position = 3; // after the products
    const lines: (BookingOrderLine & { bookingId: number })[] = [];
    const rows = bookings.map((booking, index) => {
      const id = 10 + index * 7;
      for (let rate = 0; rate < booking.rateLines; rate++)
        lines.push({
          bookingId: id,
          position: position++,
          name: `Visite ${id} — tarif ${rate} (12/06/2026 10:30)`,
          vintageName: null,
          formatLabel: '',
          quantity: rate + 1,
          unitHt: 1000 + rate,
          vatRate: booking.rate,
        });
      return { id, rateLines: booking.rateLines };
    });
    return { rows, lines };
  });

describe('what a cancelled booking credits', () => {
  it("finds exactly a booking's own lines, whatever order the lines come in", () => {
    fc.assert(
      fc.property(
        orderBookings.chain((order) =>
          fc.tuple(fc.constant(order), fc.shuffledSubarray(order.lines, { minLength: order.lines.length })),
        ),
        ([{ rows, lines }, shuffled]) => {
          for (const booking of rows) {
            const found = linesOfBooking(shuffled, [...rows].reverse(), booking.id);
            expect(found.map((l) => l.position)).toEqual(
              lines.filter((l) => l.bookingId === booking.id).map((l) => l.position),
            );
          }
          expect(linesOfBooking(shuffled, rows, 1)).toEqual([]);
        },
      ),
    );
  });

  it('credits each line once, on the invoice line that printed it, and never a line of another booking', () => {
    fc.assert(
      fc.property(orderBookings, fc.integer({ min: 0, max: 4 }), ({ rows, lines }, pick) => {
        // The invoice: a product line first, then the order's lines as printed.
        const invoice = [
          { position: 1, label: 'Chinon — 75 cl', quantity: 6, unitHt: 1200, vatRateBp: 2000 },
          ...lines.map((l, i) => ({
            position: i + 2,
            label: orderLineLabel(l).trim(),
            quantity: l.quantity,
            unitHt: l.unitHt,
            vatRateBp: l.vatRate * 100,
          })),
        ];
        const booking = rows[pick % rows.length]!;
        const own = linesOfBooking(lines, rows, booking.id);
        const credited = creditedPositions(own, invoice);
        expect(credited).toHaveLength(own.length);
        expect(new Set(credited.map((c) => c.position)).size).toBe(credited.length);
        for (const [index, c] of credited.entries()) {
          const printed = invoice.find((l) => l.position === c.position)!;
          expect(printed.label).toBe(orderLineLabel(own[index]!).trim());
          expect(c.quantity).toBe(own[index]!.quantity);
        }
      }),
    );
  });

  // An adult's visit as the order placed it and as its invoice printed it.
  const line = {
    position: 4,
    name: 'Visite — Adulte',
    vintageName: null,
    formatLabel: '',
    quantity: 2,
    unitHt: 1250,
    vatRate: 20,
  };
  const printed = { position: 2, label: 'Visite — Adulte —', quantity: 2, unitHt: 1250, vatRateBp: 2000 };

  it('leaves out a line the invoice does not show', () => {
    expect(creditedPositions([line], [printed])).toEqual([{ position: 2, quantity: 2 }]);
    expect(creditedPositions([line], [{ ...printed, unitHt: 1249 }])).toEqual([]);
    expect(creditedPositions([line], [{ ...printed, vatRateBp: 550 }])).toEqual([]);
    expect(creditedPositions([line], [{ ...printed, quantity: 3 }])).toEqual([]);
    expect(creditedPositions([line], [{ ...printed, label: 'Visite — Enfant —' }])).toEqual([]);
  });

  it('credits two identical order lines on two invoice lines, never twice on the first', () => {
    expect(
      creditedPositions([line, { ...line, position: 5 }], [printed, { ...printed, position: 3 }]),
    ).toEqual([
      { position: 2, quantity: 2 },
      { position: 3, quantity: 2 },
    ]);
  });

  it('credits nothing for an order line of no quantity, even against a printed line of none', () => {
    expect(creditedPositions([{ ...line, quantity: 0 }], [{ ...printed, quantity: 0 }])).toEqual([]);
  });

  it("moves the order's payment only when the credit leaves nothing owed", () => {
    expect(paymentStatusAfterCredit('cancelled', 'pending')).toBe('cancelled');
    expect(paymentStatusAfterCredit('cancelled', 'paid')).toBe('refunded');
    expect(paymentStatusAfterCredit('cancelled', 'partial')).toBe('refunded');
    expect(paymentStatusAfterCredit('cancelled', 'scheduled')).toBe('cancelled');
    expect(paymentStatusAfterCredit('completed', 'partial')).toBe('paid');
    expect(paymentStatusAfterCredit('incomplete', 'pending')).toBeNull();
    expect(paymentStatusAfterCredit('generated', 'pending')).toBeNull();
  });
});
