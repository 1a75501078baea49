import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pactum from 'pactum';
import { verifyWebhook } from '@cuvee/partners';
import { createScratchDatabase, scratchTargetFromEnv, type ScratchDatabase } from '@cuvee/platform';
import { clearQueuePrefix, TestApi, waitFor, withinOneMinute } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { type DemoSessions, signInDemoAccounts } from './shops-fixtures.js';

/*
 * Production runs several stateless API processes and several workers on one MySQL and one Redis. This
 * starts two compiled API processes and two job workers (test/support/import-worker.mjs) on a scratch
 * MariaDB database and one Redis queue prefix, spreads requests over both APIs, and shows they behave
 * as one: a key's rate limit is counted once across them, and every webhook is delivered exactly once
 * whichever API made it and whichever worker ran it. Only meaningful with DB_URL and REDIS_URL (SQLite
 * is one process's file): CI runs it in its MariaDB + Redis step; it is skipped on the embedded defaults.
 */

const replicated = Boolean(process.env.DB_URL && process.env.REDIS_URL);
const apiMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const workerScript = fileURLToPath(new URL('./support/import-worker.mjs', import.meta.url));
const PER_KEY = 20;

let setup: TestApi;
let database: ScratchDatabase;
let env: Record<string, string>;
let as: DemoSessions['as'];
const processes: ChildProcess[] = [];
let apis: string[] = [];

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function processEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    MIGRATIONS_RUN: 'false',
    REDIS_URL: process.env.REDIS_URL ?? '',
    ...database.env,
    ...env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cuvee-replica-')),
    ...extra,
  };
}

async function startApi(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [apiMain], {
    env: processEnv({ PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  processes.push(child);
  // What a process that dies at boot says, for the failure message rather than a bare timeout.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  child.on('exit', (code) => {
    if (code) throw new Error(`An API process exited with ${code}: ${errors}`);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      const answer = await fetch(`${url}/v1/health`).catch(() => null);
      return answer?.ok ? true : undefined;
    },
    240_000,
    200,
  );
  return url;
}

async function startWorker(): Promise<void> {
  const child = fork(workerScript, [], { env: processEnv(), stdio: 'ignore' });
  processes.push(child);
  await once(child, 'message');
}

(replicated ? describe : describe.skip)(
  'two API processes and two workers on one MariaDB and one Redis',
  () => {
    beforeAll(async () => {
      env = {
        QUEUE_PREFIX: `cuvee-replicas-${randomBytes(4).toString('hex')}`,
        RATE_LIMIT_PER_KEY: String(PER_KEY),
        WEBHOOK_RETRY_DELAYS: '200,400',
      };
      database = await createScratchDatabase(scratchTargetFromEnv(), 'replicas');
      // Migrates and seeds the database; its own HTTP side makes the setup calls, never the measured ones.
      setup = await TestApi.start(createApp, { env, database, processJobs: false });
      pactum.request.setBaseUrl(setup.url);
      ({ as } = await signInDemoAccounts(setup));
      // Four Nest applications booting at once take a while on a busy 2-core machine.
      [apis] = await Promise.all([Promise.all([startApi(), startApi()]), startWorker(), startWorker()]);
    }, 420_000);

    afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await Promise.all(processes.map((child) => (child.exitCode === null ? once(child, 'exit') : null)));
      await setup?.stop();
      await database?.drop();
      await clearQueuePrefix(process.env.REDIS_URL!, env.QUEUE_PREFIX!);
    });

    test("a key's rate limit is counted once across both API processes", async () => {
      const key = (
        await pactum
          .spec()
          .post('/v1/api-keys')
          .withHeaders(as('proprietaire'))
          .withJson({ name: 'Répliques', permissions: ['seeAllStock'] })
          .expectStatus(201)
      ).json.secret as string;
      await withinOneMinute();
      const statuses: number[] = [];
      for (let i = 0; i < PER_KEY + 10; i += 1) {
        const answer = await fetch(`${apis[i % 2]}/v1/stock-levels`, {
          headers: { Authorization: `Bearer ${key}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(PER_KEY);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    });

    test('every webhook made by either API is delivered once, by one worker', async () => {
      const received: { id: string; signed: boolean }[] = [];
      let secret = '';
      const server: Server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          const signed = verifyWebhook(
            secret,
            {
              timestamp: String(request.headers['cuvee-webhook-timestamp']),
              signature: String(request.headers['cuvee-webhook-signature']),
            },
            body,
            Math.floor(Date.now() / 1000),
          );
          received.push({ id: String(request.headers['cuvee-webhook-id']), signed });
          response.writeHead(200).end('ok');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
        const hook = await pactum
          .spec()
          .post('/v1/webhooks')
          .withHeaders(as('proprietaire'))
          .withJson({ url, events: ['stock.low'] })
          .expectStatus(201);
        secret = hook.json.secret as string;
        const PINGS = 12;
        const owner = as('proprietaire');
        await Promise.all(
          Array.from({ length: PINGS }, (_, i) =>
            fetch(`${apis[i % 2]}/v1/webhooks/${hook.json.id}/ping`, { method: 'POST', headers: owner }).then(
              (answer) => expect(answer.status).toBe(201),
            ),
          ),
        );
        // The limit only guards against a hang: six processes share two loaded cores here.
        await waitFor(async () => (received.length >= PINGS ? true : undefined), 90_000);
        // Time for a second delivery of any of them to show up, if one were coming.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(received).toHaveLength(PINGS);
        expect(new Set(received.map((one) => one.id)).size).toBe(PINGS);
        expect(received.every((one) => one.signed)).toBe(true);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }, 150_000);
  },
);
