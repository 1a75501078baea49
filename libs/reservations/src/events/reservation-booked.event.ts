import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface ReservationBookedFields extends EventOrigin {
  reservationId: number;
  /** The sales order that holds it; null for a booking taken in the back office. */
  orderId: number | null;
}

/** A booking took its places (docs/reservations.md "Booking"): the confirmation mail follows. */
export class ReservationBookedEvent extends DomainEvent {
  static readonly eventName = 'reservations.booked';
  readonly reservationId: number;
  readonly orderId: number | null;

  constructor(fields: ReservationBookedFields) {
    super(fields);
    this.reservationId = fields.reservationId;
    this.orderId = fields.orderId;
  }
}
