import pactum from 'pactum';
import { addDays } from '@cuvee/kernel';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { createEvent, slotsOf, today, visit, type EventRow, type SlotRow } from './reservations-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The back office's calendar shows the slots of the shop's events with their places left, beside the
 * bookings and the tasks; another shop's slots never.
 */

interface CalendarRow {
  id: string;
  kind: string;
  title: string;
  start: string;
  done: boolean;
  link: string;
}

let api: TestApi;
let as: DemoSessions['as'];
let event: EventRow;
let slots: SlotRow[];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  event = await createEvent(as('proprietaire'), visit({ titleFr: 'Visite du calendrier', capacity: 4 }));
  slots = await slotsOf(event.id, 1, 3);
});
afterAll(() => api.stop());

const calendar = async (who: string): Promise<CalendarRow[]> =>
  (
    await pactum
      .spec()
      .get('/v1/calendar')
      .withHeaders(as(who))
      .withQueryParams({ from: addDays(today(), 1), to: addDays(today(), 4) })
      .expectStatus(200)
  ).json as CalendarRow[];

test('each slot shows its places left, the bookings take them, a full slot reads done', async () => {
  const [first, second] = slots;
  const book = (slot: SlotRow, adults: number) =>
    pactum
      .spec()
      .post('/v1/reservations')
      .withHeaders(as('proprietaire'))
      .withJson({
        eventId: event.id,
        slotId: slot.id,
        rates: [{ rateId: 'adult', quantity: adults }],
        contactName: 'Groupe du calendrier',
      })
      .expectStatus(201);
  await book(first!, 3);
  await book(second!, 4);

  const ours = (await calendar('proprietaire')).filter(
    (row) => row.kind === 'slot' && row.title.startsWith('Visite du calendrier'),
  );
  // Tomorrow to the day after next: one 10:00 slot a day.
  expect(ours.map((row) => [row.start, row.title, row.done])).toEqual(
    slots.map((slot) => [
      slot.start,
      `Visite du calendrier · ${slot === first ? 1 : slot === second ? 0 : 4}/4 places`,
      slot === second,
    ]),
  );
  expect(ours[0]!.link).toBe(
    `/dashboard/reservations?filter=${encodeURIComponent(JSON.stringify({ eventId: event.id, slotId: first!.id }))}`,
  );
  // The bookings are there too, beside their slots.
  expect(
    (await calendar('proprietaire')).filter((row) => row.kind === 'reservation').length,
  ).toBeGreaterThanOrEqual(2);
  expect((await calendar('exemple')).map((row) => row.title)).not.toContain(ours[0]!.title);
});
