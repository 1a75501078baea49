import {
  dueDate,
  failure,
  PAYMENT_DELAYS,
  type IsoDate,
  type PaymentDelay,
  type PaymentStatus,
  type PaymentType,
  type ValidationFailure,
} from '@cuvee/kernel';

/*
 * Payment types that need no provider (delays: docs/kernel.md): the buyer pays by
 * transfer, cheque or cash, or on invoice later. Nothing is imprinted; the order records how and
 * when it falls due, and the producer marks it paid (or the due day passes and it becomes missing).
 */

export const OFFLINE_PAYMENT_METHODS = ['transfer', 'check', 'cash', 'bill', 'payLater'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

interface MethodRule {
  /** The kernel payment type recorded on the payment. */
  readonly paymentType: PaymentType;
  /** Paid after the order on a due day (the price's payLater), rather than on order or delivery. */
  readonly deferred: boolean;
  /** The delay when the buyer gives none; null: the buyer must choose one. */
  readonly defaultDelay: PaymentDelay | null;
}

const RULES: Readonly<Record<OfflinePaymentMethod, MethodRule>> = {
  transfer: { paymentType: 'transfer', deferred: false, defaultDelay: 'atOrder' },
  check: { paymentType: 'check', deferred: false, defaultDelay: 'atOrder' },
  // Cash changes hands when the goods do.
  cash: { paymentType: 'cash', deferred: false, defaultDelay: 'atDelivery' },
  // On invoice: the usual 30 days unless the seller's terms say otherwise.
  bill: { paymentType: 'bill', deferred: true, defaultDelay: 'days30' },
  // The buyer picks one of the delays.
  payLater: { paymentType: 'bill', deferred: true, defaultDelay: null },
};

export interface OfflinePaymentPlan {
  readonly method: OfflinePaymentMethod;
  readonly paymentType: PaymentType;
  readonly delay: PaymentDelay;
  readonly deferred: boolean;
  /** The first payment status: pending (due now or at delivery) or scheduled (due later). */
  readonly status: PaymentStatus;
  /** Null while an 'atDelivery' payment's delivery day is unknown. */
  readonly dueDate: IsoDate | null;
}

export type OfflinePlanResult =
  | { readonly ok: true; readonly plan: OfflinePaymentPlan }
  | { readonly ok: false; readonly failure: ValidationFailure };

export function isOfflinePaymentMethod(value: unknown): value is OfflinePaymentMethod {
  return typeof value === 'string' && (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isPaymentDelay(value: unknown): value is PaymentDelay {
  return PAYMENT_DELAYS.some((item) => item.key === value);
}

/** How and when an order paid offline falls due. */
export function planOfflinePayment(
  method: OfflinePaymentMethod,
  options: {
    readonly orderDate: IsoDate;
    readonly delay?: PaymentDelay | null;
    readonly deliveryDate?: IsoDate | null;
  },
): OfflinePlanResult {
  const rule = RULES[method];
  const delay = options.delay ?? rule.defaultDelay;
  if (delay === null) return { ok: false, failure: failure('sales.paymentDelayRequired') };
  const due = dueDate(options.orderDate, delay, { deliveryDate: options.deliveryDate ?? null });
  const later = due !== null && due > options.orderDate;
  return {
    ok: true,
    plan: {
      method,
      paymentType: rule.paymentType,
      delay,
      deferred: rule.deferred,
      status: later ? 'scheduled' : 'pending',
      dueDate: due,
    },
  };
}
