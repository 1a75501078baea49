/**
 * Benchmark of the DRM (docs/customs.md): the demo shop's ledger with BENCH_MOVEMENTS (100,000) more
 * stock movements in one month, and that month's DRM computed by DrmService (the ledger summed by the
 * database, the customs products, formats and capsule records read, the balances, duties, CRD lines and
 * anomalies) next to the ceiling: the same aggregation of the ledger as one raw SQL statement. Prints
 * the median of BENCH_RUNS (9) runs of each, the two run alternately, and `RATIO drm <percent>` (ceiling time / DRM time; the
 * target is at least 50 %). SQLite by default, MySQL/MariaDB with DB_URL. BENCH_PROFILE=1 also times
 * each statement one DRM runs, replayed alone.
 *
 *   node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/drm/bench.ts
 *   DB_URL=mysql://root@127.0.0.1:3306/cuvee_dev node --conditions=@cuvee/source \
 *     --import @swc-node/register/esm-register tools/bench/drm/bench.ts
 */
import { performance } from 'node:perf_hooks';
import { DrmService, monthOfInstant, monthRange, previousMonth } from '@cuvee/customs';
import { DEMO_SHOP_CODE, Shop } from '@cuvee/iam';
import { seedDemoData } from '@cuvee/migrations';
import { createScratchDatabase, Database, scratchTargetFromEnv } from '@cuvee/platform';
import { StockLevel, StockMovement, Warehouse, type MovementType } from '@cuvee/stock';
import { startBenchApi } from '../support/load.js';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const TYPES: readonly [MovementType, 1 | -1][] = [
  ['production', 1],
  ['purchase', 1],
  ['return', 1],
  ['sale', -1],
  ['sale', -1],
  ['sample', -1],
  ['breakage', -1],
  ['transferOut', -1],
  ['transferIn', 1],
];

const middle = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * Runs the two tasks alternately, the one first then the other, RUNS times: on a shared machine a burst
 * of load falls on both rather than on whichever ran during it. Medians of each.
 */
async function interleaved(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  const timed = async (task: () => Promise<unknown>, into: number[]) => {
    const started = performance.now();
    await task();
    into.push(performance.now() - started);
  };
  for (let run = 0; run < RUNS; run += 1) {
    if (run % 2 === 0) {
      await timed(a, times[0]);
      await timed(b, times[1]);
    } else {
      await timed(b, times[1]);
      await timed(a, times[0]);
    }
  }
  return [middle(times[0]), middle(times[1])];
}

const scratch = await createScratchDatabase(scratchTargetFromEnv(), 'benchdrm');
const { app, close } = await startBenchApi(scratch.env);
try {
  const database = app.get(Database);
  await seedDemoData(database);
  const manager = database.dataSource.manager;
  const shop = await manager.findOneByOrFail(Shop, { code: DEMO_SHOP_CODE });
  const levels = await manager.findBy(StockLevel, { shopId: shop.id });
  const month = previousMonth(monthOfInstant(new Date()));
  const { start, end } = monthRange(month);
  const span = end.getTime() - start.getTime();

  process.stdout.write(`writing ${MOVEMENTS.toLocaleString('en')} movements in ${month}… `);
  const t0 = performance.now();
  // SQLite refuses long multi-row INSERTs (its expression depth): smaller batches, one transaction.
  const batch = database.engine === 'sqlite' ? 200 : 2000;
  await database.transaction(async (writer) => {
    for (let done = 0; done < MOVEMENTS; done += batch) {
      const rows = Array.from({ length: Math.min(batch, MOVEMENTS - done) }, (_, index) => {
        const level = levels[(done + index) % levels.length]!;
        const [type, sign] = TYPES[(done + index) % TYPES.length]!;
        return {
          shopId: shop.id,
          levelId: level.id,
          warehouseId: level.warehouseId,
          productId: level.productId,
          vintageId: level.vintageId,
          formatId: level.formatId,
          type,
          delta: sign * (1 + ((done + index) % 12)),
          reason: null,
          userId: null,
          sourceRef: null,
          createdAt: new Date(start.getTime() + Math.floor(((done + index) / MOVEMENTS) * span)),
        };
      });
      await writer.createQueryBuilder().insert().into(StockMovement).values(rows).execute();
    }
  });
  console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const drm = app.get(DrmService);
  const computed = await drm.ofShop(shop.id, month);
  const lines = computed.products.length;
  if (process.env.BENCH_PROFILE) {
    const statements: { query: string; parameters: unknown[] }[] = [];
    const probe = {
      beforeQuery: (event: { query: string; parameters?: unknown[] }) =>
        void statements.push({ query: event.query, parameters: event.parameters ?? [] }),
    };
    database.dataSource.subscribers.push(probe as never);
    await drm.ofShop(shop.id, month);
    database.dataSource.subscribers.pop();
    for (const statement of statements) {
      const t = performance.now();
      await manager.query(statement.query, statement.parameters);
      console.log(
        `${(performance.now() - t).toFixed(1)} ms  ${statement.query.slice(0, 140).replace(/\s+/g, ' ')}`,
      );
    }
  }

  // The ceiling: the ledger up to the month's end summed per product, vintage, format, regime, type and
  // period (before the month or in it), in one statement — what the DRM needs from the ledger at least.
  const movements = manager.connection.getMetadata(StockMovement).tableName;
  const warehouses = manager.connection.getMetadata(Warehouse).tableName;
  const [sql, parameters] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT m.productId, m.vintageId, m.formatId, w.fiscalStatus, m.type,
            CASE WHEN m.createdAt >= :start THEN 1 ELSE 0 END AS period, SUM(m.delta) AS units
       FROM ${movements} m JOIN ${warehouses} w ON w.id = m.warehouseId
      WHERE m.shopId = :shopId AND m.createdAt < :end
      GROUP BY m.productId, m.vintageId, m.formatId, w.fiscalStatus, m.type, period`,
    {
      start: manager.connection.driver.preparePersistentValue(start, { type: 'datetime' } as never),
      end: manager.connection.driver.preparePersistentValue(end, { type: 'datetime' } as never),
      shopId: shop.id,
    },
  );
  const groups = ((await manager.query(sql, parameters)) as unknown[]).length;
  if (groups === 0) throw new Error('the raw aggregation found no movement: its dates are wrong');
  const [drmMs, rawMs] = await interleaved(
    () => drm.ofShop(shop.id, month),
    () => manager.query(sql, parameters),
  );

  console.log(
    `DRM of ${month}: ${lines} product lines, ${computed.crd.length} CRD lines; ${groups} ledger groups`,
  );
  console.log(
    `DrmService ${drmMs.toFixed(1)} ms   raw SQL aggregation ${rawMs.toFixed(1)} ms (median of ${RUNS})`,
  );
  console.log(`RATIO drm ${Math.round((rawMs / drmMs) * 100)}`);
} finally {
  await close();
  await scratch.drop();
}
