import pactum from 'pactum';
import { Database } from '@cuvee/platform';
import { GroupedOrder } from '@cuvee/sales';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  cartOrder,
  catalogueOf,
  checkout,
  line,
  messagesOf,
  shopIdOf,
  type CatalogueProduct,
} from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Grouped orders: a seller opens one with an expiry; the shop's buyers see it and join
 * it by placing their order into it; after expiry joining is refused with "La commande groupée a
 * expiré !" while an independent order still goes through. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let chinon: CatalogueProduct;
let groupId: number;

interface Group {
  id: number;
  name: string;
  expired: boolean;
  orders: number;
  totalTTC: number;
}

const inShop = (user: string) => ({ ...as(user), 'X-Shop-Id': String(shopId) });
const group = async (user = 'proprietaire'): Promise<Group> =>
  (await pactum.spec().get(`/v1/grouped-orders/${groupId}`).withHeaders(inShop(user)).expectStatus(200)).json;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  chinon = (await catalogueOf(as('acheteur'), shopId)).get('chinon-les-demoiselles')!;
});
afterAll(() => api.stop());

test('a seller opens a grouped order; its expiry must be in the future', async () => {
  const past = await pactum
    .spec()
    .post('/v1/grouped-orders')
    .withHeaders(as('proprietaire'))
    .withJson({ name: 'Trop tard', expiresAt: '2020-01-01T00:00:00Z' })
    .expectStatus(400);
  expect(messagesOf(past.json)).toEqual(["La date d'expiration doit être dans le futur"]);
  const created = await pactum
    .spec()
    .post('/v1/grouped-orders')
    .withHeaders(as('proprietaire'))
    .withJson({
      name: 'Commande groupée des vendanges',
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    })
    .expectStatus(201);
  groupId = created.json.id;
  expect(created.json).toEqual(expect.objectContaining({ expired: false, orders: 0, totalTTC: 0 }));
  // A buyer may not open one.
  await pactum
    .spec()
    .post('/v1/grouped-orders')
    .withHeaders(inShop('acheteur'))
    .withJson({ name: 'x', expiresAt: new Date(Date.now() + 86_400_000).toISOString() })
    .expectStatus(403);
});

test("the shop's buyer sees it and joins it by ordering into it; another shop's owner does not see it", async () => {
  expect((await group('acheteur')).name).toBe('Commande groupée des vendanges');
  await pactum.spec().get(`/v1/grouped-orders/${groupId}`).withHeaders(as('exemple')).expectStatus(404);
  const placed = await checkout(as('acheteur'), [
    cartOrder(shopId, [line(chinon, 6)], { groupedOrderId: groupId }),
  ]).expectStatus(201);
  const joined = await group();
  expect(joined.orders).toBe(1);
  expect(joined.totalTTC).toBe(placed.json.orders[0].totalTTC);
  const listed = await pactum
    .spec()
    .get('/v1/orders')
    .withHeaders(as('proprietaire'))
    .withQueryParams({ filter: JSON.stringify({ groupedOrderId: groupId }) })
    .expectStatus(200);
  expect(listed.json.map((o: { id: number }) => o.id)).toEqual([placed.json.orders[0].id]);
});

test('after expiry joining is refused ("La commande groupée a expiré !"); an independent order still goes through', async () => {
  await api
    .get(Database)
    .dataSource.getRepository(GroupedOrder)
    .update({ id: groupId }, { expiresAt: new Date(Date.now() - 60_000) });
  expect((await group()).expired).toBe(true);
  const late = await checkout(as('acheteur'), [
    cartOrder(shopId, [line(chinon, 6)], { groupedOrderId: groupId }),
  ]).expectStatus(400);
  expect(messagesOf(late.json)).toEqual(['La commande groupée a expiré !']);
  await checkout(as('acheteur'), [cartOrder(shopId, [line(chinon, 6)])]).expectStatus(201);
  expect((await group()).orders).toBe(1);
  // The back office cannot add to it either.
  const clients = (await pactum.spec().get('/v1/clients').withHeaders(as('proprietaire')).expectStatus(200))
    .json as { id: number }[];
  const refused = await pactum
    .spec()
    .post('/v1/orders')
    .withHeaders(as('proprietaire'))
    .withJson({
      clientId: clients[0]!.id,
      groupedOrderId: groupId,
      lines: [{ productId: chinon.id, formatId: chinon.formats[0]!.id, quantity: 6 }],
    })
    .expectStatus(400);
  expect(refused.json.message).toBe('La commande groupée a expiré !');
});

test('the seller reopens it by moving its expiry', async () => {
  await pactum
    .spec()
    .put(`/v1/grouped-orders/${groupId}`)
    .withHeaders(as('proprietaire'))
    .withJson({ name: 'Vendanges (prolongée)', expiresAt: new Date(Date.now() + 86_400_000).toISOString() })
    .expectStatus(200)
    .expectJsonLike({ expired: false, name: 'Vendanges (prolongée)' });
  await checkout(as('acheteur'), [
    cartOrder(shopId, [line(chinon, 6)], { groupedOrderId: groupId }),
  ]).expectStatus(201);
  expect((await group()).orders).toBe(2);
});
