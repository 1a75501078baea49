import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import {
  createScratchDatabase,
  scratchTargetFromEnv,
  verifyBackup,
  type ScratchDatabase,
} from '@cuvee/platform';
import { commandEnv, runCuvee, type Outcome } from './support/cuvee-process.js';

// `cuvee db backup` and `cuvee db restore` of the built binary, without a terminal (as cron runs them):
// their exit codes, their messages in French and English, and a restored database that verifies.

// Every step is a new Node process loading the engines; the limit only guards against a hang.
jest.setTimeout(180_000);

const folder = mkdtempSync(join(tmpdir(), 'cuvee-cli-backup-'));
const scratches: ScratchDatabase[] = [];
let sourceEnv: Record<string, string>;
let targetEnv: Record<string, string>;
const archive = join(folder, 'sauvegarde.tar');

/** Ink wraps the task list at 80 columns: the lines are compared with their spaces joined. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function cuvee(args: string[], env: Record<string, string>): Promise<Outcome> {
  const outcome = await runCuvee(args, env);
  return { ...outcome, stdout: flat(outcome.stdout) };
}

async function environment(name: string): Promise<Record<string, string>> {
  const scratch = await createScratchDatabase(scratchTargetFromEnv(), 'clibackup');
  scratches.push(scratch);
  return commandEnv({
    DATA_DIR: join(folder, name),
    ...scratch.env,
  });
}

beforeAll(async () => {
  sourceEnv = await environment('source');
  targetEnv = await environment('target');
  expect((await cuvee(['db', 'seed'], sourceEnv)).code).toBe(0);
  await mkdir(join(folder, 'source', 'files', 'shops', '1'), { recursive: true });
  await writeFile(
    join(folder, 'source', 'files', 'shops', '1', 'etiquette.jpg'),
    Buffer.from([0xff, 0xd8, 0, 1, 2]),
  );
});
afterAll(async () => {
  for (const scratch of scratches) await scratch.drop();
  rmSync(folder, { recursive: true, force: true });
});

test('backs up, restores into an empty database, and the invoices verify there', async () => {
  const backup = await cuvee(['db', 'backup', '--output', archive], sourceEnv);
  expect(backup.code).toBe(0);
  expect(backup.stdout).toMatch(/sauvegarde\.tar \d+ table\(s\), \d+ ligne\(s\), 1 fichier\(s\)/);

  const again = await cuvee(['--lang', 'en', 'db', 'backup', '--output', archive], sourceEnv);
  expect(again.code).toBe(1);
  expect(again.stdout).toContain('already exists: choose another file with --output');

  const restore = await cuvee(['db', 'restore', archive], targetEnv);
  expect(restore.code).toBe(0);
  expect(restore.stdout).toMatch(/\d+ ligne\(s\) dans \d+ table\(s\), 1 fichier\(s\) restauré\(s\)/);
  expect(await readFile(join(folder, 'target', 'files', 'shops', '1', 'etiquette.jpg'))).toEqual(
    Buffer.from([0xff, 0xd8, 0, 1, 2]),
  );
  const verify = await cuvee(['billing', 'verify'], targetEnv);
  expect(verify.code).toBe(0);
  expect(verify.stdout).toMatch(/Intégrité vérifiée : [1-9]\d* document\(s\) numéroté\(s\), aucun problème/);
});

test('a database holding data is only replaced with --force', async () => {
  const refused = await cuvee(['db', 'restore', archive], targetEnv);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toContain('relancez avec --force pour la remplacer');
  const english = await cuvee(['--lang', 'en', 'db', 'restore', archive], targetEnv);
  expect(english.stdout).toContain('run again with --force to replace it');
  expect((await cuvee(['db', 'restore', archive, '--force'], targetEnv)).code).toBe(0);
});

test('a corrupted archive is refused with the part named; a missing argument is a usage error', async () => {
  const damaged = join(folder, 'abimee.tar');
  await writeFile(damaged, await readFile(archive));
  const { manifest, entries } = await verifyBackup(archive);
  const users = manifest.tables.find((table) => table.name === 'users')!;
  const file = await open(damaged, 'r+');
  await file.write(Buffer.from('!!!!'), 0, 4, entries.get(users.part)!.offset + 10);
  await file.close();
  const refused = await cuvee(['db', 'restore', damaged, '--force'], targetEnv);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toContain('Sauvegarde corrompue : « tables/users.jsonl.gz » ne correspond pas');
  expect((await stat(damaged)).size).toBe((await stat(archive)).size);

  expect((await cuvee(['db', 'restore'], targetEnv)).code).toBe(2);
});
