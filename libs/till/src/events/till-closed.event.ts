import { DomainEvent, type EventOrigin } from '@cuvee/platform';
import type { ClosurePeriod } from '../domain/closure.js';
import type { RateRow } from '../domain/totals.js';

export interface TillClosedFields extends EventOrigin {
  salesPointId: number;
  period: ClosurePeriod;
  /** "2026-11-27", "2026-11", "2026". */
  key: string;
  /** The closure's own record: its id, and its sequence in the sales point's chain. */
  recordId: number;
  sequence: number;
  reference: string;
  totalTtc: number;
  byRate: Record<string, RateRow>;
  byPayment: Record<string, number>;
}

/**
 * A sales point's period was closed (docs/till.md "Closures"): its totals by VAT rate and payment
 * type, for the accounting entries of the counter sales (the books post each day's, inside the
 * closing transaction). Published in the closing transaction.
 */
export class TillClosedEvent extends DomainEvent {
  static readonly eventName = 'till.closed';
  readonly salesPointId: number;
  readonly period: ClosurePeriod;
  readonly key: string;
  readonly recordId: number;
  readonly sequence: number;
  readonly reference: string;
  readonly totalTtc: number;
  readonly byRate: Record<string, RateRow>;
  readonly byPayment: Record<string, number>;

  constructor(fields: TillClosedFields) {
    super(fields);
    this.salesPointId = fields.salesPointId;
    this.period = fields.period;
    this.key = fields.key;
    this.recordId = fields.recordId;
    this.sequence = fields.sequence;
    this.reference = fields.reference;
    this.totalTtc = fields.totalTtc;
    this.byRate = fields.byRate;
    this.byPayment = fields.byPayment;
  }
}
