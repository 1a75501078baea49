import { Injectable, Logger } from '@nestjs/common';

/** The products whose available stock a committed transaction changed, in one shop. */
export interface StockChange {
  shopId: number;
  productIds: number[];
}

export type StockChangeListener = (change: StockChange) => Promise<void>;

/**
 * How the rest of the application hears that stock moved (docs/stock.md "Catalogue availability"): the
 * catalogue's out-of-stock status follows stock when the shop asks, and stock may not import what
 * follows it. Emitted after the transaction commits, never inside it nor on a rollback.
 */
@Injectable()
export class StockChanges {
  private readonly logger = new Logger(StockChanges.name);
  private readonly listeners: StockChangeListener[] = [];

  register(listener: StockChangeListener): void {
    this.listeners.push(listener);
  }

  get listened(): boolean {
    return this.listeners.length > 0;
  }

  /** A failing listener is logged: the stock change it reports is already committed. */
  async emit(change: StockChange): Promise<void> {
    if (change.productIds.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener(change);
      } catch (error) {
        this.logger.error({ err: error }, 'Stock-change listener failed');
      }
    }
  }
}
