import { schema } from '@cuvee/migrations';
import { Database, describeDatabase, openDataSource, runMigrations, type AppConfig } from '@cuvee/platform';
import type { CliMessages } from '../cli-messages.js';
import { runTasks, type Task } from '../ui/task-list.js';

/**
 * Runs `tasks` on the configured database (SQLite by default, DB_URL otherwise) after the two steps
 * every database command starts with, connecting and migrating; closes the connection whatever happens.
 */
export async function withMigratedDatabase(
  config: AppConfig,
  messages: CliMessages,
  tasks: (database: () => Database) => Task[],
): Promise<boolean> {
  let database: Database | undefined;
  const opened = () => database!;
  try {
    return await runTasks([
      {
        title: messages.connecting(describeDatabase(config.database)),
        run: async () => {
          database = new Database(
            await openDataSource(config.database, schema.entities, schema.migrations[config.database.engine]),
          );
        },
      },
      {
        title: messages.migrating,
        run: async () => [messages.applied(await runMigrations(opened().dataSource))],
      },
      ...tasks(opened),
    ]);
  } finally {
    await database?.dataSource.destroy();
  }
}
