import pactum from 'pactum';
import { Database } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { Reservation, ReservationSlot } from '@cuvee/reservations';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { messagesOf, shopIdOf } from './orders-fixtures.js';
import {
  booking,
  bookingOrder,
  checkoutBookings,
  createEvent,
  slotsOf,
  visit,
} from './reservations-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * No overbooking through the real checkout: 30 checkouts at once, each for one person, on a slot of
 * 5 places give exactly 5 orders and 25 "maximum reached" answers — some refused by the checkout's
 * read of the places left, the others by the slot ledger's conditional update when they lost the
 * race — and nothing is left behind: 5 places taken, 5 bookings, no draft. SQLite, and MariaDB +
 * Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  pactum.request.setDefaultTimeout(60_000);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
});
afterAll(() => api.stop());

test('30 simultaneous bookings for the last 5 places: 5 orders, 25 refusals, never a place too many', async () => {
  // One adult is above the shop's minimum order, so only the places can refuse.
  const event = await createEvent(
    as('proprietaire'),
    visit({
      titleFr: 'Dîner au chai',
      touristTax: 0,
      rates: [{ kind: 'adult', labelFr: 'Adulte', priceTtc: 9000 }],
    }),
  );
  const slot = (await slotsOf(event.id))[0]!;
  const cart = [bookingOrder(shopId, [booking(event, slot, { adult: 1 })])];
  const database = api.get(Database);
  // SQLite's driver is synchronous: each checkout would run to its end before the next reads anything,
  // and the read of the places left would refuse every loser. Holding the queue of SQLite writes for a
  // moment lets all thirty read "5 places left" before any takes one — the interleaving MariaDB gives
  // by itself — so only the ledger's conditional update stands between them and overbooking.
  const held =
    database.engine === 'sqlite'
      ? database.transaction(() => new Promise((resolve) => setTimeout(resolve, 3000)))
      : Promise.resolve();
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => checkoutBookings(as('acheteur'), cart).toss()),
  );
  await held;
  const placed = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode !== 201);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(25);
  // The race was run: some lost it at the conditional update, after reading places left.
  expect(refused.some((a) => a.statusCode === 409)).toBe(true);
  for (const answer of refused) {
    // Refused by the checkout's read (400) or by the ledger's conditional update (409): the same words.
    expect([400, 409]).toContain(answer.statusCode);
    expect(messagesOf(answer.body as { message: string | string[] })).toEqual([
      'Vous avez atteint la quantité maximale de places pour ce créneau',
    ]);
  }

  const manager = database.dataSource.manager;
  const row = await manager
    .getRepository(ReservationSlot)
    .findOneByOrFail({ eventId: event.id, slotKey: slot.id });
  expect(row).toEqual(expect.objectContaining({ capacity: 5, taken: 5 }));
  const bookings = await manager.getRepository(Reservation).findBy({ eventId: event.id });
  expect(bookings.map((b) => b.status)).toEqual(Array(5).fill('confirmed'));
  // The losers left no draft behind: the five orders are the bookings' orders, all placed.
  const orders = await manager.getRepository(Order).findBy({ shopId, status: 'draft', channel: 'shop' });
  expect(orders).toEqual([]);
  expect((await slotsOf(event.id))[0]!.placesLeft).toBe(0);
});
