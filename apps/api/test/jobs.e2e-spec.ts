import { Module } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  createScratchDatabase,
  Database,
  JOB_QUEUE,
  JobHandler,
  JobRecord,
  scratchTargetFromEnv,
  type AppConfig,
  type Job,
  type JobContext,
  type JobInfo,
  type JobQueue,
} from '@cuvee/platform';
import { clearQueuePrefix, TestApi, waitFor } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';

// Test jobs, declared the way a context declares its own.
@JobHandler('probe.echo')
class EchoJob implements Job<{ text: string }> {
  async run(payload: { text: string }, job: JobContext<{ text: string }>): Promise<unknown> {
    await job.updateProgress(50);
    return { echoed: payload.text, attempt: job.attempt };
  }
}

@JobHandler('probe.flaky')
class FlakyJob implements Job {
  async run(_payload: unknown, job: JobContext): Promise<unknown> {
    if (job.attempt < 2) throw new Error('first try fails');
    return { attempt: job.attempt };
  }
}

@JobHandler('probe.broken')
class BrokenJob implements Job {
  async run(): Promise<unknown> {
    throw new Error('always fails');
  }
}

@Module({ providers: [EchoJob, FlakyJob, BrokenJob] })
class ProbeJobsModule {}

const withProbes = (config: AppConfig, options: { processJobs: boolean }) =>
  createApp(config, { ...options, modules: [ProbeJobsModule] });

const driver = process.env.REDIS_URL ? 'bullmq' : 'database';

function finished(queue: JobQueue, id: string): Promise<JobInfo> {
  return waitFor(async () => {
    const job = await queue.getJob(id);
    return job && (job.status === 'completed' || job.status === 'failed') ? job : undefined;
  });
}

describe(`job queue (${driver} driver)`, () => {
  let api: TestApi;
  let queue: JobQueue;

  beforeAll(async () => {
    api = await TestApi.start(withProbes);
    queue = api.get<JobQueue>(JOB_QUEUE);
  });
  afterAll(() => api.stop());

  test('the driver is the one the environment selects', () => {
    expect(queue.driver).toBe(driver);
  });

  test('a job runs through its processor, reports progress and keeps its result', async () => {
    const added = await queue.add('probe.echo', { text: 'Bonjour' });
    expect(['waiting', 'active', 'completed']).toContain(added.status);
    const job = await finished(queue, added.id);
    expect(job).toMatchObject({
      status: 'completed',
      progress: 100,
      result: { echoed: 'Bonjour', attempt: 1 },
    });
  });

  test('a failing job is retried with backoff and succeeds on its second attempt', async () => {
    const job = await finished(queue, (await queue.add('probe.flaky', {})).id);
    expect(job).toMatchObject({ status: 'completed', result: { attempt: 2 } });
  });

  test('a job that keeps failing ends failed with its error once its attempts are spent', async () => {
    const job = await finished(queue, (await queue.add('probe.broken', {}, { attempts: 1 })).id);
    expect(job).toMatchObject({ status: 'failed', error: 'always fails' });
  });

  test('enqueueing twice with the same job id adds the job once', async () => {
    const jobId = `import-${randomBytes(4).toString('hex')}`;
    const first = await queue.add('probe.echo', { text: 'once' }, { jobId });
    const second = await queue.add('probe.echo', { text: 'twice' }, { jobId });
    expect(second.id).toBe(first.id);
    const job = await finished(queue, first.id);
    expect(job).toMatchObject({ status: 'completed', result: { echoed: 'once' } });
  });
});

describe(`a job survives a restart (${driver} driver)`, () => {
  test('enqueued by a process that stops before running it, it runs in the next one', async () => {
    const env = { QUEUE_PREFIX: `cuvee-restart-${randomBytes(4).toString('hex')}` };
    const database = await createScratchDatabase(scratchTargetFromEnv(), 'restart');
    const first = await TestApi.start(withProbes, { env, database, processJobs: false });
    const added = await first.get<JobQueue>(JOB_QUEUE).add('probe.echo', { text: 'après redémarrage' });
    await first.stop();

    const second = await TestApi.start(withProbes, { env, database });
    try {
      const job = await finished(second.get<JobQueue>(JOB_QUEUE), added.id);
      expect(job).toMatchObject({ status: 'completed', result: { echoed: 'après redémarrage' } });
    } finally {
      await second.stop();
      await database.drop();
      if (second.config.redisUrl) await clearQueuePrefix(second.config.redisUrl, env.QUEUE_PREFIX);
    }
  });
});

(driver === 'database' ? describe : describe.skip)('database driver: a crashed process', () => {
  test('a job left active by a dead process is taken again once its lease has run out', async () => {
    const api = await TestApi.start(withProbes, { processJobs: false });
    try {
      const queue = api.get<JobQueue>(JOB_QUEUE);
      const added = await queue.add('probe.echo', { text: 'repris' });
      // What a process killed mid-job leaves behind: the job active, locked by it, with a lapsed lease.
      await api
        .get(Database)
        .dataSource.getRepository(JobRecord)
        .update(Number(added.id), {
          status: 'active',
          attempts: 1,
          lockedBy: 'db-dead-process',
          lockedUntil: new Date(Date.now() - 1000),
        });
      await queue.start();
      const job = await finished(queue, added.id);
      expect(job).toMatchObject({
        status: 'completed',
        attempts: 2,
        result: { echoed: 'repris', attempt: 2 },
      });
    } finally {
      await api.stop();
    }
  });
});
