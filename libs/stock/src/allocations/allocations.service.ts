import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { parisDaysOf, parisDaysRange, parseDateInput } from '@cuvee/kernel';
import {
  Database,
  EventBus,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { onLedger, StockLedger } from '../levels/stock-ledger.js';
import type { AllocationDto, AllocationInputDto } from './dto/allocation.dto.js';
import { StockAllocation } from './allocation.entity.js';
import { endAllocation, endAllocations, isRunning } from './allocation-rules.js';

const ALLOCATION_LIST: ListDefinition = {
  resource: 'stock-allocations',
  sortable: { id: 'a.id', createdAt: 'a.createdAt', endsAt: 'a.endsAt', quantity: 'a.quantity' },
  filters: {
    id: { kind: 'equals', column: 'a.id', type: 'number' },
    levelId: { kind: 'equals', column: 'a.levelId', type: 'number' },
    productId: { kind: 'equals', column: 'a.productId', type: 'number' },
    warehouseId: { kind: 'equals', column: 'a.warehouseId', type: 'number' },
    status: { kind: 'equals', column: 'a.status', type: 'string' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'a.id',
};

/**
 * Allocations (/dashboard/stocks/allocations): quotas of a scarce wine set aside in a stock level for
 * given clients or typologies. Creating one takes available stock (never more); shrinking it gives
 * stock back (never below what orders took); deleting it ends it.
 */
@Injectable()
export class AllocationsService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<AllocationDto>> {
    const { shopId } = shopScope(ctx);
    await this.write(shopId, (ledger) => endAllocations(ledger, new Date()));
    const builder = this.database.dataSource
      .getRepository(StockAllocation)
      .createQueryBuilder('a')
      .where('a.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, ALLOCATION_LIST), ALLOCATION_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, shopId, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<AllocationDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, shopId, [await find(manager, shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: AllocationInputDto): Promise<AllocationDto> {
    const { shopId } = shopScope(ctx);
    if (input.levelId === undefined || input.quantity === undefined)
      throw new BadRequestException({ message: ['validation.needed'] });
    const target = { clientIds: input.clientIds ?? [], typologies: input.typologies ?? [] };
    if (target.clientIds.length + target.typologies.length === 0)
      throw new BadRequestException({ message: ['stock.allocationTarget'] });
    const period = dates(input, { startsAt: null, endsAt: null });
    return this.write(shopId, async (ledger) => {
      const level = await ledger.levelById(input.levelId!);
      await ledger.allocate(level.id, input.quantity!);
      const repository = ledger.manager.getRepository(StockAllocation);
      const allocation = await repository.save(
        repository.create({
          shopId,
          levelId: level.id,
          warehouseId: level.warehouseId,
          productId: level.productId,
          vintageId: level.vintageId,
          formatId: level.formatId,
          name: input.name?.trim() || null,
          ...target,
          quantity: input.quantity!,
          used: 0,
          ...period,
          status: 'active',
        }),
      );
      return (await this.views(ledger.manager, shopId, [allocation]))[0]!;
    });
  }

  async update(ctx: RequestContext, id: number, input: AllocationInputDto): Promise<AllocationDto> {
    const { shopId } = shopScope(ctx);
    return this.write(shopId, async (ledger) => {
      const current = await ledger.lock(StockAllocation, id);
      if (!current) throw new NotFoundException('error.notFound');
      const changes: Partial<StockAllocation> = { ...dates(input, current) };
      if (input.name !== undefined) changes.name = input.name.trim() || null;
      if (input.clientIds !== undefined) changes.clientIds = input.clientIds;
      if (input.typologies !== undefined) changes.typologies = input.typologies;
      if (
        (changes.clientIds ?? current.clientIds).length +
          (changes.typologies ?? current.typologies).length ===
        0
      )
        throw new BadRequestException({ message: ['stock.allocationTarget'] });
      if (input.quantity !== undefined && input.quantity !== current.quantity) {
        if (input.quantity < current.used)
          throw new BadRequestException({
            message: 'stock.allocationBelowUsed',
            params: { used: current.used },
          });
        if (current.status === 'active') {
          const more = input.quantity - current.quantity;
          if (more > 0) await ledger.allocate(current.levelId, more);
          else await ledger.deallocate(current.levelId, -more);
        }
        changes.quantity = input.quantity;
      }
      await ledger.manager.getRepository(StockAllocation).update({ id }, changes);
      const updated = { ...current, ...changes };
      // A new end date already past ends it now.
      if (updated.status === 'active' && !isRunning(updated, new Date()))
        await endAllocation(ledger, updated);
      return (await this.views(ledger.manager, shopId, [await find(ledger.manager, shopId, id)]))[0]!;
    });
  }

  /** Deletes an allocation; what it still held returns to the general stock. */
  async remove(ctx: RequestContext, id: number): Promise<AllocationDto> {
    const { shopId } = shopScope(ctx);
    return this.write(shopId, async (ledger) => {
      const allocation = await find(ledger.manager, shopId, id);
      const [view] = await this.views(ledger.manager, shopId, [allocation]);
      await endAllocation(ledger, allocation);
      await ledger.manager.getRepository(StockAllocation).delete({ id });
      return view!;
    });
  }

  private write<T>(shopId: number, work: (ledger: StockLedger) => Promise<T>): Promise<T> {
    return onLedger(this.database, this.events, shopId, work);
  }

  private async views(
    manager: EntityManager,
    shopId: number,
    rows: StockAllocation[],
  ): Promise<AllocationDto[]> {
    const ledger = new StockLedger(manager, shopId);
    const now = new Date();
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        levelId: row.levelId,
        warehouseId: row.warehouseId,
        productId: row.productId,
        label: await ledger.label(row),
        name: row.name,
        clientIds: row.clientIds,
        typologies: row.typologies,
        quantity: row.quantity,
        used: row.used,
        remaining: isRunning(row, now) ? row.quantity - row.used : 0,
        ...periodDays(row.startsAt, row.endsAt),
        status: row.status,
        createdAt: row.createdAt,
      })),
    );
  }
}

async function find(manager: EntityManager, shopId: number, id: number): Promise<StockAllocation> {
  const allocation = await manager.getRepository(StockAllocation).findOneBy({ id, shopId });
  if (!allocation) throw new NotFoundException('error.notFound');
  return allocation;
}

/**
 * The period as instants: from the start of its first day to the end of its last (Paris days).
 * A side left out keeps its current value. The end must follow the start.
 */
function dates(
  input: AllocationInputDto,
  current: { startsAt: Date | null; endsAt: Date | null },
): { startsAt: Date | null; endsAt: Date | null } {
  const day = (value: string | null | undefined) => (value ? parseDateInput(value) : null);
  const { start, end } = parisDaysRange(day(input.startsAt), day(input.endsAt));
  const startsAt = input.startsAt === undefined ? current.startsAt : start;
  const endsAt = input.endsAt === undefined ? current.endsAt : end;
  if (startsAt && endsAt && endsAt <= startsAt)
    throw new BadRequestException({ message: ['stock.allocationDates'] });
  return { startsAt, endsAt };
}

/** The period as it was entered: its first and last days. */
function periodDays(startsAt: Date | null, endsAt: Date | null) {
  const { from, to } = parisDaysOf(startsAt, endsAt);
  return { startsAt: from, endsAt: to };
}
