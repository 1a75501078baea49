import { Injectable } from '@nestjs/common';
import { Between, IsNull } from 'typeorm';
import { Shop } from '@cuvee/iam';
import { addDays, formatMoney, parisDateOf, parisDayStart } from '@cuvee/kernel';
import { composeMail, Database, MailSender, OnEvent } from '@cuvee/platform';
import { icsOf } from '../domain/ics.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationBookedEvent } from '../events/reservation-booked.event.js';
import { Reservation } from './reservation.entity.js';

const when = (start: Date, fullDay: boolean): string =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'full',
    ...(fullDay ? {} : { timeStyle: 'short' }),
  }).format(start);

/**
 * The visitor's mails (docs/reservations.md "Mails"): the confirmation with the booking as an .ics
 * file once it is taken, and the reminder the day before (the `reservations.send-reminders` job).
 * In French, the product's first language; a booking without an address gets none.
 */
@Injectable()
export class BookingMails {
  constructor(
    private readonly database: Database,
    private readonly mail: MailSender,
  ) {}

  @OnEvent(ReservationBookedEvent)
  async confirm(booked: ReservationBookedEvent): Promise<void> {
    const manager = this.database.dataSource.manager;
    const reservation = await manager.getRepository(Reservation).findOneBy({ id: booked.reservationId });
    if (!reservation?.contactEmail) return;
    const [event, shop] = await Promise.all([
      manager.getRepository(ReservationEvent).findOneByOrFail({ id: reservation.eventId }),
      manager.getRepository(Shop).findOneByOrFail({ id: reservation.shopId }),
    ]);
    const fullDay = !reservation.slotKey.includes('T');
    const mail = composeMail({
      subject: `Votre réservation : ${event.titleFr} — ${shop.name}`,
      greeting: `Bonjour ${reservation.contactName},`,
      paragraphs: [
        `Votre réservation pour « ${event.titleFr} » le ${when(reservation.startsAt, fullDay)} est confirmée.`,
        `${reservation.persons} personne(s) — ${formatMoney(reservation.totalTtc, 'fr')} TTC.`,
        ...(event.location ? [`Lieu : ${event.location}`] : []),
        ...(event.confirmationMessage ? [event.confirmationMessage] : []),
        `Vous pouvez annuler jusqu'à ${event.cancellationHours} h avant le début depuis votre espace.`,
      ],
      footer: 'Le fichier joint ajoute la visite à votre agenda.',
    });
    await this.mail.send({
      to: reservation.contactEmail,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: shop.contactEmail ?? undefined,
      attachments: [
        {
          filename: 'reservation.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: icsOf({
            uid: `reservation-${reservation.id}@cuvee`,
            start: reservation.startsAt,
            end: reservation.endsAt,
            summary: `${event.titleFr} — ${shop.name}`,
            location: event.location,
            description: `${reservation.persons} personne(s). ${event.confirmationMessage ?? ''}`.trim(),
            stamp: reservation.createdAt,
          }),
        },
      ],
    });
  }

  /**
   * Reminds the visitors of tomorrow's bookings (Paris days). Each booking is marked before its mail
   * leaves, by a conditional update: two runs at once, or a retried job, never remind twice.
   */
  async sendReminders(now: Date, progress: (percent: number) => Promise<void>): Promise<number> {
    const tomorrow = addDays(parisDateOf(now), 1);
    const manager = this.database.dataSource.manager;
    const due = await manager.getRepository(Reservation).find({
      where: {
        status: 'confirmed',
        reminderSentAt: IsNull(),
        // The Paris day's instants [start, next day's start).
        startsAt: Between(
          parisDayStart(tomorrow),
          new Date(parisDayStart(addDays(tomorrow, 1)).getTime() - 1),
        ),
      },
      take: 500,
    });
    let sent = 0;
    for (const [index, reservation] of due.entries()) {
      const claimed = await this.database.transaction((transaction) =>
        transaction
          .getRepository(Reservation)
          .update({ id: reservation.id, reminderSentAt: IsNull() }, { reminderSentAt: now }),
      );
      if (claimed.affected === 1 && reservation.contactEmail) {
        const mail = composeMail({
          subject: `Rappel : ${reservation.eventTitle} demain`,
          greeting: `Bonjour ${reservation.contactName},`,
          paragraphs: [
            `Nous vous attendons ${when(reservation.startsAt, !reservation.slotKey.includes('T'))} pour « ${reservation.eventTitle} » (${reservation.persons} personne(s)).`,
          ],
        });
        await this.mail.send({ to: reservation.contactEmail, ...mail });
        sent++;
      }
      await progress(Math.round(((index + 1) * 100) / due.length));
    }
    return sent;
  }
}
