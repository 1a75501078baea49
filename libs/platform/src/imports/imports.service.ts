import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { LessThan } from 'typeorm';
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
  bindColumns,
  resolveMapping,
  suggestOverride,
  type ColumnBinding,
  type MappingOverride,
} from './column-mapping.js';
import type { ImportDefinition, OperationActor } from './import-definition.js';
import { ImportEngine } from './import-engine.js';
import { ImportMapping } from './import-mapping.entity.js';
import { ImportRecord } from './import-record.entity.js';
import { ImportUpload } from './import-upload.entity.js';
import { ImportRegistry } from './import-registry.js';
import { ImportRowError } from './import-row-error.entity.js';
import { rowErrorMessage } from './error-report.js';
import { badRequest, OperationError, operationMessage } from './operation-error.js';
import { IMPORT_REVERT_JOB } from './jobs/revert-import.job.js';
import { IMPORT_JOB, IMPORT_JOB_ATTEMPTS } from './jobs/run-import.job.js';
import { importTemplate, type TemplateFile, type TemplateFormat } from './import-template.js';
import { inspectFile, readRows, type FileShape, type ImportFormat } from './reading/import-file.js';

export interface NewImport {
  kind: string;
  /** The name the user knows the file by (shown in lists and reports). */
  fileName: string;
  /** The bytes (a base64 upload), a stream (a multipart upload) or a file on this machine (the command line). */
  content: FileContent;
  dryRun?: boolean;
  strict?: boolean;
  /** Null: the automatic mapping, with the shop's remembered one and a recognised program's (ADR 0067). */
  mapping?: MappingOverride | null;
  /**
   * False for a file the platform wrote itself (bulk sync): its headers are the kind's own labels, and no
   * remembered mapping or recognised program may rebind them. True when absent.
   */
  suggestions?: boolean;
}

export type FileContent = Buffer | Readable | { path: string };

/** An import of a staged file (`stage`): the file is taken from the upload, which is then gone. */
export interface StagedImport {
  kind: string;
  uploadId: string;
  dryRun?: boolean;
  strict?: boolean;
  mapping?: MappingOverride | null;
}

/** A staged file as the mapping screen shows it, before its import. */
export interface UploadView {
  id: string;
  kind: string;
  fileName: string;
  size: number;
  format: ImportFormat;
  header: string[];
  /** The first data rows (up to PREVIEW_ROWS), cells trimmed. */
  sample: string[][];
  /** The suggested binding of every column. */
  columns: ColumnBinding[];
  /** Required fields no column is bound to: the screen asks for them, the import would refuse. */
  missing: { field: string; label: string }[];
  /** The other program whose export the file was recognised as, by name. */
  source: string | null;
  /** Whether the shop's remembered mapping for the kind bound some of the columns. */
  remembered: boolean;
}

/** Rows of a staged file shown in its preview. */
export const PREVIEW_ROWS = 10;

/** How long a staged file waits for its import before `imports.purge-uploads` deletes it. */
export const UPLOAD_TTL_MS = 24 * 3_600_000;

/** A file in storage, inspected: what an import records of it. */
interface StoredFile extends FileShape {
  fileName: string;
  fileKey: string;
  header: string[];
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
    const file = await this.store(actor, input.fileName, input.content);
    let record: ImportRecord;
    try {
      record = await this.record(actor, definition, file, input, input.suggestions ?? true);
    } catch (error) {
      await this.storage.delete(file.fileKey);
      throw error;
    }
    return options.enqueue ? this.enqueue(record) : record;
  }

  /**
   * Stages a file for an import of `kind` (ADR 0067): stored and inspected as `create` does, recorded as
   * an upload of the shop, and previewed: header, first rows, the suggested binding (the remembered
   * mapping, a recognised program, the automatic one) and the required fields it leaves unbound.
   */
  async stage(
    actor: OperationActor,
    input: { kind: string; fileName: string; content: FileContent },
  ): Promise<UploadView> {
    const definition = this.registry.allowedFor(actor, input.kind);
    const id = randomUUID();
    const file = await this.store(actor, input.fileName, input.content, id);
    try {
      const size = (await this.storage.size(file.fileKey)) ?? 0;
      const suggested = suggestOverride(
        definition,
        file.header,
        await this.rememberedMapping(actor.shopId, definition.kind),
      );
      const { columns, missing } = bindColumns(definition, file.header, suggested.override);
      const sample = await this.sample(file);
      await this.database.transaction((manager) =>
        manager.getRepository(ImportUpload).insert({
          id,
          shopId: actor.shopId,
          userId: actor.userId,
          kind: definition.kind,
          fileName: file.fileName,
          fileKey: file.fileKey,
          size,
          format: file.format,
          encoding: file.encoding,
          delimiter: file.delimiter,
          header: file.header,
        }),
      );
      return {
        id,
        kind: definition.kind,
        fileName: file.fileName,
        size,
        format: file.format,
        header: file.header,
        sample,
        columns,
        missing: missing.map((column) => ({ field: column.field, label: column.label[actor.locale] })),
        source: suggested.source,
        remembered: suggested.remembered,
      };
    } catch (error) {
      await this.storage.delete(file.fileKey);
      throw error;
    }
  }

  /**
   * Imports a staged file of the shop: the upload becomes the import (its file, its shape) in one
   * transaction, so it is used once. Another shop's, an unknown or a consumed upload is a 404; a mapping
   * leaving a required field unbound is refused and leaves the upload staged, to try again.
   */
  async createFromUpload(
    actor: OperationActor,
    input: StagedImport,
    options: { enqueue: boolean },
  ): Promise<ImportRecord> {
    const definition = this.registry.allowedFor(actor, input.kind);
    const upload = await this.database.dataSource
      .getRepository(ImportUpload)
      .findOneBy({ id: input.uploadId, shopId: actor.shopId });
    if (!upload) throw new NotFoundException('uploads.notFound');
    const record = await this.record(actor, definition, upload, input, true, upload.id);
    return options.enqueue ? this.enqueue(record) : record;
  }

  /** Stores the content under `imports/<id>/upload` and inspects it (deleted if refused). */
  private async store(
    actor: OperationActor,
    fileName: string,
    content: FileContent,
    id: string = randomUUID(),
  ): Promise<StoredFile> {
    const fileKey = `imports/${id}/upload`;
    if (Buffer.isBuffer(content)) await this.storage.put(fileKey, content);
    else if ('path' in content) await this.storage.putStream(fileKey, createReadStream(content.path));
    else await this.storage.putStream(fileKey, content);
    try {
      const shape = await inspectFile(() => this.openStored(fileKey));
      return {
        fileName: fileName.slice(0, 255),
        fileKey,
        format: shape.format,
        encoding: shape.encoding,
        delimiter: shape.delimiter,
        header: shape.header.cells,
      };
    } catch (error) {
      await this.storage.delete(fileKey);
      if (error instanceof OperationError) throw badRequest(error, actor.locale);
      throw error;
    }
  }

  /**
   * Binds the file's columns and records the import (pending), remembering an explicit mapping for the
   * shop and kind; `uploadId` names the staged upload the import consumes in the same transaction.
   */
  private async record(
    actor: OperationActor,
    definition: ImportDefinition,
    file: StoredFile,
    input: { dryRun?: boolean; strict?: boolean; mapping?: MappingOverride | null },
    suggestions: boolean,
    uploadId?: string,
  ): Promise<ImportRecord> {
    const mapping = input.mapping ?? null;
    let columns: ColumnBinding[];
    try {
      const override =
        mapping ??
        (suggestions
          ? suggestOverride(
              definition,
              file.header,
              await this.rememberedMapping(actor.shopId, definition.kind),
            ).override
          : null);
      columns = resolveMapping(definition, file.header, override);
    } catch (error) {
      if (error instanceof OperationError) throw badRequest(error, actor.locale);
      throw error;
    }
    return this.database.transaction(async (manager) => {
      if (uploadId !== undefined) {
        const consumed = await manager
          .getRepository(ImportUpload)
          .delete({ id: uploadId, shopId: actor.shopId });
        // Two imports of one upload at once: the second finds it gone.
        if (!consumed.affected) throw new NotFoundException('uploads.notFound');
      }
      if (mapping && Object.keys(mapping).length > 0) {
        await manager
          .getRepository(ImportMapping)
          .upsert({ shopId: actor.shopId, kind: definition.kind, mapping, updatedAt: new Date() }, [
            'shopId',
            'kind',
          ]);
      }
      const repository = manager.getRepository(ImportRecord);
      return repository.save(
        repository.create({
          kind: definition.kind,
          shopId: actor.shopId,
          userId: actor.userId,
          locale: actor.locale,
          fileName: file.fileName,
          fileKey: file.fileKey,
          format: file.format,
          encoding: file.encoding,
          delimiter: file.delimiter,
          status: 'pending',
          dryRun: input.dryRun ?? false,
          strict: input.strict ?? false,
          mapping,
          columns,
        }),
      );
    });
  }

  /** The last mapping the shop gave for the kind, or null. */
  private async rememberedMapping(shopId: number, kind: string): Promise<MappingOverride | null> {
    const row = await this.database.dataSource.getRepository(ImportMapping).findOneBy({ shopId, kind });
    return row?.mapping ?? null;
  }

  /** The first data rows of a stored file, cells trimmed. */
  private async sample(file: StoredFile): Promise<string[][]> {
    const rows: string[][] = [];
    let header = true;
    for await (const row of readRows(() => this.openStored(file.fileKey), file)) {
      if (header) {
        header = false;
        continue;
      }
      rows.push(row.cells.map((cell) => cell.trim()));
      if (rows.length === PREVIEW_ROWS) break;
    }
    return rows;
  }

  /**
   * Deletes the uploads staged before `before` that no import took, with their files; returns how many.
   * The row goes first: an import taking the upload at the same moment then finds it gone (404), and a
   * file is never deleted under an import that took it.
   */
  async purgeStaleUploads(before: Date): Promise<number> {
    const repository = this.database.dataSource.getRepository(ImportUpload);
    let purged = 0;
    for (;;) {
      const stale = await repository.find({
        where: { createdAt: LessThan(before) },
        order: { createdAt: 'ASC' },
        take: 100,
      });
      for (const upload of stale) {
        const deleted = await this.database.transaction((manager) =>
          manager.getRepository(ImportUpload).delete({ id: upload.id }),
        );
        if (deleted.affected) {
          await this.storage.delete(upload.fileKey);
          purged++;
        }
      }
      if (stale.length < 100) return purged;
    }
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
