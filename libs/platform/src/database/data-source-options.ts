import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { prepareDatabaseServer, type DatabaseFlavor } from './database-server.js';

type EntityList = MixedList<string | (abstract new (...args: never[]) => unknown) | EntitySchema>;
type MigrationList = MixedList<string | (new () => unknown)>;

/** Connection options for either engine; `synchronize` is never on: the schema comes from migrations. */
export function dataSourceOptions(
  database: DatabaseConfig,
  flavor: DatabaseFlavor,
  entities: EntityList,
  migrations: MigrationList,
): DataSourceOptions {
  const common = {
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;
  if (database.engine === 'mysql') {
    return {
      ...common,
      type: flavor === 'mariadb' ? 'mariadb' : 'mysql',
      url: database.url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      poolSize: database.poolSize,
      supportBigNumbers: true,
      bigNumberStrings: false,
    };
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.path,
    enableWAL: true,
    timeout: 10_000,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('busy_timeout = 10000');
      db.pragma('foreign_keys = ON');
      db.pragma('synchronous = NORMAL');
    },
  };
}

/**
 * Prepares the server (database created, flavour detected) and opens a connection: the one way the cli,
 * the tools and the tests open a database outside Nest. `overrides` is for throwaway test tables only.
 */
export async function openDataSource(
  database: DatabaseConfig,
  entities: EntityList,
  migrations: MigrationList,
  overrides: { synchronize?: boolean } = {},
): Promise<DataSource> {
  const flavor = await prepareDatabaseServer(database);
  return new DataSource({
    ...dataSourceOptions(database, flavor, entities, migrations),
    ...overrides,
  }).initialize();
}
