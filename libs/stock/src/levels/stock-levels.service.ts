import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { StockAllocation } from '../allocations/allocation.entity.js';
import { availableOf } from '../domain/stock-rules.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import { StockReservation, StockReservationLine } from '../reservations/stock-reservation.entity.js';
import { Warehouse } from '../warehouses/warehouse.entity.js';
import type { StockDriftDto, StockLevelDto, StockLevelInputDto } from './dto/stock-level.dto.js';
import { formatLabel } from './stock-ledger.js';
import { StockLevel } from './stock-level.entity.js';

type LevelRow = StockLevel & {
  product: Product;
  warehouse: Warehouse;
  vintage: Vintage | null;
  format: ProductFormat;
};

export const LEVEL_LIST: ListDefinition = {
  resource: 'stock-levels',
  sortable: {
    id: 'level.id',
    productName: 'product.name',
    warehouseName: 'warehouse.name',
    onHand: 'level.onHand',
    reserved: 'level.reserved',
    allocated: 'level.allocated',
    updatedAt: 'level.updatedAt',
  },
  filters: {
    id: { kind: 'equals', column: 'level.id', type: 'number' },
    warehouseId: { kind: 'equals', column: 'level.warehouseId', type: 'number' },
    productId: { kind: 'equals', column: 'level.productId', type: 'number' },
    vintageId: { kind: 'equals', column: 'level.vintageId', type: 'number' },
    formatId: { kind: 'equals', column: 'level.formatId', type: 'number' },
    color: { kind: 'equals', column: 'product.color', type: 'string' },
    appellation: { kind: 'equals', column: 'product.appellation', type: 'string' },
    q: { kind: 'search', columns: ['product.name'] },
    // Applied below: available under the threshold.
    low: { kind: 'equals', column: 'level.id', type: 'boolean' },
  },
  defaultSort: ['productName', 'ASC'],
  idColumn: 'level.id',
};

/** The stock levels of the caller's shop (/dashboard/stocks), their thresholds, and the drift check. */
@Injectable()
export class StockLevelsService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<StockLevelDto>> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery(query, LEVEL_LIST);
    const builder = levelRows(this.database.dataSource.manager, shopId);
    const low = request.filter.low;
    delete request.filter.low;
    if (low === true)
      builder.andWhere(
        'level.lowThreshold IS NOT NULL AND level.onHand - level.reserved - level.allocated < level.lowThreshold',
      );
    if (low === false)
      builder.andWhere(
        '(level.lowThreshold IS NULL OR level.onHand - level.reserved - level.allocated >= level.lowThreshold)',
      );
    const page = await fetchPage(builder, request, LEVEL_LIST);
    return { ...page, rows: page.rows.map(levelDto) };
  }

  async get(ctx: RequestContext, id: number): Promise<StockLevelDto> {
    const { shopId } = shopScope(ctx);
    return levelView(this.database.dataSource.manager, shopId, id);
  }

  async update(ctx: RequestContext, id: number, input: StockLevelInputDto): Promise<StockLevelDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      await levelView(manager, shopId, id);
      if (input.lowThreshold !== undefined)
        await manager.getRepository(StockLevel).update({ id, shopId }, { lowThreshold: input.lowThreshold });
      return levelView(manager, shopId, id);
    });
  }

  /**
   * What is available of each product × format (on hand − reserved − allocated, summed over the shops'
   * warehouses and the vintages), for the formats that have levels: the catalogue's availability. One
   * grouped query on (shopId, productId) whatever the number of products; `lock` reads with a shared
   * lock until the caller's transaction ends (a status is decided on it).
   */
  async availableByFormat(
    manager: EntityManager,
    query: { shopIds: readonly number[]; productIds: readonly number[]; lock?: boolean },
  ): Promise<{ productId: number; formatId: number; available: number }[]> {
    if (query.shopIds.length === 0 || query.productIds.length === 0) return [];
    const builder = manager
      .getRepository(StockLevel)
      .createQueryBuilder('level')
      .select('level.productId', 'productId')
      .addSelect('level.formatId', 'formatId')
      .addSelect('SUM(level.onHand - level.reserved - level.allocated)', 'available')
      .where('level.shopId IN (:...shopIds) AND level.productId IN (:...productIds)', {
        shopIds: [...query.shopIds],
        productIds: [...query.productIds],
      })
      .groupBy('level.productId')
      .addGroupBy('level.formatId');
    if (query.lock && manager.connection.options.type !== 'better-sqlite3')
      builder.setLock('pessimistic_read');
    const rows = await builder.getRawMany<{
      productId: number | string;
      formatId: number | string;
      available: number | string | null;
    }>();
    return rows.map((row) => ({
      productId: Number(row.productId),
      formatId: Number(row.formatId),
      available: Number(row.available ?? 0),
    }));
  }

  /**
   * Recomputes every level of the shop from the ledger (on hand), the pending reservations (reserved)
   * and the running allocations (allocated); answers the levels that differ. Empty is the normal answer.
   */
  async drift(ctx: RequestContext): Promise<StockDriftDto[]> {
    const { shopId } = shopScope(ctx);
    return stockDrift(this.database.dataSource.manager, shopId);
  }
}

export async function stockDrift(manager: EntityManager, shopId: number): Promise<StockDriftDto[]> {
  const sums = async (builder: SelectQueryBuilder<object>): Promise<Map<number, number>> => {
    const rows = await builder.getRawMany<{ levelId: number | string; total: number | string | null }>();
    return new Map(rows.map((row) => [Number(row.levelId), Number(row.total ?? 0)]));
  };
  const [levels, ledger, reserved, allocated] = await Promise.all([
    manager.getRepository(StockLevel).findBy({ shopId }),
    sums(
      manager
        .getRepository(StockMovement)
        .createQueryBuilder('m')
        .select('m.levelId', 'levelId')
        .addSelect('SUM(m.delta)', 'total')
        .where('m.shopId = :shopId', { shopId })
        .groupBy('m.levelId'),
    ),
    sums(
      manager
        .getRepository(StockReservationLine)
        .createQueryBuilder('line')
        .innerJoin(StockReservation, 'r', 'r.id = line.reservationId')
        .select('line.levelId', 'levelId')
        .addSelect('SUM(line.quantity)', 'total')
        .where('r.shopId = :shopId AND r.status = :pending', { shopId, pending: 'pending' })
        .groupBy('line.levelId'),
    ),
    sums(
      manager
        .getRepository(StockAllocation)
        .createQueryBuilder('a')
        .select('a.levelId', 'levelId')
        .addSelect('SUM(a.quantity - a.used)', 'total')
        .where('a.shopId = :shopId AND a.status = :active', { shopId, active: 'active' })
        .groupBy('a.levelId'),
    ),
  ]);
  return levels
    .map((level) => ({
      levelId: level.id,
      onHand: level.onHand,
      ledgerOnHand: ledger.get(level.id) ?? 0,
      reserved: level.reserved,
      expectedReserved: reserved.get(level.id) ?? 0,
      allocated: level.allocated,
      expectedAllocated: allocated.get(level.id) ?? 0,
    }))
    .filter(
      (d) =>
        d.onHand !== d.ledgerOnHand ||
        d.reserved !== d.expectedReserved ||
        d.allocated !== d.expectedAllocated,
    );
}

/** Levels of a shop with what names them: product, warehouse, vintage, format (one row each). */
export function levelRows(manager: EntityManager, shopId: number): SelectQueryBuilder<LevelRow> {
  return manager
    .getRepository(StockLevel)
    .createQueryBuilder('level')
    .innerJoinAndMapOne('level.product', Product, 'product', 'product.id = level.productId')
    .innerJoinAndMapOne(
      'level.warehouse',
      Warehouse,
      'warehouse',
      'warehouse.id = level.warehouseId AND warehouse.archivedAt IS NULL',
    )
    .leftJoinAndMapOne('level.vintage', Vintage, 'vintage', 'vintage.id = level.vintageId')
    .innerJoinAndMapOne('level.format', ProductFormat, 'format', 'format.id = level.formatId')
    .where('level.shopId = :shopId', { shopId }) as SelectQueryBuilder<LevelRow>;
}

export async function levelView(manager: EntityManager, shopId: number, id: number): Promise<StockLevelDto> {
  const row = await levelRows(manager, shopId).andWhere('level.id = :id', { id }).getOne();
  if (!row) throw new NotFoundException('error.notFound');
  return levelDto(row);
}

function levelDto(row: LevelRow): StockLevelDto {
  const available = availableOf(row);
  return {
    id: row.id,
    warehouseId: row.warehouseId,
    warehouseName: row.warehouse.name,
    productId: row.productId,
    productName: row.product.name,
    vintageId: row.vintageId,
    vintageName: row.vintage?.name ?? null,
    formatId: row.formatId,
    formatLabel: formatLabel(row.format),
    color: row.product.color,
    appellation: row.product.appellation,
    onHand: row.onHand,
    reserved: row.reserved,
    allocated: row.allocated,
    available,
    lowThreshold: row.lowThreshold,
    low: row.lowThreshold !== null && available < row.lowThreshold,
    updatedAt: row.updatedAt,
  };
}
