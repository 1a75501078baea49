import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import {
  createScratchDatabase,
  Database,
  IMPORT_BATCH_SIZE,
  ImportChange,
  ImportRecord,
  ImportsService,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { clearQueuePrefix, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';

/*
 * kill -9 of the process running an import: what it committed is whole batches (rows, journal, counters
 * and resume point together), nothing half-written; the import then resumes from its resume point and
 * ends with every row exactly once. The killed process is the compiled API run as a job worker
 * (test/support/import-worker.mjs), on the queue driver of the environment. The resumption is the
 * queue's own recovery: a second worker takes the job over once the dead one's lock lapses (BullMQ's
 * stalled-job check, the database driver's lease), shortened to a few seconds by QUEUE_LOCK_MS.
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';
const workerScript = fileURLToPath(new URL('./support/import-worker.mjs', import.meta.url));
const ROWS = 30_000;
const LOCK_MS = 4_000;
const builtApi = fileURLToPath(new URL('../dist/app.module.js', import.meta.url));

let api: TestApi;
let database: ScratchDatabase;
let env: Record<string, string>;

function startWorker(): ChildProcess {
  return fork(workerScript, [], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // The test's API has migrated the database already.
      MIGRATIONS_RUN: 'false',
      QUEUE_POLL_MS: '50',
      QUEUE_LOCK_MS: String(LOCK_MS),
      REDIS_URL: process.env.REDIS_URL ?? '',
      ...database.env,
      ...env,
    },
    stdio: 'ignore',
  });
}

const record = (id: number) =>
  api.get(Database).dataSource.getRepository(ImportRecord).findOneByOrFail({ id });

async function importedRows(): Promise<number> {
  const [row] = (await api
    .get(Database)
    .dataSource.query("SELECT COUNT(*) AS n FROM clients WHERE email LIKE 'crash%'")) as {
    n: string | number;
  }[];
  return Number(row!.n);
}

beforeAll(async () => {
  env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cuvee-crash-')),
    QUEUE_PREFIX: `cuvee-crash-${randomBytes(4).toString('hex')}`,
  };
  database = await createScratchDatabase(scratchTargetFromEnv(), 'crash');
  api = await TestApi.start(createApp, { env, database, processJobs: false });
});
afterAll(async () => {
  await api.stop();
  await database.drop();
  if (process.env.REDIS_URL) await clearQueuePrefix(process.env.REDIS_URL, env.QUEUE_PREFIX!);
});

describe(`kill -9 of the worker mid-import (${driver} driver)`, () => {
  test('leaves whole batches only, then the queue gives the import to another worker, which ends it with every row once', async () => {
    // A test that cannot run fails and says why, rather than passing unseen.
    if (!existsSync(builtApi))
      throw new Error(
        `${builtApi} is missing: the worker runs the compiled API. Run the test with npm test (it builds first) or build it with "npx nx build @cuvee/api".`,
      );
    const lines = ['Nom;Prénom;Email'];
    for (let index = 0; index < ROWS; index++) lines.push(`Crash${index};Test;crash${index}@exemple.fr`);
    const created = await api.get(ImportsService).create(
      // Rows refer to their shop by id only (no cross-context keys): any shop id will do.
      { shopId: 1, userId: null, locale: 'fr', permissions: 'all' },
      { kind: 'clients', fileName: 'gros.csv', content: Buffer.from(lines.join('\n')) },
      { enqueue: true },
    );

    const worker = startWorker();
    const exited = once(worker, 'exit');
    try {
      await waitFor(
        async () => {
          const current = await record(created.id);
          return current.processedRows >= 2 * IMPORT_BATCH_SIZE ? current : undefined;
        },
        60_000,
        20,
      );
    } finally {
      worker.kill('SIGKILL');
    }
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    // What the dead process left: whole batches, each with its journal, and the import still running.
    const left = await record(created.id);
    expect(left.status).toBe('processing');
    expect(left.processedRows).toBeLessThan(ROWS);
    expect(left.processedRows % IMPORT_BATCH_SIZE).toBe(0);
    expect(await importedRows()).toBe(left.processedRows);
    expect(left.created).toBe(left.processedRows);
    expect(
      await api.get(Database).dataSource.getRepository(ImportChange).countBy({ importId: created.id }),
    ).toBe(left.processedRows);

    // No hand on the queue: the second worker gets the job when the dead one's lock has lapsed.
    const second = startWorker();
    try {
      await waitFor(
        async () => {
          const current = await record(created.id);
          return current.status === 'completed' ? current : undefined;
        },
        // The lapse (a lock period, then the next stalled check) and the rest of the import; far less
        // than BullMQ's default 30 s lock plus 30 s check, so the lowered lock is what makes it in time.
        50_000,
      );
    } finally {
      second.kill('SIGTERM');
      await once(second, 'exit');
    }

    const done = await record(created.id);
    expect(done).toMatchObject({ status: 'completed', processedRows: ROWS, created: ROWS, failed: 0 });
    expect(await importedRows()).toBe(ROWS);
  }, 180_000);
});
