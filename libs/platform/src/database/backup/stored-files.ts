import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** A file storage's write in progress (see LocalFileStorage): not a stored file yet. */
const IN_PROGRESS = /\.[0-9a-f-]{36}\.tmp$/;

/** The keys of every file below the storage folder, sorted; none when the folder does not exist. */
export async function storedFileKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !IN_PROGRESS.test(entry.name))
        keys.push(relative(root, path).split(sep).join('/'));
    }
  };
  await walk(root);
  return keys.sort();
}

/** A key read from a backup stays below the folder it is restored into. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/**
 * Fills a new folder beside `root` with `fill`, then puts it in `root`'s place: readers see the old
 * files or the restored ones, and a restore that fails half way leaves the old folder as it was.
 */
export async function replaceFolder(root: string, fill: (folder: string) => Promise<void>): Promise<void> {
  const unique = randomBytes(4).toString('hex');
  const incoming = `${root}.restoring-${unique}`;
  const outgoing = `${root}.replaced-${unique}`;
  await mkdir(dirname(root), { recursive: true });
  await mkdir(incoming);
  try {
    await fill(incoming);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  const existed = await stat(root).then(
    () => true,
    () => false,
  );
  if (existed) await rename(root, outgoing);
  await rename(incoming, root);
  if (existed) await rm(outgoing, { recursive: true, force: true });
}
