import type { PaymentType } from '@cuvee/kernel';
import { DomainEvent, type EventOrigin } from '@cuvee/platform';
import type { PaymentDirection } from '../payments/payment.entity.js';

export interface PaymentRecordedFields extends EventOrigin {
  paymentId: number;
  clientId: number;
  type: PaymentType;
  /** in (default): received from the client; out: sent back to them on a credit note (ADR 0075). */
  direction?: PaymentDirection;
  /** In cents; what is not allocated became client credit. */
  amount: number;
  /** The day the money came in. */
  receivedOn: string;
  reference: string | null;
  /** The documents it settles and how much of each, in cents. */
  allocations: { documentId: number; amount: number }[];
  /** Who recorded it: a member of the shop, or null (recorded by the platform, a payment online). */
  recordedById?: number | null;
}

/**
 * A client payment was recorded, spread over its documents (docs/billing.md "A document's life"): what
 * the books need to post it once (the accounting entries and their lettering). Published inside the
 * payment's transaction, after its allocations: a handler that throws and the payment is not recorded.
 */
export class PaymentRecordedEvent extends DomainEvent {
  static readonly eventName = 'billing.payment-recorded';
  readonly paymentId: number;
  readonly clientId: number;
  readonly type: PaymentType;
  readonly direction: PaymentDirection;
  readonly amount: number;
  readonly receivedOn: string;
  readonly reference: string | null;
  readonly allocations: { documentId: number; amount: number }[];
  readonly recordedById: number | null;

  constructor(fields: PaymentRecordedFields) {
    super(fields);
    this.paymentId = fields.paymentId;
    this.clientId = fields.clientId;
    this.type = fields.type;
    this.direction = fields.direction ?? 'in';
    this.amount = fields.amount;
    this.receivedOn = fields.receivedOn;
    this.reference = fields.reference;
    this.allocations = fields.allocations;
    this.recordedById = fields.recordedById ?? null;
  }
}
