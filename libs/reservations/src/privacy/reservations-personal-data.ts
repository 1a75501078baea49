import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { erasedDisplayName } from '@cuvee/kernel';
import {
  clientRowsOf,
  personalDataSheet,
  PersonalDataHolder,
  type AccountSections,
  type ClientSubject,
  type HolderPlan,
} from '@cuvee/platform';
import { Reservation } from '../bookings/reservation.entity.js';
import { visitToCome } from '../domain/booking-rules.js';

/**
 * Reservations' share of a client's personal data (ADR 0066): their bookings. A visit still to come
 * needs to know who comes, so it holds the identity; past and cancelled bookings lose the contact's
 * name, mail, phone and notes (what was sold stays on the order and its invoice).
 */
@Injectable()
@PersonalDataHolder('reservations')
export class ReservationsPersonalData implements PersonalDataHolder {
  readonly sheets = [
    personalDataSheet(
      'bookings',
      [
        { key: 'eventTitle', header: { fr: 'Événement', en: 'Event' } },
        { key: 'startsAt', header: { fr: 'Début', en: 'Starts' } },
        { key: 'status', header: { fr: 'Statut', en: 'Status' } },
        { key: 'persons', header: { fr: 'Personnes', en: 'People' } },
        { key: 'contactName', header: { fr: 'Contact', en: 'Contact' } },
        { key: 'contactEmail', header: { fr: 'E-mail', en: 'Email' } },
        { key: 'contactPhone', header: { fr: 'Téléphone', en: 'Phone' } },
        { key: 'notes', header: { fr: 'Notes', en: 'Notes' } },
      ],
      clientRowsOf(Reservation),
      (booking) => ({ ...booking }),
    ),
  ];

  /** The bookings the account made, in every shop. */
  async accountData(manager: EntityManager, userId: number): Promise<AccountSections> {
    const bookings = await manager
      .getRepository(Reservation)
      .find({ where: { buyerId: userId }, order: { id: 'ASC' } });
    return {
      bookings: bookings.map((booking) => ({
        shopId: booking.shopId,
        eventTitle: booking.eventTitle,
        startsAt: booking.startsAt,
        status: booking.status,
        persons: booking.persons,
        contactName: booking.contactName,
        contactEmail: booking.contactEmail,
        contactPhone: booking.contactPhone,
        totalTtc: booking.totalTtc,
      })),
    };
  }

  async plan(manager: EntityManager, subject: ClientSubject): Promise<HolderPlan> {
    const { coming, others } = await this.bookings(manager, subject);
    return {
      erased: [
        {
          what: { fr: 'Contact des réservations passées', en: 'Contact of past bookings' },
          count: others.length,
        },
      ],
      kept: [],
      holdsIdentity:
        coming.length > 0
          ? [
              {
                fr: `${coming.length} visite(s) à venir : l'identité du client est gardée jusqu'à leur date`,
                en: `${coming.length} visit(s) to come: the client's identity is kept until they take place`,
              },
            ]
          : [],
    };
  }

  async erase(manager: EntityManager, subject: ClientSubject): Promise<void> {
    const { others } = await this.bookings(manager, subject);
    if (others.length === 0) return;
    await manager.getRepository(Reservation).update(
      { id: In(others.map((booking) => booking.id)) },
      {
        contactName: erasedDisplayName(subject.clientId),
        contactEmail: null,
        contactPhone: null,
        notes: null,
      },
    );
  }

  /** The client's bookings: visits to come (not cancelled, not over) and the others. */
  private async bookings(
    manager: EntityManager,
    subject: ClientSubject,
  ): Promise<{ coming: Reservation[]; others: Reservation[] }> {
    const bookings = await manager.getRepository(Reservation).find({
      select: { id: true, status: true, endsAt: true },
      where: { shopId: subject.shopId, clientId: subject.clientId },
    });
    const now = new Date();
    const coming = bookings.filter((booking) => visitToCome(booking, now));
    return { coming, others: bookings.filter((booking) => !coming.includes(booking)) };
  }
}
