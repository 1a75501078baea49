import { DomainEvent, type EventOrigin } from '../events/domain-event.js';

export interface OperationFinishedFields extends EventOrigin {
  operation: 'import' | 'export';
  /** The import's or the export's id. */
  operationId: number;
  /** The kind of import or export: `clients`, `products`… */
  kind: string;
  /** Who asked for it; null when run from the command line. */
  userId: number | null;
  fileName: string;
  status: 'completed' | 'error';
  /** Rows created, updated and refused (imports), rows written (exports). */
  created: number;
  updated: number;
  failed: number;
  rows: number;
}

/**
 * An import or an export run as a job reached its end, done or failed (docs/imports-exports.md):
 * whoever asked for it may be told. Published by the job once the final status is committed; a
 * dry run tells no one (its page is watched while it runs).
 */
export class OperationFinishedEvent extends DomainEvent {
  static readonly eventName = 'platform.operation-finished';
  readonly operation: 'import' | 'export';
  readonly operationId: number;
  readonly kind: string;
  readonly userId: number | null;
  readonly fileName: string;
  readonly status: 'completed' | 'error';
  readonly created: number;
  readonly updated: number;
  readonly failed: number;
  readonly rows: number;

  constructor(fields: OperationFinishedFields) {
    super(fields);
    this.operation = fields.operation;
    this.operationId = fields.operationId;
    this.kind = fields.kind;
    this.userId = fields.userId;
    this.fileName = fields.fileName;
    this.status = fields.status;
    this.created = fields.created;
    this.updated = fields.updated;
    this.failed = fields.failed;
    this.rows = fields.rows;
  }
}
