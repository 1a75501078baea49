import type { Engine } from '../database.js';
import { BackupError } from './backup-error.js';
import { isSafeKey } from './stored-files.js';

/** The first entry a reader checks: tells a Cuvée backup from any other tar. */
export const BACKUP_FORMAT = 'cuvee-backup';
/** Raised when the layout changes in a way an older reader would misread. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export interface BackupPart {
  /** The entry's name in the archive. */
  part: string;
  bytes: number;
  sha256: string;
}

export interface BackedUpTable extends BackupPart {
  name: string;
  columns: string[];
  rows: number;
}

export interface BackedUpFile extends BackupPart {
  /** The folder of DATA_DIR it comes from: `files` (the file storage), `till` (the signing key). */
  folder: string;
  /** Its path below that folder. */
  key: string;
  /** Its permission bits (the signing key is 0600). */
  mode: number;
}

/** What a backup holds and how to check it, written last in the archive as `manifest.json`. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  engine: Engine;
  /** The last migration applied to the database backed up: the schema its rows fit. */
  schemaVersion: string;
  /** Every migration applied, in order. */
  migrations: string[];
  appVersion: string;
  createdAt: string;
  tables: BackedUpTable[];
  files: BackedUpFile[];
}

/**
 * A value as stored in a table part (one JSON array per row): JSON has no bigint nor bytes, so an
 * integer beyond 2^53 travels as its decimal string and bytes as `{ "b": base64 }`. MySQL's decimals,
 * dates and BIGINTs are read as strings already, so every value comes back exactly as it was.
 */
export type StoredValue = string | number | null | { b: string };

export function storedValue(value: unknown): StoredValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint')
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (Buffer.isBuffer(value)) return { b: value.toString('base64') };
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new TypeError(`Unexpected database value: ${typeof value}`);
}

export function loadedValue(value: StoredValue): string | number | bigint | Buffer | null {
  if (value !== null && typeof value === 'object') return Buffer.from(value.b, 'base64');
  return value;
}

function isPart(value: unknown): value is BackupPart {
  const part = value as BackupPart;
  return (
    typeof part?.part === 'string' &&
    Number.isSafeInteger(part.bytes) &&
    typeof part.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(part.sha256)
  );
}

/** Parses and checks the manifest's shape; anything else is refused as not being a backup. */
export function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError('notABackup');
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError('notABackup');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError('unsupportedFormat', { found: String(manifest.formatVersion) });
  const valid =
    (manifest.engine === 'mysql' || manifest.engine === 'sqlite') &&
    typeof manifest.schemaVersion === 'string' &&
    Array.isArray(manifest.migrations) &&
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (table) =>
        isPart(table) &&
        typeof table.name === 'string' &&
        Array.isArray(table.columns) &&
        Number.isSafeInteger(table.rows),
    ) &&
    Array.isArray(manifest.files) &&
    manifest.files.every(
      (file) =>
        isPart(file) &&
        /^[a-z][a-z0-9-]*$/.test(String(file.folder)) &&
        typeof file.key === 'string' &&
        isSafeKey(file.key) &&
        Number.isInteger(file.mode),
    );
  if (!valid) throw new BackupError('notABackup');
  return manifest;
}
