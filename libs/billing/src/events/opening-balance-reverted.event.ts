import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface OpeningBalanceRevertedFields extends EventOrigin {
  documentId: number;
  number: string;
  /** The day of the revert (Paris). */
  revertedOn: string;
}

/**
 * An imported opening document is taken back by its import's revert (ADR 0069), untouched since: the
 * books reverse its opening entry. Published inside the revert's transaction, before the document goes.
 */
export class OpeningBalanceRevertedEvent extends DomainEvent {
  static readonly eventName = 'billing.opening-balance-reverted';
  readonly documentId: number;
  readonly number: string;
  readonly revertedOn: string;

  constructor(fields: OpeningBalanceRevertedFields) {
    super(fields);
    this.documentId = fields.documentId;
    this.number = fields.number;
    this.revertedOn = fields.revertedOn;
  }
}
