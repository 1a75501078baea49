import {
  chosenCreditFailure,
  failure,
  type Cents,
  type ChosenCreditFailure,
  type IsoDate,
  type PaymentDelay,
  type PaymentStatus,
  type ValidationFailure,
} from '@cuvee/kernel';
import {
  isOfflinePaymentMethod,
  planOfflinePayment,
  type OfflinePaymentPlan,
} from '../payments/offline-payments.js';
import type { CheckoutPaymentMethod, PaymentSettings } from './sales-settings.js';

/*
 * How an order placed at checkout will be paid: a bank card is imprinted for 0 € now and
 * captured when the producer validates; an offline method is planned (due day, first status). The
 * method must be one the shop accepts; paying later needs one of the delays the shop offers. Client
 * credit the seller holds for the buyer (spec payment type `credit`) pays all of the order, or the
 * first part of it with another method for the rest (ADR 0018).
 */

export type CheckoutPaymentPlan =
  | {
      readonly kind: 'card';
      readonly method: 'card';
      readonly status: PaymentStatus;
      readonly deferred: false;
    }
  | ({ readonly kind: 'offline' } & OfflinePaymentPlan)
  | {
      readonly kind: 'credit';
      readonly method: 'credit';
      readonly status: 'paid';
      readonly deferred: false;
    };

/** Client credit paying the whole order: spent when the order is placed, so the payment is paid. */
export const CREDIT_PLAN: CheckoutPaymentPlan = {
  kind: 'credit',
  method: 'credit',
  status: 'paid',
  deferred: false,
};

export type CheckoutPaymentResult =
  | { readonly ok: true; readonly plan: CheckoutPaymentPlan }
  | { readonly ok: false; readonly failure: ValidationFailure };

export function checkoutPaymentPlan(
  method: string | null,
  settings: Pick<PaymentSettings, 'methods' | 'payLaterDelays'>,
  options: { readonly orderDate: IsoDate; readonly delay?: PaymentDelay | null },
): CheckoutPaymentResult {
  // The buyer's own credit at the seller: whatever methods the shop takes from others.
  if (method === 'credit') return { ok: true, plan: CREDIT_PLAN };
  if (method === null || !settings.methods.includes(method as CheckoutPaymentMethod))
    return { ok: false, failure: failure('cart.paymentTypeRequired') };
  // The card is imprinted first (setup); its answer moves the payment on.
  if (method === 'card')
    return { ok: true, plan: { kind: 'card', method, status: 'setup', deferred: false } };
  if (!isOfflinePaymentMethod(method)) return { ok: false, failure: failure('cart.paymentTypeRequired') };
  if (method === 'payLater' && (!options.delay || !settings.payLaterDelays.includes(options.delay)))
    return { ok: false, failure: failure('sales.paymentDelayRequired') };
  const planned = planOfflinePayment(method, {
    orderDate: options.orderDate,
    delay: method === 'payLater' ? options.delay : null,
  });
  return planned.ok ? { ok: true, plan: { kind: 'offline', ...planned.plan } } : planned;
}

/** Why the credit asked for an order cannot be spent. */
export type CreditFailure = 'sales.creditNotEnough' | ChosenCreditFailure;

/**
 * How much client credit an order spends: all of its TTC when the payment type is `credit` (refused
 * when the credit falls short), as much as there is when the buyer asks to use it (`useCredit`, the
 * rest paid by the payment type), the `amount` a seller chose in the back office (refused above what
 * the client holds or above the order's TTC), else none.
 */
export function creditSpent(
  totalTtc: Cents,
  available: Cents,
  request: { readonly creditOnly: boolean; readonly useCredit: boolean; readonly amount?: Cents },
): { readonly credit: Cents; readonly covered: boolean; readonly failure: CreditFailure | null } {
  if (request.creditOnly)
    return available >= totalTtc
      ? { credit: totalTtc, covered: true, failure: null }
      : { credit: 0, covered: false, failure: 'sales.creditNotEnough' };
  if (request.amount !== undefined) {
    const failure = chosenCreditFailure(request.amount, available, totalTtc);
    if (failure) return { credit: 0, covered: false, failure };
    // A free order is left to its payment method, as with useCredit.
    if (request.amount <= 0 || totalTtc <= 0) return { credit: 0, covered: false, failure: null };
    return { credit: request.amount, covered: request.amount === totalTtc, failure: null };
  }
  if (!request.useCredit || available <= 0 || totalTtc <= 0)
    return { credit: 0, covered: false, failure: null };
  const credit = Math.min(available, totalTtc);
  return { credit, covered: credit === totalTtc, failure: null };
}
