/**
 * Benchmark of imports and exports. Imports BENCH_ROWS (100,000) products and as many clients
 * through the import engine (read, map, check every row, write in batches with the journal), then writes
 * the same rows into the same tables the fastest way the engine allows — the ceiling: multi-row INSERTs
 * of 2,000 rows on MySQL/MariaDB, one transaction with a prepared statement on SQLite — and prints rows/s
 * and the ratio. Then exports the clients as a zip and prints the peak memory next to a tenth as many
 * rows (streamed: it should not grow with the size). Then a stock count of every imported product
 * (each row a level created, locked and moved through the ledger, with its movement) next to the same
 * number of movements inserted raw, and the peak memory of the ledger export for a tenth and all of it.
 *
 *   node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/import/bench.ts
 *   DB_URL=mysql://root@127.0.0.1:3306/cuvee_dev node --conditions=@cuvee/source \
 *     --import @swc-node/register/esm-register tools/bench/import/bench.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  AppConfig,
  createScratchDatabase,
  Database,
  ExportEngine,
  ExportsService,
  ImportEngine,
  ImportsService,
  scratchTargetFromEnv,
  type OperationActor,
} from '@cuvee/platform';
import { Warehouse } from '@cuvee/stock';
import { withPlatform } from '../../../apps/cli/src/commands/platform-context.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SHOP_ID = 1;
const actor: OperationActor = { shopId: SHOP_ID, userId: null, locale: 'fr', permissions: 'all' };

function write(folder: string, name: string, lines: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

const clientLines = (count: number, offset = 0) => [
  'Nom;Prénom;Email;Adresse;Code postal;Ville;Typologie',
  ...Array.from(
    { length: count },
    (_, i) =>
      `Nom${i + offset};Prénom${i % 97};client${i + offset}@exemple.fr;${i % 300} rue des Vignes;33000;Bordeaux;${i % 3 ? 'Particulier' : 'Caviste'}`,
  ),
];
const productLines = (count: number, offset = 0) => [
  'Nom;Millésime;Couleur;Contenance;Prix HT;Prix Caviste',
  ...Array.from(
    { length: count },
    (_, i) =>
      `Cuvée ${i + offset};${2015 + (i % 10)};${i % 2 ? 'Rouge' : 'Blanc'};0,75;${10 + (i % 40)},50;${8 + (i % 30)},90`,
  ),
];

/** A count of every imported product (its vintage, 75 cl) in a warehouse: `Quantité` 1 to 50. */
const countLines = (warehouse: string, count: number, offset = 0) => [
  'Entrepôt;Article;Millésime;Format;Quantité',
  ...Array.from(
    { length: count },
    (_, i) => `${warehouse};Cuvée ${i + offset};${2015 + ((i + offset) % 10)};75 cl;${1 + (i % 50)}`,
  ),
];

/** The same rows inserted raw, the fastest way the engine offers: what the import is compared with. */
async function ceiling(
  database: Database,
  table: 'clients' | 'products' | 'stock_movements',
  count: number,
): Promise<number> {
  const columns =
    table === 'stock_movements'
      ? ['shopId', 'levelId', 'warehouseId', 'productId', 'vintageId', 'formatId', 'type', 'delta', 'reason']
      : table === 'clients'
        ? [
            'shopId',
            'isPro',
            'lastname',
            'firstname',
            'email',
            'displayName',
            'typology',
            'billingAddress',
            'archived',
            'marketingConsent',
          ]
        : [
            'shopId',
            'slug',
            'productType',
            'name',
            'grapes',
            'labels',
            'vatType',
            'status',
            'wrapping',
            'wrappingPrice',
            'components',
            'visuals',
            'hiddenMask',
          ];
  const row = (i: number): unknown[] =>
    table === 'stock_movements'
      ? [SHOP_ID, i + 1, 0, i + 1, 0, i + 1, 'inventoryGain', 1 + (i % 50), 'Plafond']
      : table === 'clients'
        ? [
            SHOP_ID,
            0,
            `Plafond${i}`,
            'P',
            `plafond${i}@exemple.fr`,
            `Plafond${i} P`,
            'public',
            JSON.stringify({ street: 'rue', zipcode: '33000', city: 'Bordeaux', country: 'FR' }),
            0,
            0,
          ]
        : [
            SHOP_ID,
            `plafond-${i}`,
            'bottle',
            `Plafond ${i}`,
            '[]',
            '[]',
            'standard',
            'online',
            0,
            0,
            '[]',
            '[]',
            0,
          ];
  const started = performance.now();
  const list = columns
    .map((column) => (database.engine === 'mysql' ? `\`${column}\`` : `"${column}"`))
    .join(', ');
  if (database.engine === 'mysql') {
    for (let start = 0; start < count; start += 2000) {
      const chunk = Array.from({ length: Math.min(2000, count - start) }, (_, i) => row(start + i));
      await database.dataSource.query(
        `INSERT INTO \`${table}\` (${list}) VALUES ${chunk.map((values) => `(${values.map(() => '?').join(', ')})`).join(', ')}`,
        chunk.flat(),
      );
    }
  } else {
    // better-sqlite3 underneath: one prepared statement run in one transaction.
    const driver = (
      database.dataSource.driver as unknown as {
        databaseConnection: {
          prepare(sql: string): { run(...values: unknown[]): void };
          transaction(fn: () => void): () => void;
        };
      }
    ).databaseConnection;
    const statement = driver.prepare(
      `INSERT INTO "${table}" (${list}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    driver.transaction(() => {
      for (let i = 0; i < count; i++) statement.run(...row(i));
    })();
  }
  return count / ((performance.now() - started) / 1000);
}

async function importRate(
  app: Parameters<Parameters<typeof withPlatform>[1]>[0],
  kind: string,
  path: string,
): Promise<number> {
  const started = performance.now();
  const record = await app
    .get(ImportsService)
    .create(actor, { kind, fileName: path, content: { path } }, { enqueue: false });
  const done = await app.get(ImportEngine).run(record.id);
  if (done.status !== 'completed' || done.failed > 0)
    throw new Error(`import ${kind}: ${done.status}, ${done.failed} refused`);
  return (done.totalRows ?? 0) / ((performance.now() - started) / 1000);
}

/** Peak resident memory above the start while an export of the shop (the clients by default) runs. */
async function exportPeak(
  app: Parameters<Parameters<typeof withPlatform>[1]>[0],
  kind = 'clients',
  filter: Record<string, number> = {},
): Promise<{ mb: number; rows: number; seconds: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const created = await app
    .get(ExportsService)
    .create(actor, { kind, format: 'csv', filter }, { enqueue: false });
  const done = await app.get(ExportEngine).run(created.id);
  clearInterval(timer);
  return { mb: (peak - base) / 1048576, rows: done.rowCount, seconds: (performance.now() - started) / 1000 };
}

const folder = mkdtempSync(join(tmpdir(), 'cuvee-bench-import-'));
const scratch = await createScratchDatabase(scratchTargetFromEnv(), 'benchimport');
const config = AppConfig.fromEnv({
  ...scratch.env,
  DATA_DIR: folder,
  LOG_LEVEL: 'silent',
  MIGRATIONS_RUN: 'true',
});
try {
  await withPlatform(config, async (app) => {
    const database = app.get(Database);
    const engine = database.engine;
    const small = await (async () => {
      await importRate(app, 'clients', write(folder, 'small.csv', clientLines(ROWS / 10, 10 * ROWS)));
      return exportPeak(app);
    })();
    const clients = await importRate(app, 'clients', write(folder, 'clients.csv', clientLines(ROWS)));
    const clientsCeiling = await ceiling(database, 'clients', ROWS);
    const products = await importRate(app, 'products', write(folder, 'products.csv', productLines(ROWS)));
    const productsCeiling = await ceiling(database, 'products', ROWS);
    const large = await exportPeak(app);
    // Stock: a cellar counted in full, a tenth of the wines in a shop (the small ledger export).
    const warehouses = app.get(Database).dataSource.getRepository(Warehouse);
    const [cellar, shop] = await warehouses.save(
      ['Chai', 'Boutique'].map((name, index) =>
        warehouses.create({
          shopId: SHOP_ID,
          name,
          address: null,
          fiscalStatus: 'suspended',
          isDefault: index === 0,
          archivedAt: null,
        }),
      ),
    );
    const stock = await importRate(app, 'stock', write(folder, 'stock.csv', countLines('Chai', ROWS)));
    const stockCeiling = await ceiling(database, 'stock_movements', ROWS);
    await importRate(app, 'stock', write(folder, 'boutique.csv', countLines('Boutique', ROWS / 10)));
    const smallLedger = await exportPeak(app, 'stockMovements', { warehouseId: shop!.id });
    const largeLedger = await exportPeak(app, 'stockMovements', { warehouseId: cellar!.id });
    const line = (name: string, rate: number, top: number) =>
      `${name.padEnd(10)} import ${rate.toFixed(0).padStart(7)} rows/s   ceiling ${top.toFixed(0).padStart(8)} rows/s   ratio ${((rate / top) * 100).toFixed(1)} %`;
    console.log(`engine ${engine}, ${ROWS} rows`);
    console.log(line('clients', clients, clientsCeiling));
    console.log(line('products', products, productsCeiling));
    console.log(line('stock', stock, stockCeiling));
    console.log(
      `export zip  ${small.rows} rows: +${small.mb.toFixed(1)} MB peak RSS (${small.seconds.toFixed(1)} s)`,
    );
    console.log(
      `export zip  ${large.rows} rows: +${large.mb.toFixed(1)} MB peak RSS (${large.seconds.toFixed(1)} s)`,
    );
    for (const [name, peak] of [
      ['ledger', smallLedger],
      ['ledger', largeLedger],
    ] as const) {
      console.log(
        `${name} zip ${peak.rows} rows: +${peak.mb.toFixed(1)} MB peak RSS (${peak.seconds.toFixed(1)} s)`,
      );
    }
  });
} finally {
  await scratch.drop();
  rmSync(folder, { recursive: true, force: true });
}
