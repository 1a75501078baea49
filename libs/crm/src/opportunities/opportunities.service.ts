import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Not, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { parseDateInput, percentOf } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { ClientRecords } from '../clients/client-records.js';
import { Client } from '../clients/client.entity.js';
import { assertOwnOnly, crmScope, type CrmScope } from '../crm-scope.js';
import { enterStage, missingOutcomes } from '../domain/opportunity-pipeline.js';
import { moveToPosition } from '../positions.js';
import { Task } from '../tasks/task.entity.js';
import { TeamDirectory, type MemberName } from '../team-directory.js';
import type { OpportunityDto, OpportunityInputDto, StageDto, StageInputDto } from './dto/opportunity.dto.js';
import { ensureDefaultStages, OpportunityStage } from './opportunity-stage.entity.js';
import { Opportunity } from './opportunity.entity.js';

type OpportunityRow = Opportunity & { client: Client };

const OPPORTUNITY_LIST: ListDefinition = {
  resource: 'opportunities',
  sortable: {
    expectedCloseDate: 'o.expectedCloseDate',
    amountCents: 'o.amountCents',
    probability: 'o.probability',
    title: 'o.title',
    createdAt: 'o.createdAt',
    updatedAt: 'o.updatedAt',
    id: 'o.id',
  },
  filters: {
    id: { kind: 'equals', column: 'o.id', type: 'number' },
    stageId: { kind: 'equals', column: 'o.stageId', type: 'number' },
    clientId: { kind: 'equals', column: 'o.clientId', type: 'number' },
    ownerId: { kind: 'equals', column: 'o.ownerId', type: 'number' },
    q: { kind: 'search', columns: ['o.title', 'c.displayName'] },
  },
  defaultSort: ['expectedCloseDate', 'ASC'],
  idColumn: 'o.id',
};

const STAGE_LIST: ListDefinition = {
  resource: 'opportunity-stages',
  sortable: { position: 's.position', name: 's.name', id: 's.id' },
  filters: { id: { kind: 'equals', column: 's.id', type: 'number' } },
  defaultSort: ['position', 'ASC'],
  idColumn: 's.id',
};

/**
 * The opportunity pipeline of the caller's shop (the kanban of /clients/opportunities): its stages, created
 * with the defaults on first use, and the opportunities, moved from stage to stage. Visibility follows the
 * clients': who sees every client sees every opportunity; others see the deals they own and the deals on
 * their clients.
 */
@Injectable()
export class OpportunitiesService {
  constructor(
    private readonly database: Database,
    private readonly records: ClientRecords,
    private readonly team: TeamDirectory,
  ) {}

  // ---- Stages

  async stages(ctx: RequestContext, query: ListQueryDto): Promise<Page<StageDto>> {
    const { shopId } = crmScope(ctx);
    const stages = this.database.dataSource.getRepository(OpportunityStage);
    if (!(await stages.existsBy({ shopId }))) {
      await this.database.transaction((manager) => ensureDefaultStages(manager, shopId));
    }
    const builder = stages.createQueryBuilder('s').where('s.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, STAGE_LIST), STAGE_LIST);
    return { ...page, rows: page.rows.map(toStageDto) };
  }

  async createStage(ctx: RequestContext, input: StageInputDto): Promise<StageDto> {
    const { shopId } = crmScope(ctx);
    if (!input.name) throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      await ensureDefaultStages(manager, shopId);
      const repository = manager.getRepository(OpportunityStage);
      const last = await repository.findOne({ where: { shopId }, order: { position: 'DESC' } });
      const stage = await repository.save(
        repository.create({
          shopId,
          // 39 characters: the column holds 40 (MySQL refuses longer, SQLite would not say).
          key: `custom-${randomUUID().replaceAll('-', '')}`,
          name: input.name!.trim(),
          position: last ? last.position + 1 : 0,
          probability: input.probability ?? 50,
          outcome: input.outcome ?? 'open',
        }),
      );
      if (input.position !== undefined) {
        await moveToPosition(manager, OpportunityStage, shopId, stage.id, input.position);
      }
      return toStageDto(await this.findStage(manager, shopId, stage.id));
    });
  }

  /**
   * Renames or reconfigures a stage; a position moves it there and renumbers the others (one
   * transaction). The pipeline keeps an open, a won and a lost stage.
   */
  async updateStage(ctx: RequestContext, id: number, input: StageInputDto): Promise<StageDto> {
    const { shopId } = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const stage = await this.findStage(manager, shopId, id);
      const changes: Partial<OpportunityStage> = {};
      if (input.name !== undefined) changes.name = input.name.trim();
      if (input.probability !== undefined) changes.probability = input.probability;
      if (input.outcome !== undefined && input.outcome !== stage.outcome) {
        const others = await manager.getRepository(OpportunityStage).findBy({ shopId, id: Not(id) });
        if (missingOutcomes([...others, { outcome: input.outcome }]).length > 0) {
          throw new ConflictException('crm.stageOutcomes');
        }
        changes.outcome = input.outcome;
      }
      if (Object.keys(changes).length) await manager.getRepository(OpportunityStage).update({ id }, changes);
      if (input.position !== undefined) {
        await moveToPosition(manager, OpportunityStage, shopId, id, input.position);
      }
      return toStageDto(await this.findStage(manager, shopId, id));
    });
  }

  async removeStage(ctx: RequestContext, id: number): Promise<StageDto> {
    const { shopId } = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const stage = await this.findStage(manager, shopId, id);
      if (await manager.getRepository(Opportunity).existsBy({ shopId, stageId: id })) {
        throw new ConflictException('crm.stageNotEmpty');
      }
      const others = await manager.getRepository(OpportunityStage).findBy({ shopId, id: Not(id) });
      if (missingOutcomes(others).length > 0) throw new ConflictException('crm.stageOutcomes');
      await manager.getRepository(OpportunityStage).delete({ id });
      return toStageDto(stage);
    });
  }

  private async findStage(manager: EntityManager, shopId: number, id: number): Promise<OpportunityStage> {
    const stage = await manager.getRepository(OpportunityStage).findOneBy({ id, shopId });
    if (!stage) throw new NotFoundException('error.notFound');
    return stage;
  }

  // ---- Opportunities

  private visible(manager: EntityManager, scope: CrmScope): SelectQueryBuilder<OpportunityRow> {
    const builder = manager
      .getRepository(Opportunity)
      .createQueryBuilder('o')
      .innerJoinAndMapOne('o.client', Client, 'c', 'c.id = o.clientId')
      .where('o.shopId = :shopId', { shopId: scope.shopId });
    if (!scope.allClients) {
      builder.andWhere('(o.ownerId = :me OR c.agentId = :me)', { me: scope.userId });
    }
    return builder as SelectQueryBuilder<OpportunityRow>;
  }

  private async find(manager: EntityManager, scope: CrmScope, id: number): Promise<OpportunityRow> {
    const row = await this.visible(manager, scope).andWhere('o.id = :id', { id }).getOne();
    if (!row) throw new NotFoundException('error.notFound');
    return row;
  }

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<OpportunityDto>> {
    const scope = crmScope(ctx);
    const manager = this.database.dataSource.manager;
    const page = await fetchPage(
      this.visible(manager, scope),
      parseListQuery(query, OPPORTUNITY_LIST),
      OPPORTUNITY_LIST,
    );
    return { ...page, rows: await this.views(manager, page.rows) };
  }

  /** The opportunities of one client, for its 360° page. */
  async ofClient(manager: EntityManager, scope: CrmScope, clientId: number): Promise<OpportunityDto[]> {
    const rows = await this.visible(manager, scope)
      .andWhere('o.clientId = :clientId', { clientId })
      .orderBy('o.updatedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(100)
      .getMany();
    return this.views(manager, rows);
  }

  async get(ctx: RequestContext, id: number): Promise<OpportunityDto> {
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, [await this.find(manager, crmScope(ctx), id)]))[0]!;
  }

  async create(ctx: RequestContext, input: OpportunityInputDto): Promise<OpportunityDto> {
    const scope = crmScope(ctx);
    if (!input.title || input.clientId === undefined)
      throw new BadRequestException({ message: ['validation.needed'] });
    if (!scope.allClients) assertOwnOnly(scope, input.ownerId);
    return this.database.transaction(async (manager) => {
      await ensureDefaultStages(manager, scope.shopId);
      const client = await this.records.find(manager, scope, input.clientId!);
      const stage =
        input.stageId === undefined
          ? await manager.getRepository(OpportunityStage).findOneOrFail({
              where: { shopId: scope.shopId },
              order: { position: 'ASC', id: 'ASC' },
            })
          : await this.findStage(manager, scope.shopId, input.stageId);
      const ownerId = input.ownerId ?? scope.userId;
      await this.team.assertMembers(manager, scope.shopId, [ownerId]);
      const entry = enterStage(stage, { closedAt: null }, new Date(), input.probability);
      const repository = manager.getRepository(Opportunity);
      const opportunity = await repository.save(
        repository.create({
          shopId: scope.shopId,
          clientId: client.id,
          stageId: stage.id,
          title: input.title!.trim(),
          amountCents: input.amountCents ?? 0,
          expectedCloseDate: input.expectedCloseDate ? parseDateInput(input.expectedCloseDate) : null,
          ownerId,
          ...entry,
        }),
      );
      return (await this.views(manager, [{ ...opportunity, client }]))[0]!;
    });
  }

  /** Edits a deal; a new stage moves it (probability and closing date follow, the client's timeline says so). */
  async update(ctx: RequestContext, id: number, input: OpportunityInputDto): Promise<OpportunityDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const current = await this.find(manager, scope, id);
      const changes: Partial<Opportunity> = {};
      if (input.title !== undefined) changes.title = input.title.trim();
      if (input.amountCents !== undefined) changes.amountCents = input.amountCents;
      if (input.expectedCloseDate !== undefined) {
        changes.expectedCloseDate = input.expectedCloseDate ? parseDateInput(input.expectedCloseDate) : null;
      }
      if (input.probability !== undefined) changes.probability = input.probability;
      let client = current.client;
      if (input.clientId !== undefined && input.clientId !== current.clientId) {
        client = await this.records.find(manager, scope, input.clientId);
        changes.clientId = client.id;
      }
      if (input.ownerId !== undefined && input.ownerId !== current.ownerId) {
        if (!scope.allClients) assertOwnOnly(scope, input.ownerId);
        await this.team.assertMembers(manager, scope.shopId, [input.ownerId]);
        changes.ownerId = input.ownerId;
      }
      if (input.stageId !== undefined && input.stageId !== current.stageId) {
        const [from, to] = await Promise.all([
          this.findStage(manager, scope.shopId, current.stageId),
          this.findStage(manager, scope.shopId, input.stageId),
        ]);
        Object.assign(changes, { stageId: to.id }, enterStage(to, current, new Date(), input.probability));
        await this.records.record(manager, client, 'opportunityMoved', scope.userId, {
          opportunityId: current.id,
          title: changes.title ?? current.title,
          from: from.name,
          to: to.name,
        });
      }
      if (Object.keys(changes).length) await manager.getRepository(Opportunity).update({ id }, changes);
      return (await this.views(manager, [await this.find(manager, scope, id)]))[0]!;
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<OpportunityDto> {
    const scope = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const view = (await this.views(manager, [await this.find(manager, scope, id)]))[0]!;
      await manager.getRepository(Task).update({ opportunityId: id }, { opportunityId: null });
      await manager.getRepository(Opportunity).delete({ id });
      return view;
    });
  }

  private async views(manager: EntityManager, rows: readonly OpportunityRow[]): Promise<OpportunityDto[]> {
    const names = await this.team.names(
      manager,
      rows.map((row) => row.ownerId),
    );
    return rows.map((row) => toOpportunityDto(row, names.get(row.ownerId) ?? null));
  }
}

function toStageDto(stage: OpportunityStage): StageDto {
  return {
    id: stage.id,
    key: stage.key,
    name: stage.name,
    position: stage.position,
    probability: stage.probability,
    outcome: stage.outcome,
  };
}

function toOpportunityDto(row: OpportunityRow, owner: MemberName | null): OpportunityDto {
  return {
    id: row.id,
    title: row.title,
    clientId: row.clientId,
    clientName: row.client.displayName,
    stageId: row.stageId,
    amountCents: row.amountCents,
    weightedAmountCents: percentOf(row.amountCents, row.probability),
    expectedCloseDate: row.expectedCloseDate,
    ownerId: row.ownerId,
    owner,
    probability: row.probability,
    closedAt: row.closedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
