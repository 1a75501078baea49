import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { DatabaseConfig } from '../../config/app-config.js';
import { openDataSource } from '../data-source-options.js';
import type { Engine } from '../database.js';
import { runMigrations } from '../migrations-runner.js';
import { BackupError } from './backup-error.js';
import {
  loadedValue,
  MANIFEST_ENTRY,
  parseManifest,
  type BackupManifest,
  type StoredValue,
} from './backup-manifest.js';
import type { BackupProgress } from './backup-progress.js';
import { MIGRATIONS_TABLE } from './database-snapshot.js';
import { openRestoreTarget } from './restore-target.js';
import { replaceFolder, storedFileKeys } from './stored-files.js';
import { openTarEntry, readTarIndex, TarFormatError, type TarEntry } from './tar-archive.js';

type MigrationClass = new () => unknown;

export interface RestoreOptions {
  /** The backup file. */
  archive: string;
  database: DatabaseConfig;
  /** The folders restored with the database, by their name in the archive (see BackupOptions). */
  folders: Record<string, string>;
  /** This program's migrations for each engine, in the order they run. */
  migrations: Record<Engine, MigrationClass[]>;
  /** Replace a target that holds data. */
  force: boolean;
  onProgress?: (progress: BackupProgress) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** The migrations run after the load, for a backup of an older schema. */
  upgraded: string[];
}

/** Rows per INSERT, and bytes: within SQLite's and MySQL's limits on parameters and packet size. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

function migrationName(migration: MigrationClass): string {
  return (new migration() as { name?: string }).name ?? migration.name;
}

const timestampOf = (name: string) => Number(/(\d{13})$/.exec(name)?.[1] ?? 0);

/**
 * Reads the manifest and checks every part against it (present, same size, same SHA-256) before
 * anything is written: a truncated copy or a flipped bit is refused whole.
 */
export async function verifyBackup(
  archive: string,
  onProgress: (progress: BackupProgress) => void = () => undefined,
): Promise<{ manifest: BackupManifest; entries: Map<string, TarEntry> }> {
  let index: TarEntry[];
  try {
    index = await readTarIndex(archive);
  } catch (error) {
    if (error instanceof TarFormatError)
      throw new BackupError(error.reason === 'truncated' ? 'truncated' : 'notABackup');
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError('missing', { path: archive });
    throw error;
  }
  const entries = new Map(index.map((entry) => [entry.name, entry]));
  const manifestEntry = entries.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw new BackupError(index.length ? 'truncated' : 'notABackup');
  const chunks: Buffer[] = [];
  for await (const chunk of openTarEntry(archive, manifestEntry)) chunks.push(chunk as Buffer);
  const manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
  const parts = [...manifest.tables, ...manifest.files];
  const total = parts.reduce((sum, part) => sum + part.bytes, 0);
  let done = 0;
  for (const part of parts) {
    const entry = entries.get(part.part);
    if (!entry || entry.size !== part.bytes) throw new BackupError('corrupt', { part: part.part });
    const hash = createHash('sha256');
    for await (const chunk of openTarEntry(archive, entry)) {
      hash.update(chunk as Buffer);
      done += (chunk as Buffer).length;
      onProgress({ step: 'verify', done, total });
    }
    if (hash.digest('hex') !== part.sha256) throw new BackupError('corrupt', { part: part.part });
  }
  onProgress({ step: 'verify', done: total, total });
  return { manifest, entries };
}

/** The rows of a table part, in batches bounded in count and bytes. */
async function* batchesOf(archive: string, entry: TarEntry): AsyncGenerator<StoredValue[][]> {
  // An empty table's part is empty: no gzip member to read.
  if (entry.size === 0) return;
  const lines = createInterface({
    input: openTarEntry(archive, entry).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let batch: StoredValue[][] = [];
  let bytes = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line) as StoredValue[]);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) yield batch;
}

/**
 * Restores a backup into the configured database and file storage: checks the archive, refuses a newer
 * schema and a target holding data (unless `force`), drops what is there, runs this program's
 * migrations up to the backup's schema version, loads the rows table by table with foreign keys off,
 * puts the stored files in place, then runs the migrations that came after the backup's schema.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const onProgress = options.onProgress ?? (() => undefined);
  const { manifest, entries } = await verifyBackup(options.archive, onProgress);

  const known = options.migrations[options.database.engine];
  const names = known.map(migrationName);
  const position = names.indexOf(manifest.schemaVersion);
  if (position < 0) {
    const latest = names.at(-1) ?? '';
    if (timestampOf(manifest.schemaVersion) > timestampOf(latest))
      throw new BackupError('newerSchema', { backup: manifest.schemaVersion, known: latest });
    throw new BackupError('unknownSchema', { backup: manifest.schemaVersion });
  }
  // The same history up to that version: a migration of a branch this program never had is refused.
  const unknown = manifest.migrations.find((name) => !names.slice(0, position + 1).includes(name));
  if (unknown) throw new BackupError('unknownSchema', { backup: unknown });

  const target = await openRestoreTarget(options.database);
  try {
    const tables = (await target.tables()).filter((table) => table !== MIGRATIONS_TABLE);
    const holding: string[] = [];
    for (const table of tables) if (await target.hasRows(table)) holding.push(table);
    let files = 0;
    for (const folder of Object.values(options.folders)) files += (await storedFileKeys(folder)).length;
    if ((holding.length || files) && !options.force)
      throw new BackupError('notEmpty', { tables: String(holding.length), files: String(files) });
    await target.dropAll();
  } finally {
    await target.close();
  }

  const migrate = async (migrations: MigrationClass[]) => {
    const dataSource = await openDataSource(options.database, [], migrations);
    try {
      return await runMigrations(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };
  onProgress({ step: 'schema', done: 0, total: position + 1 });
  await migrate(known.slice(0, position + 1));
  onProgress({ step: 'schema', done: position + 1, total: position + 1 });

  const totalRows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  let rows = 0;
  const loader = await openRestoreTarget(options.database);
  try {
    for (const table of manifest.tables) {
      onProgress({ step: 'rows', done: rows, total: totalRows, table: table.name });
      for await (const batch of batchesOf(options.archive, entries.get(table.part)!)) {
        await loader.insert(
          table.name,
          table.columns,
          batch.map((row) => row.map(loadedValue)),
        );
        rows += batch.length;
        onProgress({ step: 'rows', done: rows, total: totalRows, table: table.name });
      }
    }
  } finally {
    await loader.close();
  }

  // Each folder the caller names is replaced by the backup's (emptied when the backup has none of it).
  let restoredFiles = 0;
  for (const [name, root] of Object.entries(options.folders))
    await replaceFolder(root, async (folder) => {
      for (const file of manifest.files.filter((candidate) => candidate.folder === name)) {
        onProgress({ step: 'files', done: restoredFiles, total: manifest.files.length });
        const path = join(folder, file.key);
        await mkdir(dirname(path), { recursive: true });
        await pipeline(
          openTarEntry(options.archive, entries.get(file.part)!),
          createWriteStream(path, { mode: file.mode }),
        );
        await chmod(path, file.mode);
        restoredFiles++;
      }
    });
  onProgress({ step: 'files', done: restoredFiles, total: manifest.files.length });

  onProgress({ step: 'migrations', done: 0, total: known.length - position - 1 });
  const upgraded = await migrate(known);
  onProgress({ step: 'migrations', done: upgraded.length, total: upgraded.length });
  return { manifest, rows, files: restoredFiles, upgraded };
}
