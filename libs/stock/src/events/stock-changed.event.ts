import { DomainEvent, type EventOrigin } from '@cuvee/platform';

export interface StockChangedFields extends EventOrigin {
  productIds: number[];
}

/** A transaction changed the available stock of these products (docs/stock.md "Catalogue availability"). */
export class StockChangedEvent extends DomainEvent {
  static readonly eventName = 'stock.changed';
  readonly productIds: number[];

  constructor(fields: StockChangedFields) {
    super(fields);
    this.productIds = fields.productIds;
  }
}
