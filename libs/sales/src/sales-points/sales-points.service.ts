import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { catalogueSettingsOf } from '@cuvee/catalogue';
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
import { Warehouse } from '@cuvee/stock';
import { Order } from '../orders/order.entity.js';
import type { SalesPointDto, SalesPointInputDto } from './dto/sales-point.dto.js';
import { SalesPoint } from './sales-point.entity.js';

const SALES_POINT_LIST: ListDefinition = {
  resource: 'sales-points',
  sortable: { id: 'p.id', name: 'p.name' },
  filters: {
    id: { kind: 'equals', column: 'p.id', type: 'number' },
    archived: { kind: 'equals', column: 'p.archived', type: 'boolean' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'p.id',
};

/** The shop's sales points (/dashboard/salespoints). One that has orders is archived, never deleted. */
@Injectable()
export class SalesPointsService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SalesPointDto>> {
    const { shopId } = shopScope(ctx);
    const request = parseListQuery(query, SALES_POINT_LIST);
    if (request.filter.archived === undefined) request.filter.archived = false;
    const builder = this.database.dataSource
      .getRepository(SalesPoint)
      .createQueryBuilder('p')
      .where('p.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, request, SALES_POINT_LIST);
    return { ...page, rows: page.rows.map(view) };
  }

  async get(ctx: RequestContext, id: number): Promise<SalesPointDto> {
    const { shopId } = shopScope(ctx);
    return view(await find(this.database.dataSource.manager, shopId, id));
  }

  async create(ctx: RequestContext, dto: SalesPointInputDto): Promise<SalesPointDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const values = await checked(manager, shopId, dto);
      const repository = manager.getRepository(SalesPoint);
      return view(await repository.save(repository.create({ shopId, ...values, archived: false })));
    });
  }

  async update(ctx: RequestContext, id: number, dto: SalesPointInputDto): Promise<SalesPointDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const point = await find(manager, shopId, id);
      const values = await checked(manager, shopId, dto);
      return view(await manager.getRepository(SalesPoint).save({ ...point, ...values }));
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<SalesPointDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const point = await find(manager, shopId, id);
      const repository = manager.getRepository(SalesPoint);
      if (await manager.getRepository(Order).existsBy({ shopId, salesPointId: id })) {
        return view(await repository.save({ ...point, archived: true }));
      }
      await repository.delete({ id });
      return view(point);
    });
  }
}

async function find(manager: EntityManager, shopId: number, id: number): Promise<SalesPoint> {
  const point = await manager.getRepository(SalesPoint).findOneBy({ id, shopId });
  if (!point) throw new NotFoundException('error.notFound');
  return point;
}

/** The warehouse must be the shop's and the typology one of its price lists. */
async function checked(
  manager: EntityManager,
  shopId: number,
  dto: SalesPointInputDto,
): Promise<Pick<SalesPoint, 'name' | 'address' | 'warehouseId' | 'typology' | 'paymentMethods'>> {
  const warehouseId = dto.warehouseId ?? null;
  if (warehouseId !== null && !(await manager.getRepository(Warehouse).existsBy({ id: warehouseId, shopId })))
    throw new NotFoundException('error.notFound');
  const typology = dto.typology ?? 'public';
  const { typologies } = (await catalogueSettingsOf(manager, [shopId])).get(shopId)!;
  if (!Object.hasOwn(typologies, typology))
    throw new BadRequestException({ message: 'catalogue.unknownTypology', params: { value: typology } });
  return {
    name: dto.name.trim(),
    address: dto.address?.trim() || null,
    warehouseId,
    typology,
    paymentMethods: [...dto.paymentMethods],
  };
}

function view(point: SalesPoint): SalesPointDto {
  return {
    id: point.id,
    name: point.name,
    address: point.address,
    warehouseId: point.warehouseId,
    typology: point.typology,
    paymentMethods: [...point.paymentMethods],
    archived: point.archived,
    createdAt: point.createdAt,
  };
}
