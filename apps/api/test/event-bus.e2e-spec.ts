import { jest } from '@jest/globals';
import { Injectable, Module } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  createScratchDatabase,
  Database,
  DomainEvent,
  EVENT_JOB,
  EventBus,
  JOB_QUEUE,
  OnEvent,
  scratchTargetFromEnv,
  type AppConfig,
  type EventOrigin,
  type JobInfo,
  type JobQueue,
} from '@cuvee/platform';
import { clearQueuePrefix, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';

/*
 * The event bus in the real API, on the engine and job driver under test (SQLite and the jobs table, or
 * MariaDB and BullMQ with DB_URL and REDIS_URL): handlers declared by @OnEvent on a probe module, found
 * at startup like those of the contexts.
 */

class CaskFilledEvent extends DomainEvent {
  static readonly eventName = 'probe.cask-filled';
  readonly label: string;

  constructor(fields: EventOrigin & { label: string }) {
    super(fields);
    this.label = fields.label;
  }
}

const PROBE_TABLE = 'event_bus_probes';
const insert = (manager: EntityManager, label: string) =>
  manager.query(`INSERT INTO ${PROBE_TABLE} (label) VALUES (?)`, [label]);

@Injectable()
class CaskHandlers {
  readonly heard: string[] = [];

  constructor(private readonly database: Database) {}

  @OnEvent(CaskFilledEvent)
  async afterCommit(event: CaskFilledEvent): Promise<void> {
    this.heard.push(event.label);
  }

  @OnEvent(CaskFilledEvent, { delivery: 'in-transaction' })
  async inTransaction(event: CaskFilledEvent, manager: EntityManager): Promise<void> {
    if (event.label.startsWith('invalid')) throw new Error('a cask holds wine');
    await insert(manager, `in transaction: ${event.label}`);
  }

  @OnEvent(CaskFilledEvent, { delivery: 'queued' })
  async queued(event: CaskFilledEvent): Promise<void> {
    if (!(event instanceof CaskFilledEvent) || !(event.occurredAt instanceof Date)) {
      throw new Error('the event came back as plain data');
    }
    await this.database.transaction((manager) => insert(manager, `queued: ${event.label}`));
  }
}

@Module({ providers: [CaskHandlers] })
class ProbeEventsModule {}

const withProbes = (config: AppConfig, options: { processJobs: boolean }) =>
  createApp(config, { ...options, modules: [ProbeEventsModule] });

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

async function createProbeTable(api: TestApi): Promise<void> {
  await api.get(Database).dataSource.query(`CREATE TABLE ${PROBE_TABLE} (label VARCHAR(100) NOT NULL)`);
}

async function probeRows(api: TestApi): Promise<string[]> {
  const rows = (await api.get(Database).dataSource.query(`SELECT label FROM ${PROBE_TABLE}`)) as {
    label: string;
  }[];
  return rows.map((row) => row.label).sort();
}

/** Fills a cask: a row and the event in one transaction, refused afterwards when `rollBack`. */
async function fill(api: TestApi, label: string, rollBack = false): Promise<void> {
  await api.get(Database).transaction(async (manager) => {
    await insert(manager, `publisher: ${label}`);
    await api.get(EventBus).publish(new CaskFilledEvent({ shopId: 1, label }));
    if (rollBack) throw new Error('rolled back');
  });
}

describe(`event bus (${driver} driver)`, () => {
  let api: TestApi;
  let queue: JobQueue;
  let handlers: CaskHandlers;

  beforeAll(async () => {
    api = await TestApi.start(withProbes);
    await createProbeTable(api);
    queue = api.get<JobQueue>(JOB_QUEUE);
    handlers = api.get(CaskHandlers);
  });
  afterAll(() => api.stop());

  test('an after-commit handler hears a committed event, never one of a rolled-back transaction', async () => {
    await expect(fill(api, 'rolled back', true)).rejects.toThrow('rolled back');
    await fill(api, 'committed');
    expect(handlers.heard).toEqual(['committed']);
  });

  test('in-transaction handlers write with the publisher and roll back with it', async () => {
    const rows = await probeRows(api);
    expect(rows).toContain('in transaction: committed');
    expect(rows).toContain('publisher: committed');
    expect(rows.filter((row) => row.endsWith('rolled back'))).toEqual([]);
  });

  test("a failing in-transaction handler rolls the publisher's transaction back", async () => {
    await expect(fill(api, 'invalid cask')).rejects.toThrow('a cask holds wine');
    expect((await probeRows(api)).filter((row) => row.includes('invalid'))).toEqual([]);
    expect(handlers.heard).not.toContain('invalid cask');
  });

  test('a queued reaction runs through the job queue, after the commit only', async () => {
    const add = jest.spyOn(queue, 'add');
    try {
      await expect(fill(api, 'slow rolled back', true)).rejects.toThrow();
      await fill(api, 'slow');
      expect(add).toHaveBeenCalledTimes(1);
      expect(add.mock.calls[0]![0]).toBe(EVENT_JOB);
      const enqueued = await (add.mock.results[0]!.value as Promise<JobInfo>);
      const job = await waitFor(async () => {
        const current = await queue.getJob(enqueued.id);
        return current?.status === 'completed' || current?.status === 'failed' ? current : undefined;
      });
      expect(job).toMatchObject({ status: 'completed', name: EVENT_JOB });
      expect(await probeRows(api)).toContain('queued: slow');
      expect((await probeRows(api)).filter((row) => row.startsWith('queued: slow rolled'))).toEqual([]);
    } finally {
      add.mockRestore();
    }
  });
});

describe(`a queued reaction crosses processes (${driver} driver)`, () => {
  test('published by a process that runs no jobs, it is handled by the one that does', async () => {
    const env = { QUEUE_PREFIX: `cuvee-events-${randomBytes(4).toString('hex')}` };
    const database = await createScratchDatabase(scratchTargetFromEnv(), 'events');
    const publisher = await TestApi.start(withProbes, { env, database, processJobs: false });
    let worker: TestApi | undefined;
    try {
      await createProbeTable(publisher);
      await fill(publisher, 'across');
    } finally {
      await publisher.stop();
    }
    try {
      worker = await TestApi.start(withProbes, { env, database });
      const handled = worker;
      await waitFor(async () => ((await probeRows(handled)).includes('queued: across') ? true : undefined));
      expect(worker.get(CaskHandlers).heard).toEqual([]);
    } finally {
      await worker?.stop();
      await database.drop();
      if (publisher.config.redisUrl) await clearQueuePrefix(publisher.config.redisUrl, env.QUEUE_PREFIX);
    }
  });
});
