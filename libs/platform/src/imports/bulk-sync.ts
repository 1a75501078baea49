import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { failure, type ImportStatus, type ValidationFailure } from '@cuvee/kernel';
import { Database } from '../database/database.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { encodeFailure } from '../validation/rule-decorators.js';
import type { ImportDefinition, OperationActor } from './import-definition.js';
import { ImportEngine } from './import-engine.js';
import { ImportRecord } from './import-record.entity.js';
import { ImportRegistry } from './import-registry.js';
import { ImportRowError } from './import-row-error.entity.js';
import { rowErrorMessage } from './error-report.js';
import { ImportsService } from './imports.service.js';

/** Rows one bulk sync takes: a partner with more sends them in several calls. */
export const MAX_SYNC_ROWS = 1000;

/** A row as a partner sends it: the import's fields, each a text, a number, a yes/no or nothing. */
export type SyncRow = Readonly<Record<string, unknown>>;

export interface SyncRequest {
  rows: readonly SyncRow[];
  /** Checks everything, writes nothing. */
  dryRun?: boolean;
  /** All rows or none. */
  strict?: boolean;
}

export interface SyncRowResult {
  /** The row's position in the request, from 0. */
  index: number;
  /** Written; refused (see errors); or valid but not written (a dry run, a strict sync with refusals). */
  status: 'applied' | 'rejected' | 'notApplied';
  errors: { field: string | null; message: string }[];
}

export interface SyncResult {
  /** The import that ran the rows: listed with the file imports, revertible like them. */
  importId: number;
  kind: string;
  status: ImportStatus;
  dryRun: boolean;
  strict: boolean;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  rows: SyncRowResult[];
}

/** The first line of the generated file is its header: row i is line i + 2, as in a spreadsheet. */
const FIRST_LINE = 2;

/**
 * Bulk sync for partners (docs/partners.md, ADR 0062): rows sent as JSON go through the very import a
 * file would — the same columns, checks, keys (a product's reference, a client's email or SIRET…),
 * batches, journal and revert — but run in the request, with one result per row. An Idempotency-Key
 * replays the first answer (the import it ran) instead of running the rows again.
 */
@Injectable()
export class BulkSyncService {
  constructor(
    private readonly registry: ImportRegistry,
    private readonly imports: ImportsService,
    private readonly engine: ImportEngine,
    private readonly idempotency: IdempotencyService,
    private readonly database: Database,
  ) {}

  async sync(
    actor: OperationActor,
    kind: string,
    request: SyncRequest,
    idempotencyKey?: string,
  ): Promise<SyncResult> {
    const definition = this.registry.allowedFor(actor, kind);
    const refused = syncRowsFailures(definition, request.rows);
    if (refused.length) throw new BadRequestException({ message: refused.map(encodeFailure) });
    const { importId } = await this.idempotency.run<{ importId: number }>(
      {
        scope: `user:${actor.userId ?? 0}`,
        route: `sync:${definition.kind}`,
        key: idempotencyKey,
        body: request,
      },
      async (save) => {
        const record = await this.imports.create(
          actor,
          {
            kind: definition.kind,
            fileName: `sync-${definition.kind}.csv`,
            content: syncFile(definition, request.rows),
            dryRun: request.dryRun ?? false,
            strict: request.strict ?? false,
            suggestions: false,
          },
          { enqueue: false },
        );
        await this.engine.run(record.id);
        const answer = { importId: record.id };
        await this.database.transaction((manager) => save(manager, answer));
        return answer;
      },
    );
    return this.resultOf(actor, definition, importId, request.rows.length);
  }

  /** What a sync did, read back from its import: the counts and each row's fate. */
  private async resultOf(
    actor: OperationActor,
    definition: ImportDefinition,
    importId: number,
    rowCount: number,
  ): Promise<SyncResult> {
    const manager = this.database.dataSource.manager;
    const record = await manager.findOneBy(ImportRecord, { id: importId, shopId: actor.shopId });
    if (!record) throw new NotFoundException('error.notFound');
    const errors = await manager.find(ImportRowError, { where: { importId }, order: { id: 'ASC' } });
    const byRow = new Map<number, SyncRowResult['errors']>();
    for (const error of errors) {
      const index = error.line - FIRST_LINE;
      const list = byRow.get(index) ?? [];
      list.push({ field: fieldOf(definition, error.column), message: rowErrorMessage(error, actor.locale) });
      byRow.set(index, list);
    }
    const written = !record.dryRun && record.status === 'completed';
    return {
      importId: record.id,
      kind: record.kind,
      status: record.status,
      dryRun: record.dryRun,
      strict: record.strict,
      created: record.created,
      updated: record.updated,
      skipped: record.skipped,
      failed: record.failed,
      rows: Array.from({ length: rowCount }, (_, index) => {
        const rowErrors = byRow.get(index) ?? [];
        const status = rowErrors.length ? 'rejected' : written ? 'applied' : 'notApplied';
        return { index, status, errors: rowErrors };
      }),
    };
  }
}

/**
 * The field a refusal names: the file's header is the field itself, or the field's label when the
 * column was absent from the rows (a required field left out).
 */
function fieldOf(definition: ImportDefinition, header: string | null): string | null {
  if (header === null) return null;
  const column = definition.columns.find(
    (candidate) =>
      candidate.field === header || candidate.label.fr === header || candidate.label.en === header,
  );
  return column?.field ?? header;
}

/**
 * What is wrong with the rows beyond their number and shape (the request's DTO checks those): a value
 * that is not a cell, a field the import does not know (named with the fields it knows). The values
 * themselves are the import's to check.
 */
export function syncRowsFailures(
  definition: ImportDefinition,
  rows: readonly SyncRow[],
): ValidationFailure[] {
  const known = new Set(definition.columns.map((column) => column.field));
  const found: ValidationFailure[] = [];
  const unknown = new Set<string>();
  rows.forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) {
      if (!known.has(field)) unknown.add(field);
      else if (value !== null && !['string', 'number', 'boolean'].includes(typeof value))
        found.push(failure('sync.valueNotScalar', { row: index, field }));
    }
  });
  for (const field of unknown)
    found.push(failure('sync.unknownField', { field, kind: definition.kind, fields: [...known].join(', ') }));
  return found;
}

/** The rows as the CSV file the import reads: a header of the fields used, in the import's order. */
export function syncFile(definition: ImportDefinition, rows: readonly SyncRow[]): Buffer {
  const used = new Set(rows.flatMap((row) => Object.keys(row)));
  const fields = definition.columns.map((column) => column.field).filter((field) => used.has(field));
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'boolean'
        ? value
          ? 'oui'
          : 'non'
        : String(value);
  return Buffer.from(
    stringify([fields, ...rows.map((row) => fields.map((field) => cell(row[field])))], {
      delimiter: ';',
      quoted: true,
      record_delimiter: '\r\n',
    }),
    'utf8',
  );
}
