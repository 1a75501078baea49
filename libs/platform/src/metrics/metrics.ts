import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../database/database.js';
import type { JobCounts, JobQueue } from '../jobs/job-queue.js';
import { APP_VERSION } from '../version.js';
import { answerWithin, STORE_ANSWER_MS } from './answer-within.js';

/** Seconds: from a cached read (5 ms) to a large export's first byte (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The one queue both drivers run (BullMQ's queue name, the database driver's table). */
const QUEUE_NAME = 'jobs';

/** What a mysql2 pool holds; mysql2 has no public statistics, so these are its own (stable) fields. */
interface Mysql2Pool {
  config?: { connectionLimit?: number };
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/**
 * This process's Prometheus metrics (ADR 0064): HTTP requests by route pattern, the job queue's depth
 * and failures, the database connections, the Node process. A registry of its own, not prom-client's
 * global one, so several apps in one process (the tests) each count their own. Every process (each api
 * replica, each worker) exposes its own; Prometheus adds them up.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  private readonly jobFailures: Counter<'queue' | 'job_name' | 'final'>;

  constructor(private readonly database: Database) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'cuvee_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'cuvee_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobFailures = new Counter({
      name: 'cuvee_job_failures_total',
      // job_name, not job: Prometheus gives every series a `job` label of its own (the scrape job).
      help: 'Failed tries of the jobs run in this process; final="true" when no try is left.',
      labelNames: ['queue', 'job_name', 'final'],
      registers,
    });
    new Gauge({
      name: 'cuvee_database_up',
      help: 'Whether the database answered this scrape (1) or not (0), as the readiness probe asks it.',
      registers,
      async collect() {
        this.set((await database.answers()) ? 1 : 0);
      },
    });
    registerPoolMetrics(database, registers);
  }

  /** The queue's depth, read from its store at each scrape, and what this process runs on. */
  watchQueue(queue: JobQueue): void {
    const registers = [this.registry];
    new Gauge({
      name: 'cuvee_info',
      help: 'Always 1: the version, database engine and job queue driver of this process.',
      labelNames: ['version', 'database', 'queue_driver'],
      registers,
    })
      .labels(APP_VERSION, this.database.engine, queue.driver)
      .set(1);
    // One read of the store per scrape, shared by both gauges: the registry starts every collect in the
    // same tick, so the second one finds the first one's read still pending.
    let reading: Promise<JobCounts | null> | undefined;
    const read = (): Promise<JobCounts | null> =>
      (reading ??= answerWithin<JobCounts | null>(() => queue.counts(), STORE_ANSWER_MS, null).finally(
        () => (reading = undefined),
      ));
    new Gauge({
      name: 'cuvee_job_queue_up',
      help: 'Whether the job queue store answered this scrape (1) or not (0).',
      registers,
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'cuvee_job_queue_jobs',
      help: 'Jobs held by the queue store by state, whichever process runs them.',
      labelNames: ['queue', 'state'],
      registers,
      // A store that does not answer leaves no stale numbers behind.
      async collect() {
        this.reset();
        const counts = await read();
        for (const [state, count] of Object.entries(counts ?? {})) this.labels(QUEUE_NAME, state).set(count);
      },
    });
  }

  /** One answered request; `route` is already the pattern (routeLabel), never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  jobFailed(name: string, final: boolean): void {
    this.jobFailures.inc({ queue: QUEUE_NAME, job_name: name, final: String(final) });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/**
 * The database's connections: mysql2's pool on MySQL; on SQLite, its one connection and the
 * transactions queued for it (Database serialises them), so "waiting" means the same on both engines.
 */
function registerPoolMetrics(database: Database, registers: Registry[]): void {
  const connections = (): { size: number; open: number; inUse: number; waiting: number } => {
    if (database.engine === 'sqlite') {
      const queued = database.queuedTransactions;
      return { size: 1, open: 1, inUse: Math.min(queued, 1), waiting: Math.max(queued - 1, 0) };
    }
    const pool = (database.dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
    const open = pool?._allConnections?.length ?? 0;
    return {
      size: pool?.config?.connectionLimit ?? 0,
      open,
      inUse: open - (pool?._freeConnections?.length ?? 0),
      waiting: pool?._connectionQueue?.length ?? 0,
    };
  };
  new Gauge({
    name: 'cuvee_db_pool_size',
    help: 'Connections the database pool may open (1 on SQLite).',
    registers,
    collect() {
      this.set(connections().size);
    },
  });
  new Gauge({
    name: 'cuvee_db_pool_connections',
    help: 'Open database connections, in use or free (SQLite: in use while a transaction runs).',
    labelNames: ['state'],
    registers,
    collect() {
      const now = connections();
      this.labels('in_use').set(now.inUse);
      this.labels('free').set(now.open - now.inUse);
    },
  });
  new Gauge({
    name: 'cuvee_db_pool_waiting',
    help: 'Requests waiting for a database connection (SQLite: transactions queued for its connection).',
    registers,
    collect() {
      this.set(connections().waiting);
    },
  });
}
