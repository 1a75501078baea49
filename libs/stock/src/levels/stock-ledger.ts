import { formatLabel } from '@cuvee/kernel';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { insertRows, type Database, type DomainEvent, type EventBus } from '@cuvee/platform';
import { In, type EntityManager, type EntityTarget } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { availableOf, deltaOf, isEntry, type MovementType } from '../domain/stock-rules.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import { LowStockEvent } from '../events/low-stock.event.js';
import { StockChangedEvent } from '../events/stock-changed.event.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';
import { StockLevel } from './stock-level.entity.js';

/** Which stock: a product's vintage (0: none) and format in a warehouse. */
export interface LevelKey {
  warehouseId: number;
  productId: number;
  vintageId: number;
  formatId: number;
}

export interface MovementMeta {
  reason?: string | null;
  userId?: number | null;
  sourceRef?: string | null;
}

/** "Insufficient stock", with the product and what is left: a 409, nothing changed. */
export class InsufficientStockError extends ConflictException {
  constructor(
    readonly levelId: number | null,
    product: string,
    readonly available: number,
  ) {
    super({ message: 'cart.insufficientStock', params: { product, available: Math.max(0, available) } });
  }
}

/**
 * The work of one transaction on the ledger: every change of a level goes through here, as ONE
 * conditional UPDATE whose WHERE clause holds the invariant (available never below zero, reserved and
 * allocated never negative) and whose affected-row count says whether it held. No read-then-write, so
 * concurrent checkouts on MySQL cannot both take the last bottle; SQLite serialises writers anyway.
 * Low-stock alerts and the levels whose figures moved are collected here; `events()` turns them into
 * what the transaction tells the others.
 */
export class StockLedger {
  readonly alerts: LowStockEvent[] = [];
  /** Levels an UPDATE changed in this transaction. */
  readonly changedLevels = new Set<number>();

  constructor(
    readonly manager: EntityManager,
    readonly shopId: number,
  ) {}

  // ---- Levels

  async findLevel({ warehouseId, productId, vintageId, formatId }: LevelKey): Promise<StockLevel | null> {
    return this.manager
      .getRepository(StockLevel)
      .findOneBy({ shopId: this.shopId, warehouseId, productId, vintageId, formatId });
  }

  async levelById(id: number): Promise<StockLevel> {
    const level = await this.manager.getRepository(StockLevel).findOneBy({ id, shopId: this.shopId });
    if (!level) throw new NotFoundException('error.notFound');
    return level;
  }

  /** The level of a key, created empty the first time (a unique key makes a concurrent twin a no-op). */
  async ensureLevel(key: LevelKey): Promise<StockLevel> {
    const { warehouseId, productId, vintageId, formatId } = key;
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(StockLevel)
      .values({
        shopId: this.shopId,
        warehouseId,
        productId,
        vintageId,
        formatId,
        onHand: 0,
        reserved: 0,
        allocated: 0,
      })
      .orIgnore()
      .execute();
    return (await this.findLevel(key))!;
  }

  /** Locks the level's row until commit and reads its latest values. */
  async lockLevel(id: number): Promise<StockLevel> {
    const level = await this.lock(StockLevel, id);
    if (!level) throw new NotFoundException('error.notFound');
    return level;
  }

  /**
   * A row of the shop read with a write lock until commit (MySQL: SELECT … FOR UPDATE, which also reads
   * the latest committed values rather than the transaction's snapshot; SQLite's single writer already
   * excludes others).
   */
  async lock<T extends { id: number; shopId: number }>(
    entity: EntityTarget<T>,
    id: number,
  ): Promise<T | null> {
    const builder = this.manager
      .getRepository(entity)
      .createQueryBuilder('row')
      .where('row.id = :id AND row.shopId = :shopId', { id, shopId: this.shopId });
    if (this.manager.connection.options.type !== 'better-sqlite3') builder.setLock('pessimistic_write');
    return builder.getOne();
  }

  // ---- Movements

  /** Records a movement and moves on-hand stock with it; an exit needs that much available. */
  async move(
    level: StockLevel,
    type: MovementType,
    quantity: number,
    meta: MovementMeta,
  ): Promise<StockMovement> {
    if (isEntry(type)) {
      await this.update(level.id, { onHand: 'onHand + :q' }, '1 = 1', quantity);
    } else if (
      !(await this.update(
        level.id,
        { onHand: 'onHand - :q' },
        'onHand - reserved - allocated >= :q',
        quantity,
      ))
    ) {
      throw await this.insufficient(level.id);
    }
    const movement = await this.record(level, type, quantity, meta);
    if (!isEntry(type)) await this.watch(level.id, quantity);
    return movement;
  }

  /** Validation of a reserved quantity: it leaves on-hand and reserved together, as a sale (or a sample). */
  async sellReserved(
    level: StockLevel,
    quantity: number,
    meta: MovementMeta,
    type: 'sale' | 'sample' = 'sale',
  ): Promise<StockMovement> {
    const done = await this.update(
      level.id,
      { onHand: 'onHand - :q', reserved: 'reserved - :q' },
      'reserved >= :q AND onHand >= :q',
      quantity,
    );
    if (!done) throw await this.insufficient(level.id);
    return this.record(level, type, quantity, meta);
  }

  // ---- Many levels at once (imports): a few statements per batch, whatever its size

  /** The levels of these keys, by levelKeyOf: one SELECT, and one multi-row INSERT for the missing ones. */
  async ensureLevels(keys: readonly LevelKey[]): Promise<Map<string, StockLevel>> {
    const found = await this.levelsOf(keys);
    const missing = [...new Map(keys.map((key) => [levelKeyOf(key), key])).values()].filter(
      (key) => !found.has(levelKeyOf(key)),
    );
    if (missing.length === 0) return found;
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(StockLevel)
      .values(
        missing.map(({ warehouseId, productId, vintageId, formatId }) => ({
          shopId: this.shopId,
          warehouseId,
          productId,
          vintageId,
          formatId,
          onHand: 0,
          reserved: 0,
          allocated: 0,
        })),
      )
      // A level created meanwhile by a concurrent writer is simply read below.
      .orIgnore()
      .execute();
    for (const [key, level] of await this.levelsOf(missing)) found.set(key, level);
    return found;
  }

  /**
   * Locks these levels until commit and reads their latest values, always in id order: two writers
   * locking overlapping sets never wait on each other in a cycle.
   */
  async lockLevels(ids: readonly number[]): Promise<StockLevel[]> {
    if (ids.length === 0) return [];
    const builder = this.manager
      .getRepository(StockLevel)
      .createQueryBuilder('level')
      .where('level.shopId = :shopId AND level.id IN (:...ids)', { shopId: this.shopId, ids: [...ids] })
      .orderBy('level.id', 'ASC');
    if (this.manager.connection.options.type !== 'better-sqlite3') builder.setLock('pessimistic_write');
    return builder.getMany();
  }

  /**
   * Movements on levels the caller has locked, at most one per level: ONE UPDATE of every level (a CASE on
   * the id) whose WHERE keeps each level's available stock from going below zero, and ONE multi-row INSERT
   * of the movements. When a level would go below, a 409 names it and the caller's transaction must roll
   * back. Quantities of zero are skipped. A move may be dated (`at`: an opening stock counts from its
   * day); otherwise it is dated now.
   */
  async moveMany(
    moves: readonly { level: StockLevel; type: MovementType; quantity: number; at?: Date }[],
    meta: MovementMeta,
  ): Promise<StockMovement[]> {
    const real = moves.filter((move) => move.quantity !== 0);
    if (real.length === 0) return [];
    const params: Record<string, number> = { shopId: this.shopId };
    const cases = real.map((move, index) => {
      params[`level${index}`] = move.level.id;
      params[`delta${index}`] = deltaOf(move.type, move.quantity);
      return `WHEN :level${index} THEN :delta${index}`;
    });
    const delta = `(CASE id ${cases.join(' ')} ELSE 0 END)`;
    const result = await this.manager
      .createQueryBuilder()
      .update(StockLevel)
      .set({ onHand: () => `onHand + ${delta}` })
      .where(`shopId = :shopId AND id IN (${real.map((_, index) => `:level${index}`).join(', ')})`)
      .andWhere(`onHand + ${delta} >= reserved + allocated`)
      .setParameters(params)
      .execute();
    if (result.affected !== real.length) {
      const short = real.find(
        ({ level, type, quantity }) => availableOf(level) + deltaOf(type, quantity) < 0,
      );
      throw await this.insufficient((short ?? real[0]!).level.id);
    }
    for (const { level } of real) this.changedLevels.add(level.id);
    const now = new Date();
    const movements = real.map(({ level, type, quantity, at }) =>
      this.manager.getRepository(StockMovement).create({
        shopId: this.shopId,
        levelId: level.id,
        warehouseId: level.warehouseId,
        productId: level.productId,
        vintageId: level.vintageId,
        formatId: level.formatId,
        type,
        delta: deltaOf(type, quantity),
        reason: meta.reason?.trim() || null,
        userId: meta.userId ?? null,
        sourceRef: meta.sourceRef?.trim() || null,
        createdAt: at ?? now,
      }),
    );
    const ids = await insertRows(this.manager, StockMovement, movements);
    movements.forEach((movement, index) => (movement.id = ids[index]!));
    for (const { level, type, quantity } of real) {
      if (!isEntry(type)) await this.alertIfLow({ ...level, onHand: level.onHand - quantity }, quantity);
    }
    return movements;
  }

  // ---- Reservations and allocations: no movement, on-hand does not change

  /** Holds available stock for an order: THE no-oversell step. */
  async reserve(levelId: number, quantity: number): Promise<void> {
    if (
      !(await this.update(
        levelId,
        { reserved: 'reserved + :q' },
        'onHand - reserved - allocated >= :q',
        quantity,
      ))
    )
      throw await this.insufficient(levelId);
    await this.watch(levelId, quantity);
  }

  /** Moves stock set aside by an allocation to an order of one of its clients. */
  async reserveAllocated(levelId: number, quantity: number): Promise<boolean> {
    return this.update(
      levelId,
      { allocated: 'allocated - :q', reserved: 'reserved + :q' },
      'allocated >= :q',
      quantity,
    );
  }

  /** Gives a reservation back: `toAllocation` of it returns to its (still running) allocation. */
  async unreserve(levelId: number, quantity: number, toAllocation: number): Promise<void> {
    await this.update(
      levelId,
      { reserved: 'reserved - :q', allocated: `allocated + ${Number(toAllocation)}` },
      'reserved >= :q',
      quantity,
    );
  }

  async allocate(levelId: number, quantity: number): Promise<void> {
    if (
      !(await this.update(
        levelId,
        { allocated: 'allocated + :q' },
        'onHand - reserved - allocated >= :q',
        quantity,
      ))
    )
      throw await this.insufficient(levelId);
    await this.watch(levelId, quantity);
  }

  async deallocate(levelId: number, quantity: number): Promise<void> {
    await this.update(levelId, { allocated: 'allocated - :q' }, 'allocated >= :q', quantity);
  }

  // ---- Inside

  /** The existing levels of these keys, by levelKeyOf (one query, over-fetching at most the same products). */
  private async levelsOf(keys: readonly LevelKey[]): Promise<Map<string, StockLevel>> {
    if (keys.length === 0) return new Map();
    const wanted = new Set(keys.map(levelKeyOf));
    const levels = await this.manager.getRepository(StockLevel).findBy({
      shopId: this.shopId,
      productId: In([...new Set(keys.map((key) => key.productId))]),
      warehouseId: In([...new Set(keys.map((key) => key.warehouseId))]),
    });
    return new Map(
      levels.filter((level) => wanted.has(levelKeyOf(level))).map((level) => [levelKeyOf(level), level]),
    );
  }

  private async update(
    levelId: number,
    set: Record<string, string>,
    condition: string,
    quantity: number,
  ): Promise<boolean> {
    if (quantity === 0) return true;
    const result = await this.manager
      .createQueryBuilder()
      .update(StockLevel)
      .set(Object.fromEntries(Object.entries(set).map(([column, sql]) => [column, () => sql])))
      .where(`id = :id AND shopId = :shopId AND (${condition})`, {
        id: levelId,
        shopId: this.shopId,
        q: quantity,
      })
      .execute();
    if (result.affected === 1) this.changedLevels.add(levelId);
    return result.affected === 1;
  }

  private async record(
    level: StockLevel,
    type: MovementType,
    quantity: number,
    meta: MovementMeta,
  ): Promise<StockMovement> {
    const repository = this.manager.getRepository(StockMovement);
    return repository.save(
      repository.create({
        shopId: this.shopId,
        levelId: level.id,
        warehouseId: level.warehouseId,
        productId: level.productId,
        vintageId: level.vintageId,
        formatId: level.formatId,
        type,
        delta: deltaOf(type, quantity),
        reason: meta.reason?.trim() || null,
        userId: meta.userId ?? null,
        sourceRef: meta.sourceRef?.trim() || null,
      }),
    );
  }

  /** The refusal, with what is left now (a locking read: MySQL's snapshot may predate the winners). */
  async insufficient(levelId: number): Promise<InsufficientStockError> {
    const level = await this.lockLevel(levelId);
    return new InsufficientStockError(levelId, await this.label(level), availableOf(level));
  }

  /** An alert when this decrease took the available stock below the level's threshold. */
  private async watch(levelId: number, decrease: number): Promise<void> {
    await this.alertIfLow(await this.lockLevel(levelId), decrease);
  }

  /** The same, for a level whose values after the decrease are known. */
  private async alertIfLow(level: StockLevel, decrease: number): Promise<void> {
    const levelId = level.id;
    const available = availableOf(level);
    const threshold = level.lowThreshold;
    if (threshold === null || available >= threshold || available + decrease < threshold) return;
    const warehouse = await this.manager.getRepository(Warehouse).findOneBy({ id: level.warehouseId });
    this.alerts.push(
      new LowStockEvent({
        shopId: this.shopId,
        levelId,
        product: await this.label(level),
        warehouse: warehouse?.name ?? '',
        available,
        threshold,
      }),
    );
  }

  /** The low-stock alerts, then the products whose available stock moved (read in the transaction). */
  async events(): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [...this.alerts];
    if (this.changedLevels.size > 0) {
      const levels = await this.manager.getRepository(StockLevel).find({
        where: { shopId: this.shopId, id: In([...this.changedLevels]) },
        select: { productId: true },
      });
      const productIds = [...new Set(levels.map((level) => level.productId))];
      events.push(new StockChangedEvent({ shopId: this.shopId, productIds }));
    }
    return events;
  }

  /** "Chinon Les Demoiselles 2022 – 75 cl": how people name the stock in messages. */
  async label(level: LevelKey): Promise<string> {
    const [product, vintage, format] = await Promise.all([
      this.manager.getRepository(Product).findOneBy({ id: level.productId }),
      level.vintageId ? this.manager.getRepository(Vintage).findOneBy({ id: level.vintageId }) : null,
      this.manager.getRepository(ProductFormat).findOneBy({ id: level.formatId }),
    ]);
    return [product?.name ?? `#${level.productId}`, vintage?.name, format ? `(${formatLabel(format)})` : null]
      .filter(Boolean)
      .join(' ');
  }
}

/** A level's identity as a string, to find levels by key in a batch. */
export function levelKeyOf({ warehouseId, productId, vintageId, formatId }: LevelKey): string {
  return `${warehouseId}|${productId}|${vintageId}|${formatId}`;
}

// The label lives in the kernel so the front ends share it; exported here for this context's callers.
export { formatLabel };

/**
 * One transaction on the ledger, publishing its events inside it: the bus delivers them once it has
 * committed, never on a rollback.
 */
export function onLedger<T>(
  database: Database,
  events: EventBus,
  shopId: number,
  work: (ledger: StockLedger) => Promise<T>,
): Promise<T> {
  return database.transaction(async (manager) => {
    const ledger = new StockLedger(manager, shopId);
    const result = await work(ledger);
    for (const event of await ledger.events()) await events.publish(event);
    return result;
  });
}
