import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface OrderPlacedFields extends EventOrigin {
  orderId: number;
  /** The order's number: "CMD-2026-00042". */
  number: string;
  /** Who ordered, as the order shows it (the client's or the buyer's name). */
  clientName: string;
  /** Total with VAT, in cents. */
  totalTtc: number;
}

/**
 * A buyer's checkout placed an order with the shop (docs/sales.md "Checkout"): it is pending, its stock
 * reserved, and waits for the producer to validate or refuse it. Published in the placing transaction;
 * after-commit and queued handlers run only once it is committed.
 */
export class OrderPlacedEvent extends DomainEvent {
  static readonly eventName = 'sales.order-placed';
  readonly orderId: number;
  readonly number: string;
  readonly clientName: string;
  readonly totalTtc: number;

  constructor(fields: OrderPlacedFields) {
    super(fields);
    this.orderId = fields.orderId;
    this.number = fields.number;
    this.clientName = fields.clientName;
    this.totalTtc = fields.totalTtc;
  }
}
