import { randomUUID } from 'node:crypto';
import { In, LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import type { Database } from '../database/database.js';
import { upsertRow } from '../database/upsert-row.js';
import {
  BACKOFF_BASE_MS,
  DEFAULT_ATTEMPTS,
  clampProgress,
  errorMessage,
  type JobCounts,
  type JobFailureListener,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  type JobRegistry,
} from './job-queue.js';
import { JobRecord } from './job-record.entity.js';

export interface DatabaseJobQueueOptions {
  pollMs: number;
  concurrency: number;
  /** How long a claimed job stays ours without a heartbeat; after that another process may take it. */
  leaseMs?: number | undefined;
  onFailure?: JobFailureListener | undefined;
}

/**
 * Jobs in a table, polled. Claiming is an UPDATE guarded by the status it expects, so two processes on
 * one MySQL never run the same job; a job whose lease runs out (its process died) goes back to waiting.
 * Every write goes through Database.transaction so SQLite's single connection is never shared mid-flight.
 */
export class DatabaseJobQueue implements JobQueue {
  readonly driver = 'database' as const;
  private readonly workerId = `db-${randomUUID()}`;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running = new Set<Promise<void>>();
  private polling = false;
  private stopped = true;

  constructor(
    private readonly database: Database,
    private readonly registry: JobRegistry,
    private readonly options: DatabaseJobQueueOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  private get jobs(): Repository<JobRecord> {
    return this.database.dataSource.getRepository(JobRecord);
  }

  async add<T>(name: string, data: T, options: JobOptions = {}): Promise<JobInfo> {
    const fields = {
      name,
      payload: JSON.stringify(data ?? null),
      status: 'waiting' as const,
      attempts: 0,
      maxAttempts: options.attempts ?? DEFAULT_ATTEMPTS,
      progress: 0,
      result: null,
      error: null,
      runAt: new Date(Date.now() + (options.delayMs ?? 0)),
      lockedBy: null,
      lockedUntil: null,
    };
    const { jobId } = options;
    // A job id adds the job once: a concurrent twin ends on the same row (ADR 0026).
    const record = await this.database.transaction((manager) =>
      jobId
        ? upsertRow(manager, JobRecord, { dedupKey: jobId }, fields)
        : manager
            .getRepository(JobRecord)
            .save(manager.getRepository(JobRecord).create({ dedupKey: null, ...fields })),
    );
    return toInfo(record);
  }

  async getJob(id: string): Promise<JobInfo | null> {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric)) return null;
    const record = await this.jobs.findOneBy({ id: numeric });
    return record ? toInfo(record) : null;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    void this.poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.running]);
  }

  async ping(): Promise<boolean> {
    await this.database.dataSource.query('SELECT 1');
    return true;
  }

  async counts(): Promise<JobCounts> {
    // One grouped read on the (status, runAt) index; a waiting job whose time has not come is delayed.
    const rows = await this.jobs
      .createQueryBuilder('job')
      .select('job.status', 'status')
      .addSelect('CASE WHEN job.runAt > :now THEN 1 ELSE 0 END', 'later')
      .addSelect('COUNT(*)', 'count')
      .setParameter('now', new Date())
      .groupBy('job.status')
      .addGroupBy('later')
      .getRawMany<{ status: string; later: number | string; count: number | string }>();
    const counts: JobCounts = { waiting: 0, delayed: 0, active: 0, completed: 0, failed: 0 };
    for (const row of rows) {
      const state = row.status === 'waiting' && Number(row.later) === 1 ? 'delayed' : row.status;
      if (state in counts) counts[state as keyof JobCounts] += Number(row.count);
    }
    return counts;
  }

  /** One polling round: give back abandoned jobs, then claim as many as there are free slots. */
  private async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      await this.releaseExpiredLeases();
      while (!this.stopped && this.running.size < this.options.concurrency) {
        const job = await this.claimNext();
        if (!job) break;
        const run = this.execute(job).finally(() => this.running.delete(run));
        this.running.add(run);
      }
    } catch {
      // The database may be briefly unavailable; the next round tries again.
    } finally {
      this.polling = false;
    }
  }

  private async releaseExpiredLeases(): Promise<void> {
    await this.database.transaction((manager) =>
      manager
        .getRepository(JobRecord)
        .update(
          { status: 'active', lockedUntil: LessThan(new Date()) },
          { status: 'waiting', lockedBy: null, lockedUntil: null },
        ),
    );
  }

  private async claimNext(): Promise<JobRecord | null> {
    const names = this.registry.names();
    if (names.length === 0) return null;
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(JobRecord);
      const candidate = await repository.findOne({
        where: { status: 'waiting', runAt: LessThanOrEqual(new Date()), name: In(names) },
        order: { runAt: 'ASC', id: 'ASC' },
      });
      if (!candidate) return null;
      const claimed = await repository.update(
        { id: candidate.id, status: 'waiting' },
        {
          status: 'active',
          attempts: candidate.attempts + 1,
          lockedBy: this.workerId,
          lockedUntil: new Date(Date.now() + this.leaseMs),
        },
      );
      if (claimed.affected !== 1) return null;
      return repository.findOneByOrFail({ id: candidate.id });
    });
  }

  private async execute(job: JobRecord): Promise<void> {
    const handler = this.registry.get(job.name);
    const heartbeat = setInterval(() => void this.extendLease(job.id), this.leaseMs / 3);
    try {
      if (!handler) throw new Error(`No processor is registered for job "${job.name}"`);
      const result = await handler({
        id: String(job.id),
        name: job.name,
        data: JSON.parse(job.payload) as unknown,
        attempt: job.attempts,
        updateProgress: (percent) => this.write(job.id, { progress: clampProgress(percent) }),
      });
      await this.write(job.id, {
        status: 'completed',
        progress: 100,
        result: result === undefined ? null : JSON.stringify(result),
        error: null,
        lockedBy: null,
        lockedUntil: null,
      });
    } catch (error) {
      const retry = job.attempts < job.maxAttempts;
      this.options.onFailure?.(job.name, !retry);
      await this.write(job.id, {
        status: retry ? 'waiting' : 'failed',
        error: errorMessage(error),
        runAt: new Date(Date.now() + BACKOFF_BASE_MS * 2 ** (job.attempts - 1)),
        lockedBy: null,
        lockedUntil: null,
      }).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async extendLease(id: number): Promise<void> {
    await this.write(id, { lockedUntil: new Date(Date.now() + this.leaseMs) }).catch(() => undefined);
  }

  /** Updates our own claimed job only: a job whose lease we lost belongs to someone else now. */
  private async write(id: number, changes: Partial<JobRecord>): Promise<void> {
    await this.database.transaction((manager) =>
      manager.getRepository(JobRecord).update({ id, lockedBy: this.workerId }, changes),
    );
  }
}

function toInfo(record: JobRecord): JobInfo {
  return {
    id: String(record.id),
    name: record.name,
    status: record.status,
    progress: record.progress,
    attempts: record.attempts,
    ...(record.result !== null ? { result: JSON.parse(record.result) as unknown } : {}),
    ...(record.error !== null ? { error: record.error } : {}),
  };
}
