import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CalendarSources,
  type CalendarEntry,
  type CalendarQuery,
  type CalendarSource,
  type CrmScope,
} from '@cuvee/crm';
import { SlotBoard } from '@cuvee/reservations';

/** The most slots one calendar view lists. */
const MAX_ENTRIES = 500;

/**
 * The slots of the shop's events on /dashboard/calendar with their places left ("3/5 places", a word
 * both languages share), beside the bookings and the tasks; a full slot reads done. A slot opens the
 * bookings list filtered on it. Like bookings, slots belong to no team member.
 */
@Injectable()
export class SlotsCalendarRelay implements CalendarSource, OnModuleInit {
  readonly kind = 'slot';

  constructor(
    private readonly sources: CalendarSources,
    private readonly board: SlotBoard,
  ) {}

  onModuleInit(): void {
    this.sources.register(this);
  }

  async entries(scope: CrmScope, { range, userId }: CalendarQuery): Promise<CalendarEntry[]> {
    if (userId !== undefined) return [];
    const slots = await this.board.ofShop(scope.shopId, range.from, range.to);
    return slots.slice(0, MAX_ENTRIES).map((row, index) => ({
      id: `slot-${row.eventId}-${row.slot.key}`,
      kind: this.kind,
      // Slots are not rows: their number in the view.
      sourceId: index + 1,
      title: `${row.eventTitle} · ${row.placesLeft}/${row.capacity} places`,
      start: row.slot.start,
      end: row.slot.end,
      done: row.placesLeft === 0,
      link: `/dashboard/reservations?filter=${encodeURIComponent(
        JSON.stringify({ eventId: row.eventId, slotId: row.slot.key }),
      )}`,
      clientId: null,
      clientName: null,
      userId: null,
    }));
  }
}
