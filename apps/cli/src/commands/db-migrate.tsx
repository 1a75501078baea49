import { describeDatabase, runMigrations, type AppConfig, type Database } from '@cuvee/platform';
import type { CliMessages } from '../cli-messages.js';
import { runTasks } from '../ui/task-list.js';
import { openDatabase } from './database-connection.js';

/** `cuvee db migrate`: applies the pending migrations of the configured database. */
export async function dbMigrate(config: AppConfig, messages: CliMessages): Promise<boolean> {
  let database: Database | undefined;
  try {
    return await runTasks([
      {
        title: messages.connecting(describeDatabase(config.database)),
        run: async () => {
          database = await openDatabase(config);
        },
      },
      {
        title: messages.migrating,
        run: async () => [messages.applied(await runMigrations(database!.dataSource))],
      },
    ]);
  } finally {
    await database?.dataSource.destroy();
  }
}
