import pactum from 'pactum';
import { formatMoney } from '@cuvee/kernel';
import { JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { REMIND_PAYERS_JOB } from '@cuvee/reservations';
import { mailsTo, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { messagesOf } from './orders-fixtures.js';
import { createEvent, slotsOf, visit, type EventRow, type SlotRow } from './reservations-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Payment groups: a booking taken at the estate split between payers whose shares add up to its total;
 * each is mailed a link to their share, the booking waits (its places held) until the shop has
 * recorded every share, and the payers who have not paid are reminded by a job, once a day.
 */

interface PayerRow {
  id: number;
  email: string;
  amount: number;
  link: string;
  paidAt: string | null;
}

let api: TestApi;
let as: DemoSessions['as'];
let event: EventRow;
let slots: SlotRow[];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  event = await createEvent(as('proprietaire'), visit());
  slots = await slotsOf(event.id);
});
afterAll(() => api.stop());

const placesLeft = async (slotId: string): Promise<number> =>
  (await slotsOf(event.id)).find((slot) => slot.id === slotId)!.placesLeft;

async function phoneBooking(slot: SlotRow, adults: number): Promise<{ id: number; totalTtc: number }> {
  return (
    await pactum
      .spec()
      .post('/v1/reservations')
      .withHeaders(as('proprietaire'))
      .withJson({
        eventId: event.id,
        slotId: slot.id,
        rates: [{ rateId: 'adult', quantity: adults }],
        contactName: 'Amis de Lucie',
      })
      .expectStatus(201)
  ).json as { id: number; totalTtc: number };
}

const statusOf = async (id: number): Promise<string> =>
  (
    (await pactum.spec().get(`/v1/reservations/${id}`).withHeaders(as('proprietaire')).expectStatus(200))
      .json as { status: string }
  ).status;

const tokenOf = (payer: PayerRow): string => payer.link.split('/payment-shares/')[1]!;

async function remindPayers(run: string): Promise<void> {
  const queue = api.get<JobQueue>(JOB_QUEUE);
  const job = await queue.add(REMIND_PAYERS_JOB, {}, { jobId: `remind-payers-${run}` });
  await waitFor(async () => {
    const current = await queue.getJob(job.id);
    return current?.status === 'completed' ? current : undefined;
  });
}

test('bad shares are refused all at once, and nothing changes', async () => {
  const booking = await phoneBooking(slots[1]!, 2);
  const answer = await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/payers`)
    .withHeaders(as('proprietaire'))
    .withJson({
      payers: [
        { email: 'lucie@example.test', amount: 1000 },
        { email: 'Lucie@example.test', amount: 0 },
      ],
    })
    .expectStatus(400);
  expect(messagesOf(answer.json as { message: string[] })).toEqual([
    'La part de chaque payeur doit être un montant positif',
    "Chaque payeur ne peut figurer qu'une fois",
    `Les parts des payeurs (${formatMoney(1000, 'fr')}) doivent faire le total de la réservation (${formatMoney(3240, 'fr')})`,
  ]);
  const single = await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/payers`)
    .withHeaders(as('proprietaire'))
    .withJson({ payers: [{ email: 'lucie@example.test', amount: booking.totalTtc }] })
    .expectStatus(400);
  expect(messagesOf(single.json as { message: string[] })).toEqual([
    'Un paiement groupé compte de 2 à 30 payeurs',
  ]);
  expect(await statusOf(booking.id)).toBe('confirmed');
  await pactum
    .spec()
    .get(`/v1/reservations/${booking.id}/payers`)
    .withHeaders(as('proprietaire'))
    .expectStatus(200)
    .expectJson([]);
  // Another shop's booking is not found.
  await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/payers`)
    .withHeaders(as('exemple'))
    .withJson({ payers: [] })
    .expectStatus(404);
});

test('three payers: each mailed a link, the booking waits until all have paid, the unpaid reminded once a day', async () => {
  const slot = slots[2]!;
  const booking = await phoneBooking(slot, 3);
  expect(booking.totalTtc).toBe(3 * 1500 + 3 * 120);
  const payers = (
    await pactum
      .spec()
      .post(`/v1/reservations/${booking.id}/payers`)
      .withHeaders(as('proprietaire'))
      .withJson({
        payers: [
          { email: 'lucie@example.test', amount: 1620 },
          { email: 'marc@example.test', amount: 1620 },
          { email: 'ines@example.test', amount: 1620 },
        ],
      })
      .expectStatus(201)
  ).json as PayerRow[];
  expect(payers.map((p) => [p.email, p.amount, p.paidAt])).toEqual([
    ['lucie@example.test', 1620, null],
    ['marc@example.test', 1620, null],
    ['ines@example.test', 1620, null],
  ]);
  expect(new Set(payers.map(tokenOf)).size).toBe(3);
  expect(await statusOf(booking.id)).toBe('awaitingPayment');
  // The places stay held while the payers pay.
  expect(await placesLeft(slot.id)).toBe(2);

  for (const payer of payers) {
    const mail = await waitFor(async () =>
      mailsTo(api.config.dataDir, payer.email).find((m) => m.decoded.includes('Votre part :')),
    );
    expect(mail.decoded).toContain(
      `Votre part : ${formatMoney(1620, 'fr')} TTC sur ${formatMoney(4860, 'fr')}`,
    );
    // How to pay, and no link to a page that does not exist yet.
    expect(mail.decoded).toContain('Pour régler votre part, répondez à ce message');
    expect(mail.decoded).not.toContain('/payment-shares/');
  }
  // The link shows the share to anyone holding it, without an account.
  await pactum
    .spec()
    .get(`/v1/payment-shares/${tokenOf(payers[0]!)}`)
    .expectStatus(200)
    .expectJsonLike({
      eventTitle: 'Visite des caves',
      amount: 1620,
      totalTtc: 4860,
      paid: false,
      confirmed: false,
    });
  await pactum
    .spec()
    .get(`/v1/payment-shares/${'0'.repeat(32)}`)
    .expectStatus(404);

  const paid = (payer: PayerRow) =>
    pactum
      .spec()
      .post(`/v1/reservations/${booking.id}/payers/${payer.id}/paid`)
      .withHeaders(as('proprietaire'))
      .withJson({ method: 'transfer' });
  await paid(payers[0]!).expectStatus(200);
  await paid(payers[0]!).expectStatus(409).expectJsonLike({ message: 'Ce payeur a déjà réglé sa part' });
  expect(await statusOf(booking.id)).toBe('awaitingPayment');
  await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/payers`)
    .withHeaders(as('proprietaire'))
    .withJson({ payers: [] })
    .expectStatus(409);

  // The reminder job mails the two who have not paid, once however often it runs within the day.
  await remindPayers('1');
  await remindPayers('2');
  const reminded = (email: string) =>
    mailsTo(api.config.dataDir, email).filter((m) => m.decoded.includes('Rappel : votre part')).length;
  expect(payers.map((p) => reminded(p.email))).toEqual([0, 1, 1]);

  await paid(payers[1]!).expectStatus(200);
  const last = (await paid(payers[2]!).expectStatus(200)).json as PayerRow[];
  expect(last.every((p) => p.paidAt !== null)).toBe(true);
  expect(await statusOf(booking.id)).toBe('confirmed');
  await pactum
    .spec()
    .get(`/v1/payment-shares/${tokenOf(payers[2]!)}`)
    .expectStatus(200)
    .expectJsonLike({ paid: true, confirmed: true });
  await remindPayers('3');
  expect(payers.map((p) => reminded(p.email))).toEqual([0, 1, 1]);
});

test('a booking waiting for its payers can be cancelled: its places come back', async () => {
  const slot = slots[3]!;
  const booking = await phoneBooking(slot, 2);
  await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/payers`)
    .withHeaders(as('proprietaire'))
    .withJson({
      payers: [
        { email: 'a@example.test', amount: 1000 },
        { email: 'b@example.test', amount: booking.totalTtc - 1000 },
      ],
    })
    .expectStatus(201);
  expect(await placesLeft(slot.id)).toBe(3);
  await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/cancel`)
    .withHeaders(as('proprietaire'))
    .expectStatus(200)
    .expectJsonLike({ status: 'cancelled' });
  expect(await placesLeft(slot.id)).toBe(5);
});
