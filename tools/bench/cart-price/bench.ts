/**
 * Benchmark of the cart price: POST /v1/orders/get-cart-price for carts of 1, 20 and 100 lines
 * over 3 sellers, through the API (a visitor: public prices), and as the ceiling a bare Fastify route
 * running the same SQL reads with mysql2 (shops, sales settings, products, then their vintages, formats
 * and promotions) and answering their rows, without any pricing. Prints requests/s and p95 latency of
 * each, and the API / ceiling ratio. Needs MySQL/MariaDB; see docs/sales.md.
 *
 *   DB_URL=mysql://root@127.0.0.1:3306/cuvee_dev \
 *     node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/cart-price/bench.ts
 *
 * BENCH_REQUESTS (1000), BENCH_CONCURRENCY (8), BENCH_KEEP=1 keeps the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import mysql, { type Pool, type RowDataPacket } from 'mysql2/promise';
import { buildShop, Shop } from '@cuvee/iam';
import { schema } from '@cuvee/migrations';
import {
  AppConfig,
  createScratchDatabase,
  openDataSource,
  runMigrations,
  type ScratchDatabase,
} from '@cuvee/platform';
import { SalesSettings } from '@cuvee/sales';
import { createApp } from '../../../apps/api/src/bootstrap.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SIZES = [1, 20, 100];
const SELLERS = 3;
const PRODUCTS_PER_SELLER = 40;

const STILL_WINE = JSON.stringify({
  da: 'stillWine',
  css: null,
  typeDA: 'DA2',
  customTaxName: null,
  customTaxAmountPerHL: null,
  customTaxFamilies: [],
  customTaxAdded: true,
  customTaxVat: true,
});

interface Seller {
  shopId: number;
  products: { id: number; formatId: number }[];
}

async function insertAll(pool: Pool, table: string, columns: string[], rows: unknown[][]): Promise<number> {
  const [result] = await pool.query(
    `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
    [rows],
  );
  return (result as { insertId: number }).insertId;
}

/** Three online shops with sales settings and 40 wines each (one vintage, one format, tiers, a promotion). */
async function seed(): Promise<{ database: ScratchDatabase; sellers: Seller[] }> {
  const database = await createScratchDatabase({ engine: 'mysql', serverUrl: process.env.DB_URL! }, 'bench');
  const dataSource = await openDataSource(database.config, schema.entities, schema.migrations.mysql);
  await runMigrations(dataSource);
  const shopIds: number[] = [];
  for (let s = 1; s <= SELLERS; s++) {
    const shop = await dataSource.getRepository(Shop).save(
      dataSource.getRepository(Shop).create({
        ...buildShop({
          code: `BENCH${s}`,
          urlShop: `bench-${s}`,
          name: `Domaine ${s}`,
          businessType: 'wine',
          ownerId: 1,
        }),
        online: true,
      }),
    );
    shopIds.push(shop.id);
    await dataSource.getRepository(SalesSettings).save(
      dataSource.getRepository(SalesSettings).create({
        shopId: shop.id,
        delivery: {
          options: [
            {
              ref: 'colis',
              type: 'carrier',
              label: 'Colis',
              price: 1290,
              marginPercent: 5,
              zones: { countries: [], departments: [] },
            },
          ],
          collectionPoints: [{ ref: 'caveau', name: 'Caveau', address: 'Au domaine', price: 0 }],
          franco: { bottles: 60, amount: 50000 },
        },
        promotions: [
          {
            id: 'p12',
            name: null,
            type: 'percent',
            amount: 5,
            activation: 'minProductOrder',
            threshold: 12,
            start: null,
            end: null,
          },
        ],
        rules: {
          minOrderAmountHt: null,
          minProducts: null,
          maxProducts: null,
          multipleOf: null,
          productLimits: [],
        },
        payments: { methods: ['card', 'transfer'], payLaterDelays: [], pendingOrderDays: 14 },
      }),
    );
  }
  await dataSource.destroy();

  const pool = mysql.createPool({ uri: database.env.DB_URL!, connectionLimit: 2 });
  const sellers: Seller[] = [];
  for (const shopId of shopIds) {
    const rows = Array.from({ length: PRODUCTS_PER_SELLER }, (_, i) => [
      shopId,
      `vin-${i + 1}`,
      'bottle',
      `Cuvée ${i + 1}`,
      'wine',
      'red',
      'Chinon',
      '["cabernet-franc"]',
      13,
      '[]',
      'FR',
      'standard',
      'online',
      0,
      '[]',
      '[]',
      0,
    ]);
    const first = await insertAll(
      pool,
      'products',
      ['shopId', 'slug', 'productType', 'name', 'type', 'color', 'appellation', 'grapes', 'alcohol'].concat([
        'labels',
        'country',
        'vatType',
        'status',
        'wrapping',
        'components',
        'visuals',
        'hiddenMask',
      ]),
      rows,
    );
    const ids = rows.map((_, i) => first + i);
    await insertAll(
      pool,
      'product_vintages',
      ['shopId', 'productId', 'position', 'name', 'legal', 'advanced', 'lots'],
      ids.map((id) => [shopId, id, 0, '2022', STILL_WINE, '{"alcohol":null}', '[]']),
    );
    const tiers = JSON.stringify([{ threshold: 6, price: 1100 }]);
    const firstFormat = await insertAll(
      pool,
      'product_formats',
      ['shopId', 'productId', 'position', 'container', 'unity', 'unityValue', 'eq75', 'price'].concat([
        'discountPrice',
        'discountAdd',
        'typologies',
        'visuals',
      ]),
      ids.map((id, i) => [shopId, id, 0, 'bottle', 'litre', 0.75, 1, 1200 + i, tiers, '[]', '{}', '[]']),
    );
    await insertAll(
      pool,
      'product_promotions',
      ['shopId', 'productId', 'formatId', 'type', 'amount', 'activation', 'threshold'],
      ids
        .filter((_, i) => i % 4 === 0)
        .map((id) => [shopId, id, firstFormat + (id - first), 'percent', 1000, 'always', 0]),
    );
    sellers.push({ shopId, products: ids.map((id, i) => ({ id, formatId: firstFormat + i })) });
  }
  await pool.query(
    'ANALYZE TABLE products, product_formats, product_vintages, product_promotions, shops, sales_settings',
  );
  await pool.end();
  return { database, sellers };
}

/** A cart of `size` lines spread over the sellers (one seller for a single line). */
function cartOf(sellers: Seller[], size: number): { orders: object[] } {
  const used = size < SELLERS ? sellers.slice(0, size) : sellers;
  return {
    orders: used.map((seller, s) => {
      const count = Math.floor(size / used.length) + (s < size % used.length ? 1 : 0);
      return {
        sellerId: seller.shopId,
        products: seller.products.slice(0, count).map((p) => ({
          productId: String(p.id),
          productType: 'bottle',
          vintageName: '2022',
          chosenFormat: {
            id: String(p.formatId),
            container: 'bottle',
            unityValue: 0.75,
            unity: 'litre',
            eq75: 1,
          },
          quantity: 3,
          isWrapped: false,
        })),
        shipping: { type: 'carrier', ref: 'colis' },
        paymentType: 'card',
      };
    }),
  };
}

interface Result {
  perSecond: number;
  p95: number;
}

async function measure(task: () => Promise<void>): Promise<Result> {
  for (let i = 0; i < 50; i++) await task();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        await task();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p95: latencies[Math.floor(latencies.length * 0.95)]! };
}

function poster(url: string, body: object, expected: number): () => Promise<void> {
  const json = JSON.stringify(body);
  return async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    });
    const answer = (await response.json()) as unknown[];
    if (response.status !== 200 || answer.length !== expected)
      throw new Error(`unexpected answer ${response.status}`);
  };
}

/** The ceiling: the same reads as the endpoint for a visitor, on a bare Fastify route, no pricing. */
async function ceiling(pool: Pool): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.post('/price', async (request) => {
    const { orders } = request.body as { orders: { sellerId: number; products: { productId: string }[] }[] };
    const sellers = orders.map((o) => o.sellerId);
    const productIds = orders.flatMap((o) => o.products.map((p) => Number(p.productId)));
    const [[shops], [settings], [products]] = await Promise.all([
      pool.query<RowDataPacket[]>('SELECT * FROM shops WHERE id IN (?)', [sellers]),
      pool.query<RowDataPacket[]>('SELECT * FROM sales_settings WHERE shopId IN (?)', [sellers]),
      pool.query<RowDataPacket[]>('SELECT * FROM products WHERE id IN (?)', [productIds]),
    ]);
    const ids = products.map((p) => p.id as number);
    const [[vintages], [formats], [promotions]] = await Promise.all([
      pool.query<RowDataPacket[]>(
        'SELECT * FROM product_vintages WHERE productId IN (?) ORDER BY position, id',
        [ids],
      ),
      pool.query<RowDataPacket[]>(
        'SELECT * FROM product_formats WHERE productId IN (?) ORDER BY position, id',
        [ids],
      ),
      pool.query<RowDataPacket[]>('SELECT * FROM product_promotions WHERE productId IN (?) ORDER BY id', [
        ids,
      ]),
    ]);
    return orders.map((order) => ({
      sellerId: order.sellerId,
      shop: shops.find((s) => s.id === order.sellerId),
      settings: settings.find((s) => s.shopId === order.sellerId),
      rows: vintages.length + formats.length + promotions.length,
    }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}/price`, close: () => app.close() };
}

async function main(): Promise<void> {
  if (!process.env.DB_URL) {
    console.error('DB_URL must point at a MySQL/MariaDB server (the raw mysql2 ceiling needs one).');
    process.exit(2);
  }
  console.log(`${REQUESTS} requests per line, ${CONCURRENCY} at a time, ${SELLERS} sellers\n`);
  const { database, sellers } = await seed();
  const dataDir = mkdtempSync(join(tmpdir(), 'cuvee-bench-'));
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    REDIS_URL: '',
    DB_POOL_SIZE: String(CONCURRENCY),
    ...database.env,
  });
  const app = await createApp(config, { processJobs: false });
  await app.listen(0, '127.0.0.1');
  const apiUrl = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/v1/orders/get-cart-price`;
  const pool = mysql.createPool({ uri: database.env.DB_URL!, connectionLimit: CONCURRENCY });
  const bare = await ceiling(pool);
  const lines: string[] = [];
  try {
    for (const size of SIZES) {
      const cart = cartOf(sellers, size);
      const api = await measure(poster(apiUrl, cart, cart.orders.length));
      const raw = await measure(poster(bare.url, cart, cart.orders.length));
      lines.push(
        `${String(size).padStart(4)} lines / ${cart.orders.length} seller(s)` +
          `  API ${api.perSecond.toFixed(0).padStart(5)} req/s  p95 ${api.p95.toFixed(1).padStart(6)} ms` +
          `   ceiling ${raw.perSecond.toFixed(0).padStart(5)} req/s  p95 ${raw.p95.toFixed(1).padStart(6)} ms` +
          `   ratio ${((100 * api.perSecond) / raw.perSecond).toFixed(0).padStart(3)} %`,
      );
      console.log(lines.at(-1));
    }
  } finally {
    await bare.close();
    await pool.end();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) await database.drop();
  }
  console.log(`\n${lines.join('\n')}`);
}

await main();
