import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config/app-config.js';

/*
 * Where uploaded files (product pictures, logos, documents) live. A port with one driver today, a folder
 * under DATA_DIR (`data/files/` by default); an object-store driver would implement the
 * same three calls. Keys are relative paths made of safe characters, chosen by the caller.
 */
export abstract class FileStorage {
  /** Stores the bytes under the key, replacing any previous content. */
  abstract put(key: string, data: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Stores a stream under the key with constant memory (imports, exports); same replace semantics as put. */
  abstract putStream(key: string, source: Readable | AsyncIterable<Buffer | string>): Promise<void>;
  /** The bytes under the key as a stream, or null when there are none. */
  abstract openStream(key: string): Promise<Readable | null>;
  /** The size in bytes, or null when there is no such file. */
  abstract size(key: string): Promise<number | null>;
  /** The file's path on this machine when the driver has one (the CLI prints it), else null. */
  abstract localPath(key: string): string | null;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.@-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.@-]*)*$/;

/** A key names a file below the root: no absolute path, no "..", no hidden segment. */
export function isFileKey(key: string): boolean {
  return key.length <= 255 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part.includes('..'));
}

function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new RangeError(`Invalid file key: ${key}`);
  return key;
}

/** Files in a local folder. Writes go to a temporary file first, so a reader never sees half a file. */
export class LocalFileStorage extends FileStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, checkedKey(key)));
    // Belt and braces: the key pattern already keeps every path below the root.
    if (!path.startsWith(this.root + sep)) throw new RangeError(`Invalid file key: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async putStream(key: string, source: Readable | AsyncIterable<Buffer | string>): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    const sink = createWriteStream(temporary);
    try {
      await pipeline(source, sink);
      await rename(temporary, path);
    } catch (error) {
      // A source failing at once can beat the file's opening: remove it once the stream has closed,
      // or the open lands after the removal and leaves an empty temporary file behind.
      if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async openStream(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    return (await this.size(key)) === null ? null : createReadStream(path);
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }
}

/** The folder of the local storage: `files` under DATA_DIR (backups take it whole). */
export function filesFolderOf(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'files');
}

/** The storage the configuration selects: the `files` folder of DATA_DIR. */
export function fileStorageFor(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  return new LocalFileStorage(filesFolderOf(config));
}
