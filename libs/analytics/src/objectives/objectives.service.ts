import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
import { objectivePeriod } from '../domain/objectives.js';
import { isShopMember, userNames } from '../team/team-members.js';
import type { ObjectiveDto, ObjectiveInputDto } from './dto/objective.dto.js';
import { Objective } from './objective.entity.js';

const OBJECTIVES_LIST: ListDefinition = {
  resource: 'objectives',
  sortable: { id: 'o.id', from: 'o.startsOn', to: 'o.endsOn', target: 'o.target', measure: 'o.measure' },
  filters: {
    id: { kind: 'equals', column: 'o.id', type: 'number' },
    scope: { kind: 'equals', column: 'o.scope', type: 'string' },
    userId: { kind: 'equals', column: 'o.userId', type: 'number' },
    measure: { kind: 'equals', column: 'o.measure', type: 'string' },
    period: { kind: 'equals', column: 'o.period', type: 'string' },
  },
  defaultSort: ['from', 'DESC'],
  idColumn: 'o.id',
};

/** The member role an objective's scope targets. */
const ROLE_OF = { agent: 'agent', collaborator: 'iam' } as const;

/** The shop's objectives (react-admin resource `objectives`; docs/analytics.md "Objectives"). */
@Injectable()
export class ObjectivesService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ObjectiveDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(Objective)
      .createQueryBuilder('o')
      .where('o.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, OBJECTIVES_LIST), OBJECTIVES_LIST);
    return { ...page, rows: await objectiveViews(this.database.dataSource.manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<ObjectiveDto> {
    const manager = this.database.dataSource.manager;
    return (await objectiveViews(manager, [await find(manager, shopScope(ctx).shopId, id)]))[0]!;
  }

  create(ctx: RequestContext, input: ObjectiveInputDto): Promise<ObjectiveDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const objectives = manager.getRepository(Objective);
      const saved = await objectives.save(
        objectives.create({ shopId, ...(await checked(manager, shopId, input)) }),
      );
      return (await objectiveViews(manager, [saved]))[0]!;
    });
  }

  update(ctx: RequestContext, id: number, input: ObjectiveInputDto): Promise<ObjectiveDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const objective = await find(manager, shopId, id);
      const saved = await manager
        .getRepository(Objective)
        .save({ ...objective, ...(await checked(manager, shopId, input)) });
      return (await objectiveViews(manager, [saved]))[0]!;
    });
  }

  remove(ctx: RequestContext, id: number): Promise<ObjectiveDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const objective = await find(manager, shopId, id);
      const [view] = await objectiveViews(manager, [objective]);
      await manager.getRepository(Objective).delete({ id });
      return view!;
    });
  }
}

async function find(manager: EntityManager, shopId: number, id: number): Promise<Objective> {
  const objective = await manager.getRepository(Objective).findOneBy({ id, shopId });
  if (!objective) throw new NotFoundException('error.notFound');
  return objective;
}

const refused = (failure: { code: string; params?: object }) =>
  new BadRequestException({ message: failure.code, params: failure.params });

/**
 * The columns of a valid objective: its days (a month, quarter or year from its first day, or custom
 * dates), and its user: none for the shop, an agent or collaborator of the shop otherwise.
 */
async function checked(
  manager: EntityManager,
  shopId: number,
  input: ObjectiveInputDto,
): Promise<Omit<Objective, 'id' | 'shopId' | 'createdAt' | 'updatedAt'>> {
  const period = objectivePeriod(input.period, input.from, input.to ?? null);
  if ('code' in period) throw refused(period);
  const userId = input.userId ?? null;
  if ((input.scope === 'shop') !== (userId === null)) throw refused({ code: 'analytics.objectiveUser' });
  if (input.scope !== 'shop') {
    const role = ROLE_OF[input.scope];
    if (!(await isShopMember(manager, shopId, userId!, role)))
      throw refused({
        code: role === 'agent' ? 'analytics.unknownAgent' : 'analytics.unknownCollaborator',
        params: { id: userId },
      });
  }
  return {
    scope: input.scope,
    userId,
    measure: input.measure,
    period: input.period,
    startsOn: period.from,
    endsOn: period.to,
    target: input.target,
  };
}

/** Objectives as the API shows them, with their user's name. */
export async function objectiveViews(
  manager: EntityManager,
  objectives: readonly Objective[],
): Promise<ObjectiveDto[]> {
  const names = await userNames(
    manager,
    objectives.flatMap((objective) => objective.userId ?? []),
  );
  return objectives.map((objective) => ({
    id: objective.id,
    scope: objective.scope,
    userId: objective.userId,
    measure: objective.measure,
    period: objective.period,
    from: objective.startsOn,
    to: objective.endsOn,
    target: objective.target,
    updatedAt: new Date(objective.updatedAt).toISOString(),
    userName: objective.userId === null ? null : (names.get(objective.userId) ?? `#${objective.userId}`),
  }));
}
