import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface PaymentCancelledFields extends EventOrigin {
  paymentId: number;
  clientId: number;
  /** What it had settled of each document, in cents (given back to them). */
  allocations: { documentId: number; amount: number }[];
}

/**
 * A payment recorded by mistake was cancelled (docs/billing.md "A document's life"): its allocations are
 * given back to the documents. Published inside the cancelling transaction, so the read models that
 * counted the payment (analytics' paid amounts) forget it with it.
 */
export class PaymentCancelledEvent extends DomainEvent {
  static readonly eventName = 'billing.payment-cancelled';
  readonly paymentId: number;
  readonly clientId: number;
  readonly allocations: { documentId: number; amount: number }[];

  constructor(fields: PaymentCancelledFields) {
    super(fields);
    this.paymentId = fields.paymentId;
    this.clientId = fields.clientId;
    this.allocations = fields.allocations;
  }
}
