import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { failure, type Locale, type ValidationFailure } from '@cuvee/kernel';
import { EventBus } from '@cuvee/platform';
import { bookingFailures, priceBooking, type PricedBooking } from '../domain/booking-rules.js';
import { slotOfKey, type Slot } from '../domain/schedule.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationBookedEvent } from '../events/reservation-booked.event.js';
import { ReservationCancelledEvent } from '../events/reservation-cancelled.event.js';
import { SlotLedger } from '../slots/slot-ledger.js';
import type { BookingRequest } from './booking-request.js';
import { Reservation, type ReservationChannel, type ReservationStatus } from './reservation.entity.js';

/** The statuses that hold places (a booking waiting for its payers holds them too). */
const LIVE: ReservationStatus[] = ['confirmed', 'awaitingPayment'];

/** A booking request as the event prices and judges it now. */
export interface BookingQuote {
  readonly request: BookingRequest;
  readonly event: ReservationEvent | null;
  readonly slot: Slot | null;
  readonly booking: PricedBooking;
  readonly placesLeft: number;
  /** Empty when it can be taken (the places are taken for good by `hold`). */
  readonly failures: readonly ValidationFailure[];
}

/** Who a booking is for, and what holds it. */
export interface BookingHolder {
  readonly channel: ReservationChannel;
  readonly orderId: number | null;
  readonly orderNumber: string | null;
  readonly buyerId: number | null;
  readonly clientId: number | null;
  readonly contactName: string;
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
  readonly notes: string | null;
  /** The language of the mails about the booking. */
  readonly locale: Locale;
}

/**
 * Quoting and taking bookings, for the shop's checkout (the sales context calls it inside its placing
 * transaction, ADR 0034) and for the back office. `quote` reads; `hold` takes the places with the slot
 * ledger's conditional update and writes the bookings, in the caller's transaction.
 */
@Injectable()
export class BookingDesk {
  constructor(
    private readonly ledger: SlotLedger,
    private readonly events: EventBus,
  ) {}

  async quote(
    manager: EntityManager,
    shopId: number,
    requests: readonly BookingRequest[],
    now: Date,
    locale: Locale,
    options: { onlineOnly: boolean },
  ): Promise<BookingQuote[]> {
    const ids = [...new Set(requests.map((r) => r.eventId))];
    const events = ids.length
      ? await manager.getRepository(ReservationEvent).findBy({
          id: In(ids),
          shopId,
          archivedAt: IsNull(),
          ...(options.onlineOnly ? { online: true } : {}),
        })
      : [];
    const quotes: BookingQuote[] = [];
    for (const request of requests) {
      const event = events.find((e) => e.id === request.eventId) ?? null;
      if (!event) {
        quotes.push({
          request,
          event,
          slot: null,
          booking: { rates: [], persons: 0, totalTtc: 0 },
          placesLeft: 0,
          failures: [failure('reservations.unknownEvent')],
        });
        continue;
      }
      const slot = slotOfKey(event.schedule, request.slotKey);
      const { booking, failures } = priceBooking(event, request.rates, locale);
      // Two lines of one order on one slot share its places.
      const earlier = quotes
        .filter((q) => q.event?.id === event.id && q.request.slotKey === request.slotKey)
        .reduce((n, q) => n + q.booking.persons, 0);
      const left = slot ? (await this.ledger.placesLeft(manager, event, [slot.key])).get(slot.key)! : 0;
      const placesLeft = Math.max(0, left - earlier);
      quotes.push({
        request,
        event,
        slot,
        booking,
        placesLeft,
        failures: [...failures, ...bookingFailures(event, booking, { slot, placesLeft }, now)],
      });
    }
    return quotes;
  }

  /** Takes the places of quotes without failures and writes their bookings (a 409 when a slot filled up). */
  async hold(
    manager: EntityManager,
    shopId: number,
    holder: BookingHolder,
    quotes: readonly BookingQuote[],
  ): Promise<Reservation[]> {
    const repository = manager.getRepository(Reservation);
    const made: Reservation[] = [];
    for (const { event, slot, booking } of quotes) {
      if (!event || !slot) throw new Error('hold() takes quotes without failures only');
      await this.ledger.take(manager, event, slot, booking.persons);
      const reservation = await repository.save(
        repository.create({
          shopId,
          eventId: event.id,
          eventTitle: event.titleFr,
          slotKey: slot.key,
          startsAt: slot.start,
          endsAt: slot.end,
          status: 'confirmed',
          ...holder,
          persons: booking.persons,
          rates: [...booking.rates],
          totalTtc: booking.totalTtc,
          checkedInAt: null,
          reminderSentAt: null,
          cancelledAt: null,
        }),
      );
      made.push(reservation);
      await this.events.publish(
        new ReservationBookedEvent({ shopId, reservationId: reservation.id, orderId: reservation.orderId }),
      );
    }
    return made;
  }

  /** Cancels bookings and gives their places back, in the caller's transaction; already cancelled ones stay. */
  async cancel(manager: EntityManager, reservations: readonly Reservation[], now: Date): Promise<void> {
    for (const reservation of reservations) {
      const changed = await manager
        .getRepository(Reservation)
        .update({ id: reservation.id, status: In(LIVE) }, { status: 'cancelled', cancelledAt: now });
      if (changed.affected !== 1) continue;
      await this.ledger.release(manager, reservation.eventId, reservation.slotKey, reservation.persons);
      reservation.status = 'cancelled';
      reservation.cancelledAt = now;
      await this.events.publish(
        new ReservationCancelledEvent({
          shopId: reservation.shopId,
          reservationId: reservation.id,
          orderId: reservation.orderId,
          totalTtc: reservation.totalTtc,
        }),
      );
    }
  }

  /** How many confirmed bookings an order still holds. */
  heldBy(manager: EntityManager, shopId: number, orderId: number): Promise<number> {
    return manager.getRepository(Reservation).countBy({ shopId, orderId, status: 'confirmed' });
  }

  /** Every booking an order was placed with, cancelled ones too, in the order its lines were written. */
  ofOrder(manager: EntityManager, shopId: number, orderId: number): Promise<Reservation[]> {
    return manager.getRepository(Reservation).find({ where: { shopId, orderId }, order: { id: 'ASC' } });
  }

  /** The bookings an order holds (sales: the order was refused, cancelled or expired). */
  async cancelOrder(manager: EntityManager, shopId: number, orderId: number, now: Date): Promise<void> {
    const held = await manager.getRepository(Reservation).findBy({ shopId, orderId, status: 'confirmed' });
    await this.cancel(manager, held, now);
  }
}
