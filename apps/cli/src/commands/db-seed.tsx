import { seedDemoData } from '@cuvee/migrations';
import { describeDatabase, runMigrations, type AppConfig, type Database } from '@cuvee/platform';
import type { CliMessages } from '../cli-messages.js';
import { runTasks } from '../ui/task-list.js';
import { openDatabase } from './database-connection.js';

/** `cuvee db seed`: migrates, then creates the demo data; running it again changes nothing. */
export async function dbSeed(config: AppConfig, messages: CliMessages): Promise<boolean> {
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
      {
        title: messages.seeding,
        run: async () => {
          const demo = await seedDemoData(database!);
          return [
            messages.seeded(`${demo.shop.name} (${demo.shop.code})`),
            ...demo.accounts.map((account) => `${account.email} / ${account.password} — ${account.label}`),
          ];
        },
      },
    ]);
  } finally {
    await database?.dataSource.destroy();
  }
}
