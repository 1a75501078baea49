import fc from 'fast-check';
import {
  canMove,
  canReceive,
  checkReceiptLine,
  htByKind,
  invoiceStatusOf,
  paymentFits,
  purchaseRates,
  purchaseTotals,
  statusAfterInvoice,
  statusAfterReceipt,
  suggestedQuantities,
  PURCHASE_ORDER_STATUSES,
} from '../purchase-rules.js';

/*
 * Property tests of the buying rules: receipts against a random order, totals, payments, suggested
 * quantities. Each property is a model of what a buyer expects, not a copy of the code.
 */

const line = fc.record({ ordered: fc.integer({ min: 1, max: 500 }), received: fc.constant(0) });

describe('receipts against an order', () => {
  test('receiving line by line: outstanding and excess add up to what came, the status follows', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 300 })), { minLength: 1, maxLength: 20 }),
        (lines, receipts) => {
          const state = lines.map((l) => ({ ...l }));
          let over = 0;
          for (const [index, quantity] of receipts) {
            const target = state[index % state.length]!;
            const { outstanding, excess } = checkReceiptLine(target, quantity);
            expect(outstanding).toBe(Math.max(0, target.ordered - target.received));
            expect(Math.min(quantity, outstanding) + excess).toBe(quantity);
            over += excess;
            target.received += quantity;
            const status = statusAfterReceipt(state);
            const complete = state.every((l) => l.received >= l.ordered);
            expect(status).toBe(complete ? 'received' : 'partlyReceived');
            expect(canReceive(status)).toBe(!complete);
          }
          const ordered = state.reduce((sum, l) => sum + l.ordered, 0);
          const received = state.reduce((sum, l) => sum + l.received, 0);
          // What came beyond the order is exactly what exceeds each line, never less.
          expect(over).toBe(state.reduce((sum, l) => sum + Math.max(0, l.received - l.ordered), 0));
          expect(received - over).toBeLessThanOrEqual(ordered);
        },
      ),
    );
  });

  test('a receipt of nothing or of a fraction is refused', () => {
    expect(() => checkReceiptLine({ ordered: 3, received: 0 }, 0)).toThrow(RangeError);
    expect(() => checkReceiptLine({ ordered: 3, received: 0 }, 1.5)).toThrow(RangeError);
  });
});

describe('statuses', () => {
  test('an order is cancelled only before goods arrived, closed only after, sent only from draft', () => {
    for (const status of PURCHASE_ORDER_STATUSES) {
      expect(canMove(status, 'cancel')).toBe(status === 'draft' || status === 'sent');
      expect(canMove(status, 'close')).toBe(status === 'received' || status === 'invoiced');
      expect(canMove(status, 'send')).toBe(status === 'draft');
    }
  });

  test('an order becomes invoiced when fully received and every receipt is invoiced', () => {
    expect(statusAfterInvoice('received', 0)).toBe('invoiced');
    expect(statusAfterInvoice('received', 1)).toBe('received');
    expect(statusAfterInvoice('partlyReceived', 0)).toBe('partlyReceived');
  });
});

describe('amounts', () => {
  const priced = fc.record({
    quantity: fc.integer({ min: 1, max: 10_000 }),
    unitHt: fc.integer({ min: 0, max: 1_000_000 }),
    vatRate: fc.constantFrom(0, 5.5, 10, 20),
  });

  test('totals: HT is the sum of the lines, TTC = HT + VAT, VAT within a cent per rate of the exact figure', () => {
    fc.assert(
      fc.property(fc.array(priced, { maxLength: 10 }), (lines) => {
        const totals = purchaseTotals(lines);
        expect(totals.totalHt).toBe(lines.reduce((sum, l) => sum + l.quantity * l.unitHt, 0));
        expect(totals.totalTtc).toBe(totals.totalHt + totals.totalVat);
        const exact = lines.reduce((sum, l) => sum + (l.quantity * l.unitHt * l.vatRate) / 100, 0);
        expect(Math.abs(totals.totalVat - exact)).toBeLessThanOrEqual(
          new Set(lines.map((l) => l.vatRate)).size,
        );
      }),
    );
  });

  test('the rates and the kinds break the totals down without a cent lost: what the books post', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ line: priced, kind: fc.constantFrom('bottle', 'accessory', 'box') }).map((l) => ({
            ...l.line,
            kind: l.kind,
          })),
          { maxLength: 10 },
        ),
        (lines) => {
          const totals = purchaseTotals(lines);
          const rates = purchaseRates(lines);
          expect(new Set(rates.map((r) => r.vatRate)).size).toBe(rates.length);
          expect(rates.reduce((sum, r) => sum + r.ht, 0)).toBe(totals.totalHt);
          expect(rates.reduce((sum, r) => sum + r.vat, 0)).toBe(totals.totalVat);
          expect(Object.values(htByKind(lines)).reduce((sum, ht) => sum + ht, 0)).toBe(totals.totalHt);
        },
      ),
    );
  });

  test('payments never exceed the invoice, and the status says how much is paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: -10, max: 600_000 }), { maxLength: 10 }),
        (total, attempts) => {
          let paid = 0;
          for (const amount of attempts) if (paymentFits(total, paid, amount)) paid += amount;
          expect(paid).toBeLessThanOrEqual(total);
          expect(invoiceStatusOf(total, paid)).toBe(
            paid === 0 ? 'unpaid' : paid === total ? 'paid' : 'partlyPaid',
          );
        },
      ),
    );
  });
});

describe('suggested order from low stock', () => {
  test('each low product is brought back to twice its threshold; others ask nothing', () => {
    const level = fc.record({
      productId: fc.integer({ min: 1, max: 3 }),
      vintageId: fc.constant(0),
      formatId: fc.constant(1),
      available: fc.integer({ min: -5, max: 50 }),
      lowThreshold: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(level, { maxLength: 12 }), (levels) => {
        const suggested = suggestedQuantities(levels);
        for (const productId of [1, 2, 3]) {
          const low = levels.filter((l) => l.productId === productId && l.available < l.lowThreshold);
          const line = suggested.find((s) => s.productId === productId);
          if (low.length === 0) expect(line).toBeUndefined();
          else {
            const onShelf = low.reduce((sum, l) => sum + Math.max(0, l.available), 0);
            expect(line!.quantity + onShelf).toBe(low.reduce((sum, l) => sum + 2 * l.lowThreshold, 0));
          }
        }
      }),
    );
  });
});
