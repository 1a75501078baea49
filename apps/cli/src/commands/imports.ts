import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Locale } from '@cuvee/kernel';
import {
  AuditTrail,
  FileStorage,
  ImportEngine,
  ImportRecord,
  ImportsService,
  type AppConfig,
  type MappingOverride,
  type OperationActor,
} from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import { kindOf } from '../kind-names.js';
import type { OperationsMessages } from '../operations-messages.js';
import { progressOutput } from '../ui/progress-output.js';
import { errorText } from './operation-errors.js';
import { withPlatform, withShop } from './platform-context.js';

export interface CommandIo {
  locale: Locale;
  messages: OperationsMessages;
  writeOut(text: string): void;
  writeErr(text: string): void;
}

export interface ImportFileOptions {
  shop?: string;
  dryRun?: boolean;
  strict?: boolean;
  mapping?: string;
}

const actorFor = (shopId: number, locale: Locale): OperationActor => ({
  shopId,
  userId: null,
  locale,
  // Ops staff act for the platform: the kinds' permissions are those of a shop's users.
  permissions: 'all',
});

async function readMapping(path: string, io: CommandIo): Promise<MappingOverride | null | undefined> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('{ "En-tête": "champ" }');
    return parsed as MappingOverride;
  } catch (error) {
    io.writeErr(`${io.messages.unreadableMapping(path, (error as Error).message)}\n`);
    return undefined;
  }
}

/** The summary lines of a finished import: status, counts, where its error report is. */
function summary(record: ImportRecord, storage: FileStorage, io: CommandIo, error: string | null): void {
  io.writeOut(`${io.messages.status(record.status)}\n`);
  io.writeOut(`${io.messages.counts(record, record.dryRun)}\n`);
  if (error) io.writeErr(`${error}\n`);
  if (record.errorReportKey) {
    io.writeOut(
      `${io.messages.errorReport(storage.localPath(record.errorReportKey) ?? record.errorReportKey)}\n`,
    );
  }
}

function exitOf(record: ImportRecord): number {
  if (record.status === 'error') return EXIT.failure;
  return record.failed > 0 ? EXIT.partial : EXIT.ok;
}

/**
 * `cuvee import products|clients|stock|suppliers|opening-stock|price-lists|events FILE`: checks the file, then runs the
 * import here with live progress.
 */
export async function importFile(
  config: AppConfig,
  kind: string,
  file: string,
  options: ImportFileOptions,
  io: CommandIo,
): Promise<number> {
  const mapping = options.mapping ? await readMapping(options.mapping, io) : null;
  if (mapping === undefined) return EXIT.failure;
  return withShop(config, options.shop, io, async (app, shop) => {
    const imports = app.get(ImportsService);
    let record: ImportRecord;
    try {
      record = await imports.create(
        actorFor(shop.id, io.locale),
        {
          kind: kindOf(kind),
          fileName: basename(file),
          content: { path: file },
          dryRun: options.dryRun ?? false,
          strict: options.strict ?? false,
          mapping,
        },
        { enqueue: false },
      );
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
    await app.get(AuditTrail).recordCommand({
      action: 'imports.create',
      shopId: shop.id,
      target: { type: 'import', id: record.id },
      details: { kind: kindOf(kind) },
    });
    const output = progressOutput(io.messages, io.writeOut);
    try {
      record = await app.get(ImportEngine).run(record.id, (current) => output.update(current));
    } finally {
      await output.done();
    }
    const view = imports.view(record, io.locale);
    summary(record, app.get(FileStorage), io, view.error);
    return exitOf(record);
  });
}

/** `cuvee import list`: the shop's 20 latest imports. */
export function importList(config: AppConfig, options: { shop?: string }, io: CommandIo): Promise<number> {
  return withShop(config, options.shop, io, async (app, shop) => {
    const page = await app
      .get(ImportsService)
      .list(actorFor(shop.id, io.locale), { range: '[0,19]', sort: '["id","DESC"]' });
    io.writeOut(`${io.messages.listHeader}\n`);
    for (const row of page.rows) {
      io.writeOut(
        `${String(row.id).padEnd(4)}${row.kind.padEnd(12)}${row.status.padEnd(12)}${String(row.created).padEnd(8)}` +
          `${String(row.updated).padEnd(11)}${String(row.failed).padEnd(10)}${row.fileName}${row.dryRun ? ' (simulation)' : ''}\n`,
      );
    }
    return EXIT.ok;
  });
}

/** `cuvee import status ID`. */
export function importStatus(config: AppConfig, id: number, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    const record = await app
      .get(ImportEngine)
      .load(id)
      .catch(() => null);
    if (!record) {
      io.writeErr(`${io.messages.notFound(id)}\n`);
      return EXIT.failure;
    }
    const view = app.get(ImportsService).view(record, io.locale);
    io.writeOut(`#${record.id} ${record.kind} — ${record.fileName}\n`);
    summary(record, app.get(FileStorage), io, view.error);
    return EXIT.ok;
  });
}

/** `cuvee import template KIND`: the kind's template written to a file (its own name by default). */
export function importTemplate(
  config: AppConfig,
  kind: string,
  options: { format: 'csv' | 'xlsx'; output?: string },
  io: CommandIo,
): Promise<number> {
  return withPlatform(config, async (app) => {
    try {
      // No shop: a template is the same for every shop, and ops staff act for the platform.
      const file = await app.get(ImportsService).template(actorFor(0, io.locale), kind, options.format);
      const path = resolve(options.output ?? file.fileName);
      await writeFile(path, file.content);
      io.writeOut(`${io.messages.templateWritten(path)}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}

/** `cuvee import revert ID`: undoes the import here, batch by batch, then says reverted. */
export function importRevert(config: AppConfig, id: number, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    const engine = app.get(ImportEngine);
    const record = await engine.load(id).catch(() => null);
    if (!record) {
      io.writeErr(`${io.messages.notFound(id)}\n`);
      return EXIT.failure;
    }
    io.writeOut(`${io.messages.reverting}\n`);
    try {
      const reverted = await engine.revert(id);
      await app.get(AuditTrail).recordCommand({
        action: 'imports.revert',
        shopId: record.shopId,
        target: { type: 'import', id },
      });
      io.writeOut(`${io.messages.status(reverted.status)}\n`);
      return EXIT.ok;
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
  });
}
