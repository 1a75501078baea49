import 'reflect-metadata';
import { isEmptyDatabase, seedDemoData } from '@cuvee/migrations';
import {
  AppConfig,
  ConfigError,
  Database,
  DatabaseUnavailableError,
  describeDatabase,
  prepareDatabaseServer,
} from '@cuvee/platform';
import { createApp } from './bootstrap.js';

async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  await prepareDatabaseServer(config.database);
  const app = await createApp(config, { processJobs: config.jobDriver === 'database' });

  const database = app.get(Database);
  if (config.seedDemo && (await isEmptyDatabase(database))) {
    const demo = await seedDemoData(database);
    console.log(`Données de démonstration créées : ${demo.shop.name} (code ${demo.shop.code})`);
    for (const account of demo.accounts)
      console.log(`  ${account.email} / ${account.password} — ${account.label}`);
  }

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Cuvée API prête sur ${await app.getUrl()} (base ${describeDatabase(config.database)}, tâches ${config.jobDriver})`,
  );
}

main().catch((error: unknown) => {
  // Boot failures are one readable line and a non-zero exit, never a stack trace.
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else {
    console.error(`Cuvée n'a pas pu démarrer : ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
