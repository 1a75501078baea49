import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { schema } from '@cuvee/migrations';
import {
  BackupError,
  createBackup,
  describeDatabase,
  filesFolderOf,
  restoreBackup,
  type AppConfig,
} from '@cuvee/platform';
import { archiveKeyFolderOf } from '@cuvee/till';
import type { BackupMessages } from '../backup-messages.js';
import { runTasks } from '../ui/task-list.js';

/** A refusal in the user's language; any other failure (database unreachable…) as it came. */
async function worded<T>(messages: BackupMessages, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new Error(messages.refusal(error.reason, error.details));
    throw error;
  }
}

/** What a backup holds besides the database: the stored files and the till's signing key. */
function foldersOf(config: AppConfig): Record<string, string> {
  return { files: filesFolderOf(config), till: archiveKeyFolderOf(config) };
}

/** When a backup was taken, to the minute, for the summary lines. */
const shortDate = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** DATA_DIR/backups/cuvee-2026-11-28T02-00-00Z.tar: sorts by date, no colon (Windows shares, scp). */
export function defaultBackupPath(config: AppConfig, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return join(config.dataDir, 'backups', `cuvee-${stamp}.tar`);
}

/**
 * `cuvee db backup [--output FILE]`: the database (consistent while the API runs) and the stored files
 * in one archive (ADR 0063). Exit 0 when written, 1 when refused or failed (nothing left behind).
 */
export function dbBackup(
  config: AppConfig,
  options: { output?: string },
  messages: BackupMessages,
): Promise<boolean> {
  const output = resolve(options.output ?? defaultBackupPath(config));
  return runTasks([
    {
      title: messages.backingUp(describeDatabase(config.database), output),
      run: (progress) =>
        worded(messages, async () => {
          const manifest = await createBackup({
            database: config.database,
            folders: foldersOf(config),
            output,
            onProgress: (step) => progress(messages.progress(step)),
          });
          return [
            messages.written(
              manifest.tables.length,
              manifest.tables.reduce((sum, table) => sum + table.rows, 0),
              manifest.files.length,
              (await stat(output)).size,
            ),
            messages.schemaOf(manifest.schemaVersion, manifest.appVersion, shortDate(manifest.createdAt)),
          ];
        }),
    },
  ]);
}

/**
 * `cuvee db restore FILE [--force]`: checks the archive whole, then rebuilds the database at the
 * backup's schema, loads its rows and files, and runs the newer migrations. A database holding data is
 * only replaced with --force. Exit 0 when restored, 1 when refused or failed.
 */
export function dbRestore(
  config: AppConfig,
  file: string,
  options: { force?: boolean },
  messages: BackupMessages,
): Promise<boolean> {
  const archive = resolve(file);
  return runTasks([
    {
      title: messages.restoring(archive, describeDatabase(config.database)),
      run: (progress) =>
        worded(messages, async () => {
          const summary = await restoreBackup({
            archive,
            database: config.database,
            folders: foldersOf(config),
            migrations: schema.migrations,
            force: options.force === true,
            onProgress: (step) => progress(messages.progress(step)),
          });
          return [
            messages.schemaOf(
              summary.manifest.schemaVersion,
              summary.manifest.appVersion,
              shortDate(summary.manifest.createdAt),
            ),
            messages.restored(summary.rows, summary.manifest.tables.length, summary.files),
            messages.upgraded(summary.upgraded),
            messages.checkAfterRestore,
          ];
        }),
    },
  ]);
}
