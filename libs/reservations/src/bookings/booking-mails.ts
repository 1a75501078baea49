import { Injectable } from '@nestjs/common';
import { Between, IsNull } from 'typeorm';
import { Shop } from '@cuvee/iam';
import { addDays, parisDateOf, parisDayStart } from '@cuvee/kernel';
import { Database, MailSender, OnEvent } from '@cuvee/platform';
import { icsOf } from '../domain/ics.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationBookedEvent } from '../events/reservation-booked.event.js';
import { confirmationMail, reminderMail, titleIn, whenOf } from './booking-mail-texts.js';
import { Reservation } from './reservation.entity.js';

/**
 * The visitor's mails (docs/reservations.md "Mails"): the confirmation with the booking as an .ics
 * file once it is taken, and the reminder the day before (the `reservations.send-reminders` job).
 * In the booker's language (French or English); a booking without an address gets none.
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
    const locale = reservation.locale;
    const title = titleIn(event, locale);
    const mail = confirmationMail(locale, {
      contactName: reservation.contactName,
      title,
      shopName: shop.name,
      when: whenOf(reservation.startsAt, fullDay, locale),
      persons: reservation.persons,
      totalTtc: reservation.totalTtc,
      location: event.location,
      message: event.confirmationMessage,
      cancellationHours: event.cancellationHours,
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
            summary: `${title} — ${shop.name}`,
            location: event.location,
            description:
              `${reservation.persons} ${locale === 'en' ? 'person(s)' : 'personne(s)'}. ${event.confirmationMessage ?? ''}`.trim(),
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
        const event = await manager.getRepository(ReservationEvent).findOneBy({ id: reservation.eventId });
        const mail = reminderMail(reservation.locale, {
          contactName: reservation.contactName,
          title: event ? titleIn(event, reservation.locale) : reservation.eventTitle,
          when: whenOf(reservation.startsAt, !reservation.slotKey.includes('T'), reservation.locale),
          persons: reservation.persons,
        });
        await this.mail.send({ to: reservation.contactEmail, ...mail });
        sent++;
      }
      await progress(Math.round(((index + 1) * 100) / due.length));
    }
    return sent;
  }
}
