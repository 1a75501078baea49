import { schema } from '@cuvee/migrations';
import { Database, openDataSource, type AppConfig } from '@cuvee/platform';

/** Opens the configured database (SQLite by default, DB_URL otherwise) with the product's schema. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  return new Database(
    await openDataSource(config.database, schema.entities, schema.migrations[config.database.engine]),
  );
}
