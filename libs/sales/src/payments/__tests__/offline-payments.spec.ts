import { PAYMENT_DELAYS } from '@cuvee/kernel';
import { isOfflinePaymentMethod, isPaymentDelay, planOfflinePayment } from '../offline-payments.js';

const ORDER_DAY = '2026-03-02';

describe('offline payment types', () => {
  it('records transfer and cheque as due at order, pending', () => {
    for (const method of ['transfer', 'check'] as const) {
      expect(planOfflinePayment(method, { orderDate: ORDER_DAY })).toEqual({
        ok: true,
        plan: {
          method,
          paymentType: method,
          delay: 'atOrder',
          deferred: false,
          status: 'pending',
          dueDate: ORDER_DAY,
        },
      });
    }
  });

  it('records cash as due on delivery, unknown until the delivery day is', () => {
    expect(planOfflinePayment('cash', { orderDate: ORDER_DAY })).toMatchObject({
      ok: true,
      plan: { delay: 'atDelivery', dueDate: null, status: 'pending' },
    });
    expect(planOfflinePayment('cash', { orderDate: ORDER_DAY, deliveryDate: '2026-03-10' })).toMatchObject({
      plan: { dueDate: '2026-03-10', status: 'scheduled' },
    });
  });

  it('records a bill as deferred, 30 days by default, scheduled', () => {
    expect(planOfflinePayment('bill', { orderDate: ORDER_DAY })).toMatchObject({
      ok: true,
      plan: {
        paymentType: 'bill',
        delay: 'days30',
        deferred: true,
        status: 'scheduled',
        dueDate: '2026-04-01',
      },
    });
  });

  it('needs a delay to pay later, and takes every delay', () => {
    expect(planOfflinePayment('payLater', { orderDate: ORDER_DAY })).toEqual({
      ok: false,
      failure: { code: 'sales.paymentDelayRequired' },
    });
    expect(planOfflinePayment('payLater', { orderDate: ORDER_DAY, delay: 'days45EndOfMonth' })).toMatchObject(
      {
        ok: true,
        plan: { paymentType: 'bill', deferred: true, status: 'scheduled', dueDate: '2026-04-30' },
      },
    );
    for (const { key } of PAYMENT_DELAYS) {
      expect(
        planOfflinePayment('payLater', { orderDate: ORDER_DAY, delay: key, deliveryDate: '2026-03-05' }).ok,
      ).toBe(true);
    }
  });

  it('recognises its methods and delays', () => {
    expect(isOfflinePaymentMethod('transfer')).toBe(true);
    expect(isOfflinePaymentMethod('cb')).toBe(false);
    expect(isPaymentDelay('days120EndOfMonth')).toBe(true);
    expect(isPaymentDelay('days11')).toBe(false);
  });
});
