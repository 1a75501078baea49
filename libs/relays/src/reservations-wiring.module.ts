import { Module } from '@nestjs/common';
import { CrmModule } from '@cuvee/crm';
import { ReservationsModule } from '@cuvee/reservations';
import { ReservationsCalendarRelay } from './reservations-calendar.relay.js';

/** The reservations context and what the application connects to it: the bookings on the calendar. */
@Module({
  imports: [ReservationsModule, CrmModule],
  providers: [ReservationsCalendarRelay],
})
export class ReservationsWiringModule {}
