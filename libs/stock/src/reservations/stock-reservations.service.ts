import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import { Database, EventBus } from '@cuvee/platform';
import { StockAllocation } from '../allocations/allocation.entity.js';
import { endAllocations, isOpenTo, isRunning } from '../allocations/allocation-rules.js';
import { InsufficientStockError, onLedger, StockLedger } from '../levels/stock-ledger.js';
import { resolveKey } from '../levels/stock-keys.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';
import { StockReservation, StockReservationLine, type ReleaseReason } from './stock-reservation.entity.js';

/** One line of an order: which stock and how many. Without a warehouse, the shop's default one. */
export interface ReservationLineInput {
  productId: number;
  vintageId?: number | null;
  formatId: number;
  quantity: number;
  warehouseId?: number;
}

export interface ReservationOptions {
  /** The order's client: their allocations are used first. */
  clientId?: number | null;
  typology?: string | null;
  /** A pending reservation past this is released by `releaseExpired`. */
  expiresAt?: Date | null;
}

export interface ReservationView {
  orderRef: string;
  status: StockReservation['status'];
  releaseReason: ReleaseReason | null;
  lines: { levelId: number; quantity: number; allocatedQuantity: number }[];
}

/**
 * The stock side of an order, called by the orders and cart contexts (never over HTTP):
 *  - reserve(orderRef, lines) when the order is placed: all lines or none, each one conditional
 *    UPDATE that fails with "Stock insuffisant" rather than oversell;
 *  - confirm(orderRef) when it is validated: the reservation becomes sale movements;
 *  - release(orderRef, reason) when it is cancelled, refused or aborted, and releaseExpired() for
 *    abandoned ones.
 * Each takes the shop the order belongs to; an order reference is unique in its shop.
 */
@Injectable()
export class StockReservationsService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
  ) {}

  async reserve(
    shopId: number,
    orderRef: string,
    lines: readonly ReservationLineInput[],
    options: ReservationOptions = {},
  ): Promise<ReservationView> {
    for (const line of lines) {
      if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0)
        throw new BadRequestException({ message: ['stock.quantity'] });
    }
    return this.write(shopId, async (ledger) => {
      const { manager } = ledger;
      const now = new Date();
      await endAllocations(ledger, now);
      const repository = manager.getRepository(StockReservation);
      if (await repository.existsBy({ shopId, orderRef }))
        throw new ConflictException({ message: 'stock.reservationExists', params: { orderRef } });
      const reservation = await repository.save(
        repository.create({
          shopId,
          orderRef,
          status: 'pending',
          clientId: options.clientId ?? null,
          typology: options.typology ?? null,
          expiresAt: options.expiresAt ?? null,
        }),
      );
      const fallback = await defaultWarehouse(manager, shopId);
      // The same level order in every transaction: two orders never wait on each other's rows in a cycle.
      const resolved = await Promise.all(
        lines.map(async (line) => {
          const warehouseId = line.warehouseId ?? fallback;
          if (warehouseId === null)
            throw new InsufficientStockError(null, await productName(ledger, line), 0);
          return { line, key: await resolveKey(manager, shopId, { ...line, warehouseId }) };
        }),
      );
      const held: { levelId: number; quantity: number }[] = [];
      for (const { line, key } of resolved) {
        const level = await ledger.findLevel(key);
        if (!level) throw new InsufficientStockError(null, await ledger.label(key), 0);
        held.push({ levelId: level.id, quantity: line.quantity });
      }
      held.sort((a, b) => a.levelId - b.levelId);
      const saved: StockReservationLine[] = [];
      for (const line of held)
        saved.push(await this.hold(ledger, reservation, line.levelId, line.quantity, now));
      return view(reservation, saved);
    });
  }

  /**
   * The order is validated: what it holds leaves the stock as sale movements (sample movements for
   * bottles given as samples).
   */
  async confirm(
    shopId: number,
    orderRef: string,
    userId: number | null = null,
    type: 'sale' | 'sample' = 'sale',
  ): Promise<ReservationView> {
    return this.write(shopId, async (ledger) => {
      const { reservation, lines } = await this.close(ledger.manager, shopId, orderRef, 'confirmed', null);
      for (const line of lines) {
        const level = await ledger.levelById(line.levelId);
        await ledger.sellReserved(level, line.quantity, { userId, sourceRef: `order:${orderRef}` }, type);
      }
      return view(reservation, lines);
    });
  }

  /** The order is cancelled, refused, aborted or expired: what it holds is free again. */
  async release(shopId: number, orderRef: string, reason: ReleaseReason): Promise<ReservationView> {
    return this.write(shopId, async (ledger) => {
      const now = new Date();
      await endAllocations(ledger, now);
      const { reservation, lines } = await this.close(ledger.manager, shopId, orderRef, 'released', reason);
      for (const line of lines) {
        let back = 0;
        if (line.allocationId !== null && line.allocatedQuantity > 0) {
          const allocation = await ledger.lock(StockAllocation, line.allocationId);
          if (allocation && isRunning(allocation, now)) {
            back = line.allocatedQuantity;
            await ledger.manager
              .getRepository(StockAllocation)
              .decrement({ id: allocation.id }, 'used', back);
          }
        }
        await ledger.unreserve(line.levelId, line.quantity, back);
      }
      return view(reservation, lines);
    });
  }

  /** Releases every pending reservation whose expiry has passed; answers how many. */
  async releaseExpired(now = new Date()): Promise<number> {
    const due = await this.database.dataSource
      .getRepository(StockReservation)
      .find({ where: { status: 'pending', expiresAt: LessThanOrEqual(now) }, take: 500 });
    let released = 0;
    for (const reservation of due) {
      try {
        await this.release(reservation.shopId, reservation.orderRef, 'expired');
        released++;
      } catch (error) {
        // Confirmed or released meanwhile by its order: nothing left to do.
        if (!(error instanceof ConflictException)) throw error;
      }
    }
    return released;
  }

  async find(shopId: number, orderRef: string): Promise<ReservationView> {
    const manager = this.database.dataSource.manager;
    const reservation = await manager.getRepository(StockReservation).findOneBy({ shopId, orderRef });
    if (!reservation) throw new NotFoundException('error.notFound');
    return view(reservation, await linesOf(manager, reservation.id));
  }

  /** Takes a line: from a running allocation of the order's client first, the rest from free stock. */
  private async hold(
    ledger: StockLedger,
    reservation: StockReservation,
    levelId: number,
    quantity: number,
    now: Date,
  ): Promise<StockReservationLine> {
    const allocations = await ledger.manager
      .getRepository(StockAllocation)
      .find({ where: { levelId, status: 'active' }, order: { id: 'ASC' } });
    let allocationId: number | null = null;
    let allocatedQuantity = 0;
    const mine = allocations.find(
      (allocation) => isOpenTo(allocation, reservation, now) && allocation.quantity > allocation.used,
    );
    if (mine) {
      const take = Math.min(quantity, mine.quantity - mine.used);
      const taken = await ledger.manager
        .createQueryBuilder()
        .update(StockAllocation)
        .set({ used: () => 'used + :take' })
        .where('id = :id AND quantity - used >= :take', { id: mine.id, take })
        .execute();
      if (taken.affected === 1 && (await ledger.reserveAllocated(levelId, take))) {
        allocationId = mine.id;
        allocatedQuantity = take;
      }
    }
    await ledger.reserve(levelId, quantity - allocatedQuantity);
    const repository = ledger.manager.getRepository(StockReservationLine);
    return repository.save(
      repository.create({
        reservationId: reservation.id,
        levelId,
        quantity,
        allocationId,
        allocatedQuantity,
      }),
    );
  }

  /** Moves a pending reservation to its end state, once: a second caller gets a 409. */
  private async close(
    manager: EntityManager,
    shopId: number,
    orderRef: string,
    status: 'confirmed' | 'released',
    reason: ReleaseReason | null,
  ): Promise<{ reservation: StockReservation; lines: StockReservationLine[] }> {
    const reservation = await manager.getRepository(StockReservation).findOneBy({ shopId, orderRef });
    if (!reservation) throw new NotFoundException('error.notFound');
    const closed = await manager
      .createQueryBuilder()
      .update(StockReservation)
      .set({ status, releaseReason: reason })
      .where('id = :id AND status = :pending', { id: reservation.id, pending: 'pending' })
      .execute();
    if (closed.affected !== 1)
      throw new ConflictException({ message: 'stock.reservationClosed', params: { orderRef } });
    return {
      reservation: { ...reservation, status, releaseReason: reason },
      lines: await linesOf(manager, reservation.id),
    };
  }

  private write<T>(shopId: number, work: (ledger: StockLedger) => Promise<T>): Promise<T> {
    return onLedger(this.database, this.events, shopId, work);
  }
}

async function defaultWarehouse(manager: EntityManager, shopId: number): Promise<number | null> {
  const warehouse = await manager
    .getRepository(Warehouse)
    .findOne({ where: { shopId }, order: { isDefault: 'DESC', id: 'ASC' } });
  return warehouse?.id ?? null;
}

async function productName(ledger: StockLedger, line: ReservationLineInput): Promise<string> {
  return ledger.label({
    warehouseId: 0,
    productId: line.productId,
    vintageId: line.vintageId ?? 0,
    formatId: line.formatId,
  });
}

function linesOf(manager: EntityManager, reservationId: number): Promise<StockReservationLine[]> {
  return manager
    .getRepository(StockReservationLine)
    .find({ where: { reservationId }, order: { levelId: 'ASC' } });
}

function view(reservation: StockReservation, lines: readonly StockReservationLine[]): ReservationView {
  return {
    orderRef: reservation.orderRef,
    status: reservation.status,
    releaseReason: reservation.releaseReason,
    lines: lines.map((line) => ({
      levelId: line.levelId,
      quantity: line.quantity,
      allocatedQuantity: line.allocatedQuantity,
    })),
  };
}
