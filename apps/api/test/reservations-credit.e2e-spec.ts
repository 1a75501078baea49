import pactum from 'pactum';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { catalogueOf, cartOrder, line, shopIdOf } from './orders-fixtures.js';
import {
  booking,
  bookingOrder,
  checkoutBookings,
  createEvent,
  slotsOf,
  visit,
  type EventRow,
  type SlotRow,
} from './reservations-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * A booking cancelled once its order was invoiced: a credit note on the invoice gives back the
 * booking's lines (its rates and its tourist tax) and nothing else the order holds, the places come
 * back, and the order's payment status follows its invoice.
 */

interface DocumentRow {
  id: number;
  kind: string;
  number: string | null;
  status: string;
  totalTtc: number;
  credited: number;
  outstanding: number;
  lines: { label: string; quantity: number; vatRateBp: number; ttc: number }[];
}

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
  event = await createEvent(as('proprietaire'), visit());
  slots = await slotsOf(event.id);
});
afterAll(() => api.stop());

const placesLeft = async (slotId: string): Promise<number> =>
  (await slotsOf(event.id)).find((slot) => slot.id === slotId)!.placesLeft;

/** Validates the order, then invoices it and issues the invoice. */
async function invoiced(orderId: number): Promise<DocumentRow> {
  const owner = as('proprietaire');
  await pactum.spec().put(`/v1/orders/${orderId}/validate`).withHeaders(owner).expectStatus(200);
  const draft = (
    await pactum
      .spec()
      .post('/v1/invoices')
      .withHeaders(owner)
      .withJson({ source: { kind: 'orders', ids: [orderId] } })
      .expectStatus(201)
  ).json as DocumentRow;
  return (await pactum.spec().post(`/v1/invoices/${draft.id}/issue`).withHeaders(owner).expectStatus(200))
    .json as DocumentRow;
}

async function bookingOf(orderId: number): Promise<number> {
  const rows = (
    await pactum
      .spec()
      .get('/v1/reservations')
      .withHeaders(as('acheteur'))
      .withQueryParams({ filter: JSON.stringify({ orderId }) })
      .expectStatus(200)
  ).json as { id: number }[];
  return rows[0]!.id;
}

/** The issued credit note correcting an invoice, once the cancellation has been heard. */
async function creditNoteOf(invoiceId: number): Promise<DocumentRow> {
  const owner = as('proprietaire');
  const { id } = await waitFor(async () => {
    const rows = (
      await pactum
        .spec()
        .get('/v1/billing-documents')
        .withHeaders(owner)
        .withQueryParams({
          filter: JSON.stringify({ kind: 'creditNote', correctsId: invoiceId, status: 'completed' }),
        })
        .expectStatus(200)
    ).json as DocumentRow[];
    return rows[0];
  });
  return (await pactum.spec().get(`/v1/billing-documents/${id}`).withHeaders(owner).expectStatus(200))
    .json as DocumentRow;
}

const documentOf = async (id: number): Promise<DocumentRow> =>
  (await pactum.spec().get(`/v1/billing-documents/${id}`).withHeaders(as('proprietaire')).expectStatus(200))
    .json as DocumentRow;

test('the buyer cancels a booking of an invoiced order with wine: only the booking is credited, tourist tax included', async () => {
  const slot = slots[2]!;
  const chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
  const answer = await checkoutBookings(as('acheteur'), [
    {
      ...cartOrder(shopId, [line(chinon, 6)]),
      reservations: [booking(event, slot, { adult: 2, option: 1 })],
    },
  ]).expectStatus(201);
  const orderId = (answer.json as { orders: { id: number }[] }).orders[0]!.id;
  const invoice = await invoiced(orderId);
  expect(await placesLeft(slot.id)).toBe(3);

  await pactum
    .spec()
    .post(`/v1/reservations/${await bookingOf(orderId)}/cancel`)
    .withHeaders(as('acheteur'))
    .expectStatus(200)
    .expectJsonLike({ status: 'cancelled' });
  expect(await placesLeft(slot.id)).toBe(5);

  const note = await creditNoteOf(invoice.id);
  // 2 adults at 15 €, a 25 € lunch, and the tourist tax of the 2 counted (1,20 € each, outside VAT).
  expect(note.totalTtc).toBe(2 * 1500 + 2500 + 2 * 120);
  expect(note.lines.map((l) => [l.label.split(' (')[0], l.quantity, l.vatRateBp])).toEqual([
    ['Visite des caves — Adulte', 2, 2000],
    ['Visite des caves — Déjeuner', 1, 2000],
    ['Visite des caves — Taxe de séjour', 2, 0],
  ]);
  const after = await documentOf(invoice.id);
  expect(after.credited).toBe(note.totalTtc);
  // The wine is still owed: the invoice less the booking.
  expect(after.outstanding).toBe(invoice.totalTtc - note.totalTtc);
  await pactum
    .spec()
    .get(`/v1/orders/${orderId}`)
    .withHeaders(as('proprietaire'))
    .expectStatus(200)
    .expectJsonLike({ status: 'invoiced', paymentStatus: 'pending' });
});

test('the shop cancels the only booking of an invoiced order: the invoice is credited in full, nothing is owed', async () => {
  const slot = slots[3]!;
  const answer = await checkoutBookings(as('acheteur'), [
    bookingOrder(shopId, [booking(event, slot, { adult: 3 })]),
  ]).expectStatus(201);
  const orderId = (answer.json as { orders: { id: number }[] }).orders[0]!.id;
  const invoice = await invoiced(orderId);

  await pactum
    .spec()
    .post(`/v1/reservations/${await bookingOf(orderId)}/cancel`)
    .withHeaders(as('proprietaire'))
    .expectStatus(200);
  expect(await placesLeft(slot.id)).toBe(5);

  const note = await creditNoteOf(invoice.id);
  expect(note.totalTtc).toBe(invoice.totalTtc);
  const after = await documentOf(invoice.id);
  expect(after).toEqual(
    expect.objectContaining({ status: 'cancelled', credited: invoice.totalTtc, outstanding: 0 }),
  );
  // Nothing was paid and nothing is owed any more: the order's payment is cancelled with it.
  await pactum
    .spec()
    .get(`/v1/orders/${orderId}`)
    .withHeaders(as('proprietaire'))
    .expectStatus(200)
    .expectJsonLike({ paymentStatus: 'cancelled' });
});
