import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fiscalSettingsOf } from '@cuvee/billing';
import { shopScope } from '@cuvee/iam';
import { addDays, parisDateOf, type IsoDate, type Locale, type VatRate } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  MAX_SLOT_DAYS,
  Reservation,
  ReservationEvent,
  ReservationSlot,
  slotsBetween,
} from '@cuvee/reservations';
import { comparedPeriods, defaultGranularity, fillBuckets, type Period } from '../domain/periods.js';
import { bookingHt, fillRateOf, offeredCapacity, type OfferedSlot } from '../domain/reservations.js';
import { periodAsked } from '../reports/analytics-reports.service.js';
import { instantsOf } from './period-instants.js';
import type {
  ReservationEventRowDto,
  ReservationFiguresDto,
  ReservationsReportDto,
  ReservationsReportQueryDto,
} from './dto/activity-reports.dto.js';

type EventFigures = ReservationFiguresDto & { eventId: number };

/** One period's figures by event, and the persons booked by Paris day. */
interface PeriodFigures {
  events: Map<number, EventFigures>;
  personsByDay: [IsoDate, number][];
}

/**
 * The reservations report (docs/analytics.md "Reservations"): by event, the bookings of the slots of
 * the period (the day of the visit, in Paris), the places its slots offered, the cancellations and
 * what the bookings sell HT.
 */
@Injectable()
export class ReservationsReports {
  constructor(private readonly database: Database) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  async report(ctx: RequestContext, query: ReservationsReportQueryDto): Promise<ReservationsReportDto> {
    const { shopId } = shopScope(ctx);
    const periods = comparedPeriods(periodAsked(query));
    const granularity = query.granularity ?? defaultGranularity(periods.period);
    const [events, fiscal] = await Promise.all([
      this.manager.getRepository(ReservationEvent).find({
        where: { shopId },
        select: { id: true, titleFr: true, titleEn: true, capacity: true, schedule: true, archivedAt: true },
      }),
      fiscalSettingsOf(this.manager, [shopId]),
    ]);
    const { hasTVA, vatRate } = fiscal.get(shopId)!;
    const serviceRate = hasTVA ? vatRate.standard : 0;
    const [current, previous, lastYear] = await Promise.all(
      [periods.period, periods.previous, periods.lastYear].map((period) =>
        this.figuresOf(shopId, period, events, serviceRate),
      ),
    );
    const personsIn = (name: 'previous' | 'lastYear', figures: PeriodFigures) =>
      fillBuckets(periods[name], granularity, figures.personsByDay).map((bucket) => bucket.value);
    const [previousPersons, lastYearPersons] = [
      personsIn('previous', previous!),
      personsIn('lastYear', lastYear!),
    ];
    const titles = new Map(events.map((event) => [event.id, titleOf(event, ctx.locale)]));
    const rows: ReservationEventRowDto[] = [...current!.events.values()].map((row) => ({
      ...row,
      title: titles.get(row.eventId) ?? `#${row.eventId}`,
      previousPersons: previous!.events.get(row.eventId)?.persons ?? 0,
      lastYearPersons: lastYear!.events.get(row.eventId)?.persons ?? 0,
    }));
    return {
      ...periods,
      totals: {
        current: totalOf(current!),
        previous: totalOf(previous!),
        lastYear: totalOf(lastYear!),
      },
      series: fillBuckets(periods.period, granularity, current!.personsByDay).map((bucket, index) => ({
        bucket: bucket.bucket,
        persons: bucket.value,
        previousPersons: previousPersons[index] ?? 0,
        lastYearPersons: lastYearPersons[index] ?? 0,
      })),
      events: rows.sort(
        (a, b) => b.persons - a.persons || b.capacity - a.capacity || a.title.localeCompare(b.title),
      ),
    };
  }

  private async figuresOf(
    shopId: number,
    period: Period,
    events: readonly ReservationEvent[],
    serviceRate: VatRate,
  ): Promise<PeriodFigures> {
    const { start, end } = instantsOf(period);
    const inPeriod = { shopId, start, end };
    const [bookings, slotRows] = await Promise.all([
      this.manager
        .getRepository(Reservation)
        .createQueryBuilder('r')
        .select(['r.id', 'r.eventId', 'r.status', 'r.persons', 'r.rates', 'r.startsAt'])
        .where('r.shopId = :shopId AND r.startsAt >= :start AND r.startsAt < :end', inPeriod)
        .getMany(),
      this.manager
        .getRepository(ReservationSlot)
        .createQueryBuilder('s')
        .select(['s.id', 's.eventId', 's.slotKey', 's.capacity'])
        .where('s.shopId = :shopId AND s.startsAt >= :start AND s.startsAt < :end', inPeriod)
        .getMany(),
    ]);
    const figures = new Map<number, EventFigures>();
    const of = (eventId: number) => {
      const found = figures.get(eventId) ?? {
        eventId,
        bookings: 0,
        persons: 0,
        capacity: 0,
        fillRate: null,
        cancellations: 0,
        cancelledPersons: 0,
        ht: 0,
      };
      figures.set(eventId, found);
      return found;
    };
    for (const event of events) {
      const offered: OfferedSlot[] = [
        ...scheduledSlots(event, period).map((key) => ({ key, capacity: null })),
        ...slotRows
          .filter((row) => row.eventId === event.id)
          .map((row) => ({ key: row.slotKey, capacity: row.capacity })),
      ];
      if (offered.length) of(event.id).capacity = offeredCapacity(offered, event.capacity);
    }
    const personsByDay: [IsoDate, number][] = [];
    for (const booking of bookings) {
      const row = of(booking.eventId);
      if (booking.status === 'cancelled') {
        row.cancellations += 1;
        row.cancelledPersons += booking.persons;
        continue;
      }
      row.bookings += 1;
      row.persons += booking.persons;
      row.ht += bookingHt(booking.rates, serviceRate);
      personsByDay.push([parisDateOf(booking.startsAt), booking.persons]);
    }
    for (const row of figures.values()) row.fillRate = fillRateOf(row.persons, row.capacity);
    return { events: figures, personsByDay };
  }
}

/**
 * The keys of the slots an event's schedule gave over the period (a year at a time, as the schedule
 * computes them), those after its archiving left out.
 */
function scheduledSlots(event: ReservationEvent, period: Period): string[] {
  const keys: string[] = [];
  for (let from = period.from; from <= period.to; from = addDays(from, MAX_SLOT_DAYS)) {
    const last = addDays(from, MAX_SLOT_DAYS - 1);
    for (const slot of slotsBetween(event.schedule, from, last < period.to ? last : period.to))
      if (!event.archivedAt || slot.start < event.archivedAt) keys.push(slot.key);
  }
  return keys;
}

function titleOf(event: ReservationEvent, locale: Locale): string {
  return locale === 'en' && event.titleEn ? event.titleEn : event.titleFr;
}

function totalOf(figures: PeriodFigures): ReservationFiguresDto {
  const rows = [...figures.events.values()];
  const sum = (field: 'bookings' | 'persons' | 'capacity' | 'cancellations' | 'cancelledPersons' | 'ht') =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    bookings: sum('bookings'),
    persons: sum('persons'),
    capacity: sum('capacity'),
    fillRate: fillRateOf(sum('persons'), sum('capacity')),
    cancellations: sum('cancellations'),
    cancelledPersons: sum('cancelledPersons'),
    ht: sum('ht'),
  };
}
