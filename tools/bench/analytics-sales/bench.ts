/**
 * Benchmark of the sales report (docs/analytics.md): GET /v1/analytics/sales for a year by month with
 * by=channel, on a shop with 1,000,000 invoice lines' worth of read models spread over three years
 * (the facts and the daily summary inserted in bulk, as the issuing transactions would have left
 * them). The ceiling, measured in the same run, is the raw GROUP BY of that year on the summary table
 * with mysql2. Prints the p95 of each and, last, `RATIO analytics-sales <percent>` (ceiling p95 / API
 * p95) and `P95 analytics-sales <ms>` (goal: at most 300 ms). Needs MySQL/MariaDB.
 *
 *   DB_URL=mysql://root@127.0.0.1:3306/cuvee_dev \
 *     node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/analytics-sales/bench.ts
 *
 * BENCH_LINES (1000000), BENCH_RUNS (200, one request at a time), BENCH_KEEP=1 keeps the database.
 */
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import { addToSummary, factsOf, summaryDeltaOf, type SoldDocument, type SummaryRow } from '@cuvee/analytics';
import { DEMO_PASSWORD, seedIamDemo } from '@cuvee/iam';
import { addDays, parisDateOf, SALES_CHANNELS } from '@cuvee/kernel';
import { schema } from '@cuvee/migrations';
import { createScratchDatabase, openDataSource, runMigrations } from '@cuvee/platform';
import { mysqlServerUrl, percentile, Report, startBenchApi } from '../support/load.js';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const LINES_PER_INVOICE = 5;
const DAYS = 1096;
const INSERT_ROWS = 2000;

/** A deterministic pseudo-random sequence (mulberry32), so that every run measures the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const TYPOLOGIES = ['public', 'caviste', 'restaurant', 'hotel', 'wholesaler', 'export'];
const COUNTRIES = ['FR', 'FR', 'FR', 'BE', 'DE', 'GB', 'US'];

async function main(): Promise<void> {
  const serverUrl = mysqlServerUrl();
  const t0 = performance.now();
  const database = await createScratchDatabase({ engine: 'mysql', serverUrl }, 'bench');
  const dataSource = await openDataSource(database.config, schema.entities, schema.migrations.mysql);
  await runMigrations(dataSource);
  const shop = await dataSource.transaction((manager) => seedIamDemo(manager));
  const today = parisDateOf(new Date());
  const first = addDays(today, 1 - DAYS);
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const pool = mysql.createPool({ uri: database.env.DB_URL!, connectionLimit: 4 });

  process.stdout.write(`inserting ${LINES.toLocaleString('en')} invoice lines' facts and their summary… `);
  const summary = new Map<string, SummaryRow>();
  const factColumns = [
    'shopId',
    'documentId',
    'position',
    'kind',
    'day',
    'clientId',
    'channel',
    'typology',
    'country',
    'agentId',
    'sellerId',
    'productId',
    'vintageId',
    'formatId',
    'quantity',
    'bottles',
    'eq75Milli',
    'ht',
  ] as const;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await pool.query(`INSERT INTO analytics_sales_facts (${factColumns.join(', ')}) VALUES ?`, [batch]);
    batch = [];
  };
  for (let documentId = 1; documentId * LINES_PER_INVOICE <= LINES; documentId++) {
    const document: SoldDocument = {
      documentId,
      kind: next() < 0.04 ? 'creditNote' : 'invoice',
      day: addDays(first, Math.floor(next() * DAYS)),
      clientId: 1 + Math.floor(next() * 20_000),
      channel: pick(SALES_CHANNELS).key,
      typology: pick(TYPOLOGIES),
      country: pick(COUNTRIES),
      agentId: pick([0, 0, 11, 12, 13]),
      sellerId: pick([0, 11, 14]),
      lines: Array.from({ length: LINES_PER_INVOICE }, (_, i) => ({
        position: i + 1,
        productId: 1 + Math.floor(next() * 300),
        vintageId: 1 + Math.floor(next() * 900),
        formatId: 1 + Math.floor(next() * 600),
        quantity: 1 + Math.floor(next() * 24),
        ht: 500 + Math.floor(next() * 30_000),
        eq75: pick([0.5, 1, 1, 1, 2]),
        bottlesPerUnit: 1,
      })),
    };
    addToSummary(summary, summaryDeltaOf(document));
    for (const fact of factsOf(document)) {
      batch.push(factColumns.map((column) => (column === 'shopId' ? shop.id : fact[column])));
      if (batch.length >= INSERT_ROWS) await flush();
    }
  }
  await flush();
  const summaryColumns = [
    'shopId',
    'day',
    'channel',
    'typology',
    'country',
    'agentId',
    'ht',
    'invoices',
    'creditNotes',
    'bottles',
    'eq75Milli',
  ] as const;
  const rows = [...summary.values()].map((row) =>
    summaryColumns.map((column) => (column === 'shopId' ? shop.id : row[column])),
  );
  for (let i = 0; i < rows.length; i += INSERT_ROWS)
    await pool.query(`INSERT INTO analytics_daily_sales (${summaryColumns.join(', ')}) VALUES ?`, [
      rows.slice(i, i + INSERT_ROWS),
    ]);
  await pool.query('ANALYZE TABLE analytics_sales_facts, analytics_daily_sales');
  await dataSource.destroy();
  console.log(
    `${((performance.now() - t0) / 1000).toFixed(1)} s (${rows.length.toLocaleString('en')} summary rows)`,
  );

  const { url, close } = await startBenchApi(database.env);
  const report = new Report();
  try {
    const login = await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'proprietaire', password: DEMO_PASSWORD }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const from = addDays(today, -364);
    const address = `${url}/v1/analytics/sales?${new URLSearchParams({ from, to: today, granularity: 'month', by: 'channel' })}`;
    const api = async () => {
      const response = await fetch(address, { headers: { Authorization: `Bearer ${jwt}` } });
      const body = (await response.json()) as { series?: unknown[] };
      if (response.status !== 200 || body.series?.length !== 13)
        throw new Error(`unexpected answer ${response.status}`);
    };
    const raw = async () => {
      await pool.query(
        'SELECT day, channel, SUM(ht), SUM(invoices), SUM(creditNotes), SUM(bottles), SUM(eq75Milli) ' +
          'FROM analytics_daily_sales WHERE shopId = ? AND day BETWEEN ? AND ? GROUP BY day, channel',
        [shop.id, from, today],
      );
    };
    const p95 = async (task: () => Promise<void>) => {
      for (let i = 0; i < 10; i++) await task();
      const latencies: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await task();
        latencies.push(performance.now() - started);
      }
      return percentile(
        latencies.sort((a, b) => a - b),
        0.95,
      );
    };
    // Alternately, so that neither gets a quieter machine.
    const apiP95s: number[] = [];
    const rawP95s: number[] = [];
    for (let round = 0; round < 3; round++) {
      apiP95s.push(await p95(api));
      rawP95s.push(await p95(raw));
    }
    const apiMs = apiP95s.sort((a, b) => a - b)[1]!;
    const rawMs = rawP95s.sort((a, b) => a - b)[1]!;
    report.add(
      `${LINES.toLocaleString('en')} lines, a year by month by channel: API p95 ${apiMs.toFixed(1)} ms, ` +
        `raw GROUP BY on the summary p95 ${rawMs.toFixed(1)} ms (median of 3 rounds of ${RUNS})`,
    );
    report.print();
    console.log(`RATIO analytics-sales ${Math.round((rawMs / apiMs) * 100)}`);
    console.log(`P95 analytics-sales ${Math.round(apiMs)}`);
  } finally {
    await pool.end();
    await close();
    if (!process.env.BENCH_KEEP) await database.drop();
  }
}

await main();
