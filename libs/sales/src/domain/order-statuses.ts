import type { DeliveryStatus, IsoDate, OrderStatus, PaymentStatus } from '@cuvee/kernel';
import { failure, guardThat, type TransitionMap } from '@cuvee/kernel';

/*
 * The three lifecycles of an order (the kernel declares the statuses with their
 * labels and colours; the spec does not give the moves, so these maps are our reading, ADR 0014).
 */

/** What the order guards read. */
export interface OrderFacts {
  /** Product lines plus reservation lines. */
  readonly lineCount: number;
  /** A bank card is only imprinted at order time and captured on validation; offline types are not. */
  readonly paymentKind: 'card' | 'offline';
  readonly paymentStatus: PaymentStatus;
}

/**
 * draft: a cart order saved on the server; pending: placed, waiting for the producer; validated: the
 * producer accepted it (the card is captured first); invoiced: billed. refused (producer), cancelled
 * (after acceptance, or by the buyer before), aborted (cart emptied), expired (grouped order or
 * never placed) end it. error: something failed on the way (the capture): the producer retries or
 * cancels.
 */
export const ORDER_TRANSITIONS: TransitionMap<OrderStatus, OrderFacts> = {
  to: {
    draft: ['pending', 'aborted', 'expired'],
    pending: ['validated', 'refused', 'cancelled', 'aborted', 'expired', 'error'],
    validated: ['invoiced', 'cancelled', 'error'],
    error: ['pending', 'validated', 'cancelled'],
    invoiced: [],
    refused: [],
    cancelled: [],
    aborted: [],
    expired: [],
  },
  guards: {
    'draft->pending': guardThat((f) => f.lineCount > 0, 'sales.emptyOrder'),
    'error->pending': guardThat((f) => f.lineCount > 0, 'sales.emptyOrder'),
    // The real debit happens on validation: a card order is validated only once captured.
    'pending->validated': guardThat(
      (f) => f.paymentKind === 'offline' || f.paymentStatus === 'paid',
      'error.paymentFailed',
    ),
    'error->validated': guardThat(
      (f) => f.paymentKind === 'offline' || f.paymentStatus === 'paid',
      'error.paymentFailed',
    ),
  },
};

/**
 * Carrier flow pending → preparation → pendingPickup → pickup → transit → delivered, with shortcuts
 * for a producer who delivers or hands over himself (preparation → transit | delivered), partial
 * deliveries and returns, and exception (a carrier incident) that resolves either way.
 */
export const DELIVERY_TRANSITIONS: TransitionMap<DeliveryStatus, Record<string, never>> = {
  to: {
    pending: ['preparation', 'error'],
    preparation: ['pendingPickup', 'transit', 'delivered', 'error'],
    pendingPickup: ['pickup', 'exception', 'error'],
    pickup: ['transit', 'exception', 'error'],
    transit: ['delivered', 'partiallyDelivered', 'returned', 'exception', 'error'],
    partiallyDelivered: ['delivered', 'partiallyReturned', 'exception'],
    partiallyReturned: ['returned', 'exception'],
    delivered: ['partiallyReturned', 'returned'],
    exception: ['transit', 'delivered', 'partiallyDelivered', 'returned', 'error'],
    error: ['pending'],
    returned: [],
  },
};

/** What the payment guards read. */
export interface PaymentFacts {
  /** The day the payment falls due (offline and deferred types), null when none. */
  readonly dueDate: IsoDate | null;
  readonly today: IsoDate;
}

/**
 * Card: pending → setup (imprint asked) → requiresAction (3-D Secure) → scheduled (imprint held,
 * capture on validation) → processing (capture sent) → paid. Offline and deferred types go from
 * pending (or scheduled, with a due date) to paid, partial or missing. paid may be refunded.
 */
export const PAYMENT_TRANSITIONS: TransitionMap<PaymentStatus, PaymentFacts> = {
  to: {
    pending: ['setup', 'scheduled', 'processing', 'paid', 'partial', 'missing', 'cancelled', 'error'],
    setup: ['requiresAction', 'scheduled', 'error', 'cancelled'],
    requiresAction: ['scheduled', 'error', 'cancelled'],
    scheduled: ['processing', 'paid', 'partial', 'missing', 'cancelled'],
    processing: ['paid', 'partial', 'error'],
    partial: ['paid', 'missing', 'refunded'],
    missing: ['paid', 'partial', 'cancelled'],
    paid: ['refunded'],
    // A failed capture or imprint may be tried again from the start, or given up.
    error: ['pending', 'cancelled'],
    refunded: [],
    cancelled: [],
  },
  guards: {
    // A scheduled payment is unpaid only once its due day is past.
    'scheduled->missing': (f) =>
      f.dueDate !== null && f.today > f.dueDate
        ? null
        : failure('sales.notYetDue', { dueDate: f.dueDate ?? '' }),
  },
};
