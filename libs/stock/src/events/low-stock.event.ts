import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface LowStockFields extends EventOrigin {
  levelId: number;
  /** How people name the stock: "Chinon Les Demoiselles 2022 (75 cl)". */
  product: string;
  warehouse: string;
  available: number;
  threshold: number;
}

/** A level's available stock just went below its low-stock threshold (docs/stock.md "Transfers, counts, thresholds"). */
export class LowStockEvent extends DomainEvent {
  static readonly eventName = 'stock.low-stock';
  readonly levelId: number;
  readonly product: string;
  readonly warehouse: string;
  readonly available: number;
  readonly threshold: number;

  constructor(fields: LowStockFields) {
    super(fields);
    this.levelId = fields.levelId;
    this.product = fields.product;
    this.warehouse = fields.warehouse;
    this.available = fields.available;
    this.threshold = fields.threshold;
  }
}
