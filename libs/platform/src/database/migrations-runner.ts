import type { DataSource } from 'typeorm';
import { engineOf } from './database.js';

const LOCK_NAME = 'cuvee:migrations';
const LOCK_TIMEOUT_S = 300;

/**
 * Runs pending migrations. On MySQL several api replicas may boot together: a named lock makes the
 * others wait, then find nothing left to run.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  if (engineOf(dataSource) === 'sqlite') {
    return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [LOCK_NAME, LOCK_TIMEOUT_S])) as {
      acquired: number;
    }[];
    if (Number(row?.acquired) !== 1) throw new Error('Could not acquire the migrations lock');
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    await runner.release();
  }
}

/** SQL that would bring the database in line with the entities: empty when migrations and entities agree. */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((query) => query.query);
}
