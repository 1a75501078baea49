import {
  allocatePayment,
  AllocationError,
  creditStatusOf,
  InsufficientCreditError,
  settlementStatus,
  spendCredits,
} from '../settlement.js';

/** The reason and document of the allocation error `run` throws. */
function refusal(run: () => unknown): { reason: string; documentId: number | null } {
  try {
    run();
  } catch (error) {
    if (error instanceof AllocationError) return { reason: error.reason, documentId: error.documentId };
    throw error;
  }
  throw new Error('no AllocationError thrown');
}

describe('spreading a payment', () => {
  const open = [
    { id: 1, outstanding: 5000, dueDate: '2026-04-30', issueDate: '2026-03-01' },
    { id: 2, outstanding: 3000, dueDate: '2026-03-31', issueDate: '2026-03-10' },
  ];

  test('a payment of nothing, less than nothing or a fraction of a cent is refused', () => {
    for (const amount of [0, -100, 10.5])
      expect(refusal(() => allocatePayment(amount, open, null))).toEqual({
        reason: 'amount',
        documentId: null,
      });
  });

  test('an explicit allocation names its document when refused', () => {
    expect(refusal(() => allocatePayment(4000, open, [{ documentId: 2, amount: 3001 }]))).toEqual({
      reason: 'aboveOutstanding',
      documentId: 2,
    });
    expect(refusal(() => allocatePayment(1000, open, [{ documentId: 7, amount: 10 }]))).toEqual({
      reason: 'unknownDocument',
      documentId: 7,
    });
    for (const amount of [0, -1, 0.5])
      expect(refusal(() => allocatePayment(1000, open, [{ documentId: 1, amount }]))).toEqual({
        reason: 'amount',
        documentId: 1,
      });
    const twice = [
      { documentId: 1, amount: 1000 },
      { documentId: 1, amount: 1000 },
    ];
    expect(refusal(() => allocatePayment(5000, open, twice))).toEqual({ reason: 'duplicate', documentId: 1 });
  });

  test('an allocation may take all a document owes, and allocations all the payment', () => {
    expect(
      allocatePayment(8000, open, [
        { documentId: 2, amount: 3000 },
        { documentId: 1, amount: 5000 },
      ]),
    ).toEqual({
      allocations: [
        { documentId: 2, amount: 3000 },
        { documentId: 1, amount: 5000 },
      ],
      overpayment: 0,
    });
  });

  test('without allocations: the earliest due first, then the earliest issued, then the first created', () => {
    const documents = [
      { id: 9, outstanding: 100, dueDate: '2026-03-31', issueDate: '2026-03-10' },
      { id: 8, outstanding: 100, dueDate: '2026-03-31', issueDate: '2026-03-10' },
      { id: 7, outstanding: 100, dueDate: '2026-03-31', issueDate: '2026-03-01' },
      // No due day: due the day it was issued, before all the others.
      { id: 6, outstanding: 100, dueDate: null, issueDate: '2026-03-05' },
      { id: 5, outstanding: 100, dueDate: '2026-04-30', issueDate: '2026-02-01' },
    ];
    expect(allocatePayment(450, documents, null)).toEqual({
      allocations: [
        { documentId: 6, amount: 100 },
        { documentId: 7, amount: 100 },
        { documentId: 8, amount: 100 },
        { documentId: 9, amount: 100 },
        { documentId: 5, amount: 50 },
      ],
      overpayment: 0,
    });
  });

  test('a document that owes nothing gets no allocation', () => {
    const documents = [
      { id: 1, outstanding: 0, dueDate: '2026-01-31', issueDate: '2026-01-01' },
      { id: 2, outstanding: 1000, dueDate: '2026-03-31', issueDate: '2026-03-01' },
    ];
    expect(allocatePayment(400, documents, null)).toEqual({
      allocations: [{ documentId: 2, amount: 400 }],
      overpayment: 0,
    });
    expect(allocatePayment(400, [], null)).toEqual({ allocations: [], overpayment: 400 });
  });
});

describe('settlement and credit statuses', () => {
  const invoice = { totalTtc: 10_000, netToPay: 10_000, outstanding: 10_000, creditedTotal: 0 };

  test('credit notes above the invoice’s total cancel it; below it, an unpaid invoice stays generated', () => {
    expect(settlementStatus({ ...invoice, outstanding: 0, creditedTotal: 12_000 })).toBe('cancelled');
    expect(settlementStatus({ ...invoice, netToPay: 4000, outstanding: 4000, creditedTotal: 6000 })).toBe(
      'generated',
    );
    expect(settlementStatus({ ...invoice, outstanding: -500 })).toBe('completed');
  });

  test('a credit above its amount is full; a negative remainder is empty', () => {
    expect(creditStatusOf(5000, 6000, false)).toBe('full');
    expect(creditStatusOf(5000, -1, false)).toBe('empty');
    expect(creditStatusOf(5000, 0, true)).toBe('cancelled');
  });
});

describe('spending client credit', () => {
  const credits = [
    { id: 4, remaining: 1000, cancelled: false },
    { id: 2, remaining: 500, cancelled: false },
    { id: 1, remaining: 0, cancelled: false },
    { id: 3, remaining: 9000, cancelled: true },
  ];

  test('all the credit available can be spent', () => {
    expect(spendCredits(credits, 1500)).toEqual([
      { creditId: 2, amount: 500 },
      { creditId: 4, amount: 1000 },
    ]);
  });

  test('a spent credit is skipped, and credits after the amount is reached are left alone', () => {
    expect(spendCredits(credits, 500)).toEqual([{ creditId: 2, amount: 500 }]);
    expect(spendCredits(credits, 1)).toEqual([{ creditId: 2, amount: 1 }]);
  });

  test('spending nothing, less or a fraction of a cent is refused; too much says what is available', () => {
    for (const amount of [0, -100, 2.5])
      expect(refusal(() => spendCredits(credits, amount))).toEqual({ reason: 'amount', documentId: null });
    expect(() => spendCredits(credits, 1501)).toThrow(InsufficientCreditError);
    try {
      spendCredits(credits, 1501);
    } catch (error) {
      expect((error as InsufficientCreditError).available).toBe(1500);
      expect((error as Error).message).toBe('Only 1500 of client credit is available');
    }
  });
});
