/**
 * Benchmark of the clients list (docs/crm.md): a page of 24 out of 50,000 clients of one shop, with a filter,
 * read by the shop's owner through the API (GET /v1/clients) and, as the ceiling, the very statements the
 * API ran for that request (captured once, identity checks included) replayed with raw mysql2. Prints
 * requests/s, p95 latency and the API / ceiling ratio for each filter. Needs MySQL/MariaDB.
 *
 *   DB_URL=mysql://root@127.0.0.1:3306/cuvee_dev \
 *     node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/crm/bench.ts
 *
 * BENCH_CLIENTS (50000), BENCH_REQUESTS (2000), BENCH_CONCURRENCY (8), BENCH_KEEP=1 keeps the database.
 */
import { performance } from 'node:perf_hooks';
import mysql, { type Pool } from 'mysql2/promise';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import { insertSyntheticClients } from '@cuvee/crm';
import { DEMO_PASSWORD, seedIamDemo, User } from '@cuvee/iam';
import { schema } from '@cuvee/migrations';
import { createScratchDatabase, Database, openDataSource, runMigrations } from '@cuvee/platform';
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

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const PAGE = 24;

interface Statement {
  query: string;
  parameters: unknown[];
}

/** The statements of one API request, replayed in the same order (the page's follow-ups in parallel). */
function rawRead(pool: Pool, statements: Statement[]): () => Promise<void> {
  return async () => {
    for (const statement of statements) await pool.query(statement.query, statement.parameters);
  };
}

async function main(): Promise<void> {
  const serverUrl = mysqlServerUrl();
  process.stdout.write(`seeding ${CLIENTS.toLocaleString('en')} clients… `);
  const t0 = performance.now();
  const database = await createScratchDatabase({ engine: 'mysql', serverUrl }, 'bench');
  const dataSource = await openDataSource(database.config, schema.entities, schema.migrations.mysql);
  await runMigrations(dataSource);
  const shop = await dataSource.transaction((manager) => seedIamDemo(manager));
  const users = dataSource.getRepository(User);
  const agentIds = [
    (await users.findOneByOrFail({ email: 'agent@cuvee.demo' })).id,
    (await users.findOneByOrFail({ email: 'collaborateur@cuvee.demo' })).id,
  ];
  await dataSource.transaction((manager) =>
    insertSyntheticClients(manager, shop.id, {
      count: CLIENTS,
      agentIds,
      withWords: true,
      withTags: true,
      chunkSize: 2000,
    }),
  );
  await dataSource.query('ANALYZE TABLE clients, client_tags, client_words');
  await dataSource.destroy();
  console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { app, url, close } = await startBenchApi(database.env);
  const pool = mysql.createPool({ uri: database.env.DB_URL!, connectionLimit: CONCURRENCY });
  const appSource = app.get(Database).dataSource;
  const report = new Report();
  try {
    const login = await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'proprietaire', password: DEMO_PASSWORD }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const filters: [string, object][] = [
      ['typology', { typology: 'caviste' }],
      ['department', { department: '33' }],
      ['agent', { agentId: agentIds[0] }],
      ['search "cave port"', { q: 'cave port' }],
    ];
    console.log(`${REQUESTS} requests per line, ${CONCURRENCY} at a time, pages of ${PAGE}\n`);
    for (const [label, filter] of filters) {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), range: `[0,${PAGE - 1}]` });
      const address = `${url}/v1/clients?${query.toString()}`;
      const read = pageRead(address, PAGE, { Authorization: `Bearer ${jwt}` });
      // Capture what one request runs: the ceiling replays exactly that.
      const statements: Statement[] = [];
      const probe = {
        beforeQuery: (event: BeforeQueryEvent) =>
          void statements.push({
            query: event.query,
            parameters: Array.isArray(event.parameters) ? event.parameters : [],
          }),
      };
      appSource.subscribers.push(probe);
      await read();
      appSource.subscribers.splice(appSource.subscribers.indexOf(probe), 1);

      const api = await measure(read);
      const raw = await measure(rawRead(pool, statements));
      report.add(
        `${CLIENTS.toLocaleString('en')} clients  ${label.padEnd(20)}` +
          `  API ${rate(api)}   raw mysql2 (${statements.length} statements) ${rate(raw)}` +
          `   ratio ${(api.perSecond / raw.perSecond).toFixed(2)}`,
      );
    }
  } finally {
    await pool.end();
    await close();
    if (!process.env.BENCH_KEEP) await database.drop();
  }
  report.print();
}

await main();
