import pactum from 'pactum';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import { Database } from '@cuvee/platform';
import { StockReservationsService } from '@cuvee/stock';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Stock in the catalogue (docs/stock.md "Catalogue availability", ADR 0012): sellers read each format's
 * available quantity in the products API, buyers and visitors an in-stock / out-of-stock signal (or the
 * quantities, or nothing, as the shop chooses), read in one grouped query per page; and with the shop
 * setting autoOutOfStock, a product's status follows its stock after every stock change (movements and
 * the reservations orders make), never touching paused or closed products. SQLite, and MariaDB + Redis.
 */

interface Level {
  id: number;
  warehouseId: number;
  productId: number;
  vintageId: number;
  formatId: number;
  available: number;
}
interface Format {
  id: number;
  container: string;
  available: number | null;
  stock: 'inStock' | 'outOfStock' | null;
}
interface Product {
  id: number;
  slug: string;
  status: string;
  formats: Format[];
}

let api: TestApi;
let as: DemoSessions['as'];
let shopId: number;

const owner = () => as('proprietaire');
const catalogue = async (headers: Record<string, string>, origin?: 'shop'): Promise<Product[]> =>
  (
    await pactum
      .spec()
      .get('/v1/products')
      .withHeaders(headers)
      .withQueryParams({ shopIds: String(shopId), range: '[0,99]', ...(origin ? { origin } : {}) })
      .expectStatus(200)
  ).json as Product[];
const product = async (slug: string, headers: Record<string, string> = owner(), origin?: 'shop') =>
  (await catalogue(headers, origin)).find((p) => p.slug === slug);
const levelsOf = async (productId: number): Promise<Level[]> =>
  (
    await pactum
      .spec()
      .get('/v1/stock-levels')
      .withHeaders(owner())
      .withQueryParams({ filter: JSON.stringify({ productId }), range: '[0,99]' })
      .expectStatus(200)
  ).json as Level[];
const settings = (body: object) =>
  pactum.spec().put('/v1/shops/me').withHeaders(owner()).withJson({ settings: body }).expectStatus(200);
const move = (level: Level, type: 'sale' | 'production', quantity: number) =>
  pactum
    .spec()
    .post('/v1/stock-movements')
    .withHeaders(owner())
    .withJson({
      warehouseId: level.warehouseId,
      productId: level.productId,
      vintageId: level.vintageId,
      formatId: level.formatId,
      type,
      quantity,
    })
    .expectStatus(201);
/** Sells every available bottle of the product's levels (those of one format only, when given). */
async function empty(productId: number, formatId?: number): Promise<void> {
  for (const level of await levelsOf(productId)) {
    if (level.available > 0 && (formatId === undefined || level.formatId === formatId))
      await move(level, 'sale', level.available);
  }
}

beforeAll(async () => {
  // No job processing: its polling would mix its statements with the ones the query count watches.
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  shopId = (await pactum.spec().get('/v1/shops/DEMO').expectStatus(200)).json.id;
});
afterAll(() => api.stop());

describe('availability in the products API', () => {
  test('sellers read each format’s available quantity: the sum of its levels over warehouses and vintages', async () => {
    const chinon = (await product('chinon-les-demoiselles'))!;
    const levels = await levelsOf(chinon.id);
    expect(levels.length).toBeGreaterThan(2);
    for (const format of chinon.formats) {
      const expected = levels
        .filter((l) => l.formatId === format.id)
        .reduce((sum, l) => sum + l.available, 0);
      expect(format.available).toBe(expected);
      expect(format.stock).toBe(expected > 0 ? 'inStock' : 'outOfStock');
    }
    // The same on the product read.
    const one = (await pactum.spec().get(`/v1/products/${chinon.id}`).withHeaders(owner()).expectStatus(200))
      .json as Product;
    expect(one.formats.map((f) => f.available)).toEqual(chinon.formats.map((f) => f.available));
  });

  test('visitors and buyers get the signal, not the quantities; an untracked product gets neither', async () => {
    for (const headers of [{}, as('acheteur')]) {
      const chinon = (await product('chinon-les-demoiselles', headers, 'shop'))!;
      expect(chinon.formats.map((f) => [f.available, f.stock])).toEqual(
        chinon.formats.map(() => [null, 'inStock']),
      );
      const corkscrew = (await product('tire-bouchon-sommelier', headers, 'shop'))!;
      expect(corkscrew.formats.every((f) => f.available === null && f.stock === null)).toBe(true);
    }
    const corkscrew = (await product('tire-bouchon-sommelier'))!;
    expect(corkscrew.formats.every((f) => f.available === null && f.stock === null)).toBe(true);
  });

  test('a format sold out reads "outOfStock" while the others stay in stock', async () => {
    const chinon = (await product('chinon-les-demoiselles'))!;
    const magnum = chinon.formats[1]!;
    await empty(chinon.id, magnum.id);
    const seen = (await product('chinon-les-demoiselles', {}, 'shop'))!;
    expect(seen.formats.map((f) => f.stock)).toEqual(['inStock', 'outOfStock']);
    expect(seen.status).toBe('online');
    expect((await product('chinon-les-demoiselles'))!.formats[1]!.available).toBe(0);
  });

  test('the shop chooses: quantities for everyone, or nothing at all', async () => {
    await settings({ stockDisplay: 'quantity' });
    const quantities = (await product('chinon-les-demoiselles', {}, 'shop'))!;
    const seller = (await product('chinon-les-demoiselles'))!;
    expect(quantities.formats.map((f) => f.available)).toEqual(seller.formats.map((f) => f.available));
    await settings({ stockDisplay: 'none' });
    const nothing = (await product('chinon-les-demoiselles', {}, 'shop'))!;
    expect(nothing.formats.every((f) => f.available === null && f.stock === null)).toBe(true);
    // Sellers always see it.
    expect((await product('chinon-les-demoiselles'))!.formats[0]!.available).toBeGreaterThan(0);
    await settings({ stockDisplay: 'signal' });
  });

  test('one grouped stock query per page, whatever its size', async () => {
    const dataSource = api.get(Database).dataSource;
    for (const size of [1, 8]) {
      const seen: string[] = [];
      const probe = { beforeQuery: (event: BeforeQueryEvent) => void seen.push(event.query) };
      dataSource.subscribers.push(probe);
      try {
        await pactum
          .spec()
          .get('/v1/products')
          .withHeaders(owner())
          .withQueryParams({ range: `[0,${size - 1}]` })
          .expectStatus(200);
      } finally {
        dataSource.subscribers.splice(dataSource.subscribers.indexOf(probe), 1);
      }
      const stockReads = seen.filter((query) => /stock_levels/.test(query));
      expect(stockReads).toHaveLength(1);
      expect(stockReads[0]).toMatch(/GROUP BY/i);
    }
  });
});

describe('settings.autoOutOfStock: the status follows stock', () => {
  test('off (the default): a product sold out stays online', async () => {
    const rose = (await product('rose-de-loire'))!;
    await empty(rose.id);
    expect((await product('rose-de-loire'))!.status).toBe('online');
    // Back in stock for the next tests.
    await move((await levelsOf(rose.id))[0]!, 'production', 24);
  });

  test('on: sold out → outofstock (and off the shop page); stock back → online', async () => {
    await settings({ autoOutOfStock: true });
    const rose = (await product('rose-de-loire'))!;
    await empty(rose.id);
    const out = (await product('rose-de-loire'))!;
    expect(out.status).toBe('outofstock');
    expect(out.formats.every((f) => f.available === 0 && f.stock === 'outOfStock')).toBe(true);
    expect(await product('rose-de-loire', {}, 'shop')).toBeUndefined();

    await move((await levelsOf(rose.id))[0]!, 'production', 6);
    expect((await product('rose-de-loire'))!.status).toBe('online');
    expect((await product('rose-de-loire', {}, 'shop'))!.formats.some((f) => f.stock === 'inStock')).toBe(
      true,
    );
  });

  test('orders’ reservations count: holding the last bottles takes the product out, releasing them brings it back', async () => {
    const rose = (await product('rose-de-loire'))!;
    const stocked = (await levelsOf(rose.id)).filter((level) => level.available > 0);
    const reservations = api.get(StockReservationsService);
    await reservations.reserve(
      shopId,
      'ORDER-AVAIL-1',
      stocked.map((level) => ({
        productId: level.productId,
        vintageId: level.vintageId,
        formatId: level.formatId,
        warehouseId: level.warehouseId,
        quantity: level.available,
      })),
    );
    expect((await product('rose-de-loire'))!.status).toBe('outofstock');
    await reservations.release(shopId, 'ORDER-AVAIL-1', 'cancelled');
    expect((await product('rose-de-loire'))!.status).toBe('online');
  });

  test('a paused product keeps its status whatever its stock', async () => {
    const paused = (await product('chinon-vieilles-vignes'))!;
    expect(paused.status).toBe('paused');
    await empty(paused.id);
    expect((await product('chinon-vieilles-vignes'))!.status).toBe('paused');
    await move((await levelsOf(paused.id))[0]!, 'production', 12);
    expect((await product('chinon-vieilles-vignes'))!.status).toBe('paused');
  });

  test('turning the setting off stops it', async () => {
    await settings({ autoOutOfStock: false });
    const rose = (await product('rose-de-loire'))!;
    await empty(rose.id);
    expect((await product('rose-de-loire'))!.status).toBe('online');
  });
});
