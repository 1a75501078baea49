import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { isShopVisualKey, visualOf } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import { addDays, daysBetween, failure, isIsoDate, parisDateOf, type IsoDate } from '@cuvee/kernel';
import {
  Database,
  encodeFailure,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { bookable } from '../domain/booking-rules.js';
import { rateFailures, scheduleFailures, withRateIds } from '../domain/event-rules.js';
import { MAX_SLOT_DAYS, slotsBetween, type EventSchedule } from '../domain/schedule.js';
import { SlotLedger } from '../slots/slot-ledger.js';
import { ReservationSlot } from '../slots/reservation-slot.entity.js';
import type { EventDto, EventInputDto, SlotDto } from './dto/event.dto.js';
import { ReservationEvent } from './reservation-event.entity.js';

const EVENT_LIST: ListDefinition = {
  resource: 'reservation-events',
  sortable: { id: 'e.id', titleFr: 'e.titleFr', createdAt: 'e.createdAt', capacity: 'e.capacity' },
  filters: {
    id: { kind: 'equals', column: 'e.id', type: 'number' },
    online: { kind: 'equals', column: 'e.online', type: 'boolean' },
    q: { kind: 'search', columns: ['e.titleFr', 'e.titleEn', 'e.location'] },
  },
  defaultSort: ['titleFr', 'ASC'],
  idColumn: 'e.id',
};

/** The shop's events (/dashboard/reservations/events) and what the shop front shows of them. */
@Injectable()
export class EventsService {
  constructor(
    private readonly database: Database,
    private readonly ledger: SlotLedger,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<EventDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(ReservationEvent)
      .createQueryBuilder('e')
      .where('e.shopId = :shopId AND e.archivedAt IS NULL', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, EVENT_LIST), EVENT_LIST);
    return { ...page, rows: page.rows.map(viewOf) };
  }

  async get(ctx: RequestContext, id: number): Promise<EventDto> {
    return viewOf(await this.shopEvent(this.database.dataSource.manager, shopScope(ctx).shopId, id));
  }

  /** The online events of a shop, for the shop front (anyone may read them). */
  async offers(shopId: number): Promise<EventDto[]> {
    const rows = await this.database.dataSource.manager
      .getRepository(ReservationEvent)
      .find({ where: { shopId, online: true, archivedAt: IsNull() }, order: { titleFr: 'ASC' } });
    return rows.map(viewOf);
  }

  async offer(id: number): Promise<EventDto> {
    const event = await this.database.dataSource.manager
      .getRepository(ReservationEvent)
      .findOneBy({ id, online: true, archivedAt: IsNull() });
    if (!event) throw new NotFoundException('error.notFound');
    return viewOf(event);
  }

  async create(ctx: RequestContext, input: EventInputDto): Promise<EventDto> {
    const { shopId } = shopScope(ctx);
    const fields = fieldsOf(input, shopId, parisDateOf(new Date()));
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(ReservationEvent);
      return viewOf(await repository.save(repository.create({ shopId, ...fields, archivedAt: null })));
    });
  }

  /** Edits an event; a new capacity applies to the slots still to come (places already taken stay). */
  async update(ctx: RequestContext, id: number, input: EventInputDto): Promise<EventDto> {
    const { shopId } = shopScope(ctx);
    const fields = fieldsOf(input, shopId, parisDateOf(new Date()));
    return this.database.transaction(async (manager) => {
      const event = await this.shopEvent(manager, shopId, id);
      await manager.getRepository(ReservationEvent).update({ id }, fields);
      if (fields.capacity !== event.capacity)
        await manager
          .getRepository(ReservationSlot)
          .update({ eventId: id, startsAt: MoreThan(new Date()) }, { capacity: fields.capacity });
      return viewOf(await this.shopEvent(manager, shopId, id));
    });
  }

  /** Archives an event: gone from lists and the shop; its bookings stay. */
  async archive(ctx: RequestContext, id: number): Promise<EventDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const event = await this.shopEvent(manager, shopId, id);
      event.archivedAt = new Date();
      await manager.getRepository(ReservationEvent).update({ id }, { archivedAt: event.archivedAt });
      return viewOf(event);
    });
  }

  slotsForShop(ctx: RequestContext, id: number, from: string, to: string): Promise<SlotDto[]> {
    return this.slots(id, from, to, { shopId: shopScope(ctx).shopId });
  }

  /** The slots of the Paris days `from` to `to` with their places left (the shop's calendar). */
  async slots(id: number, from: string, to: string, options: { shopId?: number } = {}): Promise<SlotDto[]> {
    if (!isIsoDate(from) || !isIsoDate(to) || daysBetween(from, to) < 0)
      throw new BadRequestException({ message: ['validation.date'] });
    const manager = this.database.dataSource.manager;
    const event =
      options.shopId === undefined
        ? await manager.getRepository(ReservationEvent).findOneBy({ id, online: true, archivedAt: IsNull() })
        : await this.shopEvent(manager, options.shopId, id);
    if (!event) throw new NotFoundException('error.notFound');
    const last: IsoDate = daysBetween(from, to) >= MAX_SLOT_DAYS ? addDays(from, MAX_SLOT_DAYS - 1) : to;
    const slots = slotsBetween(event.schedule, from, last);
    const left = await this.ledger.placesLeft(
      manager,
      event,
      slots.map((slot) => slot.key),
    );
    const now = new Date();
    return slots.map((slot) => {
      const placesLeft = left.get(slot.key)!;
      return {
        id: slot.key,
        date: slot.date,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        fullDay: slot.hours === null,
        placesLeft,
        open: placesLeft > 0 && bookable(slot.start, event.cutoffHours, now),
      };
    });
  }

  private async shopEvent(manager: EntityManager, shopId: number, id: number): Promise<ReservationEvent> {
    const event = await manager
      .getRepository(ReservationEvent)
      .findOneBy({ id, shopId, archivedAt: IsNull() });
    if (!event) throw new NotFoundException('error.notFound');
    return event;
  }
}

type EventFields = Omit<ReservationEvent, 'id' | 'shopId' | 'archivedAt' | 'createdAt' | 'updatedAt'>;

/** The input checked by the domain (schedule, rates) and made whole with the defaults. */
function fieldsOf(input: EventInputDto, shopId: number, today: IsoDate): EventFields {
  const schedule: EventSchedule = {
    oneOff: input.schedule.oneOff.map((slot) => ({ date: slot.date, hours: slot.hours ?? null })),
    weekly: input.schedule.weekly.map((rule) => ({
      weekdays: [...new Set(rule.weekdays)],
      hours: rule.hours ?? null,
      from: rule.from,
      until: rule.until ?? null,
    })),
    exceptions: input.schedule.exceptions,
    closedWeekdays: [...new Set(input.schedule.closedWeekdays)],
  };
  const failures = [
    ...rateFailures(input.rates),
    ...scheduleFailures(schedule, today),
    // Photos are the shop's own uploads (POST /v1/reservation-events/photos), never addresses elsewhere.
    ...((input.photos ?? []).some((key) => !isShopVisualKey(shopId, key))
      ? [failure('catalogue.unknownVisual')]
      : []),
  ];
  if (failures.length) throw new BadRequestException({ message: failures.map(encodeFailure) });
  return {
    titleFr: input.titleFr.trim(),
    titleEn: input.titleEn?.trim() ?? '',
    descriptionFr: input.descriptionFr?.trim() || null,
    descriptionEn: input.descriptionEn?.trim() || null,
    photos: input.photos ?? [],
    languages: input.languages ?? ['fr'],
    durationMinutes: input.durationMinutes,
    location: input.location?.trim() ?? '',
    capacity: input.capacity,
    confirmationMessage: input.confirmationMessage?.trim() || null,
    cutoffHours: input.cutoffHours ?? 0,
    cancellationHours: input.cancellationHours ?? 48,
    touristTax: input.touristTax ?? 0,
    adultRequired: input.adultRequired ?? false,
    online: input.online ?? true,
    rates: withRateIds(input.rates),
    schedule,
  };
}

function viewOf(event: ReservationEvent): EventDto {
  return {
    id: event.id,
    shopId: event.shopId,
    titleFr: event.titleFr,
    titleEn: event.titleEn,
    descriptionFr: event.descriptionFr,
    descriptionEn: event.descriptionEn,
    photos: event.photos,
    photoUrls: event.photos.map((key) => visualOf(key).url),
    languages: event.languages,
    durationMinutes: event.durationMinutes,
    location: event.location,
    capacity: event.capacity,
    confirmationMessage: event.confirmationMessage,
    cutoffHours: event.cutoffHours,
    cancellationHours: event.cancellationHours,
    touristTax: event.touristTax,
    adultRequired: event.adultRequired,
    online: event.online,
    rates: event.rates,
    schedule: {
      oneOff: event.schedule.oneOff.map((slot) => ({
        date: slot.date,
        hours: slot.hours && { ...slot.hours },
      })),
      weekly: event.schedule.weekly.map((rule) => ({
        ...rule,
        weekdays: [...rule.weekdays],
        hours: rule.hours && rule.hours.map((hours) => ({ ...hours })),
      })),
      exceptions: [...event.schedule.exceptions],
      closedWeekdays: [...event.schedule.closedWeekdays],
    },
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}
