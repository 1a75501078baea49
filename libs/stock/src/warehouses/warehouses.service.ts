import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
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
import { shopWarehouse } from '../levels/stock-keys.js';
import { StockLevel } from '../levels/stock-level.entity.js';
import { StockMovement } from '../movements/stock-movement.entity.js';
import type { WarehouseDto, WarehouseInputDto } from './dto/warehouse.dto.js';
import { Warehouse } from './warehouse.entity.js';

const WAREHOUSE_LIST: ListDefinition = {
  resource: 'warehouses',
  sortable: { id: 'w.id', name: 'w.name', createdAt: 'w.createdAt' },
  filters: {
    id: { kind: 'equals', column: 'w.id', type: 'number' },
    fiscalStatus: { kind: 'equals', column: 'w.fiscalStatus', type: 'string' },
    q: { kind: 'search', columns: ['w.name', 'w.address'] },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'w.id',
};

/** The shop's warehouses (/dashboard/stocks/warehouses, /dashboard/stocks/add): one of them the default. */
@Injectable()
export class WarehousesService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<WarehouseDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(Warehouse)
      .createQueryBuilder('w')
      .where('w.shopId = :shopId AND w.archivedAt IS NULL', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, WAREHOUSE_LIST), WAREHOUSE_LIST);
    return { ...page, rows: await views(manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<WarehouseDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await views(manager, [await shopWarehouse(manager, shopId, id)]))[0]!;
  }

  /** The shop's first warehouse is its default one. */
  async create(ctx: RequestContext, input: WarehouseInputDto): Promise<WarehouseDto> {
    const { shopId } = shopScope(ctx);
    if (!input.name?.trim()) throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(Warehouse);
      const first = !(await repository.existsBy({ shopId, archivedAt: IsNull() }));
      const isDefault = first || input.isDefault === true;
      if (isDefault) await repository.update({ shopId }, { isDefault: false });
      const warehouse = await repository.save(
        repository.create({
          shopId,
          name: input.name!.trim(),
          address: input.address?.trim() || null,
          fiscalStatus: input.fiscalStatus ?? 'paid',
          isDefault,
          archivedAt: null,
        }),
      );
      return (await views(manager, [warehouse]))[0]!;
    });
  }

  async update(ctx: RequestContext, id: number, input: WarehouseInputDto): Promise<WarehouseDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const current = await shopWarehouse(manager, shopId, id);
      const changes: Partial<Warehouse> = {};
      if (input.name !== undefined) changes.name = input.name.trim();
      if (input.address !== undefined) changes.address = input.address?.trim() || null;
      if (input.fiscalStatus !== undefined) changes.fiscalStatus = input.fiscalStatus;
      // Another warehouse becomes the default by being named so; this one stops being it the same way.
      if (input.isDefault === true && !current.isDefault) {
        await manager.getRepository(Warehouse).update({ shopId }, { isDefault: false });
        changes.isDefault = true;
      }
      if (Object.keys(changes).length) await manager.getRepository(Warehouse).update({ id }, changes);
      return (await views(manager, [{ ...current, ...changes }]))[0]!;
    });
  }

  /**
   * Deletes an empty warehouse. One that holds, reserves or allocates stock is refused (409); one with
   * a history in the ledger is archived so the ledger keeps naming it. The default passes to another.
   */
  async remove(ctx: RequestContext, id: number): Promise<WarehouseDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const warehouse = await shopWarehouse(manager, shopId, id);
      const [view] = await views(manager, [warehouse]);
      const holding = await manager
        .getRepository(StockLevel)
        .createQueryBuilder('level')
        .where(
          'level.warehouseId = :id AND (level.onHand <> 0 OR level.reserved <> 0 OR level.allocated <> 0)',
          { id },
        )
        .getExists();
      if (holding) throw new ConflictException('stock.warehouseNotEmpty');
      const repository = manager.getRepository(Warehouse);
      if (await manager.getRepository(StockMovement).existsBy({ warehouseId: id })) {
        await repository.update({ id }, { archivedAt: new Date(), isDefault: false });
      } else {
        await manager.getRepository(StockLevel).delete({ warehouseId: id });
        await repository.delete({ id });
      }
      if (warehouse.isDefault) {
        const next = await repository.findOne({
          where: { shopId, archivedAt: IsNull() },
          order: { id: 'ASC' },
        });
        if (next) await repository.update({ id: next.id }, { isDefault: true });
      }
      return view!;
    });
  }
}

async function views(manager: EntityManager, warehouses: readonly Warehouse[]): Promise<WarehouseDto[]> {
  const ids = warehouses.map((w) => w.id);
  const totals = ids.length
    ? await manager
        .getRepository(StockLevel)
        .createQueryBuilder('level')
        .select('level.warehouseId', 'warehouseId')
        .addSelect('SUM(level.onHand)', 'onHand')
        .where('level.warehouseId IN (:...ids)', { ids })
        .groupBy('level.warehouseId')
        .getRawMany<{ warehouseId: number | string; onHand: number | string | null }>()
    : [];
  const byId = new Map(totals.map((row) => [Number(row.warehouseId), Number(row.onHand ?? 0)]));
  return warehouses.map((w) => ({
    id: w.id,
    name: w.name,
    address: w.address,
    fiscalStatus: w.fiscalStatus,
    isDefault: w.isDefault,
    onHand: byId.get(w.id) ?? 0,
    createdAt: w.createdAt,
  }));
}
