import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface ReservationCancelledFields extends EventOrigin {
  reservationId: number;
  orderId: number | null;
  /** What the booking cost, tax included (cents). */
  totalTtc: number;
}

/** A booking was cancelled and its places given back (docs/reservations.md "Cancelling"). */
export class ReservationCancelledEvent extends DomainEvent {
  static readonly eventName = 'reservations.cancelled';
  readonly reservationId: number;
  readonly orderId: number | null;
  readonly totalTtc: number;

  constructor(fields: ReservationCancelledFields) {
    super(fields);
    this.reservationId = fields.reservationId;
    this.orderId = fields.orderId;
    this.totalTtc = fields.totalTtc;
  }
}
