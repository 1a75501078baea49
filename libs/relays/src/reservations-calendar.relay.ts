import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Between } from 'typeorm';
import {
  CalendarSources,
  type CalendarEntry,
  type CalendarQuery,
  type CalendarSource,
  type CrmScope,
} from '@cuvee/crm';
import { Database } from '@cuvee/platform';
import { Reservation } from '@cuvee/reservations';

/** The most bookings one calendar view lists. */
const MAX_ENTRIES = 500;

/**
 * The shop's confirmed bookings on /dashboard/calendar, beside the CRM's tasks. The CRM may not use
 * the reservations context, so the composition root registers this source (CalendarSources): a booking
 * opens its page, and reads done once the visitors are checked in. Bookings belong to no team member:
 * a calendar filtered on one shows none.
 */
@Injectable()
export class ReservationsCalendarRelay implements CalendarSource, OnModuleInit {
  readonly kind = 'reservation';

  constructor(
    private readonly sources: CalendarSources,
    private readonly database: Database,
  ) {}

  onModuleInit(): void {
    this.sources.register(this);
  }

  async entries(scope: CrmScope, { range, userId }: CalendarQuery): Promise<CalendarEntry[]> {
    if (userId !== undefined) return [];
    const rows = await this.database.dataSource.getRepository(Reservation).find({
      where: { shopId: scope.shopId, status: 'confirmed', startsAt: Between(range.from, range.to) },
      order: { startsAt: 'ASC', id: 'ASC' },
      take: MAX_ENTRIES,
    });
    return rows.map((row) => ({
      id: `reservation-${row.id}`,
      kind: this.kind,
      sourceId: row.id,
      title: `${row.eventTitle} · ${row.contactName} (${row.persons})`,
      start: row.startsAt,
      end: row.endsAt,
      done: row.checkedInAt !== null,
      link: `/dashboard/reservations/${row.id}`,
      clientId: row.clientId,
      clientName: row.contactName,
      userId: null,
    }));
  }
}
