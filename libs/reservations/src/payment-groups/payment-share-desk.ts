import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Database } from '@cuvee/platform';
import { Reservation } from '../bookings/reservation.entity.js';
import { ReservationPayer } from './reservation-payer.entity.js';

/** A share the payer's page may pay by card. */
export interface PayableShare {
  readonly payerId: number;
  readonly shopId: number;
  readonly reservationId: number;
  readonly amount: number;
}

/**
 * A payer's share paid by card from their page (ADR 0037): the sales context holds the card provider and
 * calls this desk around it. A share is first claimed (`paymentMethod` set to card while `paidAt` is
 * empty, for the imprint the page last made), then the card is captured, then the share is settled —
 * the last one confirming the booking — or given back. The claim is a conditional update, so one share
 * is captured once however many tries run at once, and the shop cannot record it meanwhile.
 */
@Injectable()
export class PaymentShareDesk {
  constructor(private readonly database: Database) {}

  /** The share behind a token, still to pay on a booking waiting for its payers; 404 or 409 otherwise. */
  async payable(token: string): Promise<PayableShare> {
    const manager = this.database.dataSource.manager;
    const payer = /^[0-9a-f]{32}$/.test(token)
      ? await manager.getRepository(ReservationPayer).findOneBy({ token })
      : null;
    if (!payer) throw new NotFoundException('error.notFound');
    if (payer.paidAt !== null || payer.paymentMethod !== null)
      throw new ConflictException({ message: 'reservations.payerAlreadyPaid' });
    const reservation = await manager.getRepository(Reservation).findOneByOrFail({ id: payer.reservationId });
    if (reservation.status !== 'awaitingPayment')
      throw new ConflictException({ message: 'reservations.shareNotPayable' });
    return {
      payerId: payer.id,
      shopId: payer.shopId,
      reservationId: payer.reservationId,
      amount: payer.amount,
    };
  }

  /** Remembers the imprint of a try (a newer try replaces an older one). */
  async attachImprint(payerId: number, imprintId: string): Promise<void> {
    await this.database.dataSource.manager
      .getRepository(ReservationPayer)
      .update({ id: payerId, paidAt: IsNull(), paymentMethod: IsNull() }, { cardImprintId: imprintId });
  }

  /** Whether the token's pending imprint is this one (the bank's way back names it). */
  async imprintOf(token: string): Promise<{ payerId: number; imprintId: string | null } | null> {
    const payer = /^[0-9a-f]{32}$/.test(token)
      ? await this.database.dataSource.manager.getRepository(ReservationPayer).findOneBy({ token })
      : null;
    return payer ? { payerId: payer.id, imprintId: payer.cardImprintId } : null;
  }

  /** Claims the share for a capture with this imprint; false when paid, claimed or tried again meanwhile. */
  async claim(payerId: number, imprintId: string): Promise<boolean> {
    const changed = await this.database.dataSource.manager
      .getRepository(ReservationPayer)
      .update(
        { id: payerId, paidAt: IsNull(), paymentMethod: IsNull(), cardImprintId: imprintId },
        { paymentMethod: 'card' },
      );
    return changed.affected === 1;
  }

  /** The capture failed: the share is to pay again. */
  async giveBack(payerId: number): Promise<void> {
    await this.database.dataSource.manager
      .getRepository(ReservationPayer)
      .update({ id: payerId, paidAt: IsNull(), paymentMethod: 'card' }, { paymentMethod: null });
  }

  /** The card was captured: the share is paid, and the booking confirmed when it was the last one. */
  async settle(payerId: number, captureId: string, now: Date): Promise<void> {
    await this.database.transaction(async (manager) => {
      const repository = manager.getRepository(ReservationPayer);
      const changed = await repository.update(
        { id: payerId, paidAt: IsNull(), paymentMethod: 'card' },
        { paidAt: now, cardCaptureId: captureId },
      );
      if (changed.affected !== 1) throw new ConflictException('error.conflict');
      const { reservationId } = await repository.findOneByOrFail({ id: payerId });
      if (!(await repository.existsBy({ reservationId, paidAt: IsNull() })))
        await manager
          .getRepository(Reservation)
          .update({ id: reservationId, status: 'awaitingPayment' }, { status: 'confirmed' });
    });
  }
}
