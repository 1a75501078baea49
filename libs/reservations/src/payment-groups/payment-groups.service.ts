import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { Shop, shopScope } from '@cuvee/iam';
import { AppConfig, Database, encodeFailure, MailSender, type RequestContext } from '@cuvee/platform';
import { shareMail, titleIn, whenOf } from '../bookings/booking-mail-texts.js';
import { Reservation } from '../bookings/reservation.entity.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { paymentGroupFailures } from '../domain/payment-group.js';
import type {
  PayerDto,
  PayerShareDto,
  PaymentGroupInputDto,
  SharePaymentInputDto,
} from './dto/payment-group.dto.js';
import { ReservationPayer } from './reservation-payer.entity.js';

const DAY_MS = 86_400_000;

/**
 * Payment groups (docs/reservations.md "Payment groups"): a booking taken in the back office split
 * between payers, each mailed a link to their share; the booking waits (awaitingPayment, its places
 * held) until the shop has recorded every share, then is confirmed. Unpaid payers are reminded once a
 * day by the `reservations.remind-payers` job.
 */
@Injectable()
export class PaymentGroupsService {
  private readonly logger = new Logger(PaymentGroupsService.name);

  constructor(
    private readonly database: Database,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  async split(ctx: RequestContext, reservationId: number, input: PaymentGroupInputDto): Promise<PayerDto[]> {
    const { shopId } = shopScope(ctx);
    const payers = await this.database.transaction(async (manager) => {
      const reservation = await this.booking(manager, shopId, reservationId);
      const repository = manager.getRepository(ReservationPayer);
      if (
        reservation.channel !== 'backoffice' ||
        reservation.status !== 'confirmed' ||
        reservation.checkedInAt !== null ||
        (await repository.existsBy({ reservationId }))
      )
        throw new ConflictException({ message: 'reservations.notSplittable' });
      const failures = paymentGroupFailures(reservation.totalTtc, input.payers);
      if (failures.length) throw new BadRequestException({ message: failures.map(encodeFailure) });
      const changed = await manager
        .getRepository(Reservation)
        .update({ id: reservation.id, status: 'confirmed' }, { status: 'awaitingPayment' });
      if (changed.affected !== 1) throw new ConflictException('error.conflict');
      return repository.save(
        input.payers.map((payer) =>
          repository.create({
            shopId,
            reservationId,
            email: payer.email.trim(),
            amount: payer.amount,
            token: randomBytes(16).toString('hex'),
            paidAt: null,
            paymentMethod: null,
            remindedAt: null,
          }),
        ),
      );
    });
    const reservation = await this.booking(this.database.dataSource.manager, shopId, reservationId);
    for (const payer of payers) await this.mailShare(reservation, payer, false);
    return payers.map((payer) => this.viewOf(payer));
  }

  async list(ctx: RequestContext, reservationId: number): Promise<PayerDto[]> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    await this.booking(manager, shopId, reservationId);
    const payers = await manager
      .getRepository(ReservationPayer)
      .find({ where: { shopId, reservationId }, order: { id: 'ASC' } });
    return payers.map((payer) => this.viewOf(payer));
  }

  /** The shop received a payer's share; the last one confirms the booking. */
  async recordPayment(
    ctx: RequestContext,
    reservationId: number,
    payerId: number,
    input: SharePaymentInputDto,
  ): Promise<PayerDto[]> {
    const { shopId } = shopScope(ctx);
    await this.database.transaction(async (manager) => {
      const reservation = await this.booking(manager, shopId, reservationId);
      const repository = manager.getRepository(ReservationPayer);
      const payer = await repository.findOneBy({ id: payerId, reservationId, shopId });
      if (!payer) throw new NotFoundException('error.notFound');
      if (reservation.status === 'cancelled')
        throw new ConflictException({ message: 'reservations.alreadyCancelled' });
      // A card payment under way on the payer's page holds the share (paymentMethod set, not yet paid).
      const changed = await repository.update(
        { id: payer.id, paidAt: IsNull(), paymentMethod: IsNull() },
        { paidAt: new Date(), paymentMethod: input.method },
      );
      if (changed.affected !== 1) throw new ConflictException({ message: 'reservations.payerAlreadyPaid' });
      if (!(await repository.existsBy({ reservationId, paidAt: IsNull() })))
        await manager
          .getRepository(Reservation)
          .update({ id: reservation.id, status: 'awaitingPayment' }, { status: 'confirmed' });
    });
    return this.list(ctx, reservationId);
  }

  /** What a payer's link shows; an unknown token answers 404. */
  async share(token: string): Promise<PayerShareDto> {
    const manager = this.database.dataSource.manager;
    const payer = /^[0-9a-f]{32}$/.test(token)
      ? await manager.getRepository(ReservationPayer).findOneBy({ token })
      : null;
    if (!payer) throw new NotFoundException('error.notFound');
    const reservation = await manager.getRepository(Reservation).findOneByOrFail({ id: payer.reservationId });
    const shop = await manager.getRepository(Shop).findOneByOrFail({ id: payer.shopId });
    return {
      shopName: shop.name,
      eventTitle: reservation.eventTitle,
      start: reservation.startsAt,
      persons: reservation.persons,
      totalTtc: reservation.totalTtc,
      amount: payer.amount,
      paid: payer.paidAt !== null,
      confirmed: reservation.status === 'confirmed',
    };
  }

  /**
   * Reminds the payers who have not paid, of bookings still waiting and not yet started, at most once a
   * day each: a payer is marked by a conditional update before their mail leaves, so two runs never
   * remind twice.
   */
  async remindUnpaid(now: Date, progress: (percent: number) => Promise<void>): Promise<number> {
    const manager = this.database.dataSource.manager;
    const due = await manager
      .getRepository(ReservationPayer)
      .createQueryBuilder('p')
      .innerJoin(Reservation, 'r', 'r.id = p.reservationId')
      .where('p.paidAt IS NULL')
      .andWhere('r.status = :status', { status: 'awaitingPayment' })
      .andWhere('r.startsAt > :now', { now })
      .andWhere('(p.remindedAt IS NULL OR p.remindedAt < :since)', {
        since: new Date(now.getTime() - DAY_MS),
      })
      .orderBy('p.id', 'ASC')
      .getMany();
    // The bookings behind the due shares, read once rather than one query per payer.
    const ids = [...new Set(due.map((payer) => payer.reservationId))];
    const bookings = new Map(
      (ids.length ? await manager.getRepository(Reservation).findBy({ id: In(ids) }) : []).map((row) => [
        row.id,
        row,
      ]),
    );
    let sent = 0;
    for (const [index, payer] of due.entries()) {
      const changed = await manager.getRepository(ReservationPayer).update(
        {
          id: payer.id,
          paidAt: IsNull(),
          // Compare-and-set on what was read: another run that reminded meanwhile changed it.
          remindedAt: payer.remindedAt ?? IsNull(),
        },
        { remindedAt: now },
      );
      if (changed.affected === 1) {
        if (await this.mailShare(bookings.get(payer.reservationId)!, payer, true)) sent += 1;
      }
      await progress(Math.round(((index + 1) / due.length) * 100));
    }
    return sent;
  }

  private async booking(manager: EntityManager, shopId: number, id: number): Promise<Reservation> {
    const reservation = await manager.getRepository(Reservation).findOneBy({ id, shopId });
    if (!reservation) throw new NotFoundException('error.notFound');
    return reservation;
  }

  private linkOf(payer: ReservationPayer): string {
    return `${this.config.publicUrl}/payment-shares/${payer.token}`;
  }

  /** A mail that fails is logged: the payer is listed with their link for the shop to send it again. */
  private async mailShare(
    reservation: Reservation,
    payer: ReservationPayer,
    reminder: boolean,
  ): Promise<boolean> {
    const manager = this.database.dataSource.manager;
    const [shop, event] = await Promise.all([
      manager.getRepository(Shop).findOneByOrFail({ id: reservation.shopId }),
      manager.getRepository(ReservationEvent).findOneBy({ id: reservation.eventId }),
    ]);
    const locale = reservation.locale;
    const mail = shareMail(locale, {
      reminder,
      contactName: reservation.contactName,
      title: event ? titleIn(event, locale) : reservation.eventTitle,
      shopName: shop.name,
      when: whenOf(reservation.startsAt, !reservation.slotKey.includes('T'), locale),
      persons: reservation.persons,
      amount: payer.amount,
      totalTtc: reservation.totalTtc,
      link: this.linkOf(payer),
    });
    try {
      await this.mail.send({
        to: payer.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: shop.contactEmail ?? undefined,
      });
      return true;
    } catch (error) {
      this.logger.error({ err: error, payerId: payer.id }, 'Payer mail failed');
      return false;
    }
  }

  private viewOf(payer: ReservationPayer): PayerDto {
    return {
      id: payer.id,
      email: payer.email,
      amount: payer.amount,
      link: this.linkOf(payer),
      paidAt: payer.paidAt,
      paymentMethod: payer.paymentMethod,
      remindedAt: payer.remindedAt,
    };
  }
}
