import { mkdtempSync, rmSync } from 'node:fs';
import { copyFile, mkdir, open, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueryRunner } from 'typeorm';
import { openDataSource } from '../../data-source-options.js';
import type { Engine } from '../../database.js';
import { runMigrations } from '../../migrations-runner.js';
import { createScratchDatabase, scratchTargetFromEnv, type ScratchDatabase } from '../../scratch-database.js';
import { BackupError } from '../backup-error.js';
import { createBackup } from '../create-backup.js';
import { restoreBackup } from '../restore-backup.js';
import { readTarIndex } from '../tar-archive.js';

/*
 * Backup and restore of a small schema of their own, on the engine under test (SQLite, or MySQL/MariaDB
 * with DB_URL): values that a careless dump would bend (integers past 2^53, decimals, dates with
 * milliseconds, bytes, JSON, quotes, NULLs), a foreign key the load order breaks, stored files, and
 * every refusal. The demo data's round trip is tested with the real schema in migrations/__tests__.
 */

const target = scratchTargetFromEnv();
const engine: Engine = target.engine;

function migration(name: string, sql: Record<Engine, string[]>) {
  return class {
    name = name;
    async up(runner: QueryRunner) {
      for (const statement of sql[engine]) await runner.query(statement);
    }
    async down() {}
  };
}

// "empty" stays empty: its part in the archive has no bytes at all.
const Things = migration('Things1700000000001', {
  mysql: [
    'CREATE TABLE things (id int NOT NULL AUTO_INCREMENT PRIMARY KEY, big bigint NULL, amount decimal(14,4) NULL, ' +
      'at datetime(3) NULL, day date NULL, data blob NULL, doc json NULL, label varchar(80) NULL, flag tinyint NULL, ' +
      'ratio double NULL) ENGINE=InnoDB',
    'CREATE TABLE empty (id int NOT NULL PRIMARY KEY) ENGINE=InnoDB',
  ],
  sqlite: [
    'CREATE TABLE things (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, big bigint, amount decimal(14,4), ' +
      'at datetime, day date, data blob, doc text, label varchar(80), flag boolean, ratio double)',
    'CREATE TABLE empty (id integer PRIMARY KEY NOT NULL)',
  ],
});
// "notes" sorts before "things": loading it first only works with foreign keys off.
const Notes = migration('Notes1700000000002', {
  mysql: [
    'CREATE TABLE notes (id int NOT NULL AUTO_INCREMENT PRIMARY KEY, thingId int NOT NULL, body text NOT NULL, ' +
      'CONSTRAINT fk_notes_thing FOREIGN KEY (thingId) REFERENCES things (id)) ENGINE=InnoDB',
  ],
  sqlite: [
    'CREATE TABLE notes (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, thingId integer NOT NULL REFERENCES things (id), body text NOT NULL)',
  ],
});
const Archived = migration('Archived1700000000003', {
  mysql: ['ALTER TABLE things ADD archived tinyint NOT NULL DEFAULT 0'],
  sqlite: ['ALTER TABLE things ADD archived boolean NOT NULL DEFAULT (0)'],
});

const ALL = [Things, Notes, Archived];
const known = (list: (new () => unknown)[]) => ({ mysql: list, sqlite: list });
const BYTES = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
const PICTURE = Buffer.concat([BYTES, Buffer.from('fin')]);

const folder = mkdtempSync(join(tmpdir(), 'cuvee-backup-spec-'));
const databases: ScratchDatabase[] = [];

async function database(migrations: (new () => unknown)[], rows = true): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase(target, 'backup');
  databases.push(scratch);
  const dataSource = await openDataSource(scratch.config, [], migrations);
  try {
    await runMigrations(dataSource);
    if (rows) {
      await dataSource.query(
        'INSERT INTO things (big, amount, at, day, data, doc, label, flag, ratio) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          '9007199254740993',
          '12345678.1234',
          '2026-03-29 01:30:00.123',
          '2026-03-29',
          BYTES,
          '{"a": [1, 2, {"b": null}], "é": "ü"}',
          "Cuvée \"spéciale\"\n'l'été'",
          1,
          0.1,
        ],
      );
      await dataSource.query('INSERT INTO things (label) VALUES (NULL)');
      await dataSource.query('INSERT INTO notes (thingId, body) VALUES (1, ?)', ['Première note']);
    }
  } finally {
    await dataSource.destroy();
  }
  return scratch;
}

async function read(scratch: ScratchDatabase) {
  const dataSource = await openDataSource(scratch.config, [], []);
  try {
    const text = engine === 'mysql' ? 'CHAR' : 'TEXT';
    const things = await dataSource.query(
      `SELECT id, CAST(big AS ${text}) AS big, CAST(amount AS ${text}) AS amount, CAST(at AS ${text}) AS at, ` +
        `CAST(day AS ${text}) AS day, HEX(data) AS data, doc, label, flag, ratio FROM things ORDER BY id`,
    );
    const notes = await dataSource.query('SELECT id, thingId, body FROM notes ORDER BY id');
    const migrations = (await dataSource.query('SELECT name FROM migrations ORDER BY id')).map(
      (row: { name: string }) => row.name,
    );
    return { things, notes, migrations };
  } finally {
    await dataSource.destroy();
  }
}

async function tablesOf(scratch: ScratchDatabase): Promise<string[]> {
  const dataSource = await openDataSource(scratch.config, [], []);
  try {
    const rows: { name: string }[] = await dataSource.query(
      engine === 'mysql'
        ? 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()'
        : "SELECT name FROM sqlite_master WHERE type = 'table'",
    );
    return rows.map((row) => row.name).sort();
  } finally {
    await dataSource.destroy();
  }
}

async function filesIn(name: string, files: Record<string, Buffer> = {}): Promise<string> {
  const root = join(folder, name, 'files');
  await mkdir(root, { recursive: true });
  for (const [key, data] of Object.entries(files)) {
    await mkdir(join(root, key, '..'), { recursive: true });
    await writeFile(join(root, key), data);
  }
  return root;
}

let source: ScratchDatabase;
let sourceFiles: string;
let archive: string;

beforeAll(async () => {
  source = await database(ALL);
  sourceFiles = await filesIn('source', {
    'shops/1/logo.png': PICTURE,
    'documents/2026/facture-F2026-0001.pdf': Buffer.from('%PDF-1.7 facture'),
  });
  archive = join(folder, 'backup.tar');
  const till = join(folder, 'source', 'till');
  await mkdir(till);
  await writeFile(join(till, 'signing-key.pem'), 'PRIVATE KEY', { mode: 0o600 });
  await createBackup({ database: source.config, folders: { files: sourceFiles, till }, output: archive });
});
afterAll(async () => {
  for (const scratch of databases) await scratch.drop();
  rmSync(folder, { recursive: true, force: true });
});

test('a restore brings back every value exactly, the stored files, and the schema version', async () => {
  const restored = await database(ALL, false);
  const files = join(folder, 'restored', 'files');
  const progress: string[] = [];
  const summary = await restoreBackup({
    archive,
    database: restored.config,
    folders: { files, till: join(folder, 'restored', 'till') },
    migrations: known(ALL),
    force: false,
    onProgress: (step) => progress.push(step.step),
  });

  expect(summary.manifest.schemaVersion).toBe('Archived1700000000003');
  expect(summary.manifest.tables.map((table) => [table.name, table.rows])).toEqual([
    ['empty', 0],
    ['notes', 1],
    ['things', 2],
  ]);
  expect(summary.rows).toBe(3);
  expect(summary.upgraded).toEqual([]);
  expect(await read(restored)).toEqual(await read(source));
  const [thing] = (await read(restored)).things;
  expect(thing.big).toBe('9007199254740993');
  expect(thing.data).toBe(BYTES.toString('hex').toUpperCase());
  expect(String(thing.at)).toMatch(/^2026-03-29 01:30:00\.123/);
  expect(await readFile(join(files, 'shops/1/logo.png'))).toEqual(PICTURE);
  expect(await readFile(join(files, 'documents/2026/facture-F2026-0001.pdf'), 'utf8')).toBe(
    '%PDF-1.7 facture',
  );
  const key = join(folder, 'restored', 'till', 'signing-key.pem');
  expect(await readFile(key, 'utf8')).toBe('PRIVATE KEY');
  expect((await stat(key)).mode & 0o777).toBe(0o600);
  expect(new Set(progress)).toEqual(new Set(['verify', 'schema', 'rows', 'files', 'migrations']));
});

test('a backup of an older schema is restored, then the newer migrations run on its rows', async () => {
  const older = await database([Things, Notes]);
  const olderArchive = join(folder, 'older.tar');
  await createBackup({
    database: older.config,
    folders: { files: await filesIn('older') },
    output: olderArchive,
  });
  const restored = await database([], false);
  const summary = await restoreBackup({
    archive: olderArchive,
    database: restored.config,
    folders: { files: join(folder, 'older-restored', 'files') },
    migrations: known(ALL),
    force: false,
  });
  expect(summary.manifest.schemaVersion).toBe('Notes1700000000002');
  expect(summary.upgraded).toEqual(['Archived1700000000003']);
  const after = await read(restored);
  expect(after.migrations).toEqual(ALL.map((m) => new m().name));
  expect(after.things).toEqual((await read(older)).things);
});

test('a backup of a newer schema than the program knows is refused, naming both versions', async () => {
  const restored = await database([], false);
  const before = await tablesOf(restored);
  const refusal = restoreBackup({
    archive,
    database: restored.config,
    folders: { files: join(folder, 'newer', 'files') },
    migrations: known([Things, Notes]),
    force: false,
  });
  await expect(refusal).rejects.toMatchObject({
    reason: 'newerSchema',
    details: { backup: 'Archived1700000000003', known: 'Notes1700000000002' },
  });
  // Nothing was written: the target still has only the migrations' table.
  expect(await tablesOf(restored)).toEqual(before);
});

test('a target holding data is refused without force, and replaced with it', async () => {
  const occupied = await database(ALL, false);
  const occupiedFiles = await filesIn('occupied', { 'old.txt': Buffer.from('ancien') });
  const dataSource = await openDataSource(occupied.config, [], []);
  await dataSource.query('INSERT INTO things (label) VALUES (?)', ['à remplacer']);
  await dataSource.destroy();

  const restore = (force: boolean) =>
    restoreBackup({
      archive,
      database: occupied.config,
      folders: { files: occupiedFiles },
      migrations: known(ALL),
      force,
    });
  await expect(restore(false)).rejects.toMatchObject({
    reason: 'notEmpty',
    details: { tables: '1', files: '1' },
  });
  expect((await read(occupied)).things).toEqual([expect.objectContaining({ label: 'à remplacer' })]);

  await restore(true);
  expect(await read(occupied)).toEqual(await read(source));
  await expect(stat(join(occupiedFiles, 'old.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  expect(await readFile(join(occupiedFiles, 'shops/1/logo.png'))).toEqual(PICTURE);
});

test('a backup taken while another connection writes is one consistent instant', async () => {
  const busy = await database(ALL, false);
  const writer = await openDataSource(busy.config, [], []);
  // A thing and its note are always written together: a consistent backup has as many of each.
  const pair = () =>
    writer.transaction(async (manager) => {
      const [{ id }] = await manager.query('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM things');
      await manager.query('INSERT INTO things (id, label) VALUES (?, ?)', [id, `n°${id}`]);
      await manager.query('INSERT INTO notes (thingId, body) VALUES (?, ?)', [id, 'écrite avec']);
    });
  for (let index = 0; index < 300; index++) await pair();
  let writing = true;
  let during = 0;
  const writes = (async () => {
    while (writing) {
      await pair();
      during++;
      // Another process would not hold this one's event loop: better-sqlite3 answers at once, so a
      // loop of bare awaits would starve the backup's steps (scheduled with setImmediate) for ever.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    const { tables } = await createBackup({
      database: busy.config,
      folders: {},
      output: join(folder, 'busy.tar'),
    });
    const rows = Object.fromEntries(tables.map((table) => [table.name, table.rows]));
    expect(rows.things).toBeGreaterThanOrEqual(300);
    expect(rows.notes).toBe(rows.things);
  } finally {
    writing = false;
    await writes;
    await writer.destroy();
  }
  // The writes went on while the backup ran: the test saw the concurrency it is about.
  expect(during).toBeGreaterThan(0);
});

describe('a damaged archive is refused before anything is written', () => {
  async function refusal(damage: (copy: string) => Promise<void>) {
    const copy = join(folder, `damaged-${Math.random().toString(36).slice(2)}.tar`);
    await copyFile(archive, copy);
    await damage(copy);
    const restored = await database([], false);
    const before = await tablesOf(restored);
    const error = await restoreBackup({
      archive: copy,
      database: restored.config,
      folders: { files: join(folder, 'damaged', 'files') },
      migrations: known(ALL),
      force: false,
    }).catch((caught: unknown) => caught);
    expect(await tablesOf(restored)).toEqual(before);
    return error;
  }

  test('a flipped byte inside a table part', async () => {
    const error = await refusal(async (copy) => {
      const part = (await readTarIndex(copy)).find((entry) => entry.name === 'tables/things.jsonl.gz')!;
      const file = await open(copy, 'r+');
      const byte = Buffer.alloc(1);
      await file.read(byte, 0, 1, part.offset + 20);
      byte[0] = byte[0]! ^ 0xff;
      await file.write(byte, 0, 1, part.offset + 20);
      await file.close();
    });
    expect(error).toBeInstanceOf(BackupError);
    expect(error).toMatchObject({ reason: 'corrupt', details: { part: 'tables/things.jsonl.gz' } });
  });

  test('a stored file changed', async () => {
    const error = await refusal(async (copy) => {
      const part = (await readTarIndex(copy)).find((entry) => entry.name === 'files/shops/1/logo.png')!;
      const file = await open(copy, 'r+');
      await file.write(Buffer.from('X'), 0, 1, part.offset);
      await file.close();
    });
    expect(error).toMatchObject({ reason: 'corrupt', details: { part: 'files/shops/1/logo.png' } });
  });

  test('a copy cut short', async () => {
    const { size } = await stat(archive);
    expect(await refusal((copy) => truncate(copy, Math.floor(size / 2)))).toMatchObject({
      reason: 'truncated',
    });
  });

  test('a file that is not there', async () => {
    expect(await refusal((copy) => rm(copy))).toMatchObject({ reason: 'missing' });
  });

  test('a file that is no backup', async () => {
    expect(await refusal((copy) => writeFile(copy, 'nom;prénom\n'.repeat(100)))).toMatchObject({
      reason: 'notABackup',
    });
  });
});
