import type { LegalDocumentStatus } from '@cuvee/kernel';
import { DomainEvent, type EventOrigin } from '@cuvee/platform';
import type { DocumentKind } from '../domain/document-kinds.js';

export interface SettlementChangedFields extends EventOrigin {
  documentId: number;
  kind: DocumentKind;
  /** Its settlement status now: generated (nothing paid), incomplete, completed (nothing owed). */
  status: LegalDocumentStatus;
  /** Paid on it so far and still owed, in cents. */
  paid: number;
  outstanding: number;
}

/**
 * What an issued invoice or deposit owes changed: a payment was allocated to it, or cancelled
 * (docs/billing.md "A document's life"). Published inside the payment's transaction, once per document it
 * touched: an in-transaction handler keeps what follows the document (an order's payment status) in
 * step with it, or the payment is not recorded.
 */
export class SettlementChangedEvent extends DomainEvent {
  static readonly eventName = 'billing.settlement-changed';
  readonly documentId: number;
  readonly kind: DocumentKind;
  readonly status: LegalDocumentStatus;
  readonly paid: number;
  readonly outstanding: number;

  constructor(fields: SettlementChangedFields) {
    super(fields);
    this.documentId = fields.documentId;
    this.kind = fields.kind;
    this.status = fields.status;
    this.paid = fields.paid;
    this.outstanding = fields.outstanding;
  }
}
