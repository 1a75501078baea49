import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
// jszip comes with exceljs; here it only reads back the zips under test.
import JSZip from 'jszip';
import { AppConfig } from '../../config/app-config.js';
import { Database } from '../../database/database.js';
import { openDataSource } from '../../database/data-source-options.js';
import {
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '../../database/scratch-database.js';
import { DownloadsService } from '../../downloads/downloads.service.js';
import { LocalFileStorage } from '../../files/file-storage.js';
import { createProbeTable } from '../../imports/__tests__/probe-wines.js';
import type { OperationActor } from '../../imports/import-definition.js';
import { DatabaseJobQueue } from '../../jobs/database-job-queue.js';
import { JobRegistry } from '../../jobs/job-queue.js';
import { platformEntities } from '../../index.js';
import { DownloadSignature } from '../download-signature.js';
import { exportArchive } from '../export-archive.js';
import { keysetPages, type ExportDefinition } from '../export-definition.js';
import { ExportEngine } from '../export-engine.js';
import { ExportRegistry } from '../export-registry.js';
import { ExportsService } from '../exports.service.js';

async function zipOf(stream: Readable): Promise<JSZip> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return JSZip.loadAsync(Buffer.concat(chunks));
}

async function* generate<T>(rows: T[]): AsyncGenerator<T> {
  yield* rows;
}

describe('the export zip', () => {
  const files = () => [
    {
      name: 'clients',
      columns: [
        { key: 'id', header: 'N°' },
        { key: 'name', header: 'Nom' },
        { key: 'pro', header: 'Pro' },
      ],
      rows: generate([
        { id: 1, name: 'Dupont; Jean', pro: true },
        { id: 2, name: 'Élodie "Lili" Martin', pro: false },
      ]),
    },
    { name: 'vide', columns: [{ key: 'x', header: 'X' }], rows: generate<Record<string, unknown>>([]) },
  ];

  test('holds one CSV per file, ";"-separated UTF-8 with a BOM and headers in the given language', async () => {
    const { stream, done } = await exportArchive(files(), 'csv');
    const [zip, rows] = await Promise.all([zipOf(stream), done]);
    expect(rows).toBe(2);
    expect(Object.keys(zip.files).sort()).toEqual(['clients.csv', 'vide.csv']);
    const clients = Buffer.from(await zip.file('clients.csv')!.async('uint8array'));
    expect(clients.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(clients.subarray(3).toString('utf8')).toBe(
      'N°;Nom;Pro\n1;"Dupont; Jean";1\n2;"Élodie ""Lili"" Martin";0\n',
    );
    expect((await zip.file('vide.csv')!.async('string')).replace('\ufeff', '')).toBe('X\n');
  });

  test('or one XLSX workbook per file', async () => {
    const { stream, done } = await exportArchive(files(), 'xlsx');
    const [zip] = await Promise.all([zipOf(stream), done]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await zip.file('clients.xlsx')!.async('uint8array')) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('clients');
    expect(
      sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      ['N°', 'Nom', 'Pro'],
      [1, 'Dupont; Jean', true],
      [2, 'Élodie "Lili" Martin', false],
    ]);
  });

  test('a failing row source fails the zip instead of leaving a truncated file', async () => {
    async function* broken() {
      yield { x: 1 };
      throw new Error('database gone');
    }
    const { stream, done } = await exportArchive(
      [{ name: 'x', columns: [{ key: 'x', header: 'X' }], rows: broken() }],
      'csv',
    );
    await expect(Promise.all([zipOf(stream), done])).rejects.toThrow('database gone');
  });
});

describe('exports as records, files and downloads', () => {
  const actor: OperationActor = { shopId: 1, userId: 7, locale: 'en', permissions: 'all' };
  let scratch: ScratchDatabase;
  let database: Database;
  let filesDir: string;
  let downloads: DownloadsService;
  let engine: ExportEngine;
  let exportsService: ExportsService;

  const probeExport: ExportDefinition = {
    kind: 'probe-wines',
    label: { fr: 'Vins de test', en: 'Test wines' },
    filters: [
      { name: 'since', label: { fr: 'Depuis le', en: 'Since' }, type: 'date' },
      {
        name: 'shelf',
        label: { fr: 'Rayon', en: 'Shelf' },
        type: 'choice',
        choices: [{ value: 'red', label: { fr: 'Rouges', en: 'Reds' } }],
      },
      {
        name: 'after',
        label: { fr: 'Après le vin', en: 'After the wine' },
        type: 'reference',
        resource: 'wines',
      },
    ],
    sheets: [
      {
        name: 'wines',
        columns: [
          { key: 'reference', header: { fr: 'Référence', en: 'Reference' } },
          { key: 'name', header: { fr: 'Nom', en: 'Name' } },
        ],
        rows: (manager, scope) =>
          keysetPages(
            (after, size) =>
              manager.query(
                `SELECT id, reference, name FROM probe_wines WHERE shop_id = ? AND id > ? ORDER BY id LIMIT ${size}`,
                [scope.shopId, Math.max(after, Number(scope.filter.after ?? 0))],
              ) as Promise<{ id: number; reference: string; name: string }[]>,
            (row) => Number(row.id),
            100,
          ),
        count: async (manager, scope) =>
          Number(
            (
              (await manager.query('SELECT COUNT(*) AS n FROM probe_wines WHERE shop_id = ?', [
                scope.shopId,
              ])) as { n: number }[]
            )[0]!.n,
          ),
      },
    ],
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(scratchTargetFromEnv(), 'exports');
    database = new Database(
      await openDataSource(scratch.config, platformEntities, [], { synchronize: true }),
    );
    await createProbeTable(database.dataSource);
    const values = Array.from({ length: 250 }, (_, i) => `(1, 'R${i + 1}', 'Vin ${i + 1}')`).join(', ');
    await database.dataSource.query(
      `INSERT INTO probe_wines (shop_id, reference, name) VALUES ${values}, (2, 'OTHER', 'Autre boutique')`,
    );
    filesDir = mkdtempSync(join(tmpdir(), 'cuvee-export-files-'));
    const storage = new LocalFileStorage(filesDir);
    const registry = new ExportRegistry();
    registry.register(probeExport);
    downloads = new DownloadsService(database);
    engine = new ExportEngine(
      database,
      storage,
      registry,
      downloads,
      AppConfig.fromEnv({ JWT_SECRET: 'test-secret' }),
    );
    exportsService = new ExportsService(
      database,
      storage,
      registry,
      engine,
      new DatabaseJobQueue(database, new JobRegistry(), { pollMs: 1000, concurrency: 1 }),
    );
  });
  afterAll(async () => {
    await database.dataSource.destroy();
    await scratch.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  test("an export streams the shop's rows page by page into a zip and offers it to its requester", async () => {
    const record = await exportsService.create(
      actor,
      { kind: 'probe-wines', format: 'csv' },
      { enqueue: false },
    );
    const done = await engine.run(record.id);
    expect(done).toMatchObject({ status: 'completed', rowCount: 250, progress: 100 });
    expect(done.fileName).toMatch(/^export-probe-wines-\d{4}-\d{2}-\d{2}-\d+\.zip$/);

    const file = await exportsService.file(record.id, { userId: 7 });
    const zip = await zipOf(file.stream);
    const lines = (await zip.file('wines.csv')!.async('string')).replace('\ufeff', '').trim().split('\n');
    expect(lines).toHaveLength(251);
    expect(lines.slice(0, 2)).toEqual(['Reference;Name', 'R1;Vin 1']);
    expect(lines).not.toContain('OTHER;Autre boutique');

    const [offer] = await downloads.takePending(7);
    expect(offer).toMatchObject({ name: done.fileName });
    const link = new URL(offer!.url, 'http://cuvee.test');
    expect(link.pathname).toBe(`/v1/exports/${record.id}/file`);
    const proof = {
      userId: null,
      expires: Number(link.searchParams.get('expires')),
      signature: link.searchParams.get('signature')!,
    };
    expect((await exportsService.file(record.id, proof)).size).toBe(file.size);
    expect(exportsService.view(done, 'en').downloadUrl).toMatch(
      /^\/v1\/exports\/\d+\/file\?expires=\d+&signature=/,
    );
  });

  test('nobody else gets the file: another user, a forged or expired link, or no proof at all', async () => {
    const record = await exportsService.create(
      actor,
      { kind: 'probe-wines', format: 'xlsx' },
      { enqueue: false },
    );
    await engine.run(record.id);
    await expect(exportsService.file(record.id, { userId: 8 })).rejects.toMatchObject({ status: 404 });
    const expires = Math.floor(Date.now() / 1000) + 60;
    await expect(
      exportsService.file(record.id, { userId: null, expires, signature: 'forged' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const stale = new DownloadSignature('test-secret').sign(
      'exports',
      record.id,
      7,
      Date.now() - 2 * 86_400_000,
    );
    await expect(exportsService.file(record.id, { userId: null, ...stale })).rejects.toMatchObject({
      status: 404,
    });
    await expect(exportsService.file(record.id, { userId: null })).rejects.toMatchObject({ status: 401 });
    await expect(exportsService.get({ ...actor, userId: 8 }, record.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(exportsService.get({ ...actor, shopId: 2 }, record.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  test('filters are checked against the definition, stored with the export and handed to its rows', async () => {
    const record = await exportsService.create(
      actor,
      { kind: 'probe-wines', format: 'csv', filter: { after: '200', since: '2026-01-31', shelf: '' } },
      { enqueue: false },
    );
    expect(record.filter).toEqual({ after: 200, since: '2026-01-31' });
    const done = await engine.run(record.id);
    expect(done).toMatchObject({ status: 'completed', rowCount: 50 });
    expect(exportsService.view(done, 'en').filter).toEqual({ after: 200, since: '2026-01-31' });

    const refused = (filter: Record<string, unknown>) =>
      exportsService.create(actor, { kind: 'probe-wines', format: 'csv', filter }, { enqueue: false });
    await expect(refused({ colour: 'red' })).rejects.toMatchObject({
      response: {
        message: 'exports.unknownFilter',
        params: { name: 'colour', known: 'since, shelf, after' },
      },
    });
    await expect(refused({ since: '2026-02-30' })).rejects.toMatchObject({
      response: { message: 'exports.invalidFilter', params: { name: 'Since', value: '2026-02-30' } },
    });
    await expect(refused({ shelf: 'white' })).rejects.toMatchObject({
      response: { message: 'exports.invalidFilter' },
    });
    await expect(refused({ after: -3 })).rejects.toMatchObject({
      response: { message: 'exports.invalidFilter' },
    });
    expect(exportsService.describe({ ...actor, locale: 'fr' })[0]!.filters).toEqual([
      { name: 'since', label: 'Depuis le', type: 'date' },
      { name: 'shelf', label: 'Rayon', type: 'choice', choices: [{ value: 'red', label: 'Rouges' }] },
      { name: 'after', label: 'Après le vin', type: 'reference', resource: 'wines' },
    ]);
  });

  test('an unknown kind is refused, listing the known ones', async () => {
    await expect(
      exportsService.create(actor, { kind: 'invoices', format: 'csv' }, { enqueue: false }),
    ).rejects.toMatchObject({
      response: { message: 'exports.unknownKind', params: { known: 'probe-wines' } },
    });
  });
});
