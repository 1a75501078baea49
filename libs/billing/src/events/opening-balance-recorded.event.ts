import { DomainEvent, type EventOrigin } from '@cuvee/platform';
import type { OpeningKind } from '../domain/opening-balances.js';

export interface OpeningBalanceRecordedFields extends EventOrigin {
  documentId: number;
  kind: OpeningKind;
  /** Its original number, from the former software. */
  number: string;
  clientId: number;
  issueDate: string;
  /** The day it was imported (Paris). */
  importedOn: string;
  /** In cents: what the client still owes on it (an invoice) or has to its credit (a credit note). */
  amount: number;
}

/**
 * A document of the books kept before Cuvée was imported still open (ADR 0069): what the books need to
 * open the client's account with it (an opening entry, not a sale). Published inside the import's batch:
 * an in-transaction handler is undone with a dry run or a refused strict batch.
 */
export class OpeningBalanceRecordedEvent extends DomainEvent {
  static readonly eventName = 'billing.opening-balance-recorded';
  readonly documentId: number;
  readonly kind: OpeningKind;
  readonly number: string;
  readonly clientId: number;
  readonly issueDate: string;
  readonly importedOn: string;
  readonly amount: number;

  constructor(fields: OpeningBalanceRecordedFields) {
    super(fields);
    this.documentId = fields.documentId;
    this.kind = fields.kind;
    this.number = fields.number;
    this.clientId = fields.clientId;
    this.issueDate = fields.issueDate;
    this.importedOn = fields.importedOn;
    this.amount = fields.amount;
  }
}
