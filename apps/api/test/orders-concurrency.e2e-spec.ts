import pactum from 'pactum';
import { Database } from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { stockDrift, StockReservationsService } from '@cuvee/stock';
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
import { Barrier, holdAt } from './support/interleaving.js';

/*
 * No oversell through the real checkout: 50 buyers' checkouts at once on the last 5 bottles
 * of a wine get exactly 5 orders and 45 clear "Stock insuffisant" answers, and nothing is left behind:
 * 5 bottles reserved, no draft, no drift. SQLite, and MariaDB + Redis with DB_URL.
 * The race is forced: every checkout is held before its reservation until all 50 have passed the cart
 * rules' read (which then saw 5 bottles each), so the 45 losers can only be refused by the stock's
 * conditional update (409). Without that guard the test fails on both engines; without the barrier,
 * SQLite's one-transaction-at-a-time would let the cart rules' read refuse them and hide it.
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
  const barrier = new Barrier(50);
  const held = holdAt(api.get(StockReservationsService), 'reserve', barrier);
  let answers;
  try {
    answers = await Promise.all(Array.from({ length: 50 }, () => checkout(as('acheteur'), cart).toss()));
  } finally {
    held.restore();
  }
  // All 50 passed the cart rules and reached the reservation before any of them reserved.
  expect(barrier.count).toBe(50);
  const placed = answers.filter((a) => a.statusCode === 201);
  const refused = answers.filter((a) => a.statusCode !== 201);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(45);
  for (const answer of refused) {
    // Lost the race: refused by the stock's conditional update, with what is left after the winners.
    expect(answer.statusCode).toBe(409);
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
