import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStorageFor, isFileKey, LocalFileStorage } from '../file-storage.js';

let root: string;
let storage: LocalFileStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cuvee-files-'));
  storage = new LocalFileStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  test('stores, reads back, replaces and deletes a file under a nested key', async () => {
    await storage.put('catalogue/1/abc.png', Buffer.from('first'));
    await storage.put('catalogue/1/abc.png', Buffer.from('second'));
    expect((await storage.get('catalogue/1/abc.png'))?.toString()).toBe('second');
    // No temporary file is left behind.
    expect(readdirSync(join(root, 'catalogue/1'))).toEqual(['abc.png']);
    await storage.delete('catalogue/1/abc.png');
    expect(await storage.get('catalogue/1/abc.png')).toBeNull();
  });

  test('a missing key reads as null and deletes without error', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    await expect(storage.delete('nothing/here.jpg')).resolves.toBeUndefined();
  });

  test.each(['../escape.png', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'a/.env', 'sp ace.png', ''])(
    'refuses the key %j',
    async (key) => {
      expect(isFileKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(RangeError);
      await expect(storage.get(key)).rejects.toThrow(RangeError);
    },
  );

  test('the configured storage lives in the files folder of DATA_DIR', async () => {
    await fileStorageFor({ dataDir: root }).put('k.txt', Buffer.from('v'));
    expect(readdirSync(join(root, 'files'))).toEqual(['k.txt']);
  });
});
