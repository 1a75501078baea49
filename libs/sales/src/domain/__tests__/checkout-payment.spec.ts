import { checkoutPaymentPlan, creditSpent } from '../checkout-payment.js';

const shop = {
  methods: ['card', 'transfer', 'bill', 'payLater'] as const,
  payLaterDelays: ['days30'] as const,
};
const options = { orderDate: '2026-03-02' };

describe('how a checkout order is paid', () => {
  test('a card is imprinted first (setup), never deferred', () => {
    expect(checkoutPaymentPlan('card', shop, options)).toEqual({
      ok: true,
      plan: { kind: 'card', method: 'card', status: 'setup', deferred: false },
    });
  });

  test('offline methods are planned: transfer now, bill in 30 days', () => {
    const transfer = checkoutPaymentPlan('transfer', shop, options);
    expect(transfer).toEqual({
      ok: true,
      plan: expect.objectContaining({
        kind: 'offline',
        status: 'pending',
        dueDate: '2026-03-02',
        deferred: false,
      }),
    });
    const bill = checkoutPaymentPlan('bill', shop, options);
    expect(bill).toEqual({
      ok: true,
      plan: expect.objectContaining({ status: 'scheduled', dueDate: '2026-04-01', deferred: true }),
    });
  });

  test('pay later needs one of the delays the shop offers', () => {
    expect(checkoutPaymentPlan('payLater', shop, options)).toEqual({
      ok: false,
      failure: { code: 'sales.paymentDelayRequired' },
    });
    expect(checkoutPaymentPlan('payLater', shop, { ...options, delay: 'days60' })).toEqual({
      ok: false,
      failure: { code: 'sales.paymentDelayRequired' },
    });
    expect(checkoutPaymentPlan('payLater', shop, { ...options, delay: 'days30' })).toEqual({
      ok: true,
      plan: expect.objectContaining({ method: 'payLater', delay: 'days30', dueDate: '2026-04-01' }),
    });
  });

  test('no method, or one the shop does not accept: "Veuillez choisir un moyen de paiement"', () => {
    for (const method of [null, 'check', 'cash', 'bitcoin'])
      expect(checkoutPaymentPlan(method, shop, options)).toEqual({
        ok: false,
        failure: { code: 'cart.paymentTypeRequired' },
      });
  });

  test("the buyer's credit at the seller pays the whole order, paid at once, whatever methods the shop takes", () => {
    expect(checkoutPaymentPlan('credit', { ...shop, methods: ['card'] }, options)).toEqual({
      ok: true,
      plan: { kind: 'credit', method: 'credit', status: 'paid', deferred: false },
    });
  });

  test('a delay the buyer names counts only for pay later: a bill still falls due in 30 days', () => {
    expect(checkoutPaymentPlan('bill', shop, { ...options, delay: 'days60' })).toEqual({
      ok: true,
      plan: expect.objectContaining({ method: 'bill', delay: 'days30', dueDate: '2026-04-01' }),
    });
  });

  test('a method the shop lists that is neither a card nor an offline method is refused', () => {
    const odd = { ...shop, methods: ['paypal'] as unknown as typeof shop.methods };
    expect(checkoutPaymentPlan('paypal', odd, options)).toEqual({
      ok: false,
      failure: { code: 'cart.paymentTypeRequired' },
    });
  });
});

describe('how much client credit an order spends', () => {
  const only = { creditOnly: true, useCredit: false };
  const use = { creditOnly: false, useCredit: true };

  test('paying by credit spends the whole TTC when the credit is enough, to the cent', () => {
    expect(creditSpent(5000, 5000, only)).toEqual({ credit: 5000, covered: true, failure: null });
    expect(creditSpent(5000, 9000, only)).toEqual({ credit: 5000, covered: true, failure: null });
  });

  test('paying by credit is refused when the credit falls short, even by a cent, and spends nothing', () => {
    expect(creditSpent(5000, 4999, only)).toEqual({
      credit: 0,
      covered: false,
      failure: 'sales.creditNotEnough',
    });
  });

  test('using credit spends what there is, the payment method paying the rest', () => {
    expect(creditSpent(5000, 2000, use)).toEqual({ credit: 2000, covered: false, failure: null });
    expect(creditSpent(5000, 5000, use)).toEqual({ credit: 5000, covered: true, failure: null });
    expect(creditSpent(5000, 8000, use)).toEqual({ credit: 5000, covered: true, failure: null });
  });

  test('a chosen amount (back office) is spent as it is, up to the credit held and the TTC, to the cent', () => {
    const amount = (value: number) => ({ creditOnly: false, useCredit: false, amount: value });
    expect(creditSpent(5000, 8000, amount(1200))).toEqual({ credit: 1200, covered: false, failure: null });
    expect(creditSpent(5000, 5000, amount(5000))).toEqual({ credit: 5000, covered: true, failure: null });
    expect(creditSpent(5000, 8000, amount(0))).toEqual({ credit: 0, covered: false, failure: null });
    expect(creditSpent(5000, 1200, amount(1201))).toEqual({
      credit: 0,
      covered: false,
      failure: 'sales.creditAboveAvailable',
    });
    expect(creditSpent(5000, 8000, amount(5001))).toEqual({
      credit: 0,
      covered: false,
      failure: 'sales.creditAboveTotal',
    });
    // Above both: what the client holds is said first.
    expect(creditSpent(5000, 3000, amount(6000)).failure).toBe('sales.creditAboveAvailable');
  });

  test('no credit is spent when the buyer does not ask, has none, or the order costs nothing', () => {
    const none = { credit: 0, covered: false, failure: null };
    expect(creditSpent(5000, 8000, { creditOnly: false, useCredit: false })).toEqual(none);
    expect(creditSpent(5000, 0, use)).toEqual(none);
    expect(creditSpent(5000, -300, use)).toEqual(none);
    // A free order is left to its payment method, not marked as paid by credit.
    expect(creditSpent(0, 8000, use)).toEqual(none);
  });
});
