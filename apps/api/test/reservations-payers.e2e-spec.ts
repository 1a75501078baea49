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
 * each is mailed a link to their page, the booking waits (its places held) until every share is paid —
 * recorded by the shop, or by card on the payer's page — and the payers who have not paid are reminded
 * by a job, once a day, with the same link. Mails follow the booker's language.
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

async function phoneBooking(
  slot: SlotRow,
  adults: number,
  locale: 'fr' | 'en' = 'fr',
): Promise<{ id: number; totalTtc: number }> {
  return (
    await pactum
      .spec()
      .post('/v1/reservations')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': locale })
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
    // The link to the payer's own page.
    expect(mail.decoded).toContain('Régler ma part');
    expect(mail.decoded).toContain(payer.link);
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
  const reminder = mailsTo(api.config.dataDir, payers[1]!.email).find((m) =>
    m.decoded.includes('Rappel : votre part'),
  )!;
  expect(reminder.decoded).toContain(payers[1]!.link);

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

const SHOP_FRONT = 'http://127.0.0.1:5174';

function payByCard(token: string, card: string) {
  return pactum
    .spec()
    .post(`/v1/payment-shares/${token}/card`)
    .withHeaders({ Origin: SHOP_FRONT })
    .withJson({ paymentMethod: card, returnUrl: `${SHOP_FRONT}/payment-shares/${token}` });
}

test("each payer pays their share by card on their page; the last one confirms the booking, in the booker's language", async () => {
  const slot = slots[4]!;
  const booking = await phoneBooking(slot, 2, 'en');
  const payers = (
    await pactum
      .spec()
      .post(`/v1/reservations/${booking.id}/payers`)
      .withHeaders(as('proprietaire'))
      .withJson({
        payers: [
          { email: 'ann@example.test', amount: 1000 },
          { email: 'ben@example.test', amount: 1000 },
          { email: 'cy@example.test', amount: booking.totalTtc - 2000 },
        ],
      })
      .expectStatus(201)
  ).json as PayerRow[];
  // An English booking: English mails, with the link.
  const mail = await waitFor(async () =>
    mailsTo(api.config.dataDir, 'ann@example.test').find((m) => m.decoded.includes('Your share:')),
  );
  expect(mail.decoded).toContain(`Your share: ${formatMoney(1000, 'en')} incl. VAT`);
  expect(mail.decoded).toContain('Pay my share');
  expect(mail.decoded).toContain(payers[0]!.link);

  const [ann, ben, cy] = payers.map(tokenOf) as [string, string, string];
  // A refused card: nothing paid, the payer may try again.
  await payByCard(ann, '4000000000000002').expectStatus(402);
  await pactum.spec().get(`/v1/payment-shares/${ann}`).expectStatus(200).expectJsonLike({ paid: false });
  // A return address of another site is refused.
  await pactum
    .spec()
    .post(`/v1/payment-shares/${ann}/card`)
    .withJson({ paymentMethod: '4242424242424242', returnUrl: 'https://evil.example/x' })
    .expectStatus(400);
  // Two tries at once: one capture.
  const both = await Promise.all([
    payByCard(ann, '4242424242424242').toss(),
    payByCard(ann, '4242424242424242').toss(),
  ]);
  expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  await pactum
    .spec()
    .get(`/v1/payment-shares/${ann}`)
    .expectStatus(200)
    .expectJsonLike({ paid: true, confirmed: false });
  // The shop can no longer record a share paid by card.
  await pactum
    .spec()
    .post(`/v1/reservations/${booking.id}/payers/${payers[0]!.id}/paid`)
    .withHeaders(as('proprietaire'))
    .withJson({ method: 'cash' })
    .expectStatus(409);

  // 3-D Secure: the bank's page, then back on the payer's page; a declined step pays nothing.
  const asked = (await payByCard(ben, '4000000000003220').expectStatus(200)).json as {
    paid: boolean;
    redirectUrl: string;
  };
  expect(asked.paid).toBe(false);
  const imprint = new URL(asked.redirectUrl).searchParams.get('imprint')!;
  expect(asked.redirectUrl.startsWith(`${SHOP_FRONT}/payment-shares/${ben}?imprint=`)).toBe(true);
  await pactum
    .spec()
    .post(`/v1/payment-shares/${cy}/validate3ds`)
    .withJson({ imprint, approved: true })
    .expectStatus(404);
  await pactum
    .spec()
    .post(`/v1/payment-shares/${ben}/validate3ds`)
    .withJson({ imprint, approved: true })
    .expectStatus(200)
    .expectJson({ paid: true, redirectUrl: null });
  expect(await statusOf(booking.id)).toBe('awaitingPayment');

  await payByCard(cy, '4242424242424242').expectStatus(200).expectJson({ paid: true, redirectUrl: null });
  expect(await statusOf(booking.id)).toBe('confirmed');
  const listed = (
    await pactum
      .spec()
      .get(`/v1/reservations/${booking.id}/payers`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
  ).json as (PayerRow & { paymentMethod: string })[];
  expect(listed.map((p) => p.paymentMethod)).toEqual(['card', 'card', 'card']);
  await payByCard(cy, '4242424242424242')
    .expectStatus(409)
    .expectJsonLike({ message: 'Ce payeur a déjà réglé sa part' });
});
