import {
  canReceive,
  checkReceiptLine,
  paymentFits,
  PURCHASE_ORDER_STATUSES,
  statusAfterReceipt,
} from '../purchase-rules.js';

// Boundaries the properties do not reach: the exact statuses taking receipts, a line received to the
// bottle, a zero quantity or payment.

describe('receipts and payments at their limits', () => {
  test('an order takes receipts once sent and while partly received, not before nor after', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(canReceive)).toEqual(['sent', 'partlyReceived']);
  });

  test('a line received exactly to its ordered quantity makes the order received', () => {
    expect(statusAfterReceipt([{ ordered: 6, received: 6 }])).toBe('received');
    expect(statusAfterReceipt([{ ordered: 6, received: 5 }])).toBe('partlyReceived');
  });

  test('a receipt of zero bottles is refused with its message', () => {
    expect(() => checkReceiptLine({ ordered: 6, received: 0 }, 0)).toThrow('quantity must be > 0');
  });

  test('a payment of zero does not fit, one cent does', () => {
    expect(paymentFits(1000, 0, 0)).toBe(false);
    expect(paymentFits(1000, 0, 1)).toBe(true);
  });
});
