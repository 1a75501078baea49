import { quoteMysql } from './identifiers.js';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/app-config.js';

/** A database that cannot be reached at boot: the message is one line, with the password masked. */
export class DatabaseUnavailableError extends Error {
  constructor(where: string, cause: unknown) {
    const reason = (cause as { code?: string; message?: string }).code ?? (cause as Error).message;
    super(`Base de données injoignable (${where}) : ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

export function describeDatabase(database: DatabaseConfig): string {
  if (database.engine === 'sqlite') return `sqlite:${database.path}`;
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return url.toString();
}

/** Which server answers: TypeORM must be told MariaDB apart from MySQL (they report defaults differently). */
export type DatabaseFlavor = 'sqlite' | 'mysql' | 'mariadb';

/**
 * Checks the server answers, tells MySQL from MariaDB, and creates the database when it does not exist
 * yet (utf8mb4), so that a fresh server only needs a user; for SQLite, creates the folder of the file.
 */
export async function prepareDatabaseServer(database: DatabaseConfig): Promise<DatabaseFlavor> {
  if (database.engine === 'sqlite') {
    mkdirSync(dirname(database.path), { recursive: true });
    return 'sqlite';
  }
  const url = new URL(database.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/';
  try {
    const connection = await createConnection({ uri: url.toString(), connectTimeout: 10_000 });
    try {
      await connection.query(
        `CREATE DATABASE IF NOT EXISTS ${quoteMysql(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      const [rows] = await connection.query('SELECT VERSION() AS version');
      const version = String((rows as { version: string }[])[0]?.version ?? '');
      return version.toLowerCase().includes('mariadb') ? 'mariadb' : 'mysql';
    } finally {
      await connection.end();
    }
  } catch (error) {
    throw new DatabaseUnavailableError(describeDatabase(database), error);
  }
}

/** Drops a database on the server of `database` (test harness and generators only). */
export async function dropMysqlDatabase(database: DatabaseConfig & { engine: 'mysql' }): Promise<void> {
  const url = new URL(database.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/';
  const connection = await createConnection({ uri: url.toString() });
  try {
    await connection.query(`DROP DATABASE IF EXISTS ${quoteMysql(name)}`);
  } finally {
    await connection.end();
  }
}
