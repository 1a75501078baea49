import type { DataSource, EntityManager } from 'typeorm';

export type Engine = 'mysql' | 'sqlite';

const MYSQL_DEADLOCK = 1213;
const MYSQL_LOCK_WAIT_TIMEOUT = 1205;
const MAX_ATTEMPTS = 3;

/**
 * The one way to write in a transaction, on both engines.
 * SQLite (better-sqlite3) has a single connection: TypeORM would interleave two concurrent transactions
 * on it, so here they queue one after the other. MySQL runs them concurrently and a transaction that
 * loses a deadlock is retried as a whole (its work function must only touch the database).
 */
export class Database {
  private sqliteQueue: Promise<unknown> = Promise.resolve();

  constructor(readonly dataSource: DataSource) {}

  get engine(): Engine {
    return engineOf(this.dataSource);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.engine === 'sqlite') {
      const run = this.sqliteQueue.then(() => this.dataSource.transaction(work));
      this.sqliteQueue = run.catch(() => undefined);
      return run;
    }
    return this.withDeadlockRetry(() => this.dataSource.transaction(work));
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
