import { ReservationsPersonalData } from './privacy/reservations-personal-data.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '@cuvee/catalogue';
import { BookingDesk } from './bookings/booking-desk.js';
import { BookingMails } from './bookings/booking-mails.js';
import { SendRemindersJob } from './jobs/send-reminders.job.js';
import { Reservation } from './bookings/reservation.entity.js';
import { ReservationsController } from './bookings/reservations.controller.js';
import { ReservationsService } from './bookings/reservations.service.js';
import { EventOffersController, EventsController } from './events-catalogue/events.controller.js';
import { EventsService } from './events-catalogue/events.service.js';
import { EventsImportExport } from './imports/events-import-export.js';
import { ReservationEvent } from './events-catalogue/reservation-event.entity.js';
import { ReservationSlot } from './slots/reservation-slot.entity.js';
import { SlotBoard } from './slots/slot-board.js';
import { SlotLedger } from './slots/slot-ledger.js';
import { RemindPayersJob } from './jobs/remind-payers.job.js';
import {
  PaymentGroupsController,
  PaymentSharesController,
} from './payment-groups/payment-groups.controller.js';
import { PaymentGroupsService } from './payment-groups/payment-groups.service.js';
import { PaymentShareDesk } from './payment-groups/payment-share-desk.js';
import { ReservationPayer } from './payment-groups/reservation-payer.entity.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const reservationsEntities = [ReservationEvent, ReservationSlot, Reservation, ReservationPayer];

/**
 * Reservations (wine tourism): events with their rates and schedules, the places of their slots, and
 * bookings — taken in the back office, or at the shop's checkout through BookingDesk, which the sales
 * context calls inside its placing transaction (ADR 0034). It publishes ReservationBookedEvent and
 * ReservationCancelledEvent (events/), mails the confirmation (with an .ics file) and, through the
 * `reservations.send-reminders` job, the reminder the day before. A booking taken at the estate may be
 * split between payers (payment-groups/), reminded by the `reservations.remind-payers` job.
 */
@Module({
  // The catalogue stores and serves the events' photos (ADR 0046).
  imports: [TypeOrmModule.forFeature(reservationsEntities), CatalogueModule],
  controllers: [
    EventsController,
    EventOffersController,
    ReservationsController,
    PaymentGroupsController,
    PaymentSharesController,
  ],
  providers: [
    // Its share of a client's personal data: past bookings anonymised, visits to come hold the identity (ADR 0066).
    ReservationsPersonalData,
    SlotLedger,
    BookingDesk,
    EventsService,
    ReservationsService,
    BookingMails,
    SendRemindersJob,
    PaymentGroupsService,
    RemindPayersJob,
    SlotBoard,
    PaymentShareDesk,
    // The events import and export (wine-tourism offers in a spreadsheet).
    EventsImportExport,
  ],
  exports: [BookingDesk, SlotBoard, PaymentShareDesk],
})
export class ReservationsModule {}
