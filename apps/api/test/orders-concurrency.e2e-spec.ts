import pactum from 'pactum';
import { Database } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { stockDrift } from '@cuvee/stock';
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
 * No oversell through the real checkout: 50 buyers' checkouts at once on the last 5 bottles
 * of a wine get exactly 5 orders and 45 clear "Stock insuffisant" answers — some refused by the cart
 * rules' read, the others by the stock's conditional update when they lost the race — and nothing is
 * left behind: 5 bottles reserved, no draft, no drift. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
let rare: CatalogueProduct;
let warehouseId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  // Fifty checkouts share the connection pool: the last ones wait their turn.
  pactum.request.setDefaultTimeout(60_000);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
  await pactum
    .spec()
    .post('/v1/products')
    .withHeaders(as('proprietaire'))
    .withJson({
      productType: 'bottle',
      name: 'Cuvée des Cinq',
      vatType: 'standard',
      status: 'online',
      vintages: [{ name: '2023', legal: { da: 'stillWine', css: null, typeDA: 'DA2' } }],
      formats: [{ container: 'bottle', unity: 'litre', unityValue: 0.75, eq75: 1, price: 4500 }],
    })
    .expectStatus(201);
  rare = (await catalogueOf(as('acheteur'), shopId)).get('cuvee-des-cinq')!;
  const warehouses = (
    await pactum.spec().get('/v1/warehouses').withHeaders(as('proprietaire')).expectStatus(200)
  ).json as { id: number; isDefault: boolean }[];
  warehouseId = warehouses.find((w) => w.isDefault)!.id;
  await pactum
    .spec()
    .post('/v1/stock-movements')
    .withHeaders(as('proprietaire'))
    .withJson({
      type: 'production',
      warehouseId,
      productId: rare.id,
      vintageId: rare.vintages[0]!.id,
      formatId: rare.formats[0]!.id,
      quantity: 5,
      reason: 'Les cinq dernières',
    })
    .expectStatus(201);
});
afterAll(() => api.stop());

test('50 simultaneous checkouts at the last 5 bottles: 5 orders, 45 "Stock insuffisant", nothing oversold', async () => {
  const cart = [cartOrder(shopId, [line(rare, 1)])];
  const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(as('acheteur'), cart).toss()));
  const placed = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode !== 201);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(45);
  for (const answer of refused) {
    // Refused by the cart rules' read (400) or by the stock's conditional update (409): the same words.
    expect([400, 409]).toContain(answer.statusCode);
    expect(messagesOf(answer.body as { message: string | string[] })).toEqual([
      'Stock insuffisant pour "Cuvée des Cinq 2023 (75 cl)" : 0 disponible(s)',
    ]);
  }

  const level = (
    (
      await pactum
        .spec()
        .get('/v1/stock-levels')
        .withHeaders(as('proprietaire'))
        .withQueryParams({ filter: JSON.stringify({ productId: rare.id, warehouseId }) })
        .expectStatus(200)
    ).json as { onHand: number; reserved: number; available: number }[]
  )[0]!;
  expect(level).toEqual(expect.objectContaining({ onHand: 5, reserved: 5, available: 0 }));
  const manager = api.get(Database).dataSource.manager;
  const orders = await manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .innerJoin('order_lines', 'l', 'l.orderId = o.id')
    .where('l.productId = :id', { id: rare.id })
    .getMany();
  // The losers left no draft behind: only the five placed orders name the wine.
  expect(orders.map((o) => o.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
  expect(await stockDrift(manager, shopId)).toEqual([]);
});
