import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pactum from 'pactum';
import { Like } from 'typeorm';
import { SMTPServer } from 'smtp-server';
import { Client, ClientTag } from '@cuvee/crm';
import { Shop } from '@cuvee/iam';
import { Campaign, CampaignDelivery } from '@cuvee/marketing';
import { createScratchDatabase, Database, scratchTargetFromEnv, type ScratchDatabase } from '@cuvee/platform';
import { clearQueuePrefix, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts } from './shops-fixtures.js';

/*
 * A campaign to 2,000 consenting clients (and 200 without consent) through a real SMTP server started
 * here, sent by a worker process killed with SIGKILL in the middle and a second one started after it.
 * The queue gives the job to the second worker once the dead one's lock lapses (BullMQ's stalled-job
 * check, the database driver's lease); the campaign resumes from its outbox. Every consenting client's
 * mailbox then holds the campaign once, no one else's holds it, and on the wire at most the one mail in
 * flight at the kill went twice, with the same Message-ID (ADR 0052).
 */

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';
const workerScript = fileURLToPath(new URL('./support/import-worker.mjs', import.meta.url));
const builtApi = fileURLToPath(new URL('../dist/app.module.js', import.meta.url));
const CONSENTING = 2_000;
const WITHOUT_CONSENT = 200;
const LOCK_MS = 4_000;

interface Received {
  to: string;
  messageId: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

let api: TestApi;
let database: ScratchDatabase;
let env: Record<string, string>;
let smtp: SMTPServer;
const received: Received[] = [];

function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A message counts once the server has it whole (the final dot): what an MTA would deliver.
      stream.on('end', () => {
        const headers = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0]!
          .replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo)
          received.push({
            to: rcpt.address.toLowerCase(),
            messageId: header('Message-ID'),
            listUnsubscribe: header('List-Unsubscribe'),
            listUnsubscribePost: header('List-Unsubscribe-Post'),
          });
        callback();
      });
    },
  });
  smtp.on('error', () => undefined);
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
}

function startWorker(): ChildProcess {
  return fork(workerScript, [], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
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

const deliveries = (campaignId: number, status: CampaignDelivery['status']) =>
  api.get(Database).dataSource.getRepository(CampaignDelivery).countBy({ campaignId, status });

beforeAll(async () => {
  const port = await startSmtp();
  env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cuvee-campaign-crash-')),
    QUEUE_PREFIX: `cuvee-campaign-crash-${randomBytes(4).toString('hex')}`,
    // One pooled connection, as a production relay would be used.
    SMTP_URL: `smtp://127.0.0.1:${port}/?pool=true`,
    PUBLIC_URL: 'https://cuvee.example',
  };
  database = await createScratchDatabase(scratchTargetFromEnv(), 'campaign');
  api = await TestApi.start(createApp, { env, database, processJobs: false });
  pactum.request.setBaseUrl(api.url);
});
afterAll(async () => {
  await api.stop();
  await database.drop();
  if (process.env.REDIS_URL) await clearQueuePrefix(process.env.REDIS_URL, env.QUEUE_PREFIX!);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe(`kill -9 of the worker mid-campaign (${driver} driver)`, () => {
  test('resumes from the outbox: every consenting client gets the campaign once, no one else gets it', async () => {
    if (!existsSync(builtApi))
      throw new Error(
        `${builtApi} is missing: the worker runs the compiled API. Run the test with node tools/ci/test.mjs (it builds first).`,
      );
    const { as } = await signInDemoAccounts(api);
    const owner = as('proprietaire');
    const dataSource = api.get(Database).dataSource;
    const shop = await dataSource
      .getRepository(Shop)
      .findOneByOrFail({ contactEmail: 'contact@domaine-des-demoiselles.demo' });
    // The audience: clients tagged "crash", most with a recorded consent.
    for (let start = 0; start < CONSENTING + WITHOUT_CONSENT; start += 500) {
      const rows = Array.from(
        { length: Math.min(500, CONSENTING + WITHOUT_CONSENT - start) },
        (_, offset) => {
          const index = start + offset;
          const consent = index < CONSENTING;
          return {
            shopId: shop.id,
            firstname: `Prénom${index}`,
            lastname: `Crash${index}`,
            displayName: `Crash${index} Prénom${index}`,
            email: `crash${index}@exemple.fr`,
            marketingConsent: consent,
            marketingConsentAt: consent ? new Date() : null,
          };
        },
      );
      await dataSource.getRepository(Client).insert(rows);
    }
    const ids = (
      await dataSource
        .getRepository(Client)
        .find({ select: { id: true }, where: { shopId: shop.id, email: Like('crash%') } })
    ).map((client) => client.id);
    for (let start = 0; start < ids.length; start += 500)
      await dataSource
        .getRepository(ClientTag)
        .insert(
          ids.slice(start, start + 500).map((clientId) => ({ clientId, shopId: shop.id, tag: 'crash' })),
        );
    const post = (path: string, body: object) => pactum.spec().post(path).withHeaders(owner).withJson(body);
    await pactum
      .spec()
      .put('/v1/marketing/settings')
      .withHeaders(owner)
      .withJson({ ratePerSecond: 500 })
      .expectStatus(200);
    const list = (
      await post('/v1/marketing/lists', {
        name: 'Crash',
        kind: 'dynamic',
        filter: { tags: ['crash'] },
      }).expectStatus(201)
    ).json as { id: number; count: number; consenting: number };
    expect(list).toMatchObject({ count: CONSENTING + WITHOUT_CONSENT, consenting: CONSENTING });
    const model = (
      await post('/v1/marketing/models', {
        name: 'Millésime',
        kind: 'standard',
        subject: 'Bonjour {{firstname}}',
        html: '<p>Le nouveau millésime est là, {{firstname}}.</p>',
      }).expectStatus(201)
    ).json as { id: number };
    const campaign = (
      await post('/v1/marketing/campaigns', {
        name: 'Crash',
        modelId: model.id,
        listIds: [list.id],
      }).expectStatus(201)
    ).json as { id: number };
    await post(`/v1/marketing/campaigns/${campaign.id}/send`, {}).expectStatus(200);

    const worker = startWorker();
    const exited = once(worker, 'exit');
    try {
      await waitFor(
        async () => ((await deliveries(campaign.id, 'sent')) >= 300 ? true : undefined),
        300_000,
        20,
      );
    } finally {
      worker.kill('SIGKILL');
    }
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
    const sentBeforeKill = await deliveries(campaign.id, 'sent');
    expect(sentBeforeKill).toBeLessThan(CONSENTING);
    expect(await dataSource.getRepository(CampaignDelivery).countBy({ campaignId: campaign.id })).toBe(
      CONSENTING,
    );

    const second = startWorker();
    try {
      await waitFor(
        async () =>
          (await dataSource.getRepository(Campaign).findOneByOrFail({ id: campaign.id })).status === 'sent'
            ? true
            : undefined,
        600_000,
      );
    } finally {
      second.kill('SIGTERM');
      await once(second, 'exit');
    }

    // Each mailbox, as a mail provider keeps it (one message per Message-ID).
    const mailbox = new Map<string, Set<string>>();
    for (const mail of received)
      mailbox.set(mail.to, (mailbox.get(mail.to) ?? new Set()).add(mail.messageId));
    for (let index = 0; index < CONSENTING; index++)
      expect(mailbox.get(`crash${index}@exemple.fr`)?.size).toBe(1);
    for (let index = CONSENTING; index < CONSENTING + WITHOUT_CONSENT; index++)
      expect(mailbox.has(`crash${index}@exemple.fr`)).toBe(false);
    expect(mailbox.size).toBe(CONSENTING);
    // On the wire: at most the mails in flight when the worker died went again.
    const again = received.length - CONSENTING;
    process.stdout.write(
      `campaign crash (${driver}): ${sentBeforeKill} sent before the kill, ${again} mail(s) sent again after it\n`,
    );
    // One mail in flight per run at the kill; the worker's two queue slots may both be running the job
    // (a lease that lapsed on a loaded machine), each sending different deliveries.
    expect(again).toBeLessThanOrEqual(2);
    // Every mail carries its one-click unsubscribe (RFC 8058).
    expect(received[0]!.listUnsubscribe).toMatch(
      /^<https:\/\/cuvee\.example\/v1\/marketing\/unsubscribe\/[0-9a-f]{32}>$/,
    );
    expect(received[0]!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(await deliveries(campaign.id, 'sent')).toBe(CONSENTING);
  }, 1_200_000);
});
