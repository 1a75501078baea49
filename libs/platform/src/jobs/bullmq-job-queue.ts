import { Queue, Worker, type Job, type JobsOptions, type RedisOptions } from 'bullmq';
import {
  BACKOFF_BASE_MS,
  DEFAULT_ATTEMPTS,
  clampProgress,
  type JobCounts,
  type JobFailureListener,
  type JobInfo,
  type JobOptions,
  type JobQueue,
  type JobRegistry,
  type JobStatus,
} from './job-queue.js';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  /** Lock duration and stalled-job check period (BullMQ's lockDuration and stalledInterval); default 30 s. */
  lockMs?: number | undefined;
  onFailure?: JobFailureListener | undefined;
}

const QUEUE_NAME = 'jobs';
const DAY_S = 24 * 3600;

/** BullMQ on Redis: the producer lives in every api replica, the Worker in apps/worker. */
export class BullmqJobQueue implements JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly connection: RedisOptions;
  private readonly queue: Queue;
  private worker: Worker | undefined;

  constructor(
    private readonly registry: JobRegistry,
    private readonly options: BullmqJobQueueOptions,
  ) {
    // Options rather than a Redis instance: BullMQ then owns each connection and closes it itself,
    // including one still opening (a shared instance closed mid-handshake emitted an unheard error
    // that crashed the process). maxRetriesPerRequest: null lets blocking commands wait out a restart.
    this.connection = { url: options.redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(QUEUE_NAME, { connection: this.connection, prefix: options.prefix });
    // Every call that needs Redis rejects on its own; the event would only duplicate it.
    this.queue.on('error', () => undefined);
  }

  async add<T>(name: string, data: T, options: JobOptions = {}): Promise<JobInfo> {
    const jobOptions: JobsOptions = {
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: BACKOFF_BASE_MS },
      removeOnComplete: { age: 7 * DAY_S, count: 10_000 },
      removeOnFail: { age: 30 * DAY_S },
      ...(options.jobId ? { jobId: options.jobId } : {}),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
    };
    const job = await this.queue.add(name, data, jobOptions);
    return (await this.getJob(String(job.id))) ?? toInfo(job, 'waiting');
  }

  async getJob(id: string): Promise<JobInfo | null> {
    // State first: a job read after a terminal state already holds its result or error, whereas a job
    // read before its state could miss the result of a completion that happened in between.
    const state = await this.queue.getJobState(id);
    const job = await this.queue.getJob(id);
    return job ? toInfo(job, state) : null;
  }

  async start(): Promise<void> {
    if (this.worker) return;
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job) => {
        const handler = this.registry.get(job.name);
        if (!handler) throw new Error(`No processor is registered for job "${job.name}"`);
        return handler({
          id: String(job.id),
          name: job.name,
          data: job.data as unknown,
          attempt: job.attemptsMade + 1,
          updateProgress: (percent) => job.updateProgress(clampProgress(percent)),
        });
      },
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency,
        ...(this.options.lockMs
          ? { lockDuration: this.options.lockMs, stalledInterval: this.options.lockMs }
          : {}),
      },
    );
    // Without a listener an error event would crash the process; failures are already on the job.
    this.worker.on('error', () => undefined);
    const { onFailure } = this.options;
    if (onFailure) {
      this.worker.on('failed', (job) => {
        if (job) onFailure(job.name, job.attemptsMade >= (job.opts.attempts ?? 1));
      });
    }
    await this.worker.waitUntilReady();
  }

  async stop(): Promise<void> {
    // close() waits for the jobs in progress: a SIGTERM drains instead of abandoning work.
    if (this.worker) await this.worker.close();
    this.worker = undefined;
    await this.queue.close();
  }

  async ping(): Promise<boolean> {
    return (await (await this.queue.client).runCommand('ping', [])) === 'PONG';
  }

  async counts(): Promise<JobCounts> {
    const counts = await this.queue.getJobCounts(
      'wait',
      'prioritized',
      'waiting-children',
      'delayed',
      'active',
      'completed',
      'failed',
    );
    const of = (state: string) => counts[state] ?? 0;
    return {
      waiting: of('wait') + of('prioritized') + of('waiting-children'),
      delayed: of('delayed'),
      active: of('active'),
      completed: of('completed'),
      failed: of('failed'),
    };
  }
}

function toInfo(job: Job, state: string): JobInfo {
  const progress = typeof job.progress === 'number' ? job.progress : 0;
  const status = statusOf(state);
  return {
    id: String(job.id),
    name: job.name,
    status,
    progress: status === 'completed' ? 100 : progress,
    attempts: job.attemptsMade,
    ...(job.returnvalue !== undefined && job.returnvalue !== null
      ? { result: job.returnvalue as unknown }
      : {}),
    ...(job.failedReason ? { error: job.failedReason } : {}),
  };
}

function statusOf(state: string): JobStatus {
  switch (state) {
    case 'active':
      return 'active';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    default:
      return 'waiting'; // waiting, delayed, prioritized, waiting-children, unknown
  }
}
