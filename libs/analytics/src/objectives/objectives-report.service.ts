import { Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { parisDateOf } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { shopScope } from '@cuvee/iam';
import { progressOf, type ObjectiveMeasure } from '../domain/objectives.js';
import { DailySales, SalesFact } from '../facts/sales-fact.entity.js';
import { agentAsked } from '../commissions/commissions-report.service.js';
import { periodAsked } from '../reports/analytics-reports.service.js';
import type { ObjectivesReportDto, ObjectivesReportQueryDto } from './dto/objective.dto.js';
import { Objective } from './objective.entity.js';
import { objectiveViews } from './objectives.service.js';

/** The summed column of each measure but new clients, the same name in both read models. */
const SUMMED: Record<Exclude<ObjectiveMeasure, 'newClients'>, 'ht' | 'bottles' | 'eq75Milli'> = {
  revenue: 'ht',
  bottles: 'bottles',
  eq75: 'eq75Milli',
};

/**
 * The objectives of a period with their progress (docs/analytics.md "Objectives", ADR 0081): each one's
 * actual over its own days, from the daily summary (the shop's and the agents' sums) or the facts (the
 * collaborators' sales, the new clients), credit notes deducted.
 */
@Injectable()
export class ObjectivesReports {
  constructor(private readonly database: Database) {}

  async report(ctx: RequestContext, query: ObjectivesReportQueryDto): Promise<ObjectivesReportDto> {
    const { shopId } = shopScope(ctx);
    const period = periodAsked(query);
    const agentId = agentAsked(
      ctx,
      query.agentId === undefined ? null : Number(query.agentId),
      'analytics.otherAgentObjectives',
    );
    const manager = this.database.dataSource.manager;
    const meeting = manager
      .getRepository(Objective)
      .createQueryBuilder('o')
      .where('o.shopId = :shopId AND o.startsOn <= :to AND o.endsOn >= :from', { shopId, ...period });
    if (agentId !== null) meeting.andWhere("o.scope = 'agent' AND o.userId = :agentId", { agentId });
    const objectives = await meeting
      .orderBy('o.startsOn', 'ASC')
      .addOrderBy('o.scope', 'DESC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    const today = parisDateOf(new Date());
    const views = await objectiveViews(manager, objectives);
    const rows = [];
    for (const [index, objective] of objectives.entries()) {
      const actual = await actualOf(manager, objective);
      const days = { from: objective.startsOn, to: objective.endsOn };
      rows.push({ ...views[index]!, actual, ...progressOf(actual, objective.target, days, today) });
    }
    return { period, today, objectives: rows };
  }
}

/** What an objective's scope did on its days, in its measure's unit (eq75 in bottles, 3 decimals). */
async function actualOf(manager: EntityManager, objective: Objective): Promise<number> {
  const days = { shopId: objective.shopId, from: objective.startsOn, to: objective.endsOn };
  if (objective.measure === 'newClients') {
    // Clients whose first invoice ever is in the period, and who bought from the scope in it.
    const facts = scoped(
      manager
        .getRepository(SalesFact)
        .createQueryBuilder('f')
        .select('COUNT(DISTINCT f.clientId)', 'value')
        .where("f.shopId = :shopId AND f.day BETWEEN :from AND :to AND f.kind = 'invoice'", days)
        .andWhere(
          `NOT EXISTS (SELECT 1 FROM ${manager.getRepository(SalesFact).metadata.tableName} g
            WHERE g.shopId = f.shopId AND g.clientId = f.clientId AND g.kind = 'invoice' AND g.day < :from)`,
        ),
      objective,
    );
    return Number((await facts.getRawOne<{ value: string | number | null }>())?.value ?? 0);
  }
  const column = SUMMED[objective.measure];
  // The summary has the agents, not the sellers: a collaborator's sums come from the facts.
  const source = objective.scope === 'collaborator' ? SalesFact : DailySales;
  const sum = scoped(
    manager
      .getRepository<SalesFact | DailySales>(source)
      .createQueryBuilder('f')
      .select(`COALESCE(SUM(f.${column}), 0)`, 'value')
      .where('f.shopId = :shopId AND f.day BETWEEN :from AND :to', days),
    objective,
  );
  const value = Number((await sum.getRawOne<{ value: string | number }>())?.value ?? 0);
  return objective.measure === 'eq75' ? value / 1000 : value;
}

/** The sales (aliased `f`) of the objective's scope: the agent's clients, what the collaborator wrote, or all. */
function scoped<T extends SalesFact | DailySales>(
  builder: SelectQueryBuilder<T>,
  objective: Objective,
): SelectQueryBuilder<T> {
  if (objective.scope === 'agent')
    return builder.andWhere('f.agentId = :userId', { userId: objective.userId });
  if (objective.scope === 'collaborator')
    return builder.andWhere('f.sellerId = :userId', { userId: objective.userId });
  return builder;
}
