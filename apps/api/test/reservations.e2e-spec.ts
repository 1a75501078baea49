import pactum from 'pactum';
import sharp from 'sharp';
import { addDays } from '@cuvee/kernel';
import { Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { Reservation, SEND_REMINDERS_JOB } from '@cuvee/reservations';
import { OrderLine } from '@cuvee/sales';
import { mailsTo, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { messagesOf, shopIdOf } from './orders-fixtures.js';
import {
  booking,
  bookingOrder,
  checkoutBookings,
  createEvent,
  slotsOf,
  today,
  visit,
  type EventRow,
  type SlotRow,
} from './reservations-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Wine tourism through the API: events and their slots, bookings from the shop's cart through the
 * checkout (priced by the event, the tourist tax per counted person, options taking no place), the bad
 * input refused with clear words and nothing taken, the back office's bookings by phone with check-in,
 * and cancelling (the buyer within the delay, the seller refusing the order) giving the places back.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let event: EventRow;
let slots: SlotRow[];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  // Yesterday's one-off slot exists and is over.
  const past = visit() as { schedule: Record<string, unknown> };
  event = await createEvent(
    as('proprietaire'),
    visit({
      schedule: {
        ...past.schedule,
        oneOff: [{ date: addDays(today(), -1), hours: { start: '10:00', end: '11:30' } }],
      },
    }),
  );
  slots = await slotsOf(event.id);
});
afterAll(() => api.stop());

/** The .ics attachment of a mail as written to the outbox (base64 or quoted-printable part). */
function icsOfMail(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: text\/calendar/i.test(p))!;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /base64/i.test(head!) ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString() : content;
}

const placesLeft = async (slotId: string): Promise<number> =>
  (await slotsOf(event.id)).find((slot) => slot.id === slotId)!.placesLeft;

describe('events', () => {
  test('a daily schedule gives one slot a day at 10:00 Paris time, with every place left', () => {
    expect(slots).toHaveLength(7);
    expect(slots[0]).toEqual(
      expect.objectContaining({ id: `${addDays(today(), 1)}T10:00`, placesLeft: 5, open: true }),
    );
    expect(event.rates.map((rate) => [rate.id, rate.kind, rate.notCounting])).toEqual([
      ['adult', 'adult', false],
      ['child', 'child', false],
      ['option', 'option', true],
    ]);
  });

  test('an event without a counted rate, or whose schedule gives no slot, is refused in words', async () => {
    const noPerson = await pactum
      .spec()
      .post('/v1/reservation-events')
      .withHeaders(as('proprietaire'))
      .withJson(visit({ rates: [{ kind: 'option', labelFr: 'Déjeuner', priceTtc: 2500 }] }))
      .expectStatus(400);
    expect(messagesOf(noPerson.json as { message: string[] })).toEqual([
      'Ajoutez au moins un tarif adulte ou enfant',
    ]);
    const past = await pactum
      .spec()
      .post('/v1/reservation-events')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .withJson(
        visit({
          schedule: {
            oneOff: [{ date: '2020-01-01', hours: { start: '10:00', end: '11:00' } }],
            weekly: [],
            exceptions: [],
            closedWeekdays: [],
          },
        }),
      )
      .expectStatus(400);
    expect(messagesOf(past.json as { message: string[] })).toEqual([
      'This schedule gives no time slot in the coming year',
    ]);
  });

  test("an event's photos are uploaded and served as the catalogue's pictures; another shop's are refused", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7B2D26' } })
      .png()
      .toBuffer();
    const upload = async (headers: Record<string, string>) =>
      (
        await pactum
          .spec()
          .post('/v1/reservation-events/photos')
          .withHeaders(headers)
          .withJson({ data: `data:image/png;base64,${png.toString('base64')}` })
          .expectStatus(201)
      ).json as { key: string; url: string };
    const photo = await upload(as('proprietaire'));
    expect(photo.key).toMatch(/^catalogue\/\d+\/[0-9a-f-]{36}\.webp$/);
    const edited = await pactum
      .spec()
      .post('/v1/reservation-events')
      .withHeaders(as('proprietaire'))
      .withJson(visit({ titleFr: 'Visite en images', photos: [photo.key] }))
      .expectStatus(201);
    expect(edited.json).toEqual(expect.objectContaining({ photos: [photo.key], photoUrls: [photo.url] }));
    const id = (edited.json as { id: number }).id;
    const offer = await pactum.spec().get(`/v1/event-offers/${id}`).expectStatus(200);
    expect((offer.json as { photoUrls: string[] }).photoUrls).toEqual([photo.url]);
    const served = await fetch(`${api.url}${photo.url}?width=320`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Another shop's upload, or an address typed in, is not a photo of this shop.
    const foreign = await upload(as('exemple'));
    const refused = await pactum
      .spec()
      .put(`/v1/reservation-events/${id}`)
      .withHeaders(as('proprietaire'))
      .withJson(visit({ photos: [foreign.key, 'https://example.test/a.jpg'] }))
      .expectStatus(400);
    expect(messagesOf(refused.json as { message: string[] })).toEqual([
      "Cette image n'appartient pas à la boutique",
    ]);
  });

  test("another shop's event answers 404, and its owner's list does not show it", async () => {
    await pactum
      .spec()
      .get(`/v1/reservation-events/${event.id}`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
    const list = await pactum
      .spec()
      .get('/v1/reservation-events')
      .withHeaders(as('exemple'))
      .expectStatus(200);
    expect(list.json).toEqual([]);
    // The shop's own list: the demo's two events, this one and the one with photos.
    const own = await pactum
      .spec()
      .get('/v1/reservation-events')
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectHeaderContains('content-range', 'reservation-events 0-3/4');
    expect((own.json as EventRow[]).map((row) => row.id)).toContain(event.id);
  });
});

describe('booking through the cart and the checkout', () => {
  test('2 adults, 1 child and a lunch: priced by the event, tourist tax on the 3 counted, 3 places taken', async () => {
    const slot = slots[0]!;
    const answer = await checkoutBookings(as('acheteur'), [
      bookingOrder(shopId, [booking(event, slot, { adult: 2, child: 1, option: 1, touristTax: 9 })]),
    ]).expectStatus(201);
    const placed = (answer.json as { orders: { id: number; totalTTC: number; status: string }[] }).orders[0]!;
    // 2 × 15 € + 8 € + 25 € lunch, plus 3 × 1,20 € of tourist tax (not the 9 the cart said).
    expect(placed).toEqual(expect.objectContaining({ totalTTC: 3000 + 800 + 2500 + 360, status: 'pending' }));
    expect(await placesLeft(slot.id)).toBe(2);

    const lines = await api
      .get(Database)
      .dataSource.getRepository(OrderLine)
      .find({ where: { orderId: placed.id }, order: { position: 'ASC' } });
    expect(lines.map((l) => [l.productType, l.quantity, l.vatRate, l.totalTtc])).toEqual([
      ['reservation', 2, 20, 3000],
      ['reservation', 1, 20, 800],
      ['reservation', 1, 20, 2500],
      ['touristTax', 3, 0, 360],
    ]);
    expect(lines[3]!.name).toMatch(/^Visite des caves — Taxe de séjour \(\d\d\/\d\d\/\d{4} 10:00\)$/);

    const mine = await pactum
      .spec()
      .get('/v1/reservations')
      .withHeaders(as('acheteur'))
      .withQueryParams({ filter: JSON.stringify({ orderId: placed.id }) })
      .expectStatus(200);
    expect(mine.json).toEqual([
      expect.objectContaining({
        eventId: event.id,
        slotId: slot.id,
        persons: 3,
        status: 'confirmed',
        totalTtc: 6660,
      }),
    ]);

    // The confirmation mail carries the booking as an .ics file, in UTC.
    const email = (mine.json as { contactEmail: string }[])[0]!.contactEmail;
    const mail = await waitFor(async () =>
      mailsTo(api.config.dataDir, email).find((m) => m.decoded.includes('Votre réservation pour')),
    );
    expect(mail.decoded).toContain('Votre réservation pour « Visite des caves »');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/);
    expect(mail.raw).toContain('reservation.ics');
    const ics = icsOfMail(mail.raw);
    expect(ics).toContain(`DTSTART:${slot.start.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics).toContain('SUMMARY:Visite des caves');
  });

  test('a booking order is invoiced like any other: a line per rate, the tourist tax on its own at 0 %', async () => {
    const slot = slots[6]!;
    const answer = await checkoutBookings(as('acheteur'), [
      bookingOrder(shopId, [booking(event, slot, { adult: 2, option: 1 })]),
    ]).expectStatus(201);
    const orderId = (answer.json as { orders: { id: number }[] }).orders[0]!.id;
    await pactum
      .spec()
      .put(`/v1/orders/${orderId}/validate`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const draft = await pactum
      .spec()
      .post('/v1/invoices')
      .withHeaders(as('proprietaire'))
      .withJson({ source: { kind: 'orders', ids: [orderId] } })
      .expectStatus(201);
    const invoice = draft.json as {
      totalTtc: number;
      lines: { label: string; quantity: number; vatRateBp: number }[];
    };
    expect(invoice.totalTtc).toBe(2 * 1500 + 2500 + 2 * 120);
    const lines = invoice.lines.map((l) => [l.label.split(' (')[0], l.quantity, l.vatRateBp]);
    expect(lines).toEqual([
      ['Visite des caves — Adulte', 2, 2000],
      ['Visite des caves — Déjeuner', 1, 2000],
      ['Visite des caves — Taxe de séjour', 2, 0],
    ]);
  });

  test("the cart's price counts the bookings at the event's prices and says what keeps one from being ordered", async () => {
    const slot = slots[5]!;
    const answer = await pactum
      .spec()
      .post('/v1/orders/get-cart-price')
      .withHeaders(as('acheteur'))
      .withJson({
        orders: [
          bookingOrder(shopId, [booking(event, slot, { adult: 2, option: 1 })]),
          bookingOrder(shopId, [booking(event, slot, { child: 1 })]),
        ],
      })
      .expectStatus(200);
    const [adults, child] = answer.json as { price: { totalTTC: number; tva: number }; rules: string[] }[];
    // 2 × 15 € + a 25 € lunch, VAT 20 % inside; 2 × 1,20 € of tourist tax outside VAT.
    expect(adults!.price.totalTTC).toBe(3000 + 2500 + 240);
    expect(adults!.price.tva).toBe(917);
    expect(adults!.rules).toEqual([]);
    expect(child!.rules).toEqual(
      expect.arrayContaining(['Un adulte au moins doit participer à cet événement']),
    );
  });

  test("the cart's rules for bookings, end to end: merged by event, slot and times, tax on the counted persons, a line without one dropped, then ordered", async () => {
    const slot = slots[5]!;
    const later = { ...slot, start: slot.end, end: new Date(Date.parse(slot.end) + 3_600_000).toISOString() };
    // The account's saved cart: one adult.
    await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(as('acheteur'))
      .withQueryParams({ message: 'false' })
      .withJson({
        cart: {
          orders: [bookingOrder(shopId, [booking(event, slot, { adult: 1, touristTax: 1 })])],
          lastUpdated: null,
        },
      })
      .expectStatus(200);
    // The anonymous cart at login: the same slot (one more adult, a lunch that counts no one, a tax
    // quantity the server does not believe), the same slot id at other times, and an option alone.
    const merged = (
      await pactum
        .spec()
        .post('/v1/orders/merge-cart')
        .withHeaders(as('acheteur'))
        .withJson({
          orders: [
            bookingOrder(shopId, [
              booking(event, slot, { adult: 1, option: 1, touristTax: 7 }),
              booking(event, later, { child: 1, touristTax: 1 }),
              booking(event, slots[4]!, { option: 2, touristTax: 2 }),
            ]),
          ],
        })
        .expectStatus(200)
    ).json as {
      orders: {
        reservations: {
          selectedSlot: { start: string };
          selectedPrices: { priceId: string; quantity: number }[];
          totalQuantity: number;
          optionalQuantities: number;
          taxQuantities: number;
        }[];
      }[];
    };
    const lines = merged.orders[0]!.reservations;
    expect(
      lines.map((l) => [
        l.selectedSlot.start,
        l.selectedPrices.map((p) => [p.priceId, p.quantity]),
        l.totalQuantity,
        l.optionalQuantities,
        l.taxQuantities,
      ]),
    ).toEqual([
      [
        slot.start,
        [
          ['adult', 2],
          ['touristTax', 2],
          ['option', 1],
        ],
        2,
        1,
        2,
      ],
      [
        later.start,
        [
          ['child', 1],
          ['touristTax', 1],
        ],
        1,
        0,
        1,
      ],
    ]);
    // Priced by the server as merged; six persons on the slot would be over its places.
    const priced = (
      await pactum
        .spec()
        .post('/v1/orders/get-cart-price')
        .withHeaders(as('acheteur'))
        .withJson({
          orders: [
            bookingOrder(shopId, [lines[0]!]),
            bookingOrder(shopId, [booking(event, slot, { adult: 6, touristTax: 6 })]),
          ],
        })
        .expectStatus(200)
    ).json as { price: { totalTTC: number }; rules: string[] }[];
    expect(priced[0]!.price.totalTTC).toBe(2 * 1500 + 2500 + 2 * 120);
    expect(priced[0]!.rules).toEqual([]);
    expect(priced[1]!.rules).toContain('Vous avez atteint la quantité maximale de places pour ce créneau');
    // Ordered as merged: two places taken, the lunch takes none.
    await checkoutBookings(as('acheteur'), [bookingOrder(shopId, [lines[0]!])]).expectStatus(201);
    expect(await placesLeft(slot.id)).toBe(3);
  });

  test('bad bookings are refused all at once in words, and nothing is taken', async () => {
    const slot = slots[1]!;
    const yesterday = `${addDays(today(), -1)}T10:00`;
    const answer = await checkoutBookings(as('acheteur'), [
      bookingOrder(shopId, [
        booking(event, slot, { child: 2 }),
        booking(event, { ...slot, id: yesterday }, { adult: 1 }),
        booking(event, slot, { adult: 6 }),
        booking({ ...event, id: 999_999 }, slot, { adult: 1 }),
        booking(event, slot, { adult: 1, vip: 1 }),
      ]),
    ]).expectStatus(400);
    expect(messagesOf(answer.json as { message: string[] })).toEqual(
      expect.arrayContaining([
        'Un adulte au moins doit participer à cet événement',
        'Ce créneau est passé',
        'Vous avez atteint la quantité maximale de places pour ce créneau',
        "Cet événement n'existe pas ou n'est plus proposé",
        'Le tarif "vip" n\'existe pas pour cet événement',
      ]),
    );
    expect(await placesLeft(slot.id)).toBe(5);
  });

  test("another shop's event cannot be booked through this shop's order", async () => {
    const other = await createEvent(as('exemple'), visit({ titleFr: 'Dégustation' }));
    const otherSlots = (
      await pactum
        .spec()
        .get(`/v1/event-offers/${other.id}/slots`)
        .withQueryParams({ from: addDays(today(), 1), to: addDays(today(), 1) })
        .expectStatus(200)
    ).json as SlotRow[];
    const answer = await checkoutBookings(as('acheteur'), [
      bookingOrder(shopId, [booking(other, otherSlots[0]!, { adult: 1 })]),
    ]).expectStatus(400);
    expect(messagesOf(answer.json as { message: string[] })).toContain(
      "Cet événement n'existe pas ou n'est plus proposé",
    );
  });

  test('the buyer cancels within the delay: the places come back, the order left empty is cancelled; twice is refused', async () => {
    const slot = slots[2]!;
    // The shop's minimum order (30 € HT) counts bookings too: 3 adults.
    const answer = await checkoutBookings(as('acheteur'), [
      bookingOrder(shopId, [booking(event, slot, { adult: 3 })]),
    ]).expectStatus(201);
    const orderId = (answer.json as { orders: { id: number }[] }).orders[0]!.id;
    expect(await placesLeft(slot.id)).toBe(2);
    const [mine] = (
      await pactum
        .spec()
        .get('/v1/reservations')
        .withHeaders(as('acheteur'))
        .withQueryParams({ filter: JSON.stringify({ orderId }) })
        .expectStatus(200)
    ).json as { id: number; cancellable: boolean; shopName: string }[];
    expect(mine!.cancellable).toBe(true);
    // Named by its shop: a buyer's bookings span several producers.
    expect(mine!.shopName).toBe('Domaine des Demoiselles');
    await pactum.spec().get(`/v1/reservations/${mine!.id}`).withHeaders(as('exemple')).expectStatus(404);
    await pactum
      .spec()
      .post(`/v1/reservations/${mine!.id}/cancel`)
      .withHeaders(as('acheteur'))
      .expectStatus(200)
      .expectJsonLike({ status: 'cancelled', cancellable: false, shopName: 'Domaine des Demoiselles' });
    expect(await placesLeft(slot.id)).toBe(5);
    // The order held nothing else: it is cancelled, its payment with it.
    await pactum
      .spec()
      .get(`/v1/orders/${orderId}`)
      .withHeaders(as('acheteur'))
      .expectStatus(200)
      .expectJsonLike({ status: 'cancelled' });
    await pactum
      .spec()
      .post(`/v1/reservations/${mine!.id}/cancel`)
      .withHeaders(as('acheteur'))
      .expectStatus(409)
      .expectJsonLike({ message: 'Cette réservation est déjà annulée' });
  });

  test('the seller refuses the order: its booking is cancelled and the places come back', async () => {
    const slot = slots[3]!;
    const answer = await checkoutBookings(as('acheteur'), [
      bookingOrder(shopId, [booking(event, slot, { adult: 2, child: 1 })]),
    ]).expectStatus(201);
    const orderId = (answer.json as { orders: { id: number }[] }).orders[0]!.id;
    expect(await placesLeft(slot.id)).toBe(2);
    await pactum
      .spec()
      .put(`/v1/orders/${orderId}/refuse`)
      .withHeaders(as('proprietaire'))
      .withJson({ reason: 'Caves fermées ce jour-là' })
      .expectStatus(200);
    expect(await placesLeft(slot.id)).toBe(5);
    const rows = (
      await pactum
        .spec()
        .get('/v1/reservations')
        .withHeaders(as('proprietaire'))
        .withQueryParams({ filter: JSON.stringify({ orderId }) })
        .expectStatus(200)
    ).json as { status: string }[];
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
  });
});

describe('the back office', () => {
  test('a booking by phone takes its places at once, then the visitors are checked in', async () => {
    const slot = slots[4]!;
    const made = await pactum
      .spec()
      .post('/v1/reservations')
      .withHeaders(as('proprietaire'))
      .withJson({
        eventId: event.id,
        slotId: slot.id,
        rates: [{ rateId: 'adult', quantity: 4 }],
        contactName: 'Famille Martin',
        contactPhone: '0601020304',
      })
      .expectStatus(201);
    const id = (made.json as { id: number; totalTtc: number }).id;
    expect((made.json as { totalTtc: number }).totalTtc).toBe(4 * 1500 + 4 * 120);
    expect(await placesLeft(slot.id)).toBe(1);
    const full = await pactum
      .spec()
      .post('/v1/reservations')
      .withHeaders(as('proprietaire'))
      .withJson({
        eventId: event.id,
        slotId: slot.id,
        rates: [{ rateId: 'adult', quantity: 2 }],
        contactName: 'Dupont',
      })
      .expectStatus(400);
    expect(messagesOf(full.json as { message: string[] })).toEqual([
      'Vous avez atteint la quantité maximale de places pour ce créneau',
    ]);
    await pactum
      .spec()
      .post(`/v1/reservations/${id}/check-in`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectJsonLike({ contactName: 'Famille Martin', status: 'confirmed' });
    const day = await pactum
      .spec()
      .get('/v1/reservations')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: JSON.stringify({ eventId: event.id, slotId: slot.id }) })
      .expectStatus(200);
    expect((day.json as { checkedInAt: string | null }[]).map((row) => row.checkedInAt !== null)).toEqual([
      true,
    ]);
    // The calendar shows it beside the tasks, done once checked in; another shop's does not.
    const calendar = async (who: string) =>
      (
        await pactum
          .spec()
          .get('/v1/calendar')
          .withHeaders(as(who))
          .withQueryParams({ from: addDays(today(), 1), to: addDays(today(), 8) })
          .expectStatus(200)
      ).json as { id: string; kind: string; title: string; done: boolean; link: string }[];
    expect((await calendar('proprietaire')).find((e) => e.id === `reservation-${id}`)).toEqual(
      expect.objectContaining({
        kind: 'reservation',
        title: 'Visite des caves · Famille Martin (4)',
        done: true,
        link: `/dashboard/reservations/${id}`,
      }),
    );
    expect((await calendar('exemple')).map((e) => e.id)).not.toContain(`reservation-${id}`);
    // The buyer's list holds only their own bookings.
    const theirs = await pactum.spec().get('/v1/reservations').withHeaders(as('acheteur')).expectStatus(200);
    expect((theirs.json as { id: number }[]).map((row) => row.id)).not.toContain(id);
    await pactum.spec().post(`/v1/reservations/${id}/check-in`).withHeaders(as('exemple')).expectStatus(404);
  });
});

describe('the reminder the day before', () => {
  test("the job mails tomorrow's visitors once, however often it runs", async () => {
    const tomorrow = slots[0]!;
    const made = await pactum
      .spec()
      .post('/v1/reservations')
      .withHeaders(as('proprietaire'))
      .withJson({
        eventId: event.id,
        slotId: tomorrow.id,
        rates: [{ rateId: 'adult', quantity: 1 }],
        contactName: 'Claire Petit',
        contactEmail: 'claire.petit@example.test',
      })
      .expectStatus(201);
    const id = (made.json as { id: number }).id;
    const queue = api.get<JobQueue>(JOB_QUEUE);
    for (const run of [1, 2]) {
      const job = await queue.add(SEND_REMINDERS_JOB, {}, { jobId: `reminders-test-${run}` });
      await waitFor(async () => {
        const current = await queue.getJob(job.id);
        return current?.status === 'completed' ? current : undefined;
      });
    }
    const reminders = mailsTo(api.config.dataDir, 'claire.petit@example.test').filter((m) =>
      m.subject.startsWith('Rappel'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Rappel : Visite des caves demain');
    const row = await api.get(Database).dataSource.getRepository(Reservation).findOneByOrFail({ id });
    expect(row.reminderSentAt).not.toBeNull();
  });
});
