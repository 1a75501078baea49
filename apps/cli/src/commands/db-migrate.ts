import type { AppConfig } from '@cuvee/platform';
import type { CliMessages } from '../cli-messages.js';
import { withMigratedDatabase } from './database-connection.js';

/** `cuvee db migrate`: applies the pending migrations of the configured database. */
export function dbMigrate(config: AppConfig, messages: CliMessages): Promise<boolean> {
  return withMigratedDatabase(config, messages, () => []);
}
