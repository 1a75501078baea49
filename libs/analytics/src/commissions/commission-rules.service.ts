import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Product } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
} from '@cuvee/platform';
import { CommissionRule } from './commission-rule.entity.js';
import { isShopMember, userNames } from '../team/team-members.js';
import type {
  CommissionRuleChangesDto,
  CommissionRuleDto,
  CommissionRuleInputDto,
} from './dto/commission-rule.dto.js';

const RULES_LIST: ListDefinition = {
  resource: 'commission-rules',
  sortable: { id: 'r.id', agentId: 'r.agentId', defaultRateBp: 'r.defaultRateBp', basis: 'r.basis' },
  filters: {
    id: { kind: 'equals', column: 'r.id', type: 'number' },
    agentId: { kind: 'equals', column: 'r.agentId', type: 'number' },
    basis: { kind: 'equals', column: 'r.basis', type: 'string' },
  },
  defaultSort: ['agentId', 'ASC'],
  idColumn: 'r.id',
};

/** The agents' commission rules of the caller's shop (react-admin resource `commission-rules`). */
@Injectable()
export class CommissionRulesService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CommissionRuleDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(CommissionRule)
      .createQueryBuilder('r')
      .where('r.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, RULES_LIST), RULES_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<CommissionRuleDto> {
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, [await find(manager, shopScope(ctx).shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: CommissionRuleInputDto): Promise<CommissionRuleDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      await checkAgent(manager, shopId, input.agentId);
      await checkProducts(manager, shopId, input);
      const rules = manager.getRepository(CommissionRule);
      if (await rules.existsBy({ shopId, agentId: input.agentId }))
        throw new ConflictException('analytics.commissionRulesExist');
      const saved = await rules.save(
        rules.create({
          shopId,
          agentId: input.agentId,
          basis: input.basis ?? 'invoiced',
          defaultRateBp: input.defaultRateBp ?? 0,
          typologyRates: input.typologyRates ?? [],
          productRates: input.productRates ?? [],
        }),
      );
      return (await this.views(manager, [saved]))[0]!;
    });
  }

  async update(ctx: RequestContext, id: number, input: CommissionRuleChangesDto): Promise<CommissionRuleDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const rule = await find(manager, shopId, id);
      await checkProducts(manager, shopId, input);
      const changes = {
        ...(input.basis !== undefined ? { basis: input.basis } : {}),
        ...(input.defaultRateBp !== undefined ? { defaultRateBp: input.defaultRateBp } : {}),
        ...(input.typologyRates !== undefined ? { typologyRates: input.typologyRates } : {}),
        ...(input.productRates !== undefined ? { productRates: input.productRates } : {}),
      };
      const saved = await manager.getRepository(CommissionRule).save({ ...rule, ...changes });
      return (await this.views(manager, [saved]))[0]!;
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<CommissionRuleDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const rule = await find(manager, shopId, id);
      const [view] = await this.views(manager, [rule]);
      await manager.getRepository(CommissionRule).delete({ id });
      return view!;
    });
  }

  private async views(
    manager: EntityManager,
    rules: readonly CommissionRule[],
  ): Promise<CommissionRuleDto[]> {
    const names = await userNames(
      manager,
      rules.map((rule) => rule.agentId),
    );
    return rules.map((rule) => ({
      id: rule.id,
      agentId: rule.agentId,
      agentName: names.get(rule.agentId) ?? `#${rule.agentId}`,
      basis: rule.basis,
      defaultRateBp: rule.defaultRateBp,
      typologyRates: rule.typologyRates,
      productRates: rule.productRates,
      updatedAt: new Date(rule.updatedAt).toISOString(),
    }));
  }
}

async function find(manager: EntityManager, shopId: number, id: number): Promise<CommissionRule> {
  const rule = await manager.getRepository(CommissionRule).findOneBy({ id, shopId });
  if (!rule) throw new NotFoundException('error.notFound');
  return rule;
}

/** Rules are for the shop's agents only. */
async function checkAgent(manager: EntityManager, shopId: number, agentId: number): Promise<void> {
  if (!(await isShopMember(manager, shopId, agentId, 'agent')))
    throw new BadRequestException({ message: 'analytics.unknownAgent', params: { id: agentId } });
}

/** Every product named must be the shop's. */
async function checkProducts(
  manager: EntityManager,
  shopId: number,
  input: CommissionRuleChangesDto,
): Promise<void> {
  const ids = (input.productRates ?? []).map((rate) => rate.productId);
  if (ids.length === 0) return;
  const found = new Set(
    (await manager.getRepository(Product).find({ where: { shopId, id: In(ids) }, select: { id: true } })).map(
      (product) => product.id,
    ),
  );
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length)
    throw new BadRequestException({
      message: 'analytics.unknownProducts',
      params: { ids: unknown.join(', ') },
    });
}
