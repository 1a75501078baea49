import { In } from 'typeorm';
import { ClientCredit, ClientCreditsService, ClientCreditUse } from '@cuvee/billing';
import { formatMoney } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { get, post, proClient, put, type Document, type Payment } from './billing-support.js';
import { catalogueOf, messagesOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { Barrier, Gate, holdAt } from './support/interleaving.js';

/*
 * Client credit spent on an order the shop's people write (POST /v1/orders, docs/sales.md), on SQLite
 * and, with DB_URL / REDIS_URL, on MariaDB + Redis: the chosen amount leaves the client's credit in the
 * placing transaction, comes back when the order is cancelled, becomes a payment of type credit on its
 * invoice; too much is refused with nothing moved; two orders at once never spend the same euro.
 */

interface OrderView {
  id: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string | null;
  totalTTC: number;
  creditAmount: number;
  payment: { method: string; status: string; amount: number } | null;
}
let api: TestApi;
let as: DemoSessions['as'];
let chinon: CatalogueProduct;

const owner = () => as('proprietaire');
const lines = (quantity = 6) => [
  {
    productId: chinon.id,
    formatId: chinon.formats[0]!.id,
    vintageId: chinon.vintages[0]?.id,
    quantity,
  },
];
const grant = (clientId: number, amount: number) =>
  post('/v1/client-credits', owner(), { clientId, amount }).expectStatus(201);
const available = async (clientId: number): Promise<number> =>
  (
    (
      await get('/v1/client-credits', owner(), {
        filter: JSON.stringify({ clientId }),
        range: '[0,99]',
      }).expectStatus(200)
    ).json as { status: string; remaining: number }[]
  )
    .filter((credit) => credit.status !== 'cancelled')
    .reduce((sum, credit) => sum + credit.remaining, 0);
const orderCount = (clientId: number) =>
  api.get(Database).dataSource.getRepository(Order).countBy({ clientId });
const usesOf = (orderId: number) =>
  api
    .get(Database)
    .dataSource.getRepository(ClientCreditUse)
    .findBy({ sourceRef: `order:${orderId}` });
/** The TTC the order's lines cost this client, from an order written then cancelled (nothing kept). */
async function totalOf(clientId: number): Promise<number> {
  const probe = (await post('/v1/orders', owner(), { clientId, lines: lines() }).expectStatus(201))
    .json as OrderView;
  await put(`/v1/orders/${probe.id}/cancel`, owner(), { reason: 'Essai' }).expectStatus(200);
  return probe.totalTTC;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  const { default: pactum } = await import('pactum');
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  const shopId = await shopIdOf(api, 'DEMO');
  chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
});
afterAll(() => api.stop());

test('part of the credit spent on a back-office order: the balance goes down; cancelled, it comes back', async () => {
  const clientId = await proClient(owner(), 'Cave du Mail', 'cave.mail@exemple.fr');
  await grant(clientId, 5000);
  // The order form reads what the client holds (the shop's people writing orders; a buyer never).
  const creditPath = `/v1/orders/client-credit/${clientId}`;
  expect((await get(creditPath, owner()).expectStatus(200)).json).toEqual({ clientId, available: 5000 });
  await get(creditPath, as('acheteur')).expectStatus(403);
  const order = (
    await post('/v1/orders', owner(), { clientId, lines: lines(), creditAmount: 3000 }).expectStatus(201)
  ).json as OrderView;
  expect(order).toMatchObject({ status: 'pending', paymentMethod: 'transfer', creditAmount: 3000 });
  expect(await available(clientId)).toBe(2000);
  expect((await get(creditPath, owner()).expectStatus(200)).json).toMatchObject({ available: 2000 });
  expect((await usesOf(order.id)).reduce((sum, use) => sum + use.amount, 0)).toBe(3000);
  // The order's page reads it back.
  expect((await get(`/v1/orders/${order.id}`, owner()).expectStatus(200)).json).toMatchObject({
    creditAmount: 3000,
  });

  await put(`/v1/orders/${order.id}/cancel`, owner(), { reason: 'Le client renonce' }).expectStatus(200);
  expect(await available(clientId)).toBe(5000);
  expect(await usesOf(order.id)).toEqual([]);
});

test('credit covering the whole order pays it (method credit, paid); invoiced, it is a payment of type credit', async () => {
  const clientId = await proClient(owner(), 'Cave des Tanneurs', 'tanneurs@exemple.fr');
  await grant(clientId, 100_000);
  const total = await totalOf(clientId);
  const order = (
    await post('/v1/orders', owner(), { clientId, lines: lines(), creditAmount: total }).expectStatus(201)
  ).json as OrderView;
  expect(order).toMatchObject({ paymentMethod: 'credit', paymentStatus: 'paid', creditAmount: total });
  expect(order.payment).toMatchObject({ method: 'credit', status: 'paid', amount: total });
  expect(await available(clientId)).toBe(100_000 - total);

  await put(`/v1/orders/${order.id}/validate`, owner()).expectStatus(200);
  const draft = (
    await post('/v1/invoices', owner(), { source: { kind: 'orders', ids: [order.id] } }).expectStatus(201)
  ).json as Document;
  const invoice = (await post(`/v1/invoices/${draft.id}/issue`, owner()).expectStatus(200)).json as Document;
  expect(invoice).toMatchObject({ status: 'completed', paid: total, outstanding: 0 });
  const payments = (
    await get('/v1/payments', owner(), {
      filter: JSON.stringify({ clientId }),
      range: '[0,99]',
    }).expectStatus(200)
  ).json as Payment[];
  const onInvoice = payments.filter((p) => p.allocations.some((a) => a.documentId === invoice.id));
  expect(onInvoice.map((p) => [p.type, p.amount])).toEqual([['credit', total]]);
  // The order's uses now belong to that payment: cancelling it would give the credit back.
  expect((await usesOf(order.id)).every((use) => use.paymentId === onInvoice[0]!.id)).toBe(true);
  expect(await available(clientId)).toBe(100_000 - total);
});

test('more than the client holds or than the order costs: a 400 that says so, nothing written or spent', async () => {
  const clientId = await proClient(owner(), 'Cave de la Loire', 'loire@exemple.fr');
  await grant(clientId, 1000);
  const total = await totalOf(clientId);
  const before = await orderCount(clientId);

  const aboveCredit = await post('/v1/orders', owner(), {
    clientId,
    lines: lines(),
    creditAmount: 1001,
  }).expectStatus(400);
  expect(messagesOf(aboveCredit.json)).toEqual([
    `Le crédit client à utiliser (${formatMoney(1001, 'fr')}) dépasse l'avoir disponible de ce client (${formatMoney(1000, 'fr')})`,
  ]);
  const english = await post(
    '/v1/orders',
    { ...owner(), 'Accept-Language': 'en' },
    {
      clientId,
      lines: lines(),
      creditAmount: 1001,
    },
  ).expectStatus(400);
  expect(messagesOf(english.json)).toEqual([
    "The client credit to use (€10.01) is more than this client's available credit (€10.00)",
  ]);

  await grant(clientId, total);
  const aboveTotal = await post('/v1/orders', owner(), {
    clientId,
    lines: lines(),
    creditAmount: total + 1,
  }).expectStatus(400);
  expect(messagesOf(aboveTotal.json)).toEqual([
    `Le crédit client à utiliser (${formatMoney(total + 1, 'fr')}) dépasse le total TTC de la commande (${formatMoney(total, 'fr')})`,
  ]);
  const quote = await post('/v1/orders', owner(), {
    clientId,
    subType: 'quote',
    lines: lines(),
    creditAmount: 500,
  }).expectStatus(400);
  expect(messagesOf(quote.json)[0]).toMatch(/^Un devis ne prend pas de crédit client/);

  expect(await orderCount(clientId)).toBe(before);
  expect(await available(clientId)).toBe(1000 + total);
});

test('two orders at once on the same credit: one spends it, the other is refused and places nothing', async () => {
  const clientId = await proClient(owner(), 'Cave du Partage', 'partage@exemple.fr');
  await grant(clientId, 3000);
  const before = await orderCount(clientId);
  const credits = api.get(ClientCreditsService);
  // Both orders read the 30 € before either spends. Then the first is held once it spent, its
  // transaction still open, while the second goes on: on MariaDB it reaches the spending, reads the
  // 30 € the first has not committed and must lose at the conditional update (409); SQLite holds it
  // before its transaction, where it finds the credit spent (400). Without that guard both would spend.
  const bothRead = new Barrier(2);
  const read = holdAt(credits, 'available', bothRead, 'after');
  let entered = 0;
  const counted = holdAt(credits, 'spend', { wait: async () => void entered++ });
  const gate = new Gate();
  const held = holdAt(credits, 'spend', gate, 'after');
  let statuses: number[];
  try {
    const body = { clientId, lines: lines(), creditAmount: 3000 };
    const answers = [post('/v1/orders', owner(), body).toss(), post('/v1/orders', owner(), body).toss()];
    await gate.entered;
    await waitFor(async () => (entered === 2 ? true : undefined), 3_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(gate.count).toBe(1);
    gate.open();
    const done = await Promise.all(answers);
    statuses = done.map((answer) => answer.statusCode).sort();
    const loser = done.find((answer) => answer.statusCode !== 201)!;
    expect(messagesOf(loser.json as { message: string })[0]).toBe(
      process.env.DB_URL
        ? 'Cette ressource a été modifiée entre-temps. Veuillez recharger la page et réessayer.'
        : `Crédit client insuffisant : ${formatMoney(0, 'fr')} disponible(s)`,
    );
  } finally {
    held.restore();
    counted.restore();
    read.restore();
  }
  expect(statuses).toEqual(process.env.DB_URL ? [201, 409] : [201, 400]);
  expect(await available(clientId)).toBe(0);
  expect(await orderCount(clientId)).toBe(before + 1);
  const repository = api.get(Database).dataSource.getRepository(ClientCredit);
  const ids = (await repository.findBy({ clientId })).map((credit) => credit.id);
  const spent = await api
    .get(Database)
    .dataSource.getRepository(ClientCreditUse)
    .findBy({ creditId: In(ids) });
  expect(spent.reduce((sum, use) => sum + use.amount, 0)).toBe(3000);
});
