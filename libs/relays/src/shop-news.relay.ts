import { Injectable } from '@nestjs/common';
import { PaymentRecordedEvent } from '@cuvee/billing';
import { Client } from '@cuvee/crm';
import { formatMoney } from '@cuvee/kernel';
import { NotificationsService, type NewNotification, type NotifyOptions } from '@cuvee/messaging';
import { Database, OnEvent } from '@cuvee/platform';
import { Reservation, ReservationBookedEvent } from '@cuvee/reservations';
import { shopOwnerOf } from './shop-owner.js';

const CENTRE: NotifyOptions = { channels: ['centre'] };
const MAIL: NotifyOptions = { channels: ['mail'] };

/**
 * A booking made on the shop front and a payment the owner did not record themselves are told to the
 * shop's owner, as their preferences for `booking` and `payment` say. The line of the centre at once,
 * the mail queued (slow, so sent by whichever process runs jobs), as for orders (OrderPlacedRelay).
 * Reservations and billing may not depend on messaging, so the composition root connects them.
 */
@Injectable()
export class ShopNewsRelay {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly database: Database,
  ) {}

  @OnEvent(ReservationBookedEvent)
  async bookingInCentre(booked: ReservationBookedEvent): Promise<void> {
    await this.tell(await this.booking(booked), CENTRE);
  }

  @OnEvent(ReservationBookedEvent, { delivery: 'queued' })
  async bookingByMail(booked: ReservationBookedEvent): Promise<void> {
    await this.tell(await this.booking(booked), MAIL);
  }

  @OnEvent(PaymentRecordedEvent)
  async paymentInCentre(payment: PaymentRecordedEvent): Promise<void> {
    await this.tell(await this.payment(payment), CENTRE);
  }

  @OnEvent(PaymentRecordedEvent, { delivery: 'queued' })
  async paymentByMail(payment: PaymentRecordedEvent): Promise<void> {
    await this.tell(await this.payment(payment), MAIL);
  }

  private async tell(notification: NewNotification | null, options: NotifyOptions): Promise<void> {
    if (notification) await this.notifications.notify([notification], options);
  }

  /** A booking taken by the shop in the back office is news to no one there. */
  private async booking(booked: ReservationBookedEvent): Promise<NewNotification | null> {
    const reservation = await this.database.dataSource
      .getRepository(Reservation)
      .findOneBy({ id: booked.reservationId });
    if (!reservation || reservation.channel !== 'shop') return null;
    const owner = await shopOwnerOf(this.database, booked.shopId);
    if (!owner) return null;
    const day = reservation.startsAt.toLocaleString('fr-FR', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const content = `Nouvelle réservation : ${reservation.eventTitle}, ${day}, ${reservation.persons} pers. (${reservation.contactName})`;
    return {
      userId: owner.user.id,
      shopId: booked.shopId,
      type: 'booking',
      content: content.slice(0, 500),
      redirectLink: `/dashboard/reservations/${reservation.id}`,
      mail: {
        subject: `Nouvelle réservation — ${reservation.eventTitle}`,
        paragraphs: [`${content}.`],
        button: 'Voir la réservation',
      },
    };
  }

  private async payment(payment: PaymentRecordedEvent): Promise<NewNotification | null> {
    const owner = await shopOwnerOf(this.database, payment.shopId);
    // A refund sent back to a client is no payment received.
    if (!owner || payment.recordedById === owner.user.id || payment.direction === 'out') return null;
    const client = await this.database.dataSource.getRepository(Client).findOne({
      where: { id: payment.clientId, shopId: payment.shopId },
      select: { id: true, displayName: true },
    });
    const content = `Paiement reçu : ${formatMoney(payment.amount, 'fr')} de ${client?.displayName ?? 'un client'}`;
    return {
      userId: owner.user.id,
      shopId: payment.shopId,
      type: 'payment',
      content: content.slice(0, 500),
      redirectLink: '/dashboard/payments',
      mail: { subject: content, paragraphs: [`${content}.`], button: 'Voir les paiements' },
    };
  }
}
