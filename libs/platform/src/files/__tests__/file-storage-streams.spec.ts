import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalFileStorage } from '../file-storage.js';

let root: string;
let storage: LocalFileStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cuvee-files-'));
  storage = new LocalFileStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalFileStorage streams (imports and exports)', () => {
  test('a stream is stored chunk by chunk, read back as a stream, with its size and local path', async () => {
    await storage.putStream('exports/1/export.zip', Readable.from(['ab', 'cd', 'é']));
    expect(await text((await storage.openStream('exports/1/export.zip'))!)).toBe('abcdé');
    expect(await storage.size('exports/1/export.zip')).toBe(6);
    expect(storage.localPath('exports/1/export.zip')).toBe(join(root, 'exports/1/export.zip'));
  });

  test('a source that fails leaves neither the file nor a temporary one', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('disk full');
    }
    await expect(storage.putStream('exports/2/export.zip', failing())).rejects.toThrow('disk full');
    expect(readdirSync(join(root, 'exports/2'))).toEqual([]);
    expect(await storage.openStream('exports/2/export.zip')).toBeNull();
    expect(await storage.size('exports/2/export.zip')).toBeNull();
  });
});
