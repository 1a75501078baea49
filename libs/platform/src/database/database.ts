import { answerWithin, STORE_ANSWER_MS } from '../metrics/answer-within.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

export type Engine = 'mysql' | 'sqlite';

const MYSQL_DEADLOCK = 1213;
const MYSQL_LOCK_WAIT_TIMEOUT = 1205;
const MAX_ATTEMPTS = 5;

/**
 * The transaction a piece of code runs in, as the event bus sees it: its entity manager, and work to do
 * once it has committed. Each attempt of a transaction has its own: an attempt that fails (a rollback,
 * a lost deadlock) takes its after-commit work with it, so only the committed attempt's runs, once.
 */
export interface TransactionScope {
  readonly manager: EntityManager;
  afterCommit(work: () => Promise<void>): void;
}

class Attempt implements TransactionScope {
  readonly pending: (() => Promise<void>)[] = [];
  open = true;

  constructor(readonly manager: EntityManager) {}

  afterCommit(work: () => Promise<void>): void {
    this.pending.push(work);
  }
}

/**
 * The one way to write in a transaction, on both engines.
 * SQLite (better-sqlite3) has a single connection: TypeORM would interleave two concurrent transactions
 * on it, so here they queue one after the other. MySQL runs them concurrently and a transaction that
 * loses a deadlock is retried as a whole (its work function must only touch the database and publish
 * events: those of a failed attempt are dropped with it).
 */
export class Database {
  private sqliteQueue: Promise<unknown> = Promise.resolve();
  private sqliteQueued = 0;
  private readonly scopes = new AsyncLocalStorage<Attempt>();

  constructor(readonly dataSource: DataSource) {}

  get engine(): Engine {
    return engineOf(this.dataSource);
  }

  /**
   * SQLite's transactions running or queued for its one connection (0 on MySQL, whose pool does the
   * queueing): what /metrics reports in place of a pool.
   */
  get queuedTransactions(): number {
    return this.sqliteQueued;
  }

  /** Whether the database answers a trivial query in time (the readiness probe, the metrics scrape). */
  answers(ms = STORE_ANSWER_MS): Promise<boolean> {
    return answerWithin(() => this.dataSource.query('SELECT 1').then(() => true), ms, false);
  }

  /** The transaction the calling code runs in, if it runs inside `transaction()`'s work. */
  get currentTransaction(): TransactionScope | undefined {
    const attempt = this.scopes.getStore();
    return attempt?.open ? attempt : undefined;
  }

  /**
   * Runs `work` in a transaction and, once it has committed, what was deferred to its commit (the
   * events published in it) before answering; nothing of it on a rollback.
   */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { result, attempt } = await this.commit(work);
    for (const deferred of attempt.pending) await deferred();
    return result;
  }

  private commit<T>(work: (manager: EntityManager) => Promise<T>): Promise<{ result: T; attempt: Attempt }> {
    const once = (): Promise<{ result: T; attempt: Attempt }> => {
      let attempt: Attempt | undefined;
      return this.dataSource
        .transaction((manager) => {
          attempt = new Attempt(manager);
          return this.scopes.run(attempt, () => work(manager));
        })
        .then((result) => ({ result, attempt: attempt! }))
        .finally(() => {
          if (attempt) attempt.open = false;
        });
    };
    if (this.engine === 'sqlite') {
      // The deferred work runs after the queue moves on: it may open transactions of its own.
      this.sqliteQueued += 1;
      const run = this.sqliteQueue.then(once).finally(() => (this.sqliteQueued -= 1));
      this.sqliteQueue = run.catch(() => undefined);
      return run;
    }
    return this.withDeadlockRetry(once);
  }

  private async withDeadlockRetry<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        const errno = (error as { errno?: number }).errno;
        const retryable = errno === MYSQL_DEADLOCK || errno === MYSQL_LOCK_WAIT_TIMEOUT;
        if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
      }
    }
  }
}

export function engineOf(dataSource: DataSource): Engine {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb' ? 'mysql' : 'sqlite';
}
