import pactum from 'pactum';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import { insertSyntheticClients } from '@cuvee/crm';
import { Shop } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * docs/crm.md "Scale": listing 24 of 50,000 clients with a filter stays index-backed. The statements the
 * API runs for the page are captured and explained by the engine itself (EXPLAIN QUERY PLAN on SQLite,
 * EXPLAIN on MySQL/MariaDB): the clients table is always reached through an index, never scanned whole,
 * and a page filtered on a client column comes out of the index in order (no sort of the matching rows).
 * Speed: tools/bench/crm.
 */

const VOLUME = 50_000;

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let database: Database;

interface Statement {
  query: string;
  parameters: unknown[];
}

/** The statements the server runs while answering one request. */
async function statementsFor(run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const probe = {
    beforeQuery: (event: BeforeQueryEvent) =>
      void seen.push({
        query: event.query,
        parameters: Array.isArray(event.parameters) ? event.parameters : [],
      }),
  };
  database.dataSource.subscribers.push(probe);
  try {
    await run();
  } finally {
    database.dataSource.subscribers.splice(database.dataSource.subscribers.indexOf(probe), 1);
  }
  return seen;
}

/** What the engine says about one statement: one line per table access. */
async function plan(statement: Statement): Promise<string[]> {
  if (database.engine === 'sqlite') {
    const rows = (await database.dataSource.query(
      `EXPLAIN QUERY PLAN ${statement.query}`,
      statement.parameters,
    )) as {
      detail: string;
    }[];
    return rows.map((row) => row.detail);
  }
  const rows = (await database.dataSource.query(`EXPLAIN ${statement.query}`, statement.parameters)) as {
    table: string | null;
    type: string | null;
    key: string | null;
    Extra: string | null;
  }[];
  return rows.map((row) => `${row.table} type=${row.type} key=${row.key} extra=${row.Extra ?? ''}`);
}

/** Accesses to the clients table (alias c) that read it whole, or sort its matching rows. */
function problems(lines: string[], isPage: boolean): string[] {
  if (database.engine === 'sqlite') {
    return lines.filter(
      (line) =>
        /^SCAN c\b(?! USING (COVERING )?INDEX)/.test(line) ||
        (isPage && /TEMP B-TREE FOR ORDER BY/.test(line)),
    );
  }
  return lines.filter(
    (line) =>
      line.startsWith('c ') &&
      (/type=ALL\b/.test(line) || /key=null/.test(line) || (isPage && /filesort/.test(line))),
  );
}

beforeAll(async () => {
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  database = api.get(Database);
  const shop = await database.dataSource.getRepository(Shop).findOneByOrFail({ code: 'DEMO' });
  await database.transaction((manager) =>
    insertSyntheticClients(manager, shop.id, {
      count: VOLUME,
      agentIds: [ids.agent!, ids.collaborateur!],
      withTags: true,
      withWords: true,
      chunkSize: 1000,
    }),
  );
  // Fresh statistics, as a live database has them.
  if (database.engine === 'sqlite') await database.dataSource.query('ANALYZE');
  else await database.dataSource.query('ANALYZE TABLE clients, client_tags, client_words');
}, 300_000);
afterAll(() => api.stop());

describe('24 of 50,000 clients with a filter', () => {
  const filters: [string, () => object][] = [
    ['no filter', () => ({})],
    ['typology', () => ({ typology: 'caviste' })],
    ['department', () => ({ department: '37' })],
    ['overseas department', () => ({ department: '974' })],
    ['agent', () => ({ agentId: ids.agent })],
    ['prospect stage', () => ({ pipe: 'Prospect' })],
    ['professional', () => ({ isPro: true })],
    ['tag', () => ({ tags: ['bio'] })],
    ['search', () => ({ q: 'cave port' })],
    ['search and typology', () => ({ q: 'bistrot', typology: 'restaurant' })],
  ];

  test.each(filters)('%s: the clients table is reached through its indexes', async (name, filter) => {
    const statements = await statementsFor(async () => {
      const response = await pactum
        .spec()
        .get('/v1/clients')
        .withHeaders(as('proprietaire'))
        .withQueryParams({ filter: JSON.stringify(filter()), range: '[0,23]' })
        .expectStatus(200);
      expect(response.json).toHaveLength(24);
      expect(Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1])).toBeGreaterThan(24);
    });
    const onClients = statements.filter((statement) =>
      /FROM [`"]?clients[`"]?\s+[`"]?c[`"]?\b/i.test(statement.query),
    );
    // The count and the page.
    expect(onClients).toHaveLength(2);
    for (const statement of onClients) {
      const lines = await plan(statement);
      // A single-column filter reads the page in index order; tags and words are matched in their own
      // indexes first, and only the few clients they find are sorted.
      const isPage = /\bLIMIT\b/i.test(statement.query) && !/^(tag|search)/.test(name);
      expect({ query: statement.query, problems: problems(lines, isPage) }).toEqual({
        query: statement.query,
        problems: [],
      });
    }
  });

  test('an agent lists their own clients the same way', async () => {
    const agentHeaders = {
      ...as('agent'),
      'X-Shop-Id': String(
        (await database.dataSource.getRepository(Shop).findOneByOrFail({ code: 'DEMO' })).id,
      ),
    };
    const statements = await statementsFor(async () => {
      await pactum
        .spec()
        .get('/v1/clients')
        .withHeaders(agentHeaders)
        .withQueryParams({ filter: JSON.stringify({ typology: 'bar' }), range: '[0,23]' })
        .expectStatus(200);
    });
    const onClients = statements.filter((statement) =>
      /FROM [`"]?clients[`"]?\s+[`"]?c[`"]?\b/i.test(statement.query),
    );
    expect(onClients).toHaveLength(2);
    for (const statement of onClients) {
      expect(problems(await plan(statement), /\bLIMIT\b/i.test(statement.query))).toEqual([]);
    }
  });

  test('a page costs the same few statements whatever its size', async () => {
    const counts: number[] = [];
    for (const size of [1, 24, 100]) {
      const statements = await statementsFor(async () => {
        await pactum
          .spec()
          .get('/v1/clients')
          .withHeaders(as('proprietaire'))
          .withQueryParams({ filter: JSON.stringify({ typology: 'caviste' }), range: `[0,${size - 1}]` })
          .expectStatus(200);
      });
      counts.push(statements.length);
    }
    expect(new Set(counts).size).toBe(1);
  });
});
