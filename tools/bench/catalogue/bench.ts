/**
 * Benchmark of the catalogue list: a page of 24 products out of 1,000 and out of 100,000, read
 * through the API (GET /v1/products, a visitor on the shop page) and, as the ceiling, the same SQL reads
 * run with raw mysql2 (count, page, then the page's vintages, formats and promotions). Prints requests/s
 * and p95 latency for each, and the API / ceiling ratio. Needs MySQL/MariaDB; see docs/catalogue.md.
 *
 *   DB_URL=mysql://root@127.0.0.1:3306/cuvee_dev \
 *     node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/catalogue/bench.ts
 *
 * BENCH_SIZES (1000,100000), BENCH_REQUESTS (2000), BENCH_CONCURRENCY (8), BENCH_KEEP=1 keeps the databases.
 */
import { performance } from 'node:perf_hooks';
import mysql, { type Pool, type RowDataPacket } from 'mysql2/promise';
import { GRAPE_VARIETIES, indexWords, prefixUpperBound, queryWords } from '@cuvee/kernel';
import { buildShop, Shop } from '@cuvee/iam';
import { schema } from '@cuvee/migrations';
import { createScratchDatabase, openDataSource, runMigrations, type ScratchDatabase } from '@cuvee/platform';
import {
  CONCURRENCY,
  measure,
  mysqlServerUrl,
  pageRead,
  rate,
  Report,
  REQUESTS,
  startBenchApi,
} from '../support/load.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const PAGE = 24;
const SEARCH = 'clos';

const DOMAINS = ['Château', 'Domaine', 'Clos', 'Mas', 'Cave', 'Maison', 'Vignoble', 'Bastide'];
const PLACES = ['Belair', 'des Fées', 'Saint-Martin', 'la Roche', 'du Moulin', 'les Aubuis', 'Haut-Lieu'];
const APPELLATIONS = [
  'Chinon',
  'Bourgueil',
  'Vouvray',
  'Saumur',
  'Sancerre',
  'Muscadet',
  'Anjou',
  'Touraine',
];
const GRAPES = ['cabernet-franc', 'chenin', 'sauvignon', 'gamay', 'melon', 'chardonnay', 'pinot-noir'];
const COLOURS = ['red', 'white', 'rose'];
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

function grapeLabel(key: string): string {
  return GRAPE_VARIETIES.find((grape) => grape.key === key)?.fr ?? key;
}

/** Inserts rows in batches of 2,000 with one multi-row INSERT each; returns the first id of each batch. */
async function insertAll(pool: Pool, table: string, columns: string[], rows: unknown[][]): Promise<number[]> {
  const firstIds: number[] = [];
  for (let start = 0; start < rows.length; start += 2000) {
    const [result] = await pool.query(
      `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
      [rows.slice(start, start + 2000)],
    );
    firstIds.push((result as { insertId: number }).insertId);
  }
  return firstIds;
}

/** A scratch database with the schema, one online shop and `size` products (90 % of them online). */
async function seed(serverUrl: string, size: number): Promise<{ database: ScratchDatabase; shopId: number }> {
  const database = await createScratchDatabase({ engine: 'mysql', serverUrl }, 'bench');
  const dataSource = await openDataSource(database.config, schema.entities, schema.migrations.mysql);
  await runMigrations(dataSource);
  const shop = await dataSource.getRepository(Shop).save(
    dataSource.getRepository(Shop).create({
      ...buildShop({
        code: 'BENCH',
        urlShop: 'bench',
        name: 'Banc d’essai',
        businessType: 'wine',
        ownerId: 1,
      }),
      online: true,
    }),
  );
  await dataSource.destroy();

  const pool = mysql.createPool({
    uri: database.config.engine === 'mysql' ? database.config.url : '',
    connectionLimit: 2,
  });
  const products: unknown[][] = [];
  const words: string[][] = [];
  for (let i = 0; i < size; i++) {
    const name = `${DOMAINS[i % DOMAINS.length]} ${PLACES[(i * 7) % PLACES.length]} ${i + 1}`;
    const appellation = APPELLATIONS[(i * 3) % APPELLATIONS.length]!;
    const grape = GRAPES[(i * 5) % GRAPES.length]!;
    words.push(indexWords([name, appellation, grapeLabel(grape)]));
    products.push([
      shop.id,
      `produit-${i + 1}`,
      'bottle',
      name,
      'wine',
      COLOURS[i % COLOURS.length],
      appellation,
      JSON.stringify([grape]),
      12.5,
      '[]',
      'FR',
      'standard',
      i % 10 === 9 ? 'paused' : 'online',
      0,
      '[]',
      '[]',
      0,
    ]);
  }
  const productColumns = [
    'shopId',
    'slug',
    'productType',
    'name',
    'type',
    'color',
    'appellation',
    'grapes',
    'alcohol',
  ];
  productColumns.push(
    'labels',
    'country',
    'vatType',
    'status',
    'wrapping',
    'components',
    'visuals',
    'hiddenMask',
  );
  const firstIds = await insertAll(pool, 'products', productColumns, products);
  const idOf = (i: number) => firstIds[Math.floor(i / 2000)]! + (i % 2000);

  const vintages: unknown[][] = [];
  const formats: unknown[][] = [];
  const promotions: unknown[][] = [];
  const wordRows: unknown[][] = [];
  for (let i = 0; i < size; i++) {
    const id = idOf(i);
    vintages.push([shop.id, id, 0, '2022', STILL_WINE, '{"alcohol":null}', '[]']);
    formats.push([shop.id, id, 0, 'bottle', 'litre', 0.75, 1, 900 + (i % 3000), '[]', '[]', '{}', '[]']);
    // Every fourth product also comes in magnum, every tenth has a promotion.
    if (i % 4 === 0)
      formats.push([shop.id, id, 1, 'bottle', 'litre', 1.5, 2, 2000 + (i % 3000), '[]', '[]', '{}', '[]']);
    if (i % 10 === 0) promotions.push([shop.id, id, 0, 'percent', 1000, 'always', 0]);
    for (const word of words[i]!) wordRows.push([id, word, shop.id]);
  }
  await insertAll(
    pool,
    'product_vintages',
    ['shopId', 'productId', 'position', 'name', 'legal', 'advanced', 'lots'],
    vintages,
  );
  const formatColumns = [
    'shopId',
    'productId',
    'position',
    'container',
    'unity',
    'unityValue',
    'eq75',
    'price',
  ];
  formatColumns.push('discountPrice', 'discountAdd', 'typologies', 'visuals');
  await insertAll(pool, 'product_formats', formatColumns, formats);
  // Promotions point at the product's first format: its id is found once the formats exist.
  await insertAll(
    pool,
    'product_promotions',
    ['shopId', 'productId', 'formatId', 'type', 'amount', 'activation', 'threshold'],
    promotions,
  );
  await pool.query(
    'UPDATE product_promotions p JOIN product_formats f ON f.productId = p.productId AND f.position = 0 SET p.formatId = f.id',
  );
  await insertAll(pool, 'product_words', ['productId', 'word', 'shopId'], wordRows);
  await pool.query(
    'ANALYZE TABLE products, product_formats, product_vintages, product_promotions, product_words',
  );
  await pool.end();
  return { database, shopId: shop.id };
}

/** The reads GET /v1/products makes for a visitor (public typology), as plain SQL. */
function rawRead(pool: Pool, shopId: number, search: string | null): () => Promise<void> {
  let where = "p.shopId = ? AND p.status = 'online' AND (p.hiddenMask & 1) = 0";
  const params: (string | number)[] = [shopId];
  for (const word of search ? queryWords(search) : []) {
    const upper = prefixUpperBound(word);
    where += ` AND p.id IN (SELECT w.productId FROM product_words w WHERE w.shopId IN (?) AND w.word >= ?${upper ? ' AND w.word < ?' : ''})`;
    params.push(shopId, word, ...(upper ? [upper] : []));
  }
  return async () => {
    await pool.query(`SELECT COUNT(DISTINCT p.id) AS cnt FROM products p WHERE ${where}`, params);
    const [rows] = await pool.query<RowDataPacket[]>(
      `SELECT p.* FROM products p WHERE ${where} ORDER BY p.name ASC, p.id ASC LIMIT ${PAGE} OFFSET 0`,
      params,
    );
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) throw new Error('empty page');
    await Promise.all([
      pool.query('SELECT * FROM product_vintages WHERE productId IN (?) ORDER BY position, id', [ids]),
      pool.query('SELECT * FROM product_formats WHERE productId IN (?) ORDER BY position, id', [ids]),
      pool.query('SELECT * FROM product_promotions WHERE productId IN (?) ORDER BY id', [ids]),
    ]);
  };
}

function apiRead(url: string, shopId: number, search: string | null): () => Promise<void> {
  const query = new URLSearchParams({ shopIds: String(shopId), range: `[0,${PAGE - 1}]` });
  if (search) query.set('filter', JSON.stringify({ q: search }));
  return pageRead(`${url}/v1/products?${query.toString()}`, PAGE);
}

async function main(): Promise<void> {
  const serverUrl = mysqlServerUrl();
  console.log(`${REQUESTS} requests per line, ${CONCURRENCY} at a time, pages of ${PAGE}\n`);
  const report = new Report();
  for (const size of SIZES) {
    process.stdout.write(`seeding ${size.toLocaleString('en')} products… `);
    const t0 = performance.now();
    const { database, shopId } = await seed(serverUrl, size);
    console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { url, close } = await startBenchApi(database.env);
    const pool = mysql.createPool({ uri: database.env.DB_URL!, connectionLimit: CONCURRENCY });
    try {
      for (const search of [null, SEARCH]) {
        const label = search ? `search "${search}"` : 'first page';
        const api = await measure(apiRead(url, shopId, search));
        const raw = await measure(rawRead(pool, shopId, search));
        report.add(
          `${size.toLocaleString('en').padStart(8)} products  ${label.padEnd(15)}` +
            `  API ${rate(api)}   raw mysql2 ${rate(raw)}   ratio ${((100 * api.perSecond) / raw.perSecond).toFixed(0).padStart(3)} %`,
        );
      }
    } finally {
      await pool.end();
      await close();
      if (!process.env.BENCH_KEEP) await database.drop();
    }
  }
  report.print();
}

await main();
