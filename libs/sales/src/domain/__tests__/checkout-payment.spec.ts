import { checkoutPaymentPlan } from '../checkout-payment.js';

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
});
