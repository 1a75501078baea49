import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config/app-config.js';
import { dropMysqlDatabase, prepareDatabaseServer } from './database-server.js';

export interface ScratchDatabase {
  config: DatabaseConfig;
  /** The environment variables that point a process at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A new, empty database that nobody else uses: a SQLite file in a temporary folder, or a uniquely named
 * database on a MySQL/MariaDB server. For tests, the migration generator and the schema check.
 */
export async function createScratchDatabase(
  target: { engine: 'sqlite' } | { engine: 'mysql'; serverUrl: string },
  label = 'scratch',
): Promise<ScratchDatabase> {
  const unique = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (target.engine === 'mysql') {
    const url = new URL(target.serverUrl);
    url.pathname = `/cuvee_${label}_${unique}`;
    const config: DatabaseConfig = { engine: 'mysql', url: url.toString(), poolSize: 10 };
    await prepareDatabaseServer(config);
    return { config, env: { DB_URL: config.url }, drop: () => dropMysqlDatabase(config) };
  }
  const dir = mkdtempSync(join(tmpdir(), `cuvee-${label}-`));
  const config: DatabaseConfig = { engine: 'sqlite', path: join(dir, 'cuvee.sqlite') };
  return {
    config,
    env: { SQLITE_PATH: config.path, DB_URL: '' },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The engine a test run targets: MySQL/MariaDB when DB_URL is set, the embedded SQLite otherwise. */
export function scratchTargetFromEnv(): { engine: 'sqlite' } | { engine: 'mysql'; serverUrl: string } {
  return process.env.DB_URL ? { engine: 'mysql', serverUrl: process.env.DB_URL } : { engine: 'sqlite' };
}
