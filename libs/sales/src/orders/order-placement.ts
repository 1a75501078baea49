import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Database } from '@cuvee/platform';
import { StockReservationsService, type ReleaseReason, type ReservationLineInput } from '@cuvee/stock';
import { OrderPayment } from '../payments/order-payment.entity.js';
import { Order, OrderLine } from './order.entity.js';
import { writeOrders, type OrderDraft } from './order-writer.js';

/** A draft and what it takes from the stock. */
export interface PlacementDraft extends OrderDraft {
  readonly stockLines: readonly ReservationLineInput[];
}

export interface PlacementSteps {
  /** The Paris day the numbers' series are taken from. */
  readonly day: string;
  /** After the stock is held (the card imprint): throw to give everything up. */
  readonly authorise?: (orders: readonly Order[]) => Promise<void>;
  /** The last transaction (where the orders' stockState becomes reserved): they leave `draft`. */
  readonly finish: (manager: EntityManager, orders: readonly Order[]) => Promise<void>;
  /** What `authorise` must undo when a later step fails (release the imprints). */
  readonly undo?: () => Promise<void>;
}

/**
 * Placing orders (ADR 0015), for the checkout, the back office, the sales points and the samples:
 *  1. the orders are written as drafts with their numbers, in one transaction;
 *  2. each order's stock is reserved (stock context: all its lines or none, no oversell);
 *  3. `authorise` runs (the card imprint);
 *  4. `finish` moves them on in one transaction.
 * All of them or none: when a step fails, what was reserved is released, what was authorised undone
 * and the drafts deleted, then the error goes on to the caller. A crash between the steps leaves
 * drafts behind, which the sweep expires (releasing their stock) after CHECKOUT_DRAFT_TIMEOUT_MS.
 */
@Injectable()
export class OrderPlacement {
  private readonly logger = new Logger(OrderPlacement.name);

  constructor(
    private readonly database: Database,
    private readonly stock: StockReservationsService,
  ) {}

  async place(drafts: readonly PlacementDraft[], steps: PlacementSteps): Promise<Order[]> {
    const orders = await this.database.transaction((manager) =>
      writeOrders(manager, drafts, 'draft', steps.day),
    );
    const reserved: Order[] = [];
    try {
      for (const [index, order] of orders.entries()) {
        const draft = drafts[index]!;
        if (draft.stockLines.length === 0) continue;
        await this.stock.reserve(order.shopId, order.number, draft.stockLines, {
          clientId: draft.clientId,
          typology: draft.typology,
        });
        reserved.push(order);
      }
      if (steps.authorise) await steps.authorise(orders);
      await this.database.transaction(async (manager) => {
        if (reserved.length)
          await manager
            .getRepository(Order)
            .update({ id: In(reserved.map((order) => order.id)) }, { stockState: 'reserved' });
        await steps.finish(manager, orders);
      });
      for (const order of reserved) order.stockState = 'reserved';
      return orders;
    } catch (error) {
      await this.undo(orders, reserved, steps);
      throw error;
    }
  }

  /** Gives back the stock of an order that holds some; a reservation already closed is no error. */
  async releaseStock(order: Pick<Order, 'shopId' | 'number'>, reason: ReleaseReason): Promise<void> {
    try {
      await this.stock.release(order.shopId, order.number, reason);
    } catch (error) {
      if (!(error instanceof NotFoundException || error instanceof ConflictException)) throw error;
    }
  }

  private async undo(
    orders: readonly Order[],
    reserved: readonly Order[],
    steps: PlacementSteps,
  ): Promise<void> {
    try {
      for (const order of reserved) await this.releaseStock(order, 'aborted');
      if (steps.undo) await steps.undo();
      const ids = orders.map((order) => order.id);
      await this.database.transaction(async (manager) => {
        await manager.getRepository(OrderLine).delete({ orderId: In(ids) });
        await manager.getRepository(OrderPayment).delete({ orderId: In(ids) });
        await manager.getRepository(Order).delete({ id: In(ids), status: 'draft' });
      });
    } catch (error) {
      // The sweep ends stale drafts and releases their stock: the caller still gets the first error.
      this.logger.error(
        `Undoing a placement failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
