import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ImportStatus, Locale } from '@cuvee/kernel';
import { Database } from '../database/database.js';
import { FileStorage } from '../files/file-storage.js';
import {
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
} from '../http/list-query.js';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue.js';
import {
  recogniseSource,
  resolveMapping,
  sourceOverride,
  type ColumnBinding,
  type MappingOverride,
} from './column-mapping.js';
import type { OperationActor } from './import-definition.js';
import { ImportEngine } from './import-engine.js';
import { ImportRecord } from './import-record.entity.js';
import { ImportRegistry } from './import-registry.js';
import { ImportRowError } from './import-row-error.entity.js';
import { rowErrorMessage } from './error-report.js';
import { badRequest, OperationError, operationMessage } from './operation-error.js';
import { IMPORT_REVERT_JOB } from './jobs/revert-import.job.js';
import { IMPORT_JOB, IMPORT_JOB_ATTEMPTS } from './jobs/run-import.job.js';
import { importTemplate, type TemplateFile, type TemplateFormat } from './import-template.js';
import { inspectFile } from './reading/import-file.js';

export interface NewImport {
  kind: string;
  /** The name the user knows the file by (shown in lists and reports). */
  fileName: string;
  /** The bytes (an upload) or a file on this machine (the command line streams it). */
  content: Buffer | { path: string };
  dryRun?: boolean;
  strict?: boolean;
  mapping?: MappingOverride | null;
}

/** An import as the API and the command line show it. */
export interface ImportView {
  id: number;
  kind: string;
  fileName: string;
  status: ImportStatus;
  dryRun: boolean;
  strict: boolean;
  /** How the file's columns were bound to fields (null: ignored). */
  columns: ColumnBinding[];
  totalRows: number | null;
  processedRows: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  progress: number;
  /** Why it stopped, in the reader's language (status error). */
  error: string | null;
  /** Where the CSV report of refused rows is downloaded, when there is one. */
  errorReportUrl: string | null;
  userId: number | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  revertRequestedAt: Date | null;
  revertedAt: Date | null;
}

/** A kind of import as a mapping screen shows it. */
export interface ImportKindView {
  kind: string;
  label: string;
  columns: { field: string; label: string; required: boolean; help: string | null; example: string | null }[];
  /** The other programs whose exports it recognises (their names). */
  sources: string[];
}

/** A refused row as the screens show it. */
export interface RowErrorView {
  id: number;
  line: number;
  column: string | null;
  value: string | null;
  message: string;
}

const ROW_ERRORS_LIST: ListDefinition = {
  resource: 'import-errors',
  sortable: { id: 'e.id', line: 'e.line' },
  filters: {},
  defaultSort: ['id', 'ASC'],
  idColumn: 'e.id',
};

const IMPORTS_LIST: ListDefinition = {
  resource: 'imports',
  sortable: { id: 'i.id', createdAt: 'i.createdAt', kind: 'i.kind', status: 'i.status' },
  filters: {
    id: { kind: 'equals', column: 'i.id', type: 'number' },
    kind: { kind: 'equals', column: 'i.kind', type: 'string' },
    status: { kind: 'equals', column: 'i.status', type: 'string' },
    dryRun: { kind: 'equals', column: 'i.dryRun', type: 'boolean' },
    q: { kind: 'search', columns: ['i.fileName'] },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'i.id',
};

/**
 * Imports as the API and the command line see them: create one from a file (checked at once: format,
 * encoding, columns, mapping), list, read, ask for a revert, fetch the error report. The work itself is
 * the ImportEngine's, run by the `imports.run` job (RunImportJob) or directly by the command line.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly registry: ImportRegistry,
    private readonly engine: ImportEngine,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  kinds(): string[] {
    return this.registry.kinds();
  }

  /** The kinds `actor` may import, with their columns, in the actor's language (for mapping screens). */
  describe(actor: OperationActor): ImportKindView[] {
    return this.registry.allowed(actor).map((definition) => ({
      kind: definition.kind,
      label: definition.label[actor.locale],
      columns: definition.columns.map((column) => ({
        field: column.field,
        label: column.label[actor.locale],
        required: column.required ?? false,
        help: column.help?.[actor.locale] ?? null,
        example: column.example ?? null,
      })),
      sources: (definition.sources ?? []).map((source) => source.name),
    }));
  }

  /** The template file of a kind `actor` may import (its columns, an example row, their explanation). */
  template(actor: OperationActor, kind: string, format: TemplateFormat): Promise<TemplateFile> {
    return importTemplate(this.registry.allowedFor(actor, kind), format, actor.locale);
  }

  /**
   * Runs for real what a dry run checked: a new import of the same stored file, with the same mapping
   * and mode, enqueued at once. Only a dry run that completed can be confirmed.
   */
  async confirm(actor: OperationActor, id: number): Promise<ImportRecord> {
    const dryRun = await this.find(actor, id);
    this.registry.allowedFor(actor, dryRun.kind);
    if (!dryRun.dryRun || dryRun.status !== 'completed') {
      throw badRequest(new OperationError('imports.notConfirmable'), actor.locale);
    }
    const record = await this.database.transaction((manager) => {
      const repository = manager.getRepository(ImportRecord);
      return repository.save(
        repository.create({
          kind: dryRun.kind,
          shopId: dryRun.shopId,
          userId: actor.userId,
          locale: actor.locale,
          fileName: dryRun.fileName,
          fileKey: dryRun.fileKey,
          format: dryRun.format,
          encoding: dryRun.encoding,
          delimiter: dryRun.delimiter,
          status: 'pending',
          dryRun: false,
          strict: dryRun.strict,
          mapping: dryRun.mapping,
          columns: dryRun.columns,
        }),
      );
    });
    return this.enqueue(record);
  }

  /** The refused rows of an import, in file order (a page of them, react-admin list protocol). */
  async rejections(actor: OperationActor, id: number, query: ListQueryDto): Promise<Page<RowErrorView>> {
    const record = await this.find(actor, id);
    const request = parseListQuery(query, ROW_ERRORS_LIST);
    const builder = this.database.dataSource
      .getRepository(ImportRowError)
      .createQueryBuilder('e')
      .where('e.importId = :importId', { importId: record.id });
    const page = await fetchPage(builder, request, ROW_ERRORS_LIST);
    return {
      ...page,
      rows: page.rows.map((error) => ({
        id: error.id,
        line: error.line,
        column: error.column,
        value: error.value,
        message: rowErrorMessage(error, actor.locale),
      })),
    };
  }

  /**
   * Stores the file, checks it can be imported and records the import (pending). With `enqueue` the
   * `imports.run` job is added; the command line runs the engine itself instead.
   */
  async create(
    actor: OperationActor,
    input: NewImport,
    options: { enqueue: boolean },
  ): Promise<ImportRecord> {
    const definition = this.registry.allowedFor(actor, input.kind);
    const fileKey = `imports/${randomUUID()}/upload`;
    if (Buffer.isBuffer(input.content)) await this.storage.put(fileKey, input.content);
    else await this.storage.putStream(fileKey, createReadStream(input.content.path));
    let record: ImportRecord;
    try {
      const shape = await inspectFile(() => this.openStored(fileKey));
      // The user's mapping, else the one of the program whose export this is (recognised by its header).
      const source = input.mapping ? null : recogniseSource(definition, shape.header.cells);
      const override = input.mapping ?? (source ? sourceOverride(source, shape.header.cells) : null);
      const columns = resolveMapping(definition, shape.header.cells, override);
      record = await this.database.transaction((manager) =>
        manager.getRepository(ImportRecord).save(
          manager.getRepository(ImportRecord).create({
            kind: definition.kind,
            shopId: actor.shopId,
            userId: actor.userId,
            locale: actor.locale,
            fileName: input.fileName.slice(0, 255),
            fileKey,
            format: shape.format,
            encoding: shape.encoding,
            delimiter: shape.delimiter,
            status: 'pending',
            dryRun: input.dryRun ?? false,
            strict: input.strict ?? false,
            mapping: input.mapping ?? null,
            columns,
          }),
        ),
      );
    } catch (error) {
      await this.storage.delete(fileKey);
      if (error instanceof OperationError) throw badRequest(error, actor.locale);
      throw error;
    }
    return options.enqueue ? this.enqueue(record) : record;
  }

  /** Adds the `imports.run` job of a pending import (once: the job id is derived from the import's). */
  private async enqueue(record: ImportRecord): Promise<ImportRecord> {
    const job = await this.queue.add(
      IMPORT_JOB,
      { importId: record.id },
      { jobId: `import-${record.id}`, attempts: IMPORT_JOB_ATTEMPTS },
    );
    await this.database.transaction((manager) =>
      manager.getRepository(ImportRecord).update({ id: record.id }, { jobId: job.id }),
    );
    record.jobId = job.id;
    return record;
  }

  async list(actor: OperationActor, query: ListQueryDto): Promise<Page<ImportView>> {
    const request = parseListQuery(query, IMPORTS_LIST);
    const builder = this.database.dataSource
      .getRepository(ImportRecord)
      .createQueryBuilder('i')
      .where('i.shopId = :shopId', { shopId: actor.shopId });
    const page = await fetchPage(builder, request, IMPORTS_LIST);
    const rows = await Promise.all(page.rows.map((record) => this.settle(record)));
    return { ...page, rows: rows.map((record) => this.view(record, actor.locale)) };
  }

  async get(actor: OperationActor, id: number): Promise<ImportView> {
    return this.view(await this.settle(await this.find(actor, id)), actor.locale);
  }

  /** Asks for the revert, done by the `imports.revert` job; refused for a dry run or an unfinished import. */
  async requestRevert(actor: OperationActor, id: number): Promise<ImportView> {
    const record = await this.find(actor, id);
    this.registry.allowedFor(actor, record.kind);
    if (record.dryRun || (record.status !== 'completed' && record.status !== 'error')) {
      throw badRequest(new OperationError('imports.notRevertable'), actor.locale);
    }
    if (!record.revertRequestedAt) {
      record.revertRequestedAt = new Date();
      await this.database.transaction((manager) =>
        manager
          .getRepository(ImportRecord)
          .update({ id: record.id }, { revertRequestedAt: record.revertRequestedAt }),
      );
    }
    // One job per request: a request after a refused revert runs again, a double click does not.
    await this.queue.add(
      IMPORT_REVERT_JOB,
      { importId: record.id },
      { jobId: `import-revert-${record.id}-${record.revertRequestedAt.getTime()}` },
    );
    return this.view(record, actor.locale);
  }

  /** The CSV report of refused rows, streamed from storage. */
  async errorReport(actor: OperationActor, id: number): Promise<{ fileName: string; stream: Readable }> {
    const record = await this.find(actor, id);
    const stream = record.errorReportKey ? await this.storage.openStream(record.errorReportKey) : null;
    if (!stream) throw new NotFoundException('error.notFound');
    return { fileName: `import-${record.id}-erreurs.csv`, stream };
  }

  /** The shop's import, or 404 (also for another shop's id). */
  async find(actor: OperationActor, id: number): Promise<ImportRecord> {
    const record = await this.database.dataSource
      .getRepository(ImportRecord)
      .findOneBy({ id, shopId: actor.shopId });
    if (!record) throw new NotFoundException('error.notFound');
    return record;
  }

  view(record: ImportRecord, locale: Locale): ImportView {
    return {
      id: record.id,
      kind: record.kind,
      fileName: record.fileName,
      status: record.status,
      dryRun: record.dryRun,
      strict: record.strict,
      columns: record.columns,
      totalRows: record.totalRows,
      processedRows: record.processedRows,
      created: record.created,
      updated: record.updated,
      skipped: record.skipped,
      failed: record.failed,
      progress: record.progress,
      error: record.errorCode ? operationMessage(record.errorCode, record.errorParams, locale) : null,
      errorReportUrl: record.errorReportKey ? `/v1/imports/${record.id}/errors` : null,
      userId: record.userId,
      createdAt: record.createdAt,
      startedAt: record.startedAt,
      finishedAt: record.finishedAt,
      revertRequestedAt: record.revertRequestedAt,
      revertedAt: record.revertedAt,
    };
  }

  /**
   * An import whose job failed for good (or vanished) while it still read "pending" or "processing" —
   * its process was killed on the last try — is closed as failed, so nobody waits on it forever.
   */
  private async settle(record: ImportRecord): Promise<ImportRecord> {
    if (!record.jobId || !['pending', 'processing'].includes(record.status)) return record;
    const job = await this.queue.getJob(record.jobId);
    if (job && job.status !== 'failed') return record;
    return this.engine.abandon(record.id, new Error(job?.error ?? 'job lost'));
  }

  private async openStored(key: string): Promise<Readable> {
    const stream = await this.storage.openStream(key);
    if (!stream) throw new OperationError('imports.unreadableFile', { reason: key });
    return stream;
  }
}
