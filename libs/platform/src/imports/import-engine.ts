import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Database } from '../database/database.js';
import { FileStorage } from '../files/file-storage.js';
import type { CellRejection, CheckedRow } from './row-checker.js';
import { RowChecker } from './row-checker.js';
import { errorReport } from './error-report.js';
import { ImportChange } from './import-change.entity.js';
import type {
  AfterCommit,
  BatchOutcome,
  ImportDefinition,
  ImportScope,
  JournalEntry,
  RowRejection,
} from './import-definition.js';
import { ImportRecord } from './import-record.entity.js';
import { ImportRegistry } from './import-registry.js';
import { ImportRowError } from './import-row-error.entity.js';
import { insertRows } from './insert-rows.js';
import { OperationError } from './operation-error.js';
import { readRows, type FileShape, type SheetRow } from './reading/import-file.js';

export const IMPORT_BATCH_SIZE = 500;
const REVERT_BATCH_SIZE = 500;
const STRICT_REJECTED = 'imports.strictRejected';
const SAVEPOINT = 'cuvee_import_batch';

/** Told after each committed batch (and each reverted one), for progress bars and job progress. */
export type ImportProgressListener = (record: ImportRecord, phase: 'import' | 'revert') => unknown;

/** Another run of the same import committed this batch first (a job delivered twice): this one stops. */
export class ConcurrentImportError extends Error {
  constructor(importId: number) {
    super(`Import ${importId} is being run by another process`);
    this.name = 'ConcurrentImportError';
  }
}

const EMPTY_OUTCOME: BatchOutcome = { created: 0, updated: 0, skipped: 0, changes: [] };

/**
 * Runs and reverts imports, whatever their kind. Crash safety comes from the batch: its rows, its journal
 * lines, its refused rows and the import's counters and resume point are one transaction, so a killed
 * process leaves whole batches only and the next run carries on after the last one committed (the
 * resume point is also the guard that keeps a job delivered twice from writing a batch twice).
 */
@Injectable()
export class ImportEngine {
  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly registry: ImportRegistry,
  ) {}

  /** Runs (or resumes) the import to its end; an import already finished is returned as it is. */
  async run(importId: number, onProgress?: ImportProgressListener): Promise<ImportRecord> {
    let record = await this.load(importId);
    if (record.status !== 'pending' && record.status !== 'processing') return record;
    try {
      const definition = this.registry.require(record.kind);
      record = await this.start(record);
      if (record.totalRows === null) {
        record = await this.count(record, definition);
        if (record.status === 'error') return record;
      }
      record = await this.writeAll(record, definition, onProgress);
      return await this.finish(record, definition, onProgress);
    } catch (error) {
      if (error instanceof OperationError) return this.fail(record, error);
      throw error;
    }
  }

  /**
   * Undoes what the import created or changed, newest first, a batch of journal lines per transaction
   * (deleted with their undo, so an interrupted revert resumes). Allowed on a completed import and on one
   * that failed after writing, never on a dry run.
   */
  async revert(importId: number, onProgress?: ImportProgressListener): Promise<ImportRecord> {
    const record = await this.load(importId);
    if (record.status === 'reverted') return record;
    if (record.dryRun || (record.status !== 'completed' && record.status !== 'error')) {
      throw new OperationError('imports.notRevertable');
    }
    try {
      await this.undo(record, this.registry.require(record.kind), onProgress);
    } catch (error) {
      if (error instanceof OperationError) await this.refuseRevert(record, error);
      throw error;
    }
    const revertedAt = new Date();
    await this.database.transaction((manager) =>
      manager.getRepository(ImportRecord).update(
        { id: record.id, status: record.status },
        {
          status: 'reverted',
          revertedAt,
          // A completed import's error can only be an earlier refused revert: it no longer applies.
          ...(record.status === 'completed' ? { errorCode: null, errorParams: null } : {}),
        },
      ),
    );
    return this.load(importId);
  }

  /**
   * A revert the definition refused (stock that moved since): the import keeps its status, says why, and
   * may be asked to revert again once the cause is gone.
   */
  private async refuseRevert(record: ImportRecord, error: OperationError): Promise<void> {
    await this.database.transaction((manager) =>
      manager
        .getRepository(ImportRecord)
        .update(
          { id: record.id, status: record.status },
          { revertRequestedAt: null, errorCode: error.code, errorParams: error.params },
        ),
    );
  }

  /** Closes an import that cannot go on (its job gave up for good) as failed, saying why. */
  async abandon(importId: number, error: unknown): Promise<ImportRecord> {
    const reason = error instanceof Error ? error.message : String(error);
    return this.fail(
      await this.load(importId),
      error instanceof OperationError ? error : new OperationError('imports.failed', { reason }),
    );
  }

  async load(importId: number): Promise<ImportRecord> {
    return this.database.dataSource.getRepository(ImportRecord).findOneByOrFail({ id: importId });
  }

  private async start(record: ImportRecord): Promise<ImportRecord> {
    if (record.status === 'processing') return record;
    const startedAt = new Date();
    await this.database.transaction((manager) =>
      manager
        .getRepository(ImportRecord)
        .update({ id: record.id, status: 'pending' }, { status: 'processing', startedAt }),
    );
    return this.load(record.id);
  }

  /** The data rows of the file (its first row is the header). */
  private async *dataRows(record: ImportRecord): AsyncGenerator<SheetRow> {
    const shape: FileShape = {
      format: record.format,
      encoding: record.encoding,
      delimiter: record.delimiter,
    };
    let header = true;
    for await (const row of readRows(() => this.openUpload(record), shape)) {
      if (header) header = false;
      else yield row;
    }
  }

  private async openUpload(record: ImportRecord) {
    const stream = await this.storage.openStream(record.fileKey);
    if (!stream) throw new OperationError('imports.unreadableFile', { reason: record.fileName });
    return stream;
  }

  /**
   * First reading: how many rows (for progress) and, in strict mode, whether any is refused. A strict
   * import with refused rows writes nothing: the second reading only records the refusals.
   */
  private async count(record: ImportRecord, definition: ImportDefinition): Promise<ImportRecord> {
    const checker = record.strict ? new RowChecker(definition, record.columns, record.locale) : null;
    let totalRows = 0;
    let refused = 0;
    for await (const row of this.dataRows(record)) {
      totalRows++;
      if (checker && checker.check(row).rejections.length) refused++;
    }
    if (totalRows === 0) throw new OperationError('imports.emptyFile');
    await this.database.transaction((manager) =>
      manager.getRepository(ImportRecord).update(
        { id: record.id, status: 'processing' },
        {
          totalRows,
          ...(refused ? { errorCode: STRICT_REJECTED, errorParams: { count: refused } } : {}),
        },
      ),
    );
    return this.load(record.id);
  }

  /** Second reading: batch after batch from the resume point. */
  private async writeAll(
    record: ImportRecord,
    definition: ImportDefinition,
    onProgress?: ImportProgressListener,
  ): Promise<ImportRecord> {
    const checker = new RowChecker(definition, record.columns, record.locale);
    const batchSize = definition.batchSize ?? IMPORT_BATCH_SIZE;
    let index = 0;
    let batch: CheckedRow[] = [];
    for await (const row of this.dataRows(record)) {
      // Rows before the resume point are read again only so duplicates are still recognised.
      const checked = checker.check(row);
      index++;
      if (index <= record.processedRows) continue;
      batch.push(checked);
      if (batch.length === batchSize) {
        record = await this.commitBatch(record, definition, checker, batch, index);
        batch = [];
        await onProgress?.(record, 'import');
      }
    }
    if (batch.length) {
      record = await this.commitBatch(record, definition, checker, batch, index);
      await onProgress?.(record, 'import');
    }
    return record;
  }

  private async commitBatch(
    record: ImportRecord,
    definition: ImportDefinition,
    checker: RowChecker,
    batch: CheckedRow[],
    processedRows: number,
  ): Promise<ImportRecord> {
    const scope = scopeOf(record);
    const valid = batch.filter((row) => row.rejections.length === 0);
    const rejections = batch.flatMap((row) =>
      row.rejections.map((rejection) => ({ line: row.line, rejection })),
    );
    const rowsByLine = new Map(batch.map((row) => [row.line, row]));
    // Once a strict import has a refused row, nothing more is written: the rest is only checked.
    const writing = !(record.strict && record.errorCode === STRICT_REJECTED);

    // Set when the batch's writes are committed for real (not a dry run, not a strict batch undone).
    let afterCommit: (() => Promise<unknown>) | undefined;
    const next = await this.database.transaction(async (manager) => {
      // First the claim: moving the resume point locks the import's row (MySQL), so a second run of the
      // same import waits here, then finds the point moved and stops before writing anything.
      const claimed = await manager
        .getRepository(ImportRecord)
        .update(
          { id: record.id, status: 'processing', processedRows: record.processedRows },
          { processedRows },
        );
      if (claimed.affected !== 1) throw new ConcurrentImportError(record.id);
      let outcome = EMPTY_OUTCOME;
      let errorCode = record.errorCode;
      let errorParams = record.errorParams;
      if (writing && valid.length) {
        // A savepoint lets a dry run (and a strict batch that meets a refusal) undo the rows but keep
        // the counts and refusals of the same transaction.
        await manager.query(`SAVEPOINT ${SAVEPOINT}`);
        outcome = await definition.writeBatch(
          manager,
          valid.map((row) => ({ line: row.line, values: row.values })),
          scope,
        );
        const refusedByDatabase = outcome.rejected?.length ?? 0;
        if (record.dryRun || (record.strict && refusedByDatabase)) {
          await manager.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
        } else {
          afterCommit = outcome.afterCommit;
        }
        await manager.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
        if (record.strict && refusedByDatabase) {
          outcome = { ...EMPTY_OUTCOME, rejected: outcome.rejected ?? [] };
          errorCode = STRICT_REJECTED;
          errorParams = { count: refusedByDatabase };
        }
      }
      for (const rejection of outcome.rejected ?? []) {
        rejections.push({
          line: rejection.line,
          rejection: this.databaseRejection(checker, rowsByLine, rejection),
        });
      }
      if (!record.dryRun)
        await insertRows(manager, ImportChange, outcome.changes.map(journalLine(record.id)));
      rejections.sort((a, b) => a.line - b.line);
      await insertRows(
        manager,
        ImportRowError,
        rejections.map(({ line, rejection }) => rowError(record.id, line, rejection)),
      );
      const failedRows = new Set(rejections.map(({ line }) => line)).size;
      const changes: Partial<ImportRecord> = {
        created: record.created + outcome.created,
        updated: record.updated + outcome.updated,
        skipped: record.skipped + outcome.skipped,
        failed: record.failed + failedRows,
        progress: Math.min(99, Math.floor((processedRows * 100) / Math.max(1, record.totalRows ?? 1))),
        errorCode,
        errorParams,
      };
      await manager.getRepository(ImportRecord).update({ id: record.id }, changes);
      return Object.assign(new ImportRecord(), record, changes, { processedRows });
    });
    await afterCommit?.();
    return next;
  }

  /** A refusal reported by writeBatch, with the file's column and the cell as written (null when empty). */
  private databaseRejection(
    checker: RowChecker,
    rowsByLine: Map<number, CheckedRow>,
    rejection: RowRejection,
  ): CellRejection {
    const text = rejection.field ? rowsByLine.get(rejection.line)?.texts[rejection.field] : undefined;
    return {
      field: rejection.field ?? null,
      header: checker.headerOf(rejection.field),
      value: text || null,
      failure: rejection.failure,
    };
  }

  /** The end: the error report, then completed, or error for a strict import (after undoing its writes). */
  private async finish(
    record: ImportRecord,
    definition: ImportDefinition,
    onProgress?: ImportProgressListener,
  ): Promise<ImportRecord> {
    const rejectedInStrictMode = record.strict && record.errorCode === STRICT_REJECTED;
    if (rejectedInStrictMode) await this.undo(record, definition, onProgress);
    let errorReportKey: string | null = null;
    if (record.failed > 0) {
      errorReportKey = `imports/${record.id}/errors.csv`;
      await this.storage.putStream(
        errorReportKey,
        errorReport(this.database.dataSource, record.id, record.locale),
      );
    }
    const finishedAt = new Date();
    await this.database.transaction((manager) =>
      manager.getRepository(ImportRecord).update(
        { id: record.id, status: 'processing' },
        rejectedInStrictMode
          ? { status: 'error', errorReportKey, finishedAt }
          : {
              status: 'completed',
              progress: 100,
              errorReportKey,
              finishedAt,
              errorCode: null,
              errorParams: null,
            },
      ),
    );
    return this.load(record.id);
  }

  private async fail(record: ImportRecord, error: OperationError): Promise<ImportRecord> {
    await this.database.transaction((manager) =>
      manager
        .getRepository(ImportRecord)
        .update(
          { id: record.id, status: In(['pending', 'processing']) },
          { status: 'error', errorCode: error.code, errorParams: error.params, finishedAt: new Date() },
        ),
    );
    return this.load(record.id);
  }

  private async undo(
    record: ImportRecord,
    definition: ImportDefinition,
    onProgress?: ImportProgressListener,
  ): Promise<void> {
    const scope = scopeOf(record);
    // One page of the journal, newest first, undone and deleted; null once the journal is empty.
    const undoPage = async (manager: EntityManager): Promise<AfterCommit | null> => {
      const lines = await manager.getRepository(ImportChange).find({
        where: { importId: record.id },
        order: { id: 'DESC' },
        take: REVERT_BATCH_SIZE,
      });
      if (lines.length === 0) return null;
      const outcome = await definition.revert(manager, lines.map(journalEntry), scope);
      await manager.getRepository(ImportChange).delete({ id: In(lines.map((line) => line.id)) });
      return outcome ?? {};
    };
    if (definition.atomicRevert) {
      const pages: AfterCommit[] = [];
      await this.database.transaction(async (manager) => {
        for (let page = await undoPage(manager); page; page = await undoPage(manager)) pages.push(page);
      });
      for (const page of pages) await page.afterCommit?.();
      await onProgress?.(record, 'revert');
      return;
    }
    for (;;) {
      const page = await this.database.transaction(undoPage);
      if (!page) return;
      await page.afterCommit?.();
      await onProgress?.(record, 'revert');
    }
  }
}

function scopeOf(record: ImportRecord): ImportScope {
  return { importId: record.id, shopId: record.shopId, userId: record.userId, dryRun: record.dryRun };
}

function journalLine(importId: number) {
  return (entry: JournalEntry): Partial<ImportChange> => ({
    importId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
  });
}

function journalEntry(line: ImportChange): JournalEntry {
  return { entity: line.entity, entityId: line.entityId, action: line.action, before: line.before };
}

function rowError(importId: number, line: number, rejection: CellRejection): Partial<ImportRowError> {
  return {
    importId,
    line,
    column: rejection.header?.slice(0, 191) ?? null,
    value: rejection.value?.slice(0, 500) ?? null,
    code: rejection.failure.code,
    params: rejection.failure.params ?? null,
  };
}
