import { seedDemoData } from '@cuvee/migrations';
import type { AppConfig } from '@cuvee/platform';
import type { CliMessages } from '../cli-messages.js';
import { withMigratedDatabase } from './database-connection.js';

/** `cuvee db seed`: migrates, then creates the demo data; running it again changes nothing. */
export function dbSeed(config: AppConfig, messages: CliMessages): Promise<boolean> {
  return withMigratedDatabase(config, messages, (database) => [
    {
      title: messages.seeding,
      run: async () => {
        const demo = await seedDemoData(database());
        return [
          messages.seeded(`${demo.shop.name} (${demo.shop.code})`),
          ...demo.accounts.map((account) => `${account.email} / ${account.password} — ${account.label}`),
        ];
      },
    },
  ]);
}
