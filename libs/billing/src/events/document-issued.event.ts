import { DomainEvent, type EventOrigin } from '@cuvee/platform';
import type { DocumentKind } from '../domain/document-kinds.js';

export interface DocumentIssuedFields extends EventOrigin {
  documentId: number;
  kind: DocumentKind;
  /** The legal number just drawn: "FA-2026-00042". */
  number: string;
}

/**
 * A document was issued: its number is drawn and its row written (docs/billing.md "A document's life", ADR 0016).
 * Published inside the numbering transaction: an in-transaction handler that throws rolls the whole
 * issue back and the number is not used.
 */
export class DocumentIssuedEvent extends DomainEvent {
  static readonly eventName = 'billing.document-issued';
  readonly documentId: number;
  readonly kind: DocumentKind;
  readonly number: string;

  constructor(fields: DocumentIssuedFields) {
    super(fields);
    this.documentId = fields.documentId;
    this.kind = fields.kind;
    this.number = fields.number;
  }
}
