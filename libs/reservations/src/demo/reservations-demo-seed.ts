import type { EntityManager } from 'typeorm';
import { Shop } from '@cuvee/iam';
import { addDays, parisDateOf } from '@cuvee/kernel';
import { priceBooking, type Rate } from '../domain/booking-rules.js';
import { slotsBetween, type EventSchedule } from '../domain/schedule.js';
import { Reservation } from '../bookings/reservation.entity.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationSlot } from '../slots/reservation-slot.entity.js';

const DEMO_SHOP = 'DEMO';

interface DemoEvent {
  fields: Omit<ReservationEvent, 'id' | 'shopId' | 'schedule' | 'archivedAt' | 'createdAt' | 'updatedAt'>;
  schedule: (today: string) => EventSchedule;
}

const visitRates: Rate[] = [
  { id: 'adult', kind: 'adult', labelFr: 'Adulte', labelEn: 'Adult', priceTtc: 1500, notCounting: false },
  {
    id: 'child',
    kind: 'child',
    labelFr: 'Enfant (6-17 ans)',
    labelEn: 'Child (6-17)',
    priceTtc: 600,
    notCounting: false,
  },
  {
    id: 'baby',
    kind: 'child',
    labelFr: 'Moins de 6 ans',
    labelEn: 'Under 6',
    priceTtc: 0,
    notCounting: true,
  },
  {
    id: 'option',
    kind: 'option',
    labelFr: 'Planche de fromages',
    labelEn: 'Cheese board',
    priceTtc: 1200,
    notCounting: true,
  },
];

const EVENTS: DemoEvent[] = [
  {
    fields: {
      titleFr: 'Visite des caves et dégustation',
      titleEn: 'Cellar tour and tasting',
      descriptionFr:
        'Une heure et demie dans les caves creusées dans le tuffeau, puis cinq vins du domaine commentés par le vigneron.',
      descriptionEn: 'An hour and a half in the tufa cellars, then five of our wines with the winemaker.',
      photos: [],
      languages: ['fr', 'en'],
      durationMinutes: 90,
      location: 'Domaine des Demoiselles, le caveau',
      capacity: 12,
      confirmationMessage: 'Prévoyez une petite laine : il fait 12 °C dans les caves.',
      cutoffHours: 2,
      cancellationHours: 48,
      touristTax: 100,
      adultRequired: true,
      online: true,
      rates: visitRates,
    },
    schedule: (today) => ({
      oneOff: [],
      weekly: [
        {
          weekdays: [2, 3, 4, 5, 6],
          hours: [
            { start: '10:30', end: '12:00' },
            { start: '15:00', end: '16:30' },
          ],
          from: today,
          until: null,
        },
      ],
      exceptions: [],
      closedWeekdays: [7],
    }),
  },
  {
    fields: {
      titleFr: 'Atelier assemblage',
      titleEn: 'Blending workshop',
      descriptionFr:
        'Composez votre propre cuvée à partir de trois cépages et repartez avec votre bouteille.',
      descriptionEn: 'Blend your own wine from three grapes and take your bottle home.',
      photos: [],
      languages: ['fr'],
      durationMinutes: 150,
      location: 'Domaine des Demoiselles, le chai',
      capacity: 8,
      confirmationMessage: null,
      cutoffHours: 24,
      cancellationHours: 72,
      touristTax: 100,
      adultRequired: true,
      online: true,
      rates: [
        {
          id: 'adult',
          kind: 'adult',
          labelFr: 'Participant',
          labelEn: 'Participant',
          priceTtc: 4500,
          notCounting: false,
        },
      ],
    },
    // Saturday mornings, and one evening session in three weeks.
    schedule: (today) => ({
      oneOff: [{ date: addDays(today, 21), hours: { start: '18:00', end: '20:30' } }],
      weekly: [
        { weekdays: [6], hours: [{ start: '09:30', end: '12:00' }], from: today, until: addDays(today, 90) },
      ],
      exceptions: [],
      closedWeekdays: [],
    }),
  },
];

const BOOKINGS = [
  {
    event: 0,
    slot: 1,
    contact: 'Famille Lefèvre',
    email: 'lefevre@example.test',
    rates: { adult: 2, child: 2, option: 1 },
  },
  { event: 0, slot: 1, contact: 'Sophie Bernard', email: 'sophie.bernard@example.test', rates: { adult: 3 } },
  { event: 0, slot: 4, contact: 'Paul et Anne Roux', email: null, rates: { adult: 2, baby: 1 } },
  {
    event: 1,
    slot: 0,
    contact: 'Comité d’entreprise Valrhône',
    email: 'ce@valrhone.example',
    rates: { adult: 6 },
  },
];

/**
 * The demo shop's wine tourism: a cellar visit several times a week and a blending workshop on
 * Saturdays, from the day of the seed on, and a few bookings taken by phone in the coming days (their
 * places counted in the slots' rows). Nothing when the shop already has events.
 */
export async function seedReservationsDemo(manager: EntityManager): Promise<void> {
  const shop = await manager.getRepository(Shop).findOneBy({ code: DEMO_SHOP });
  if (!shop || (await manager.getRepository(ReservationEvent).existsBy({ shopId: shop.id }))) return;
  const today = parisDateOf(new Date());
  const events = await manager
    .getRepository(ReservationEvent)
    .save(
      EVENTS.map((demo) =>
        manager
          .getRepository(ReservationEvent)
          .create({ ...demo.fields, shopId: shop.id, schedule: demo.schedule(today), archivedAt: null }),
      ),
    );
  for (const booking of BOOKINGS) {
    const event = events[booking.event]!;
    // The slots from tomorrow on: none of them has started.
    const slot = slotsBetween(event.schedule, addDays(today, 1), addDays(today, 30))[booking.slot]!;
    const asked = Object.entries(booking.rates).map(([rateId, quantity]) => ({ rateId, quantity }));
    const { booking: priced } = priceBooking(event, asked, 'fr');
    const slots = manager.getRepository(ReservationSlot);
    const row = await slots.findOneBy({ eventId: event.id, slotKey: slot.key });
    if (row) await slots.update({ id: row.id }, { taken: row.taken + priced.persons });
    else
      await slots.save(
        slots.create({
          shopId: shop.id,
          eventId: event.id,
          slotKey: slot.key,
          startsAt: slot.start,
          endsAt: slot.end,
          capacity: event.capacity,
          taken: priced.persons,
        }),
      );
    await manager.getRepository(Reservation).save(
      manager.getRepository(Reservation).create({
        shopId: shop.id,
        eventId: event.id,
        eventTitle: event.titleFr,
        slotKey: slot.key,
        startsAt: slot.start,
        endsAt: slot.end,
        status: 'confirmed',
        channel: 'backoffice',
        orderId: null,
        orderNumber: null,
        buyerId: null,
        clientId: null,
        contactName: booking.contact,
        contactEmail: booking.email,
        contactPhone: null,
        persons: priced.persons,
        rates: [...priced.rates],
        totalTtc: priced.totalTtc,
        notes: null,
        checkedInAt: null,
        reminderSentAt: null,
        cancelledAt: null,
      }),
    );
  }
}
