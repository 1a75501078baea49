/** What a job may be doing; both drivers report these four. */
export type JobStatus = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobOptions {
  /** Enqueueing twice with the same id adds the job once (idempotent producers). */
  jobId?: string;
  /** Total tries before the job is marked failed; retries wait with exponential backoff. */
  attempts?: number;
  delayMs?: number;
}

export interface JobInfo {
  id: string;
  name: string;
  status: JobStatus;
  /** 0 to 100. */
  progress: number;
  attempts: number;
  result?: unknown;
  error?: string;
}

/** What a processor sees of its job. Processors must be idempotent: both drivers deliver at least once. */
export interface JobContext<T = unknown> {
  id: string;
  name: string;
  data: T;
  attempt: number;
  updateProgress(percent: number): Promise<void>;
}

/** What the queue calls for a job of a name: a job class's `run`, bound by the registry. */
export type JobProcessor<T = unknown> = (job: JobContext<T>) => Promise<unknown>;

/** Jobs by state, for monitoring: delayed ones wait for their time (a retry's backoff, a delay asked). */
export type JobCounts = Record<'waiting' | 'delayed' | 'active' | 'completed' | 'failed', number>;

/** Told of each failed try of a job run in this process; `final` when no try is left (ADR 0064). */
export type JobFailureListener = (name: string, final: boolean) => void;

/** The queue port (ADR 0003). `REDIS_URL` selects BullMQ, otherwise a jobs table polled in-process. */
export interface JobQueue {
  readonly driver: 'bullmq' | 'database';
  add<T>(name: string, data: T, options?: JobOptions): Promise<JobInfo>;
  getJob(id: string): Promise<JobInfo | null>;
  /** Starts running the registered processors in this process. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
  /** Whether the backing store answers (for /v1/health). */
  ping(): Promise<boolean>;
  /** The jobs the store holds by state, whatever process runs them (for /metrics). */
  counts(): Promise<JobCounts>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const DEFAULT_ATTEMPTS = 3;
export const BACKOFF_BASE_MS = 1000;

/** Processors by job name, filled at startup with the `@JobHandler` classes of every module. */
export class JobRegistry {
  private readonly handlers = new Map<string, JobProcessor<never>>();

  register<T>(name: string, handler: JobProcessor<T>): void {
    if (this.handlers.has(name)) throw new Error(`A processor is already registered for job "${name}"`);
    this.handlers.set(name, handler as JobProcessor<never>);
  }

  get(name: string): JobProcessor<unknown> | undefined {
    return this.handlers.get(name) as JobProcessor<unknown> | undefined;
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}

export function clampProgress(percent: number): number {
  return Math.max(0, Math.min(100, Math.round(percent)));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
