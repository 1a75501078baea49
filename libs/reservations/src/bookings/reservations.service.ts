import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { shopScope } from '@cuvee/iam';
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
    const now = new Date();
    const events = await this.cancellationHours(this.database.dataSource.manager, page.rows);
    return { ...page, rows: page.rows.map((row) => viewOf(row, events.get(row.eventId) ?? 0, now)) };
  }

  async get(ctx: RequestContext, id: number): Promise<ReservationDto> {
    const manager = this.database.dataSource.manager;
    const reservation = await this.visible(manager, ctx, id);
    const events = await this.cancellationHours(manager, [reservation]);
    return viewOf(reservation, events.get(reservation.eventId) ?? 0, new Date());
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
      return viewOf(made!, quote!.event.cancellationHours, now);
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
      return viewOf(reservation, 0, new Date());
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
      const hours = (await this.cancellationHours(manager, [reservation])).get(reservation.eventId) ?? 0;
      if (reservation.status === 'cancelled')
        throw new ConflictException({ message: 'reservations.alreadyCancelled' });
      if (ctx.user?.role === 'buyer' && !mayCancel(reservation.startsAt, hours, now))
        throw new ConflictException({
          message: 'reservations.tooLateToCancel',
          params: { hours: String(hours) },
        });
      await this.desk.cancel(manager, [reservation], now);
      return viewOf(reservation, hours, now);
    });
  }

  private async visible(manager: EntityManager, ctx: RequestContext, id: number): Promise<Reservation> {
    const builder = manager.getRepository(Reservation).createQueryBuilder('r').where('r.id = :id', { id });
    scope(builder, ctx);
    const reservation = await builder.getOne();
    if (!reservation) throw new NotFoundException('error.notFound');
    return reservation;
  }

  private async cancellationHours(
    manager: EntityManager,
    rows: readonly Reservation[],
  ): Promise<Map<number, number>> {
    const ids = [...new Set(rows.map((row) => row.eventId))];
    if (!ids.length) return new Map();
    const events = await manager
      .getRepository(ReservationEvent)
      .createQueryBuilder('e')
      .select(['e.id', 'e.cancellationHours'])
      .whereInIds(ids)
      .getMany();
    return new Map(events.map((event) => [event.id, event.cancellationHours]));
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

export function viewOf(reservation: Reservation, cancellationHours: number, now: Date): ReservationDto {
  return {
    id: reservation.id,
    shopId: reservation.shopId,
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
      reservation.status === 'confirmed' && mayCancel(reservation.startsAt, cancellationHours, now),
    createdAt: reservation.createdAt,
  };
}
