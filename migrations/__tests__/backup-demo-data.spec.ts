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
  const archive = join(folder, 'demo.tar');
  manifest = await createBackup({ database: source.config, filesDir: sourceFiles, output: archive });
  await restoreBackup({
    archive,
    database: restored.config,
    filesDir: restoredFiles,
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

const tables = () => [...new Set(sourceData.entityMetadatas.map((metadata) => metadata.tableName))].sort();

test('the backup holds every table of the schema with its row count', async () => {
  expect(manifest.tables.map((table) => table.name)).toEqual(tables());
  for (const table of manifest.tables) {
    const [{ count }] = await sourceData.query(`SELECT COUNT(*) AS count FROM ${sourceData.driver.escape(table.name)}`);
    expect([table.name, Number(count)]).toEqual([table.name, table.rows]);
  }
  // The demo data fills much of the schema: a round trip of empty tables would prove little.
  expect(manifest.tables.filter((table) => table.rows > 0).length).toBeGreaterThan(30);
});

test('every table has the same rows after the restore, a sample of each compared value by value', async () => {
  for (const name of tables()) {
    const metadata = sourceData.entityMetadatas.find((candidate) => candidate.tableName === name)!;
    const table = sourceData.driver.escape(name);
    const order = metadata.primaryColumns.map((column) => sourceData.driver.escape(column.databaseName));
    const sample = async (dataSource: DataSource) => [
      ...(await dataSource.query(`SELECT * FROM ${table} ORDER BY ${order.join(', ')} LIMIT ${SAMPLE}`)),
      ...(await dataSource.query(
        `SELECT * FROM ${table} ORDER BY ${order.map((column) => `${column} DESC`).join(', ')} LIMIT ${SAMPLE}`,
      )),
    ];
    const count = async (dataSource: DataSource) =>
      Number((await dataSource.query(`SELECT COUNT(*) AS count FROM ${table}`))[0].count);
    expect([name, await count(restoredData)]).toEqual([name, await count(sourceData)]);
    expect([name, await sample(restoredData)]).toEqual([name, await sample(sourceData)]);
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
  for (const [key, data] of Object.entries(FILES)) expect(await readFile(join(restoredFiles, key))).toEqual(data);
});
