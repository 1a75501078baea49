import { quoteMysql, quoteSqlite } from '../identifiers.js';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2';
import type { Connection as PromiseConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../../config/app-config.js';
import type { BackupProgress } from './backup-progress.js';

type NameRow = RowDataPacket & { name: string };

/** The migrations table is the schema's version, not data: a restore rebuilds it by migrating. */
export const MIGRATIONS_TABLE = 'migrations';

/** One consistent view of a database, as of the moment the backup started. */
export interface DatabaseSnapshot {
  /** The migrations applied, in the order they ran. */
  migrations: string[];
  /** The data tables. */
  tables: string[];
  columnsOf(table: string): Promise<string[]>;
  /** The rows of a table, streamed, each an array in the order of `columns`. */
  rows(table: string, columns: string[]): AsyncIterable<unknown[]>;
}

/**
 * SQLite: better-sqlite3's online backup copies the live file into `folder` a thousand pages at a time,
 * then the rows are read from that private copy, which nothing else touches. Another connection's write
 * between two steps makes SQLite start the copy again: on a database written without pause it would
 * never end, so after a restart the rest is copied in one step (one read transaction, atomic).
 */
async function withSqliteSnapshot<T>(
  path: string,
  folder: string,
  onProgress: (progress: BackupProgress) => void,
  work: (snapshot: DatabaseSnapshot) => Promise<T>,
): Promise<T> {
  const copy = join(folder, 'snapshot.sqlite');
  const live = new BetterSqlite3(path, { fileMustExist: true, timeout: 10_000 });
  try {
    let remaining = Number.POSITIVE_INFINITY;
    let restarted = false;
    await live.backup(copy, {
      progress: ({ totalPages, remainingPages }) => {
        onProgress({ step: 'snapshot', done: totalPages - remainingPages, total: totalPages });
        // A step that did not shrink what is left was a restart.
        restarted ||= remainingPages >= remaining;
        remaining = remainingPages;
        return restarted ? totalPages : 1000;
      },
    });
  } finally {
    live.close();
  }
  const db = new BetterSqlite3(copy, { readonly: true });
  try {
    return await work({
      migrations: db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`).pluck().all() as string[],
      tables: db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> ? ORDER BY name",
        )
        .pluck()
        .all(MIGRATIONS_TABLE) as string[],
      columnsOf: async (table) =>
        (db.prepare(`PRAGMA table_info(${quoteSqlite(table)})`).all() as { name: string }[]).map(
          (column) => column.name,
        ),
      rows: (table, columns) =>
        db
          .prepare(`SELECT ${columns.map(quoteSqlite).join(', ')} FROM ${quoteSqlite(table)} ORDER BY rowid`)
          .raw(true)
          .safeIntegers(true)
          .iterate() as IterableIterator<unknown[]> & AsyncIterable<unknown[]>,
    });
  } finally {
    db.close();
  }
}

/**
 * Options that read every MySQL value exactly: BIGINT and DECIMAL as strings, dates as the server's
 * text, JSON as its text; binary columns come as Buffers. Shared with the restore's connection.
 */
export async function openMysqlConnection(
  url: string,
): Promise<{ connection: PromiseConnection; streaming: Connection }> {
  const streaming = createConnection({
    uri: url,
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    jsonStrings: true,
    decimalNumbers: false,
    timezone: 'Z',
  });
  const connection = streaming.promise();
  await connection.query("SET SESSION time_zone = '+00:00'");
  return { connection, streaming };
}

/**
 * MySQL/MariaDB: one connection, one REPEATABLE READ transaction started WITH CONSISTENT SNAPSHOT, so
 * every table is read as of the same instant while the API goes on writing; each table is streamed
 * (the driver pauses the socket between rows read), never held whole in memory.
 */
async function withMysqlSnapshot<T>(
  url: string,
  work: (snapshot: DatabaseSnapshot) => Promise<T>,
): Promise<T> {
  const { connection, streaming } = await openMysqlConnection(url);
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [migrations] = await connection.query<NameRow[]>(
      `SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`,
    );
    const [tables] = await connection.query<NameRow[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME <> ? ORDER BY TABLE_NAME",
      [MIGRATIONS_TABLE],
    );
    const result = await work({
      migrations: migrations.map((row) => row.name),
      tables: tables.map((row) => row.name),
      columnsOf: async (table) => {
        const [columns] = await connection.query<NameRow[]>(
          'SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
          [table],
        );
        return columns.map((column) => column.name);
      },
      rows: (table, columns) =>
        streaming
          .query({
            sql: `SELECT ${columns.map(quoteMysql).join(', ')} FROM ${quoteMysql(table)}`,
            rowsAsArray: true,
          })
          .stream({ highWaterMark: 500 }) as AsyncIterable<unknown[]>,
    });
    await connection.query('COMMIT');
    return result;
  } finally {
    await connection.end();
  }
}

/** Runs `work` on a consistent snapshot of the configured database; `folder` holds SQLite's copy. */
export function withDatabaseSnapshot<T>(
  database: DatabaseConfig,
  folder: string,
  onProgress: (progress: BackupProgress) => void,
  work: (snapshot: DatabaseSnapshot) => Promise<T>,
): Promise<T> {
  return database.engine === 'sqlite'
    ? withSqliteSnapshot(database.path, folder, onProgress, work)
    : withMysqlSnapshot(database.url, work);
}
