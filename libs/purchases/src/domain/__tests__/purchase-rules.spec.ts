import {
  canInvoice,
  invoiceStatusOf,
  paymentFits,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderNumber,
  suggestedQuantities,
  supplyKind,
} from '../purchase-rules.js';

// Examples the property tests do not reach: statuses and words they do not draw, fractions of a cent,
// low stock of one product in several vintages or formats.

describe('buying words', () => {
  test('supplier invoices are recorded from the first receipt until the order is closed', () => {
    const open = PURCHASE_ORDER_STATUSES.filter(canInvoice);
    expect(open).toEqual(['partlyReceived', 'received', 'invoiced']);
  });

  test('a purchase order is numbered BC, its year and a counter of four digits', () => {
    expect(purchaseOrderNumber(2026, 7)).toBe('BC-2026-0007');
    expect(purchaseOrderNumber(2026, 12345)).toBe('BC-2026-12345');
  });

  test('a supply is one of the known kinds', () => {
    expect(supplyKind('corks')).toBeNull();
    expect(supplyKind('grapes')).toEqual({ code: 'validation.unknownValue', params: { value: 'grapes' } });
  });
});

describe('payments of a supplier invoice', () => {
  test('a fraction of a cent is not a payment', () => {
    expect(paymentFits(10_000, 0, 0.5)).toBe(false);
    expect(paymentFits(10_000, 0, 10_000)).toBe(true);
    expect(paymentFits(10_000, 1, 10_000)).toBe(false);
  });

  test('nothing paid is unpaid; the last cent makes it paid', () => {
    expect(invoiceStatusOf(10_000, 0)).toBe('unpaid');
    expect(invoiceStatusOf(10_000, 9_999)).toBe('partlyPaid');
    expect(invoiceStatusOf(10_000, 10_000)).toBe('paid');
  });
});

describe('suggested order from low stock', () => {
  test('one line per vintage and format of a product, a level at its threshold asks nothing', () => {
    const low = { productId: 1, available: 2, lowThreshold: 6 };
    expect(
      suggestedQuantities([
        { ...low, vintageId: 10, formatId: 1 },
        { ...low, vintageId: 11, formatId: 1 },
        { ...low, vintageId: 10, formatId: 2 },
        { ...low, vintageId: 10, formatId: 2, available: -3 },
        { productId: 1, vintageId: 12, formatId: 1, available: 6, lowThreshold: 6 },
      ]),
    ).toEqual([
      { productId: 1, vintageId: 10, formatId: 1, quantity: 10 },
      { productId: 1, vintageId: 11, formatId: 1, quantity: 10 },
      // Two warehouses short of the same wine: 10 for one, 12 for the one that shows less than none.
      { productId: 1, vintageId: 10, formatId: 2, quantity: 22 },
    ]);
  });
});
