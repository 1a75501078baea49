import { formatMoney } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { OrderPayment, OrderRefunds, PAYMENT_PROVIDER, SandboxPaymentProvider } from '@cuvee/sales';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { get, post, put, type Document } from './billing-support.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  SANDBOX_CARDS,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Card refunds (ADR 0075), on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL: a card order
 * captured, invoiced, then credited in full or in parts; each credit note's refund goes through the
 * sandbox provider and becomes a payment out of the credit note; a declined refund shows why and is
 * retried; a refund above what is left of the capture moves nothing; the job run again refunds nothing twice.
 */

interface Refund {
  id: number;
  creditNoteId: number;
  creditNoteNumber: string;
  amount: number;
  status: string;
  failureReason: string | null;
  failureMessage: string | null;
  attempts: number;
  paymentId: number | null;
}
interface Refunds {
  captured: number;
  refunded: number;
  refunds: Refund[];
}
interface OutPayment {
  id: number;
  type: string;
  direction: string;
  amount: number;
  allocations: { documentId: number; amount: number }[];
}

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let chinon: CatalogueProduct;
const owner = () => as('proprietaire');
const sandbox = () => api.get<SandboxPaymentProvider>(PAYMENT_PROVIDER);

const refundsOf = async (orderId: number, headers = owner()): Promise<Refunds> =>
  (await get(`/v1/orders/${orderId}/refunds`, headers).expectStatus(200)).json as Refunds;
/** The order's refunds once none is pending any more (the job ran). */
const settledRefunds = (orderId: number, count: number): Promise<Refunds> =>
  waitFor(async () => {
    const seen = await refundsOf(orderId);
    return seen.refunds.length === count && seen.refunds.every((r) => r.status !== 'pending')
      ? seen
      : undefined;
  });
const paymentsOf = async (documentId: number): Promise<OutPayment[]> =>
  (await get('/v1/payments', owner(), { filter: JSON.stringify({ documentId }) }).expectStatus(200))
    .json as OutPayment[];
const documentOf = async (id: number): Promise<Document> =>
  (await get(`/v1/billing-documents/${id}`, owner()).expectStatus(200)).json as Document;
const orderOf = async (id: number): Promise<{ paymentStatus: string; totalTTC: number }> =>
  (await get(`/v1/orders/${id}`, owner()).expectStatus(200)).json as {
    paymentStatus: string;
    totalTTC: number;
  };
const captureOf = async (orderId: number): Promise<string> =>
  (await api.get(Database).dataSource.getRepository(OrderPayment).findOneByOrFail({ orderId })).captureId!;

/** A buyer's card order, captured at validation and invoiced whole: its id, TTC and issued invoice. */
async function invoicedCardOrder(
  card: string,
  bottles = 3,
): Promise<{ orderId: number; ttc: number; invoice: Document }> {
  const placed = (
    await checkout(as('acheteur'), [cartOrder(shopId, [line(chinon, bottles)], { paymentType: 'card' })], {
      card,
    }).expectStatus(201)
  ).json as { orders: { id: number }[] };
  const orderId = placed.orders[0]!.id;
  const validated = (await put(`/v1/orders/${orderId}/validate`, owner()).expectStatus(200)).json as {
    paymentStatus: string;
    totalTTC: number;
  };
  expect(validated.paymentStatus).toBe('paid');
  const draft = (
    await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: [orderId] } }).expectStatus(201)
  ).json as Document;
  const invoice = (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
  expect(invoice).toMatchObject({ status: 'completed', outstanding: 0 });
  return { orderId, ttc: validated.totalTTC, invoice };
}

async function creditNote(invoiceId: number, body: object): Promise<Document> {
  const draft = (await post('/v1/credit-notes', owner(), { invoiceId, ...body }).expectStatus(201))
    .json as Document;
  return (await post(`/v1/credit-notes/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
});
afterAll(() => api.stop());

test('a full credit note of a card order refunds the capture: a payment out of the credit note, the order refunded', async () => {
  const { orderId, ttc, invoice } = await invoicedCardOrder(SANDBOX_CARDS.success);
  const note = await creditNote(invoice.id, { mode: 'full' });
  const { captured, refunded, refunds } = await settledRefunds(orderId, 1);
  expect({ captured, refunded }).toEqual({ captured: ttc, refunded: ttc });
  expect(refunds[0]).toMatchObject({
    creditNoteId: note.id,
    creditNoteNumber: note.number,
    amount: ttc,
    status: 'succeeded',
    failureReason: null,
    failureMessage: null,
  });
  const out = await paymentsOf(note.id);
  expect(out).toEqual([
    expect.objectContaining({
      id: refunds[0]!.paymentId,
      type: 'onlineCard',
      direction: 'out',
      amount: ttc,
      allocations: [expect.objectContaining({ documentId: note.id, amount: ttc })],
    }),
  ]);
  expect((await documentOf(note.id)).paid).toBe(ttc);
  // The credit the credit note left went back by card: nothing of it is left to spend.
  const credits = (
    await get('/v1/client-credits', owner(), {
      filter: JSON.stringify({ clientId: note.clientId }),
    }).expectStatus(200)
  ).json as { documentId: number | null; remaining: number; status: string }[];
  expect(credits.find((credit) => credit.documentId === note.id)).toMatchObject({
    remaining: 0,
    status: 'empty',
  });
  expect((await orderOf(orderId)).paymentStatus).toBe('refunded');

  // Replay: the job delivered again, or run twice at once, finds the refund done and moves nothing.
  const refundsService = api.get(OrderRefunds);
  expect(
    await Promise.all([refundsService.run(refunds[0]!.id, false), refundsService.run(refunds[0]!.id, false)]),
  ).toEqual(['alreadySettled', 'alreadySettled']);
  expect(sandbox().refundedOf(await captureOf(orderId))).toBe(ttc);
  expect(await paymentsOf(note.id)).toHaveLength(1);

  const retried = await post(`/v1/orders/${orderId}/refunds/${refunds[0]!.id}/retry`, owner()).expectStatus(
    409,
  );
  expect(retried.json.message).toBe(
    `Seul un remboursement en échec se relance : celui de l'avoir ${note.number} n'a pas échoué`,
  );
});

test('partial credit notes refund their part each, never more than the capture; the last one makes the order refunded', async () => {
  const { orderId, ttc, invoice } = await invoicedCardOrder(SANDBOX_CARDS.success, 4);
  const first = await creditNote(invoice.id, { mode: 'amount', amount: 1_000 });
  const once = await settledRefunds(orderId, 1);
  expect(once.refunds[0]).toMatchObject({ creditNoteId: first.id, amount: 1_000, status: 'succeeded' });
  expect(once.refunded).toBe(1_000);
  expect((await orderOf(orderId)).paymentStatus).toBe('paid');
  const rest = await creditNote(invoice.id, { mode: 'amount', amount: ttc - 1_000 });
  const twice = await settledRefunds(orderId, 2);
  expect(twice.refunds[1]).toMatchObject({ creditNoteId: rest.id, amount: ttc - 1_000, status: 'succeeded' });
  expect(twice.refunded).toBe(ttc);
  expect(sandbox().refundedOf(await captureOf(orderId))).toBe(ttc);
  expect((await paymentsOf(rest.id)).map((p) => [p.direction, p.amount])).toEqual([['out', ttc - 1_000]]);
  expect((await orderOf(orderId)).paymentStatus).toBe('refunded');
});

test('a refund the bank declines is failed with its reason (French, English), then retried to success', async () => {
  const { orderId, ttc, invoice } = await invoicedCardOrder(SANDBOX_CARDS.refundFailsOnce);
  const note = await creditNote(invoice.id, { mode: 'full' });
  const failed = (await settledRefunds(orderId, 1)).refunds[0]!;
  expect(failed).toMatchObject({
    status: 'failed',
    failureReason: 'refundDeclined',
    attempts: 1,
    paymentId: null,
  });
  expect(failed.failureMessage).toBe(
    `Le remboursement de ${formatMoney(ttc, 'fr')} a été refusé par la banque : relancez-le`,
  );
  const english = await refundsOf(orderId, { ...owner(), 'Accept-Language': 'en' });
  expect(english.refunds[0]!.failureMessage).toBe(
    `The refund of ${formatMoney(ttc, 'en')} was declined by the bank: retry it`,
  );
  // Nothing moved: no payment out, the order still paid.
  expect(await paymentsOf(note.id)).toEqual([]);
  expect((await documentOf(note.id)).paid).toBe(0);
  expect((await orderOf(orderId)).paymentStatus).toBe('paid');

  await post(`/v1/orders/${orderId}/refunds/${failed.id}/retry`, owner()).expectStatus(201);
  const retried = await waitFor(async () => {
    const seen = (await refundsOf(orderId)).refunds[0]!;
    return seen.status === 'succeeded' ? seen : undefined;
  });
  expect(retried).toMatchObject({ attempts: 2, failureReason: null, amount: ttc });
  expect((await paymentsOf(note.id)).map((p) => [p.direction, p.amount])).toEqual([['out', ttc]]);
  expect((await orderOf(orderId)).paymentStatus).toBe('refunded');
});

test('a refund above what is left of the capture (part refunded at the provider) is refused with a message, nothing moved', async () => {
  const { orderId, ttc, invoice } = await invoicedCardOrder(SANDBOX_CARDS.success);
  const captureId = await captureOf(orderId);
  // A part refunded from the provider's own back office, outside Cuvée.
  await sandbox().refund({ captureId, amount: 500, idempotencyKey: `outside-${orderId}` });
  const note = await creditNote(invoice.id, { mode: 'full' });
  const failed = (await settledRefunds(orderId, 1)).refunds[0]!;
  expect(failed).toMatchObject({ status: 'failed', failureReason: 'refundAboveCaptured', amount: ttc });
  expect(failed.failureMessage).toBe(
    `Le remboursement de ${formatMoney(ttc, 'fr')} dépasse ce qui reste à rembourser du paiement par carte : rien n'a été remboursé`,
  );
  expect(sandbox().refundedOf(captureId)).toBe(500);
  expect(await paymentsOf(note.id)).toEqual([]);
  expect((await orderOf(orderId)).paymentStatus).toBe('paid');
  // Tried again, the provider still refuses: it stays failed with its reason.
  await post(`/v1/orders/${orderId}/refunds/${failed.id}/retry`, owner()).expectStatus(201);
  const again = await waitFor(async () => {
    const seen = (await refundsOf(orderId)).refunds[0]!;
    return seen.status === 'failed' && seen.attempts === 2 ? seen : undefined;
  });
  expect(again.failureReason).toBe('refundAboveCaptured');
  expect(sandbox().refundedOf(captureId)).toBe(500);
});

test("an order's refunds are the shop's payment people's: a buyer is refused, another refund id is not found", async () => {
  const { orderId } = await invoicedCardOrder(SANDBOX_CARDS.success);
  await get(`/v1/orders/${orderId}/refunds`, as('acheteur')).expectStatus(403);
  await post(`/v1/orders/${orderId}/refunds/999999/retry`, owner()).expectStatus(404);
  expect(await refundsOf(orderId)).toEqual({
    captured: (await orderOf(orderId)).totalTTC,
    refunded: 0,
    refunds: [],
  });
});
