import { In, type EntityManager } from 'typeorm';
import { isOpenTo, StockAllocation, StockLevel, Warehouse } from '@cuvee/stock';

/*
 * What the checkout rules read of the stock ("insufficient stock"), in three queries whatever
 * the cart: the sellers' warehouses, the levels of the products, the running allocations on them. A
 * product with no stock level anywhere is not stock-managed (a service, an accessory the shop does not
 * count): nothing is reserved for it. A managed one is reserved in the shop's default warehouse, so
 * that is where it must be available — free stock plus what an allocation keeps for this client.
 * The reservation (stock context, one conditional UPDATE) stays the authority: this read only lets
 * the checkout answer every failure at once.
 */

export interface StockKey {
  readonly shopId: number;
  readonly productId: number;
  readonly vintageId: number;
  readonly formatId: number;
}

export interface StockClient {
  readonly clientId: number | null;
  readonly typology: string | null;
}

export class StockFacts {
  constructor(
    private readonly defaults: ReadonlyMap<number, number>,
    private readonly levels: readonly StockLevel[],
    private readonly allocations: readonly StockAllocation[],
    private readonly now: Date,
  ) {}

  static async load(
    manager: EntityManager,
    shopIds: readonly number[],
    productIds: readonly number[],
    now = new Date(),
  ): Promise<StockFacts> {
    if (shopIds.length === 0 || productIds.length === 0) return new StockFacts(new Map(), [], [], now);
    const [warehouses, levels, allocations] = await Promise.all([
      manager
        .getRepository(Warehouse)
        .find({ where: { shopId: In([...shopIds]) }, order: { isDefault: 'DESC', id: 'ASC' } }),
      manager.getRepository(StockLevel).findBy({ shopId: In([...shopIds]), productId: In([...productIds]) }),
      manager
        .getRepository(StockAllocation)
        .findBy({ shopId: In([...shopIds]), productId: In([...productIds]), status: 'active' }),
    ]);
    const defaults = new Map<number, number>();
    for (const warehouse of warehouses) {
      if (!defaults.has(warehouse.shopId)) defaults.set(warehouse.shopId, warehouse.id);
    }
    return new StockFacts(defaults, levels, allocations, now);
  }

  /** The product is counted in stock (it has a level in some warehouse of its shop). */
  managed(shopId: number, productId: number): boolean {
    return this.levels.some((level) => level.shopId === shopId && level.productId === productId);
  }

  /** What an order of this client may reserve of the key, or null when the product is not managed. */
  available(key: StockKey, client: StockClient): number | null {
    if (!this.managed(key.shopId, key.productId)) return null;
    const warehouseId = this.defaults.get(key.shopId);
    const level = this.levels.find(
      (l) =>
        l.warehouseId === warehouseId &&
        l.productId === key.productId &&
        l.vintageId === key.vintageId &&
        l.formatId === key.formatId,
    );
    if (!level) return 0;
    const kept = this.allocations
      .filter((a) => a.levelId === level.id && isOpenTo(a, client, this.now))
      .reduce((sum, a) => sum + Math.max(0, a.quantity - a.used), 0);
    return Math.max(0, level.onHand - level.reserved - level.allocated) + kept;
  }
}
