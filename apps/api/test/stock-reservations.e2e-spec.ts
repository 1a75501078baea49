import pactum from 'pactum';
import { ConflictException } from '@nestjs/common';
import { Like } from 'typeorm';
import { messageText } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { StockReservation, StockReservationsService, stockDrift } from '@cuvee/stock';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * No oversell: 50 simultaneous checkouts at the last 5 bottles of a wine get exactly 5
 * reservations and 45 "Stock insuffisant" refusals, on SQLite and on MariaDB (DB_URL). Then the life of a
 * reservation: validation into a sale movement, release on cancellation, expiry, and allocations.
 */

let api: TestApi;
let as: DemoSessions['as'];
let reservations: StockReservationsService;
let shopId: number;
let product: { id: number; vintageId: number; formatId: number; name: string };
let warehouseId: number;
/** The order references whose checkout got a bottle. */
let winners: string[] = [];

interface Level {
  id: number;
  onHand: number;
  reserved: number;
  allocated: number;
  available: number;
}

const levelOf = async (): Promise<Level> => {
  const rows = (
    await pactum
      .spec()
      .get('/v1/stock-levels')
      .withQueryParams({ filter: JSON.stringify({ warehouseId, productId: product.id }) })
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
  ).json as Level[];
  return rows[0]!;
};

const line = (quantity: number) => ({
  productId: product.id,
  vintageId: product.vintageId,
  formatId: product.formatId,
  warehouseId,
  quantity,
});

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  reservations = api.get(StockReservationsService);
  shopId = (await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire')).expectStatus(200)).json
    .id;
  const products = (
    await pactum
      .spec()
      .get('/v1/products')
      .withQueryParams({ filter: '{"productType":"bottle"}', sort: '["id","ASC"]' })
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
  ).json as { id: number; name: string; vintages: { id: number }[]; formats: { id: number }[] }[];
  const first = products[0]!;
  product = {
    id: first.id,
    vintageId: first.vintages[0]!.id,
    formatId: first.formats[0]!.id,
    name: first.name,
  };
  warehouseId = (
    await pactum
      .spec()
      .post('/v1/warehouses')
      .withHeaders(as('proprietaire'))
      .withJson({ name: 'Réserve de la vente flash', fiscalStatus: 'paid' })
      .expectStatus(201)
  ).json.id;
  await pactum
    .spec()
    .post('/v1/stock-movements')
    .withHeaders(as('proprietaire'))
    .withJson({ ...line(5), type: 'production', reason: 'Dernières bouteilles' })
    .expectStatus(201);
});
afterAll(() => api.stop());

describe('no oversell', () => {
  test('50 simultaneous checkouts at the last 5 bottles: 5 succeed, 45 are told the stock is insufficient', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => reservations.reserve(shopId, `FLASH-${i}`, [line(1)])),
    );
    const succeeded = outcomesOf(outcomes);
    winners = succeeded.map((r) => r.orderRef);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(succeeded).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(ConflictException);
      const body = (reason as ConflictException).getResponse() as {
        message: string;
        params: Record<string, number | string>;
      };
      expect(body.message).toBe('cart.insufficientStock');
      expect(messageText('cart.insufficientStock', 'fr', body.params)).toMatch(
        new RegExp(`^Stock insuffisant pour "${product.name}.*" : 0 disponible\\(s\\)$`),
      );
    }
    expect(await levelOf()).toEqual(expect.objectContaining({ onHand: 5, reserved: 5, available: 0 }));
    // The refused ones left nothing behind (the demo orders hold reservations of their own).
    expect(
      await api
        .get(Database)
        .dataSource.getRepository(StockReservation)
        .countBy({ shopId, orderRef: Like('FLASH-%') }),
    ).toBe(5);
    expect(await stockDrift(api.get(Database).dataSource.manager, shopId)).toEqual([]);
  });

  test('validation turns a reservation into a sale; cancellation frees it; a closed one cannot close again', async () => {
    const refs = winners;
    expect((await reservations.find(shopId, refs[0]!)).status).toBe('pending');
    await reservations.confirm(shopId, refs[0]!);
    await reservations.release(shopId, refs[1]!, 'cancelled');
    await reservations.release(shopId, refs[2]!, 'refused');
    await expect(reservations.confirm(shopId, refs[1]!)).rejects.toBeInstanceOf(ConflictException);
    expect(await levelOf()).toEqual(expect.objectContaining({ onHand: 4, reserved: 2, available: 2 }));
    const sales = (
      await pactum
        .spec()
        .get('/v1/stock-movements')
        .withQueryParams({ filter: JSON.stringify({ warehouseId, type: 'sale' }) })
        .withHeaders(as('proprietaire'))
        .expectStatus(200)
    ).json as { quantity: number; sourceRef: string; direction: string }[];
    expect(sales).toEqual([
      expect.objectContaining({ quantity: 1, sourceRef: `order:${refs[0]}`, direction: 'exit' }),
    ]);
    expect(await stockDrift(api.get(Database).dataSource.manager, shopId)).toEqual([]);
  });

  test('an expired checkout is released; an order reference reserves once; all lines or none', async () => {
    await reservations.reserve(shopId, 'ABANDON-1', [line(1)], { expiresAt: new Date(Date.now() - 1000) });
    expect((await levelOf()).available).toBe(1);
    expect(await reservations.releaseExpired()).toBe(1);
    expect((await reservations.find(shopId, 'ABANDON-1')).releaseReason).toBe('expired');
    await expect(reservations.reserve(shopId, winners[3]!, [line(1)])).rejects.toBeInstanceOf(
      ConflictException,
    );
    // Two lines, the second too large: the first is not kept either.
    await expect(
      reservations.reserve(shopId, 'BIG-1', [line(1), { ...line(50), warehouseId }]),
    ).rejects.toBeInstanceOf(ConflictException);
    expect(await levelOf()).toEqual(expect.objectContaining({ reserved: 2, available: 2 }));
  });

  test('an allocation is unavailable to others and used first by its clients', async () => {
    const level = await levelOf();
    const allocation = (
      await pactum
        .spec()
        .post('/v1/stock-allocations')
        .withHeaders(as('proprietaire'))
        .withJson({ levelId: level.id, quantity: 2, typologies: ['restaurant'], name: 'Restaurants' })
        .expectStatus(201)
    ).json as { id: number; remaining: number };
    expect(allocation.remaining).toBe(2);
    await expect(
      reservations.reserve(shopId, 'PRIVATE-1', [line(1)], { typology: 'public' }),
    ).rejects.toBeInstanceOf(ConflictException);
    const taken = await reservations.reserve(shopId, 'RESTO-1', [line(2)], { typology: 'restaurant' });
    expect(taken.lines[0]).toEqual(expect.objectContaining({ quantity: 2, allocatedQuantity: 2 }));
    await reservations.release(shopId, 'RESTO-1', 'aborted');
    expect(await levelOf()).toEqual(expect.objectContaining({ allocated: 2, available: 0 }));
    await pactum
      .spec()
      .delete(`/v1/stock-allocations/${allocation.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(await levelOf()).toEqual(expect.objectContaining({ allocated: 0, available: 2 }));
    expect(await stockDrift(api.get(Database).dataSource.manager, shopId)).toEqual([]);
  });
});

function outcomesOf<T>(outcomes: PromiseSettledResult<T>[]): T[] {
  return outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
}
