import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { In, Not, type EntityManager } from 'typeorm';
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
import { Order } from '../orders/order.entity.js';
import type { GroupedOrderDto, GroupedOrderInputDto } from './dto/grouped-order.dto.js';
import { GroupedOrder } from './grouped-order.entity.js';

const GROUPED_ORDER_LIST: ListDefinition = {
  resource: 'grouped-orders',
  sortable: { id: 'g.id', expiresAt: 'g.expiresAt' },
  filters: { id: { kind: 'equals', column: 'g.id', type: 'number' } },
  defaultSort: ['expiresAt', 'DESC'],
  idColumn: 'g.id',
};

/** Orders that no longer count in a group. */
const ENDED = ['draft', 'refused', 'cancelled', 'aborted', 'expired'];

/**
 * Grouped orders: a seller opens one with an expiry; the shop's buyers see it (acting in
 * the shop, X-Shop-Id) and join it by placing their order into it, until it expires.
 */
@Injectable()
export class GroupedOrdersService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<GroupedOrderDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(GroupedOrder)
      .createQueryBuilder('g')
      .where('g.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, GROUPED_ORDER_LIST), GROUPED_ORDER_LIST);
    return { ...page, rows: await views(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<GroupedOrderDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await views(manager, [await find(manager, shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, dto: GroupedOrderInputDto): Promise<GroupedOrderDto> {
    const { shopId, userId } = shopScope(ctx);
    const expiresAt = futureDate(dto.expiresAt);
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(GroupedOrder);
      const group = await repository.save(
        repository.create({
          shopId,
          name: dto.name.trim(),
          description: dto.description?.trim() || null,
          expiresAt,
          createdById: userId,
        }),
      );
      return (await views(manager, [group]))[0]!;
    });
  }

  /** Renames it or moves its expiry (reopening an expired one is allowed: the seller decides). */
  async update(ctx: RequestContext, id: number, dto: GroupedOrderInputDto): Promise<GroupedOrderDto> {
    const { shopId } = shopScope(ctx);
    const expiresAt = futureDate(dto.expiresAt);
    return this.database.transaction(async (manager) => {
      const group = await find(manager, shopId, id);
      const saved = await manager.getRepository(GroupedOrder).save({
        ...group,
        name: dto.name.trim(),
        description: dto.description?.trim() || null,
        expiresAt,
      });
      return (await views(manager, [saved]))[0]!;
    });
  }
}

function futureDate(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.getTime() <= Date.now())
    throw new BadRequestException({ message: ['sales.expiryInPast'] });
  return date;
}

async function find(manager: EntityManager, shopId: number, id: number): Promise<GroupedOrder> {
  const group = await manager.getRepository(GroupedOrder).findOneBy({ id, shopId });
  if (!group) throw new NotFoundException('error.notFound');
  return group;
}

/** Each group with its orders' count and total, in one grouped query. */
async function views(manager: EntityManager, groups: readonly GroupedOrder[]): Promise<GroupedOrderDto[]> {
  if (groups.length === 0) return [];
  const rows = await manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .select('o.groupedOrderId', 'groupId')
    .addSelect('COUNT(*)', 'orders')
    .addSelect('COALESCE(SUM(o.totalTTC), 0)', 'total')
    .where({ groupedOrderId: In(groups.map((g) => g.id)), status: Not(In(ENDED)) })
    .groupBy('o.groupedOrderId')
    .getRawMany<{ groupId: number; orders: string | number; total: string | number }>();
  const stats = new Map(rows.map((row) => [Number(row.groupId), row]));
  const now = Date.now();
  return groups.map((group) => ({
    id: group.id,
    shopId: group.shopId,
    name: group.name,
    description: group.description,
    expiresAt: group.expiresAt,
    expired: group.expiresAt.getTime() <= now,
    orders: Number(stats.get(group.id)?.orders ?? 0),
    totalTTC: Number(stats.get(group.id)?.total ?? 0),
    createdAt: group.createdAt,
  }));
}
