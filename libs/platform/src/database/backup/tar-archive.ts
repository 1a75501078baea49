import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

/*
 * The backup's container: a plain POSIX tar (ustar, with pax headers for long names), so `tar -tf`
 * lists a backup and `tar -xf` unpacks it by hand. Written here rather than with archiver: an entry's
 * size is only known once its rows are dumped, and writing to a file lets the header be patched in
 * place afterwards, so each part streams straight into the archive while its SHA-256 is computed on the
 * very bytes written (ADR 0063). Read by offsets: the archive is a file on disk.
 */

const BLOCK = 512;
const OCTAL_SIZE_LIMIT = 8 ** 11;

export interface WrittenEntry {
  name: string;
  bytes: number;
  sha256: string;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 99), 0, 'utf8');
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  if (size < OCTAL_SIZE_LIMIT) block.write(octal(size, 12), 124);
  else {
    // GNU base-256: the high bit of the first byte set, the size big-endian in the rest.
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  block.write(octal(mtime, 12), 136);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  // The length counts its own digits.
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  return Buffer.from(`${length}${body}`);
}

/** Writes a tar file entry by entry; each entry's bytes come from an async source of chunks. */
export class TarWriter {
  private position = 0;

  private constructor(private readonly file: FileHandle) {}

  static async create(path: string): Promise<TarWriter> {
    return new TarWriter(await open(path, 'wx'));
  }

  private async write(data: Buffer, at = this.position): Promise<void> {
    let offset = 0;
    while (offset < data.length) {
      const { bytesWritten } = await this.file.write(data, offset, data.length - offset, at + offset);
      offset += bytesWritten;
    }
    if (at === this.position) this.position += data.length;
  }

  private async pad(): Promise<void> {
    const rest = this.position % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  /** Adds an entry whose content is `source`; answers its size and SHA-256. */
  async add(name: string, source: AsyncIterable<Buffer | string>): Promise<WrittenEntry> {
    const mtime = Math.floor(Date.now() / 1000);
    if (Buffer.byteLength(name) > 99) {
      const pax = paxRecord('path', name);
      await this.write(header('PaxHeader', pax.length, 'x', mtime));
      await this.write(pax);
      await this.pad();
    }
    const headerAt = this.position;
    await this.write(header(name, 0, '0', mtime));
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of source) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(data);
      bytes += data.length;
      await this.write(data);
    }
    await this.write(header(name, bytes, '0', mtime), headerAt);
    await this.pad();
    return { name, bytes, sha256: hash.digest('hex') };
  }

  /** Ends the archive (two zero blocks) and makes it durable. */
  async close(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.file.sync();
    await this.file.close();
  }

  /** Closes without finishing, after a failure (the caller removes the file). */
  async abandon(): Promise<void> {
    await this.file.close().catch(() => undefined);
  }
}

export interface TarEntry {
  name: string;
  offset: number;
  size: number;
}

/** Thrown when the file is not a tar, or ends before its last entry does. */
export class TarFormatError extends Error {
  constructor(readonly reason: 'truncated' | 'invalid') {
    super(reason === 'truncated' ? 'The archive is truncated' : 'Not a tar archive');
    this.name = 'TarFormatError';
  }
}

function readSize(block: Buffer): number {
  if ((block[124]! & 0x80) !== 0) return Number(block.readBigUInt64BE(128));
  return parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

function checksumHolds(block: Buffer): boolean {
  const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  return stored === sum;
}

/** The entries of a tar file with where their bytes are; the contents are not read. */
export async function readTarIndex(path: string): Promise<TarEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    let longName: string | undefined;
    for (;;) {
      if (position + BLOCK > fileSize) throw new TarFormatError(position === 0 ? 'invalid' : 'truncated');
      await file.read(block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) return entries;
      if (!checksumHolds(block)) throw new TarFormatError(position === 0 ? 'invalid' : 'truncated');
      const size = readSize(block);
      const type = String.fromCharCode(block[156]!);
      const dataAt = position + BLOCK;
      if (dataAt + size > fileSize) throw new TarFormatError('truncated');
      if (type === 'x') {
        const pax = Buffer.alloc(size);
        await file.read(pax, 0, size, dataAt);
        longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(pax.toString('utf8'))?.[1];
      } else {
        const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
        const short = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        const name = longName ?? (prefix ? `${prefix}/${short}` : short);
        longName = undefined;
        if (type === '0' || type === '\0') entries.push({ name, offset: dataAt, size });
      }
      position = dataAt + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await file.close();
  }
}

/** The bytes of one entry, streamed. */
export function openTarEntry(path: string, entry: TarEntry): Readable {
  return entry.size === 0
    ? Readable.from([])
    : createReadStream(path, { start: entry.offset, end: entry.offset + entry.size - 1 });
}
