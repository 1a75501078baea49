import { Module } from '@nestjs/common';
import { CrmModule } from '@cuvee/crm';
import { ReservationsModule } from '@cuvee/reservations';
import { ReservationsCalendarRelay } from './reservations-calendar.relay.js';
import { SlotsCalendarRelay } from './slots-calendar.relay.js';

/** The reservations context and what the application connects to it: the bookings and the slots with their places left on the calendar. */
@Module({
  imports: [ReservationsModule, CrmModule],
  providers: [ReservationsCalendarRelay, SlotsCalendarRelay],
})
export class ReservationsWiringModule {}
