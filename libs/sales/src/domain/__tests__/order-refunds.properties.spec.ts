import fc from 'fast-check';
import { sumCents, type Cents } from '@cuvee/kernel';
import {
  paymentStatusAfterRefunds,
  refundableLeft,
  refundIdempotencyKey,
  refundOfCreditNote,
  type RecordedRefund,
  type RefundStatus,
} from '../order-refunds.js';

const RUNS = { numRuns: 5_000 };
const cents = (max: number) => fc.integer({ min: 1, max }) as fc.Arbitrary<Cents>;
const status = fc.constantFrom<RefundStatus>('pending', 'succeeded', 'failed');

describe('order refunds', () => {
  test('credit notes one after another never refund more than was captured, whatever their amounts', () => {
    fc.assert(
      fc.property(
        cents(1_000_000),
        fc.array(fc.tuple(cents(2_000_000), status), { maxLength: 12 }),
        (captured, notes) => {
          const refunds: RecordedRefund[] = [];
          for (const [amount, outcome] of notes) {
            const refund = refundOfCreditNote(captured, refunds, amount);
            expect(refund).toBeGreaterThanOrEqual(0);
            expect(refund).toBeLessThanOrEqual(amount);
            if (refund > 0) refunds.push({ amount: refund, status: outcome });
          }
          expect(sumCents(refunds.map((r) => r.amount))).toBeLessThanOrEqual(captured);
          // Each refund took all it asked while there was room: the capture is used to the cent.
          const asked = sumCents(notes.map(([amount]) => amount));
          expect(sumCents(refunds.map((r) => r.amount))).toBe(Math.min(asked, captured));
        },
      ),
      RUNS,
    );
  });

  test('what is left is the capture less every refund recorded, failed ones holding their share', () => {
    fc.assert(
      fc.property(
        cents(100_000),
        fc.array(fc.record({ amount: cents(30_000), status }), { maxLength: 5 }),
        (captured, refunds) => {
          expect(refundableLeft(captured, refunds)).toBe(
            Math.max(0, captured - sumCents(refunds.map((r) => r.amount))),
          );
        },
      ),
      RUNS,
    );
  });

  test('the order is refunded once refunds that went through gave back all of the capture, not before', () => {
    fc.assert(
      fc.property(
        cents(100_000),
        fc.array(fc.record({ amount: cents(60_000), status })),
        (captured, refunds) => {
          const back = sumCents(refunds.filter((r) => r.status === 'succeeded').map((r) => r.amount));
          expect(paymentStatusAfterRefunds(captured, refunds)).toBe(back >= captured ? 'refunded' : null);
        },
      ),
      RUNS,
    );
  });

  test('edges: the last cent, a failed refund holding its share, nothing captured, one key per attempt', () => {
    expect(
      refundOfCreditNote(10_000 as Cents, [{ amount: 9_999 as Cents, status: 'succeeded' }], 500 as Cents),
    ).toBe(1);
    expect(
      refundOfCreditNote(10_000 as Cents, [{ amount: 10_000 as Cents, status: 'failed' }], 500 as Cents),
    ).toBe(0);
    expect(paymentStatusAfterRefunds(0 as Cents, [])).toBeNull();
    expect(paymentStatusAfterRefunds(100 as Cents, [{ amount: 100 as Cents, status: 'pending' }])).toBeNull();
    expect(refundIdempotencyKey(7, 2)).toBe('order-refund-7-2');
    expect(refundIdempotencyKey(7, 2)).not.toBe(refundIdempotencyKey(7, 3));
  });
});
