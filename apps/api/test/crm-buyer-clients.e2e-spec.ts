import pactum from 'pactum';
import { BuyerClients, Client, ClientEvent } from '@cuvee/crm';
import { Database } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, login, PASSWORD, validatedAccount } from './auth-support.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';
import { Gate, holdAt } from './support/interleaving.js';

/*
 * A buyer's first order in a shop gives the shop a client record linked to their account (docs/crm.md):
 * made from the account, in the transaction that places the order, named by the order, reused by the
 * next ones; simultaneous first orders make one record. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let chinon: CatalogueProduct;

const ADDRESS = {
  name: 'Inès Garnier',
  street: '4 place du Marché',
  zipcode: '37500',
  city: 'Chinon',
  country: 'FR',
  mountain: false,
};

/** A buyer who signed up today, with a phone and an address: ready to order, known to no shop. */
async function newBuyer(firstname: string): Promise<{ headers: Record<string, string>; userId: number }> {
  const account = await validatedAccount(api, 'buyer', { firstname, lastname: 'Garnier' });
  const session = await login(account.username, PASSWORD);
  await pactum
    .spec()
    .put('/v1/users/me')
    .withHeaders(bearer(session.jwt))
    .withJson({ phone: '+33 6 12 34 56 78', deliveryAddress: ADDRESS })
    .expectStatus(200);
  return { headers: bearer(session.jwt), userId: session.userId };
}

const threeChinon = () => [cartOrder(shopId, [line(chinon, 3)])];
const clientsOf = (userId: number) =>
  api
    .get(Database)
    .dataSource.getRepository(Client)
    .find({ where: { shopId, userId }, order: { id: 'ASC' } });
const ordersOf = (buyerId: number) =>
  api
    .get(Database)
    .dataSource.getRepository(Order)
    .find({ where: { buyerId }, order: { id: 'ASC' } });

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
});
afterAll(() => api.stop());

test("a buyer's first order makes the shop's client record from their account; the next ones reuse it", async () => {
  const buyer = await newBuyer('Inès');
  expect(await clientsOf(buyer.userId)).toHaveLength(0);

  const first = (await checkout(buyer.headers, threeChinon()).expectStatus(201)).json as {
    orders: { id: number; number: string }[];
  };
  const [client, ...others] = await clientsOf(buyer.userId);
  expect(others).toHaveLength(0);
  expect(client).toMatchObject({
    firstname: 'Inès',
    lastname: 'Garnier',
    displayName: 'Garnier Inès',
    phone: '+33 6 12 34 56 78',
    isPro: false,
    typology: 'public',
    marketingConsent: false,
    department: '37',
    archived: false,
    pipe: null,
  });
  expect(client!.email).toMatch(/@example\.test$/);
  expect(client!.deliveryAddress).toMatchObject({ street: '4 place du Marché', city: 'Chinon' });
  expect(client!.billingAddress).toEqual(client!.deliveryAddress);

  // The order names it, and the owner sees it in the client file, with how it came.
  const [order] = await ordersOf(buyer.userId);
  expect(order!.clientId).toBe(client!.id);
  const listed = await pactum
    .spec()
    .get('/v1/clients')
    .withHeaders(as('proprietaire'))
    .withQueryParams({ filter: JSON.stringify({ userId: buyer.userId }) })
    .expectStatus(200);
  expect((listed.json as { id: number }[]).map((row) => row.id)).toEqual([client!.id]);
  const events = await api
    .get(Database)
    .dataSource.getRepository(ClientEvent)
    .findBy({ clientId: client!.id });
  expect(events.map(({ kind, authorId, data }) => ({ kind, authorId, data }))).toEqual([
    { kind: 'created', authorId: buyer.userId, data: { pipe: null, order: first.orders[0]!.number } },
  ]);

  // A second order: the same record, nothing new.
  await checkout(buyer.headers, threeChinon()).expectStatus(201);
  expect((await clientsOf(buyer.userId)).map((row) => row.id)).toEqual([client!.id]);
  expect((await ordersOf(buyer.userId)).map((row) => row.clientId)).toEqual([client!.id, client!.id]);
});

test("a buyer who already is the shop's client gets no second record", async () => {
  const acheteur = (await pactum.spec().get('/v1/users/me').withHeaders(as('acheteur')).expectStatus(200))
    .json as { id: number };
  const before = await clientsOf(acheteur.id);
  expect(before.length).toBeGreaterThan(0);
  await checkout(as('acheteur'), threeChinon()).expectStatus(201);
  expect(await clientsOf(acheteur.id)).toEqual(before);
  expect((await ordersOf(acheteur.id)).at(-1)!.clientId).toBe(before.find((row) => !row.archived)!.id);
});

test('a second first order waits for the first to commit, then finds its record: one client', async () => {
  const buyer = await newBuyer('Louise');
  const clients = api.get(BuyerClients);
  // The first order is held once its record is written, its transaction still open; the second
  // order is let in meanwhile. Without the lock on the buyer's account (or, on SQLite, without one
  // transaction at a time) it reads no record, writes its own and reaches the gate too.
  let entered = 0;
  const counted = holdAt(clients, 'clientFor', { wait: async () => void entered++ });
  const gate = new Gate();
  const held = holdAt(clients, 'clientFor', gate, 'after');
  try {
    const first = checkout(buyer.headers, threeChinon()).toss();
    await gate.entered;
    const second = checkout(buyer.headers, threeChinon()).toss();
    // MariaDB lets the second reach the record's lookup (where it must wait); SQLite holds it before
    // its first transaction. Either way, it has time to go past the lookup if nothing stops it.
    await waitFor(async () => (entered === 2 ? true : undefined), 3_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(gate.count).toBe(1);
    gate.open();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
  } finally {
    held.restore();
    counted.restore();
  }
  const records = await clientsOf(buyer.userId);
  expect(records).toHaveLength(1);
  expect((await ordersOf(buyer.userId)).map((row) => row.clientId)).toEqual([records[0]!.id, records[0]!.id]);
});

test('twenty simultaneous first orders of one buyer: twenty orders, one client', async () => {
  const buyer = await newBuyer('Margaux');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => checkout(buyer.headers, threeChinon()).toss()),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
  const records = await clientsOf(buyer.userId);
  expect(records).toHaveLength(1);
  const orders = await ordersOf(buyer.userId);
  expect(orders).toHaveLength(20);
  expect(new Set(orders.map((row) => row.clientId))).toEqual(new Set([records[0]!.id]));
});
