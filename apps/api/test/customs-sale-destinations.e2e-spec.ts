import pactum from 'pactum';
import { Order } from '@cuvee/sales';
import { StockMovement, Warehouse } from '@cuvee/stock';
import { Database } from '@cuvee/platform';
import { TestApi, waitFor } from '@cuvee/testing';
import { parisDateOf } from '@cuvee/kernel';
import { createApp } from '../src/bootstrap.js';
import { cartOrder, catalogueOf, checkout, line, shopIdOf } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * A sale from the bond delivered abroad without its DAE, on SQLite and on MariaDB with DB_URL: a
 * buyer's order validated out of the demo's duty-suspended cellar and delivered to Germany shows on
 * the month's DRM as an anomaly naming its movements (for information: it stays a taxable sale); once
 * its DAE is recorded the anomaly is gone. An order delivered in France raises none.
 */

interface Anomaly {
  code: string;
  blocking: boolean;
  params: Record<string, number>;
  movementIds: number[];
}

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;
const month = () => parisDateOf(new Date()).slice(0, 7);
const manager = () => api.get(Database).dataSource.manager;

async function abroad(): Promise<Anomaly | undefined> {
  const drm = (
    await pactum.spec().get(`/v1/drm/${month()}`).withHeaders(as('proprietaire')).expectStatus(200)
  ).json as { anomalies: Anomaly[] };
  return drm.anomalies.find((anomaly) => anomaly.code === 'saleAbroadWithoutDocument');
}

/** A buyer's order of 6 bottles, validated: the ids of its sale movements out of a bonded warehouse. */
async function validatedOrder(country: string): Promise<number[]> {
  const catalogue = await catalogueOf(as('acheteur'), shopId);
  const placed = await checkout(as('acheteur'), [
    cartOrder(shopId, [line(catalogue.get('chinon-les-demoiselles')!, 6)], {
      shipping: { type: 'carrier', ref: 'colissimo' },
    }),
  ]).expectStatus(201);
  const orderId = placed.json.orders[0].id as number;
  const order = await manager().findOneByOrFail(Order, { id: orderId });
  // Where it is delivered is the orders' business; the DRM reads it as it stands.
  await manager().update(
    Order,
    { id: orderId },
    {
      deliveryAddress: { ...(order.deliveryAddress ?? order.billingAddress)!, country },
    },
  );
  await pactum.spec().put(`/v1/orders/${orderId}/validate`).withHeaders(as('proprietaire')).expectStatus(200);
  return waitFor(async () => {
    const sales = await manager()
      .getRepository(StockMovement)
      .createQueryBuilder('m')
      .innerJoin(Warehouse, 'w', "w.id = m.warehouseId AND w.fiscalStatus = 'suspended'")
      .where('m.shopId = :shopId AND m.sourceRef = :ref', { shopId, ref: `order:${order.number}` })
      .andWhere("m.type = 'sale'")
      .getMany();
    return sales.length ? sales.map((sale) => sale.id) : undefined;
  }, 30_000);
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = await shopIdOf(api, 'DEMO');
}, 180_000);
afterAll(() => api?.stop());

test('an order delivered in France raises nothing', async () => {
  const before = (await abroad())?.params.count ?? 0;
  await validatedOrder('FR');
  expect((await abroad())?.params.count ?? 0).toBe(before);
});

test('an order delivered to Germany without its DAE is pointed out until the DAE is recorded', async () => {
  const before = (await abroad())?.params.count ?? 0;
  const movements = await validatedOrder('DE');
  const anomaly = (await abroad())!;
  expect(anomaly).toMatchObject({ blocking: false, params: { count: before + 1 } });
  expect(anomaly.movementIds).toEqual(expect.arrayContaining(movements));
  for (const movementId of movements)
    await pactum
      .spec()
      .post('/v1/exit-documents')
      .withHeaders(as('proprietaire'))
      .withJson({
        kind: 'dae',
        number: '26FRD0001234567890123',
        destination: 'eu',
        country: 'DE',
        movementId,
      })
      .expectStatus(201);
  expect((await abroad())?.params.count ?? 0).toBe(before);
});
