import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { BadRequestException } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { openDataSource } from '../../database/data-source-options.js';
import {
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '../../database/scratch-database.js';
import { LocalFileStorage } from '../../files/file-storage.js';
import { DatabaseJobQueue } from '../../jobs/database-job-queue.js';
import { JobRegistry } from '../../jobs/job-queue.js';
import { platformEntities } from '../../index.js';
import type { ImportDefinition, OperationActor } from '../import-definition.js';
import { ConcurrentImportError, ImportEngine } from '../import-engine.js';
import { ImportRecord } from '../import-record.entity.js';
import { ImportRegistry } from '../import-registry.js';
import { ImportRowError } from '../import-row-error.entity.js';
import { ImportsService, type NewImport } from '../imports.service.js';
import { OperationError } from '../operation-error.js';
import { createProbeTable, probeRows, probeWines } from './probe-wines.js';

const actor: OperationActor = { shopId: 1, userId: 7, locale: 'fr', permissions: 'all' };

let scratch: ScratchDatabase;
let database: Database;
let filesDir: string;
let storage: LocalFileStorage;
let registry: ImportRegistry;
let engine: ImportEngine;
let imports: ImportsService;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'imports');
  database = new Database(await openDataSource(scratch.config, platformEntities, [], { synchronize: true }));
  await createProbeTable(database.dataSource);
  filesDir = mkdtempSync(join(tmpdir(), 'cuvee-import-files-'));
  storage = new LocalFileStorage(filesDir);
  registry = new ImportRegistry();
  registry.register(probeWines);
  engine = new ImportEngine(database, storage, registry);
  imports = new ImportsService(
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
beforeEach(() => database.dataSource.query('DELETE FROM probe_wines'));

const csv = (lines: string[]) => Buffer.from(lines.join('\n') + '\n', 'utf8');
/** `count` rows "W1;Vin 1;10,50"…, or without the price column. */
const wines = (count: number, withPrice = true) =>
  Array.from({ length: count }, (_, i) => `W${i + 1};Vin ${i + 1}${withPrice ? `;${10 + i},50` : ''}`);

async function create(content: Buffer, options: Partial<NewImport> = {}): Promise<ImportRecord> {
  return imports.create(
    actor,
    { kind: 'probe-wines', fileName: 'vins.csv', content, ...options },
    { enqueue: false },
  );
}

async function errorsOf(importId: number): Promise<string[]> {
  const rows = await database.dataSource
    .getRepository(ImportRowError)
    .find({ where: { importId }, order: { id: 'ASC' } });
  return rows.map((row) => `${row.line}|${row.column ?? ''}|${row.value ?? ''}|${row.code}`);
}

async function report(record: ImportRecord): Promise<string> {
  const bytes = await storage.get(record.errorReportKey!);
  return bytes!.toString('utf8');
}

describe('an import', () => {
  test('writes the good rows in batches, refuses the 10 % bad ones with their line, and reports them', async () => {
    const lines = ['Référence;Désignation;Prix TTC', ...wines(180)];
    // 20 bad rows among 200: empty names, prices that are not amounts, duplicates of earlier rows.
    for (let i = 0; i < 8; i++) lines.push(`B${i};;5`);
    for (let i = 0; i < 8; i++) lines.push(`C${i};Vin C${i};cinq euros`);
    for (let i = 0; i < 4; i++) lines.push(`w${i + 1};Doublon ${i};1`);
    const progress: number[] = [];
    const record = await create(csv(lines));
    const done = await engine.run(record.id, (current) => progress.push(current.processedRows));

    expect(done).toMatchObject({
      status: 'completed',
      totalRows: 200,
      processedRows: 200,
      created: 180,
      updated: 0,
      skipped: 0,
      failed: 20,
      progress: 100,
    });
    expect(progress).toEqual([50, 100, 150, 200]);
    const stored = await probeRows(database.dataSource);
    expect(stored).toHaveLength(180);
    expect(stored.find((wine) => wine.reference === 'W1')).toEqual({
      reference: 'W1',
      name: 'Vin 1',
      price: 1050,
    });

    const errors = await errorsOf(record.id);
    expect(errors).toHaveLength(20);
    expect(errors[0]).toBe('182|Désignation||validation.needed');
    expect(errors[8]).toBe('190|Prix TTC|cinq euros|validation.numberFloat');
    expect(errors[16]).toBe('198||W1|imports.duplicateRow');
    expect(await report(done)).toContain(
      ['\ufeffLigne;Colonne;Valeur;Message', '182;Désignation;;Ce champ ne peut pas être vide'].join('\n'),
    );
    expect(await report(done)).toContain('198;;W1;Ligne en double : déjà présente à la ligne 2');
  });

  test('a second import of the same file updates what changed and skips what did not', async () => {
    await engine.run((await create(csv(['ref;name;price', ...wines(60)]))).id);
    const changed = ['ref;name;price', ...wines(60)];
    changed[1] = 'W1;Vin renommé;10,50';
    const again = await engine.run((await create(csv(changed))).id);
    expect(again).toMatchObject({ status: 'completed', created: 0, updated: 1, skipped: 59, failed: 0 });
    expect(again.errorReportKey).toBeNull();
  });

  test('a Windows-1252 CSV and an XLSX workbook import like a UTF-8 CSV', async () => {
    const latin = await engine.run(
      (await create(iconv.encode('Réf;Nom\nA1;Château Margaux\n', 'win1252'))).id,
    );
    expect(latin).toMatchObject({ status: 'completed', created: 1 });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Vins');
    sheet.addRow(['Reference', 'Name', 'Price']);
    sheet.addRow(['X1', 'Crémant', 9.9]);
    const xlsx = await engine.run(
      (await create(Buffer.from(await workbook.xlsx.writeBuffer()), { fileName: 'vins.xlsx' })).id,
    );
    expect(xlsx).toMatchObject({ status: 'completed', created: 1, format: 'xlsx' });
    expect(await probeRows(database.dataSource)).toEqual([
      { reference: 'A1', name: 'Château Margaux' },
      { reference: 'X1', name: 'Crémant', price: 990 },
    ]);
  });

  test('a dry run counts and reports exactly what would change, writes nothing and cannot be reverted', async () => {
    await engine.run((await create(csv(['ref;name', 'W1;Vin 1']))).id);
    const dry = await engine.run(
      (await create(csv(['ref;name;price', 'W1;Vin 1 bis;1', 'W2;Vin 2;2', 'W3;;3']), { dryRun: true })).id,
    );
    expect(dry).toMatchObject({ status: 'completed', dryRun: true, created: 1, updated: 1, failed: 1 });
    expect(await probeRows(database.dataSource)).toEqual([{ reference: 'W1', name: 'Vin 1' }]);
    expect(await errorsOf(dry.id)).toEqual(['4|name||validation.needed']);
    await expect(engine.revert(dry.id)).rejects.toThrow(OperationError);
  });
});

describe('a strict import', () => {
  test('with one bad row imports nothing, and reports every bad row', async () => {
    const record = await create(csv(['ref;name', ...wines(120, false), 'Z1;', 'Z2;']), {
      strict: true,
    });
    const done = await engine.run(record.id);
    expect(done).toMatchObject({
      status: 'error',
      errorCode: 'imports.strictRejected',
      errorParams: { count: 2 },
    });
    expect(done.failed).toBe(2);
    expect(await probeRows(database.dataSource)).toEqual([]);
    expect(await errorsOf(record.id)).toEqual(['122|name||validation.needed', '123|name||validation.needed']);
    expect(imports.view(done, 'en').error).toBe(
      'Import refused in strict mode: 2 row(s) with errors, nothing was imported',
    );
  });

  test('refused by the database in a later batch undoes the batches already written', async () => {
    const lines = ['ref;name', ...wines(120, false)];
    lines[110] = 'W110;!refused';
    const done = await engine.run((await create(csv(lines), { strict: true })).id);
    expect(done).toMatchObject({ status: 'error', errorCode: 'imports.strictRejected', created: 100 });
    expect(await probeRows(database.dataSource)).toEqual([]);
    expect(await errorsOf(done.id)).toEqual(['111|name|!refused|validation.invalid']);
  });

  test('a refusal found while writing shows the cell as written, not as read', async () => {
    const done = await engine.run(
      (await create(csv(['ref;name;price', 'W1;Vin 1;"12 000,00 €"', 'W2;Vin 2;']))).id,
    );
    expect(done).toMatchObject({ status: 'completed', created: 1, failed: 1 });
    expect(await errorsOf(done.id)).toEqual(['2|price|12 000,00 €|validation.invalid']);
  });
});

describe('revert', () => {
  test('deletes what the import created and restores what it changed, exactly', async () => {
    await engine.run((await create(csv(['ref;name;price', 'W1;Ancien;1', 'W2;Inchangé;2']))).id);
    const imported = await engine.run(
      (await create(csv(['ref;name;price', 'W1;Nouveau;9', 'W2;Inchangé;2', 'W3;Créé;3']))).id,
    );
    expect(imported).toMatchObject({ created: 1, updated: 1, skipped: 1 });
    // Someone adds a wine by hand meanwhile: revert must not touch it.
    await database.dataSource.query(
      "INSERT INTO probe_wines (shop_id, reference, name) VALUES (1, 'M1', 'Manuel')",
    );

    const reverted = await engine.revert(imported.id);
    expect(reverted).toMatchObject({ status: 'reverted' });
    expect(reverted.revertedAt).toBeInstanceOf(Date);
    expect(await probeRows(database.dataSource)).toEqual([
      { reference: 'M1', name: 'Manuel' },
      { reference: 'W1', name: 'Ancien', price: 100 },
      { reference: 'W2', name: 'Inchangé', price: 200 },
    ]);
    expect((await engine.revert(imported.id)).status).toBe('reverted');
  });
});

describe('work after commit and all-or-nothing reverts', () => {
  /** The probe, counting the batches told "committed", and refusing to revert while `refuse` is set. */
  const watching = () => {
    const state = { committed: [] as number[], reverted: 0, refuse: false };
    const definition: ImportDefinition = {
      ...(probeWines as unknown as ImportDefinition),
      kind: 'watched-wines',
      atomicRevert: true,
      async writeBatch(manager, rows, scope) {
        const outcome = await probeWines.writeBatch(manager, rows as never, scope);
        return { ...outcome, afterCommit: async () => state.committed.push(rows.length) };
      },
      async revert(manager, changes, scope) {
        await probeWines.revert(manager, changes, scope);
        // The refusal comes after this page's writes: they must be rolled back with the rest.
        if (state.refuse) throw new OperationError('imports.notRevertable');
        return { afterCommit: async () => (state.reverted += changes.length) };
      },
    };
    const watched = new ImportRegistry();
    watched.register(definition);
    return { state, engine: new ImportEngine(database, storage, watched) };
  };

  /** A probe import handed over to the watched definition (same file, same columns). */
  const watchedImport = async (content: Buffer, options: Partial<NewImport> = {}) => {
    const record = await create(content, options);
    await database.dataSource.getRepository(ImportRecord).update(record.id, { kind: 'watched-wines' });
    return record;
  };

  test('afterCommit runs once per batch written for real, never for a dry run', async () => {
    const { state, engine: watchedEngine } = watching();
    const content = csv(['ref;name', ...wines(120, false)]);
    await watchedEngine.run((await watchedImport(content, { dryRun: true })).id);
    expect(state.committed).toEqual([]);
    const done = await watchedEngine.run((await watchedImport(content)).id);
    expect(done).toMatchObject({ status: 'completed', created: 120 });
    expect(state.committed).toEqual([50, 50, 20]);
  });

  test('a refused atomic revert writes nothing, keeps the import completed and says why; asked again, it reverts', async () => {
    const { state, engine: watchedEngine } = watching();
    const record = await watchedImport(csv(['ref;name', ...wines(1200, false)]));
    await watchedEngine.run(record.id);
    expect(await probeRows(database.dataSource)).toHaveLength(1200);

    state.refuse = true;
    await expect(watchedEngine.revert(record.id)).rejects.toBeInstanceOf(OperationError);
    // 1 200 journal lines are three pages: none of them was undone.
    expect(await probeRows(database.dataSource)).toHaveLength(1200);
    expect(state.reverted).toBe(0);
    const refused = await engine.load(record.id);
    expect(refused).toMatchObject({ status: 'completed', revertRequestedAt: null });
    expect(imports.view(refused, 'fr').error).toBe(
      'Seul un import terminé ou en erreur, hors simulation, peut être annulé',
    );

    state.refuse = false;
    const reverted = await watchedEngine.revert(record.id);
    expect(reverted).toMatchObject({ status: 'reverted', errorCode: null });
    expect(await probeRows(database.dataSource)).toHaveLength(0);
    expect(state.reverted).toBe(1200);
  });
});

describe('crash safety', () => {
  /** The probe, dying (like a killed process) in the middle of its third batch. */
  const dyingOnThirdBatch = (): ImportDefinition => {
    let batches = 0;
    return {
      ...(probeWines as unknown as ImportDefinition),
      async writeBatch(manager, rows, scope) {
        const outcome = await probeWines.writeBatch(manager, rows as never, scope);
        if (++batches === 3) throw new Error('killed mid-batch');
        return outcome;
      },
    };
  };

  test('leaves whole batches only, and the next run resumes after the last one committed', async () => {
    const record = await create(csv(['ref;name', ...wines(175, false)]));
    const crashing = new ImportRegistry();
    crashing.register(dyingOnThirdBatch());
    await expect(new ImportEngine(database, storage, crashing).run(record.id)).rejects.toThrow(
      'killed mid-batch',
    );

    const halfway = await engine.load(record.id);
    expect(halfway).toMatchObject({ status: 'processing', processedRows: 100, created: 100 });
    expect(await probeRows(database.dataSource)).toHaveLength(100);

    const resumed = await engine.run(record.id);
    expect(resumed).toMatchObject({ status: 'completed', processedRows: 175, created: 175, failed: 0 });
    const stored = await probeRows(database.dataSource);
    expect(new Set(stored.map((wine) => wine.reference)).size).toBe(175);
  });

  test('a job delivered twice writes each batch once: the second run stops at its first batch', async () => {
    const record = await create(csv(['ref;name', ...wines(300, false)]));
    const outcomes = await Promise.allSettled([engine.run(record.id), engine.run(record.id)]);
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failures.length).toBeLessThanOrEqual(1);
    for (const failure of failures)
      expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentImportError);
    const done = await engine.run(record.id);
    expect(done).toMatchObject({ status: 'completed', created: 300, processedRows: 300 });
    expect(await probeRows(database.dataSource)).toHaveLength(300);
  });
});

describe('refused at creation', () => {
  async function refusal(content: Buffer, options: Partial<NewImport> = {}): Promise<unknown> {
    try {
      await create(content, options);
    } catch (error) {
      return error instanceof BadRequestException ? error.getResponse() : error;
    }
    throw new Error('accepted');
  }

  test('an unknown kind lists the known ones', async () => {
    await expect(
      imports.create(actor, { kind: 'stock', fileName: 'x.csv', content: csv(['a']) }, { enqueue: false }),
    ).rejects.toMatchObject({
      response: { message: 'imports.unknownKind', params: { kind: 'stock', known: 'probe-wines' } },
    });
  });

  test('a file that is not a spreadsheet, or lacks a required column, with the message params in the locale', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7\n\u0000\u0001binary'))).toEqual({
      message: 'imports.unsupportedFile',
      params: {},
    });
    expect(await refusal(csv(['Nom;Prix', 'Vin;1']))).toEqual({
      message: 'imports.missingColumns',
      params: { columns: 'Référence' },
    });
  });

  test("a caller without the definition's permission is refused", async () => {
    await expect(
      imports.create(
        { ...actor, permissions: ['seeAllProduct'] },
        { kind: 'probe-wines', fileName: 'x.csv', content: csv(['ref;name', 'a;b']) },
        { enqueue: false },
      ),
    ).rejects.toMatchObject({ status: 403 });
  });

  test('a kind needing a module is neither offered nor allowed while the shop has it switched off', () => {
    const modular = new ImportRegistry();
    modular.register({ ...probeWines, kind: 'modular', integration: 'stocks' });
    const seller = { ...actor, permissions: ['createProduct' as const] };
    expect(() => modular.allowedFor({ ...seller, integrations: [] }, 'modular')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(modular.allowed(seller)).toEqual([]);
    expect(modular.allowed({ ...seller, integrations: ['stocks'] }).map((d) => d.kind)).toEqual(['modular']);
    // The command line acts for the platform.
    expect(modular.allowedFor(actor, 'modular').kind).toBe('modular');
  });

  test('an unknown kind at run time (its context is gone) ends the import in error', async () => {
    const record = await create(csv(['ref;name', 'a;b']));
    await database.dataSource.getRepository(ImportRecord).update(record.id, { kind: 'retired' });
    const done = await engine.run(record.id);
    expect(done).toMatchObject({ status: 'error', errorCode: 'imports.unknownKind' });
    expect(imports.view(done, 'fr').error).toBe(
      'Type d\'import inconnu "retired". Types disponibles : probe-wines',
    );
  });
});
