import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DataSource } from 'typeorm';
import { verifyBillingIntegrity } from '@cuvee/billing';
import {
  createBackup,
  createScratchDatabase,
  Database,
  openDataSource,
  restoreBackup,
  runMigrations,
  scratchTargetFromEnv,
  type BackupManifest,
  type ScratchDatabase,
} from '@cuvee/platform';
import { seedDemoData } from '../demo-data.js';
import { schema } from '../schema.js';

/*
 * The whole product's schema filled with the demo data, backed up and restored into a new database
 * (SQLite, or MySQL/MariaDB with DB_URL): every table has the same rows, a sample of each compared
 * value by value, the issued invoices' hash chain still verifies, and the stored files come back.
 */

const target = scratchTargetFromEnv();
const folder = mkdtempSync(join(tmpdir(), 'cuvee-backup-demo-'));
const FILES: Record<string, Buffer> = {
  'shops/1/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]),
  'documents/1/F-2026-00001.pdf': Buffer.from('%PDF-1.7\n% facture de démonstration\n'),
};
const SAMPLE = 10;

let source: ScratchDatabase;
let restored: ScratchDatabase;
let sourceData: DataSource;
let restoredData: DataSource;
let manifest: BackupManifest;
const archive = join(folder, 'demo.tar');
const restoredFiles = join(folder, 'restored', 'files');

async function open(scratch: ScratchDatabase): Promise<DataSource> {
  return openDataSource(scratch.config, schema.entities, schema.migrations[target.engine]);
}

beforeAll(async () => {
  source = await createScratchDatabase(target, 'backupdemo');
  restored = await createScratchDatabase(target, 'backupdemo');
  sourceData = await open(source);
  await runMigrations(sourceData);
  await seedDemoData(new Database(sourceData));
  const sourceFiles = join(folder, 'source', 'files');
  for (const [key, data] of Object.entries(FILES)) {
    await mkdir(dirname(join(sourceFiles, key)), { recursive: true });
    await writeFile(join(sourceFiles, key), data);
  }
  manifest = await createBackup({
    database: source.config,
    folders: { files: sourceFiles },
    output: archive,
  });
  await restoreBackup({
    archive,
    database: restored.config,
    folders: { files: restoredFiles },
    migrations: schema.migrations,
    force: false,
  });
  restoredData = await open(restored);
}, 180_000);
afterAll(async () => {
  await sourceData?.destroy();
  await restoredData?.destroy();
  await source.drop();
  await restored.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function count(dataSource: DataSource, name: string): Promise<number> {
  return Number(
    (await dataSource.query(`SELECT COUNT(*) AS count FROM ${dataSource.driver.escape(name)}`))[0].count,
  );
}

/** The first and last rows of a table in primary key order. */
async function sample(dataSource: DataSource, name: string): Promise<unknown[]> {
  const metadata = dataSource.entityMetadatas.find((candidate) => candidate.tableName === name)!;
  const table = dataSource.driver.escape(name);
  const order = metadata.primaryColumns.map((column) => dataSource.driver.escape(column.databaseName));
  return [
    ...(await dataSource.query(`SELECT * FROM ${table} ORDER BY ${order.join(', ')} LIMIT ${SAMPLE}`)),
    ...(await dataSource.query(
      `SELECT * FROM ${table} ORDER BY ${order.map((column) => `${column} DESC`).join(', ')} LIMIT ${SAMPLE}`,
    )),
  ];
}

const tables = () => [...new Set(sourceData.entityMetadatas.map((metadata) => metadata.tableName))].sort();

test('the backup holds every table of the schema with its row count', async () => {
  expect(manifest.tables.map((table) => table.name)).toEqual(tables());
  for (const table of manifest.tables) {
    const [{ count }] = await sourceData.query(
      `SELECT COUNT(*) AS count FROM ${sourceData.driver.escape(table.name)}`,
    );
    expect([table.name, Number(count)]).toEqual([table.name, table.rows]);
  }
  // The demo data fills much of the schema: a round trip of empty tables would prove little.
  expect(manifest.tables.filter((table) => table.rows > 0).length).toBeGreaterThan(30);
});

test('every table has the same rows after the restore, a sample of each compared value by value', async () => {
  for (const name of tables()) {
    expect([name, await count(restoredData, name)]).toEqual([name, await count(sourceData, name)]);
    expect([name, await sample(restoredData, name)]).toEqual([name, await sample(sourceData, name)]);
  }
});

test('the issued invoices still verify: their hashes and numbering came back untouched', async () => {
  const before = await verifyBillingIntegrity(sourceData.manager, null);
  const after = await verifyBillingIntegrity(restoredData.manager, null);
  expect(before.checked).toBeGreaterThan(0);
  expect(after).toEqual(before);
  expect(after.ok).toBe(true);
});

test('the stored files are restored byte for byte', async () => {
  for (const [key, data] of Object.entries(FILES))
    expect(await readFile(join(restoredFiles, key))).toEqual(data);
});

// Across engines needs a MySQL/MariaDB server: the run with DB_URL takes the MySQL backup to SQLite and
// back, and finds the same rows and a verifying invoice chain at the end.
(target.engine === 'mysql' ? test : test.skip)(
  'a backup restores across engines, SQLite to MySQL and back',
  async () => {
    const sqlite = await createScratchDatabase({ engine: 'sqlite' }, 'backupcross');
    const mysqlAgain = await createScratchDatabase(target, 'backupcross');
    const files = (name: string) => join(folder, name, 'files');
    try {
      await restoreBackup({
        archive,
        database: sqlite.config,
        folders: { files: files('sqlite') },
        migrations: schema.migrations,
        force: false,
      });
      const fromSqlite = join(folder, 'from-sqlite.tar');
      await createBackup({
        database: sqlite.config,
        folders: { files: files('sqlite') },
        output: fromSqlite,
      });
      await restoreBackup({
        archive: fromSqlite,
        database: mysqlAgain.config,
        folders: { files: files('mysql-again') },
        migrations: schema.migrations,
        force: false,
      });
      const again = await open(mysqlAgain);
      try {
        for (const name of tables()) {
          expect([name, await count(again, name)]).toEqual([name, await count(sourceData, name)]);
          expect([name, await sample(again, name)]).toEqual([name, await sample(sourceData, name)]);
        }
        expect(await verifyBillingIntegrity(again.manager, null)).toEqual(
          await verifyBillingIntegrity(sourceData.manager, null),
        );
        for (const [key, data] of Object.entries(FILES))
          expect(await readFile(join(files('mysql-again'), key))).toEqual(data);
      } finally {
        await again.destroy();
      }
    } finally {
      await sqlite.drop();
      await mysqlAgain.drop();
    }
  },
);
