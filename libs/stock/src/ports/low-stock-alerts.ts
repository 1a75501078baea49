import { Injectable, Logger } from '@nestjs/common';

/** A level whose available stock just went below its threshold. */
export interface LowStockAlert {
  shopId: number;
  levelId: number;
  product: string;
  warehouse: string;
  available: number;
  threshold: number;
}

export type LowStockListener = (alerts: readonly LowStockAlert[]) => Promise<void>;

/**
 * How low-stock alerts leave the stock context. The notification centre belongs to messaging, which
 * stock may not import (eslint CONTEXT_DEPENDENCIES): the application registers a listener that turns
 * alerts into notifications. Alerts are emitted after the transaction commits, never inside it.
 */
@Injectable()
export class LowStockAlerts {
  private readonly logger = new Logger(LowStockAlerts.name);
  private readonly listeners: LowStockListener[] = [];

  register(listener: LowStockListener): void {
    this.listeners.push(listener);
  }

  /** A failing listener is logged: the stock change it reports is already committed. */
  async emit(alerts: readonly LowStockAlert[]): Promise<void> {
    if (alerts.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener(alerts);
      } catch (error) {
        this.logger.error({ err: error }, 'Low-stock listener failed');
      }
    }
  }
}
