import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { RowDataPacket } from 'mysql2';
import type { DatabaseConfig } from '../../config/app-config.js';
import { prepareDatabaseServer } from '../database-server.js';
import { quoteMysql, quoteSqlite } from '../identifiers.js';
import { openMysqlConnection } from './database-snapshot.js';

type Value = string | number | bigint | Buffer | null;

/** The database a restore writes to, through the engine's driver (no ORM between the rows and it). */
export interface RestoreTarget {
  /** Every table, the migrations' one included. */
  tables(): Promise<string[]>;
  /** Whether a table holds at least one row. */
  hasRows(table: string): Promise<boolean>;
  /** Drops every table, so that the migrations rebuild the schema from nothing. */
  dropAll(): Promise<void>;
  /** Inserts rows in one transaction; foreign keys are not checked (rows come in table order). */
  insert(table: string, columns: string[], rows: Value[][]): Promise<void>;
  close(): Promise<void>;
}

function sqliteTarget(path: string): RestoreTarget {
  mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path, { timeout: 10_000 });
  db.pragma('journal_mode = WAL');
  // Outside any transaction, as SQLite requires; for this connection only.
  db.pragma('foreign_keys = OFF');
  const statements = new Map<string, BetterSqlite3.Statement>();
  const tables = () =>
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
      )
      .pluck()
      .all() as string[];
  return {
    tables: async () => tables(),
    hasRows: async (table) => db.prepare(`SELECT 1 FROM ${quoteSqlite(table)} LIMIT 1`).get() !== undefined,
    dropAll: async () => {
      const views = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'view'")
        .pluck()
        .all() as string[];
      db.transaction(() => {
        for (const view of views) db.exec(`DROP VIEW ${quoteSqlite(view)}`);
        for (const table of tables()) db.exec(`DROP TABLE ${quoteSqlite(table)}`);
      })();
      statements.clear();
    },
    insert: async (table, columns, rows) => {
      const key = `${table}\n${columns.join('\n')}`;
      let insert = statements.get(key);
      if (!insert) {
        insert = db.prepare(
          `INSERT INTO ${quoteSqlite(table)} (${columns.map(quoteSqlite).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, insert);
      }
      const statement = insert;
      db.transaction(() => {
        for (const row of rows) statement.run(row);
      })();
    },
    close: async () => {
      db.close();
    },
  };
}

async function mysqlTarget(database: DatabaseConfig & { engine: 'mysql' }): Promise<RestoreTarget> {
  await prepareDatabaseServer(database);
  const { connection } = await openMysqlConnection(database.url);
  await connection.query('SET SESSION FOREIGN_KEY_CHECKS = 0');
  const tables = async () => {
    const [rows] = await connection.query<(RowDataPacket & { name: string })[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
    );
    return rows.map((row) => row.name);
  };
  return {
    tables,
    hasRows: async (table) => {
      const [rows] = await connection.query<RowDataPacket[]>(`SELECT 1 FROM ${quoteMysql(table)} LIMIT 1`);
      return rows.length > 0;
    },
    dropAll: async () => {
      const [views] = await connection.query<(RowDataPacket & { name: string })[]>(
        'SELECT TABLE_NAME AS name FROM information_schema.VIEWS WHERE TABLE_SCHEMA = DATABASE()',
      );
      for (const view of views) await connection.query(`DROP VIEW ${quoteMysql(view.name)}`);
      for (const table of await tables()) await connection.query(`DROP TABLE ${quoteMysql(table)}`);
    },
    insert: async (table, columns, rows) => {
      // One multi-row INSERT: the driver expands `VALUES ?` from the array of rows, bytes as hex literals.
      await connection.query(
        `INSERT INTO ${quoteMysql(table)} (${columns.map(quoteMysql).join(', ')}) VALUES ?`,
        [rows],
      );
    },
    close: () => connection.end(),
  };
}

export function openRestoreTarget(database: DatabaseConfig): Promise<RestoreTarget> {
  return database.engine === 'sqlite' ? Promise.resolve(sqliteTarget(database.path)) : mysqlTarget(database);
}
