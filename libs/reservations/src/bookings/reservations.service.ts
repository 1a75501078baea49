import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Shop, shopScope } from '@cuvee/iam';
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
import { mayCancel } from '../domain/booking-rules.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { BookingDesk } from './booking-desk.js';
import type { ReservationDto, ReservationInputDto } from './dto/reservation.dto.js';
import { Reservation } from './reservation.entity.js';

const RESERVATION_LIST: ListDefinition = {
  resource: 'reservations',
  sortable: { id: 'r.id', start: 'r.startsAt', createdAt: 'r.createdAt', contactName: 'r.contactName' },
  filters: {
    id: { kind: 'equals', column: 'r.id', type: 'number' },
    eventId: { kind: 'equals', column: 'r.eventId', type: 'number' },
    slotId: { kind: 'equals', column: 'r.slotKey', type: 'string' },
    status: { kind: 'equals', column: 'r.status', type: 'string' },
    channel: { kind: 'equals', column: 'r.channel', type: 'string' },
    orderId: { kind: 'equals', column: 'r.orderId', type: 'number' },
    q: { kind: 'search', columns: ['r.contactName', 'r.contactEmail', 'r.eventTitle', 'r.orderNumber'] },
  },
  defaultSort: ['start', 'ASC'],
  idColumn: 'r.id',
};

/**
 * Bookings: the shop's (/dashboard/reservations: list, one booking, check-in, the back office's own
 * bookings by phone) and the buyer's (their bookings, one of them, cancelling within the delay).
 * A buyer sees only their own; another shop's booking answers 404.
 */
@Injectable()
export class ReservationsService {
  constructor(
    private readonly database: Database,
    private readonly desk: BookingDesk,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ReservationDto>> {
    const builder = this.database.dataSource.manager.getRepository(Reservation).createQueryBuilder('r');
    scope(builder, ctx);
    const page = await fetchPage(builder, parseListQuery(query, RESERVATION_LIST), RESERVATION_LIST);
    return { ...page, rows: await viewsOf(this.database.dataSource.manager, page.rows, new Date()) };
  }

  async get(ctx: RequestContext, id: number): Promise<ReservationDto> {
    const manager = this.database.dataSource.manager;
    return viewOne(manager, await this.visible(manager, ctx, id), new Date());
  }

  /** A booking taken in the back office: the places are taken at once, paid on the day. */
  async create(ctx: RequestContext, input: ReservationInputDto): Promise<ReservationDto> {
    const { shopId } = shopScope(ctx);
    const now = new Date();
    return this.database.transaction(async (manager) => {
      const request = { eventId: input.eventId, slotKey: input.slotId, rates: input.rates };
      const [quote] = await this.desk.quote(manager, shopId, [request], now, ctx.locale, {
        onlineOnly: false,
      });
      if (!quote!.event) throw new NotFoundException('error.notFound');
      if (quote!.failures.length)
        throw new BadRequestException({ message: quote!.failures.map(encodeFailure) });
      const [made] = await this.desk.hold(
        manager,
        shopId,
        {
          channel: 'backoffice',
          orderId: null,
          orderNumber: null,
          buyerId: null,
          clientId: input.clientId ?? null,
          contactName: input.contactName.trim(),
          contactEmail: input.contactEmail?.trim() || null,
          contactPhone: input.contactPhone?.trim() || null,
          notes: input.notes?.trim() || null,
          locale: ctx.locale,
        },
        [quote!],
      );
      return viewOne(manager, made!, now);
    });
  }

  /** Marks the visitors arrived (on the day, from the bookings list). */
  async checkIn(ctx: RequestContext, id: number): Promise<ReservationDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const reservation = await manager.getRepository(Reservation).findOneBy({ id, shopId });
      if (!reservation) throw new NotFoundException('error.notFound');
      if (reservation.status !== 'confirmed')
        throw new ConflictException({ message: 'reservations.notCheckable' });
      reservation.checkedInAt ??= new Date();
      await manager.getRepository(Reservation).update({ id }, { checkedInAt: reservation.checkedInAt });
      return viewOne(manager, reservation, new Date());
    });
  }

  /**
   * Cancels a booking and gives its places back: the shop's people at any time, the buyer up to the
   * event's cancellation delay. The sales context hears it (ReservationCancelledEvent) for the money.
   */
  async cancel(ctx: RequestContext, id: number): Promise<ReservationDto> {
    const now = new Date();
    return this.database.transaction(async (manager) => {
      const reservation = await this.visible(manager, ctx, id);
      const facts = (await bookingFacts(manager, [reservation]))(reservation);
      const hours = facts.cancellationHours;
      if (reservation.status === 'cancelled')
        throw new ConflictException({ message: 'reservations.alreadyCancelled' });
      if (ctx.user?.role === 'buyer' && !mayCancel(reservation.startsAt, hours, now))
        throw new ConflictException({
          message: 'reservations.tooLateToCancel',
          params: { hours: String(hours) },
        });
      await this.desk.cancel(manager, [reservation], now);
      return viewOf(reservation, facts, now);
    });
  }

  private async visible(manager: EntityManager, ctx: RequestContext, id: number): Promise<Reservation> {
    const builder = manager.getRepository(Reservation).createQueryBuilder('r').where('r.id = :id', { id });
    scope(builder, ctx);
    const reservation = await builder.getOne();
    if (!reservation) throw new NotFoundException('error.notFound');
    return reservation;
  }
}

/**
 * A buyer sees their own bookings; the owner the shop's, and so does a collaborator with seeAllResa
 * (others none: 404, as for another shop's).
 */
function scope(builder: SelectQueryBuilder<Reservation>, ctx: RequestContext): void {
  const user = ctx.user;
  if (!user) throw new UnauthorizedException('error.unauthorized');
  if (user.role === 'buyer') {
    builder.andWhere('r.buyerId = :me', { me: user.userId });
    return;
  }
  if (user.role !== 'owner' && !user.permissions.includes('seeAllResa'))
    throw new NotFoundException('error.notFound');
  builder.andWhere('r.shopId = :scopeShop', { scopeShop: shopScope(ctx).shopId });
}

/** What a booking's view reads beside its row: its event's cancellation delay and its shop's name. */
interface BookingFacts {
  readonly cancellationHours: number;
  readonly shopName: string;
}

/** The facts of these bookings' events and shops, read in two queries whatever their number. */
async function bookingFacts(
  manager: EntityManager,
  rows: readonly Reservation[],
): Promise<(row: Reservation) => BookingFacts> {
  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  const shopIds = [...new Set(rows.map((row) => row.shopId))];
  const [events, shops] = rows.length
    ? await Promise.all([
        manager
          .getRepository(ReservationEvent)
          .find({ select: { id: true, cancellationHours: true }, where: { id: In(eventIds) } }),
        manager.getRepository(Shop).find({ select: { id: true, name: true }, where: { id: In(shopIds) } }),
      ])
    : [[], []];
  const hours = new Map(events.map((event) => [event.id, event.cancellationHours]));
  const names = new Map(shops.map((shop) => [shop.id, shop.name]));
  return (row) => ({ cancellationHours: hours.get(row.eventId) ?? 0, shopName: names.get(row.shopId) ?? '' });
}

/** The views of these bookings, their events and shops read once for all of them. */
async function viewsOf(
  manager: EntityManager,
  rows: readonly Reservation[],
  now: Date,
): Promise<ReservationDto[]> {
  const facts = await bookingFacts(manager, rows);
  return rows.map((row) => viewOf(row, facts(row), now));
}

async function viewOne(manager: EntityManager, row: Reservation, now: Date): Promise<ReservationDto> {
  return (await viewsOf(manager, [row], now))[0]!;
}

function viewOf(reservation: Reservation, facts: BookingFacts, now: Date): ReservationDto {
  return {
    id: reservation.id,
    shopId: reservation.shopId,
    shopName: facts.shopName,
    eventId: reservation.eventId,
    eventTitle: reservation.eventTitle,
    slotId: reservation.slotKey,
    start: reservation.startsAt,
    end: reservation.endsAt,
    status: reservation.status,
    channel: reservation.channel,
    orderId: reservation.orderId,
    orderNumber: reservation.orderNumber,
    clientId: reservation.clientId,
    contactName: reservation.contactName,
    contactEmail: reservation.contactEmail,
    contactPhone: reservation.contactPhone,
    persons: reservation.persons,
    rates: reservation.rates,
    totalTtc: reservation.totalTtc,
    notes: reservation.notes,
    checkedInAt: reservation.checkedInAt,
    cancelledAt: reservation.cancelledAt,
    cancellable:
      reservation.status === 'confirmed' && mayCancel(reservation.startsAt, facts.cancellationHours, now),
    createdAt: reservation.createdAt,
  };
}
