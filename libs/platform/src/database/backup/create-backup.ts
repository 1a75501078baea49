import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { DatabaseConfig } from '../../config/app-config.js';
import { APP_VERSION } from '../../version.js';
import { BackupError } from './backup-error.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  storedValue,
  type BackedUpFile,
  type BackedUpTable,
  type BackupManifest,
} from './backup-manifest.js';
import type { BackupProgress } from './backup-progress.js';
import { withDatabaseSnapshot } from './database-snapshot.js';
import { storedFileKeys } from './stored-files.js';
import { TarWriter } from './tar-archive.js';

const gzipBatch = promisify(gzip);
/** Rows compressed together: a gzip member each, so memory holds one batch, never a table. */
const ROWS_PER_MEMBER = 1000;

export interface BackupOptions {
  database: DatabaseConfig;
  /**
   * The folders backed up with the database, by their name in the archive: the file storage
   * (DATA_DIR/files) and the till's signing key (DATA_DIR/till).
   */
  folders: Record<string, string>;
  /** The archive to write; refused when it exists. */
  output: string;
  onProgress?: (progress: BackupProgress) => void;
}

/** A table's rows as gzipped JSON lines, one array per row; `counted` learns the rows written so far. */
async function* tablePart(rows: AsyncIterable<unknown[]>, counted: (rows: number) => void) {
  let batch: string[] = [];
  let count = 0;
  for await (const row of rows) {
    batch.push(JSON.stringify(row.map(storedValue)));
    count++;
    if (batch.length === ROWS_PER_MEMBER) {
      yield await gzipBatch(`${batch.join('\n')}\n`);
      batch = [];
      counted(count);
    }
  }
  if (batch.length) yield await gzipBatch(`${batch.join('\n')}\n`);
  counted(count);
}

/**
 * Writes one tar: each data table as a part, then each stored file, then the manifest (format, engine,
 * schema version, tables with their row counts, every part's SHA-256). It is written under a temporary
 * name and renamed when complete, so a backup file that exists is a whole one.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const onProgress = options.onProgress ?? (() => undefined);
  if (
    await stat(options.output).then(
      () => true,
      () => false,
    )
  )
    throw new BackupError('outputExists', { path: options.output });
  const folder = dirname(options.output);
  await mkdir(folder, { recursive: true });
  const work = await mkdtemp(join(folder, `.${basename(options.output)}-`));
  const partial = join(work, 'backup.tar');
  const writer = await TarWriter.create(partial);
  try {
    const { migrations, tables } = await withDatabaseSnapshot(
      options.database,
      work,
      onProgress,
      async (snapshot) => {
        const written: BackedUpTable[] = [];
        // In code-point order, the same whatever the server's collation.
        const names = [...snapshot.tables].sort();
        for (const [index, name] of names.entries()) {
          onProgress({ step: 'tables', done: index, total: names.length, table: name });
          const columns = await snapshot.columnsOf(name);
          let rows = 0;
          const part = await writer.add(
            `tables/${name}.jsonl.gz`,
            tablePart(snapshot.rows(name, columns), (count) => {
              rows = count;
              onProgress({ step: 'tables', done: index, total: names.length, table: name, rows });
            }),
          );
          written.push({ name, columns, rows, part: part.name, bytes: part.bytes, sha256: part.sha256 });
        }
        onProgress({ step: 'tables', done: names.length, total: names.length });
        return { migrations: snapshot.migrations, tables: written };
      },
    );
    const stored: { folder: string; key: string; path: string }[] = [];
    for (const folder of Object.keys(options.folders).sort())
      for (const key of await storedFileKeys(options.folders[folder]!))
        stored.push({ folder, key, path: join(options.folders[folder]!, key) });
    const files: BackedUpFile[] = [];
    for (const [index, { folder, key, path }] of stored.entries()) {
      onProgress({ step: 'files', done: index, total: stored.length });
      const { mode } = await stat(path);
      const part = await writer.add(`${folder}/${key}`, createReadStream(path));
      files.push({
        folder,
        key,
        mode: mode & 0o777,
        part: part.name,
        bytes: part.bytes,
        sha256: part.sha256,
      });
    }
    onProgress({ step: 'files', done: stored.length, total: stored.length });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      engine: options.database.engine,
      schemaVersion: migrations.at(-1) ?? '',
      migrations,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      tables,
      files,
    };
    await writer.add(MANIFEST_ENTRY, Readable.from([`${JSON.stringify(manifest, null, 2)}\n`]));
    await writer.close();
    await rename(partial, options.output);
    return manifest;
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
