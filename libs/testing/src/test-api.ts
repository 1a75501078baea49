import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import {
  AppConfig,
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '@cuvee/platform';
import { clearQueuePrefix, testEnv } from './test-env.js';

export type AppFactory = (config: AppConfig, options: { processJobs: boolean }) => Promise<INestApplication>;

export interface TestApiOptions {
  /** Environment overrides on top of the test defaults. */
  env?: Record<string, string>;
  /** Reuse a database (and pass the same QUEUE_PREFIX in env) to play a restart. */
  database?: ScratchDatabase;
  /** Defaults to true, so a test can watch a job finish on either driver. */
  processJobs?: boolean;
}

/**
 * The real API, listening on a free port, on a fresh database of the engine under test (SQLite, or
 * MySQL/MariaDB + Redis when DB_URL / REDIS_URL are set).
 */
export class TestApi {
  private constructor(
    readonly app: INestApplication,
    readonly config: AppConfig,
    readonly url: string,
    readonly database: ScratchDatabase,
    private readonly ownsDatabase: boolean,
  ) {}

  static async start(createApp: AppFactory, options: TestApiOptions = {}): Promise<TestApi> {
    const database = options.database ?? (await createScratchDatabase(scratchTargetFromEnv(), 'test'));
    const config = AppConfig.fromEnv(testEnv(database.env, options.env));
    const app = await createApp(config, { processJobs: options.processJobs ?? true });
    await app.listen(0, '127.0.0.1');
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    return new TestApi(app, config, url, database, !options.database);
  }

  get<T>(token: abstract new (...args: never[]) => T): T;
  get<T>(token: symbol | string): T;
  get<T>(token: (abstract new (...args: never[]) => T) | symbol | string): T {
    return this.app.get(token as never);
  }

  /** Closes the app; drops the database and the Redis keys unless the caller brought the database. */
  async stop(): Promise<void> {
    await this.app.close();
    rmSync(this.config.dataDir, { recursive: true, force: true });
    if (!this.ownsDatabase) return;
    if (this.config.redisUrl) await clearQueuePrefix(this.config.redisUrl, this.config.queuePrefix);
    await this.database.drop();
  }
}
