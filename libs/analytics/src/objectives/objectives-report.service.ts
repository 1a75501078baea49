import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
    const actuals = await actualsOf(manager, shopId, objectives);
    const rows = objectives.map((objective, index) => {
      const actual = actuals.get(objective.id)!;
      const days = { from: objective.startsOn, to: objective.endsOn };
      return { ...views[index]!, actual, ...progressOf(actual, objective.target, days, today) };
    });
    return { period, today, objectives: rows };
  }
}

/** Who a scope's sales are grouped by: the facts' agent or seller; the shop is everyone. */
type Who = 'agentId' | 'sellerId';
const WHO: Record<Objective['scope'], Who | null> = {
  shop: null,
  agent: 'agentId',
  collaborator: 'sellerId',
};

/**
 * What each objective's scope did on its days, in its measure's unit (eq75 in bottles, 3 decimals).
 * Objectives sharing their days (the month's, the year's) share their reads: one grouped read per
 * range and kind of figure, whatever the number of objectives.
 */
async function actualsOf(
  manager: EntityManager,
  shopId: number,
  objectives: readonly Objective[],
): Promise<Map<number, number>> {
  const ranges = new Map<string, Objective[]>();
  for (const objective of objectives) {
    const key = `${objective.startsOn}|${objective.endsOn}`;
    ranges.set(key, [...(ranges.get(key) ?? []), objective]);
  }
  const actuals = new Map<number, number>();
  for (const sharing of ranges.values()) {
    const days = { shopId, from: sharing[0]!.startsOn, to: sharing[0]!.endsOn };
    // Each figure is read once for the range, when an objective first needs it.
    const reads = new Map<string, Map<number, Sums>>();
    for (const objective of sharing) {
      const who = WHO[objective.scope];
      const newClients = objective.measure === 'newClients';
      const key = `${newClients}|${who}`;
      if (!reads.has(key))
        reads.set(key, await (newClients ? newClientsBy(manager, days, who) : sumsBy(manager, days, who)));
      const figures = reads.get(key)!;
      const mine = who === null ? figures.get(EVERYONE) : figures.get(objective.userId!);
      const value = newClients
        ? (mine?.clients ?? 0)
        : (mine?.[SUMMED[objective.measure as keyof typeof SUMMED]] ?? 0);
      actuals.set(objective.id, objective.measure === 'eq75' ? value / 1000 : value);
    }
  }
  return actuals;
}

interface Sums {
  ht: number;
  bottles: number;
  eq75Milli: number;
  clients: number;
}
/** The key of the shop's whole figures in a read grouped by nobody. */
const EVERYONE = 0;

/**
 * The range's sums grouped by agent (the daily summary carries them), by seller (only the facts do),
 * or not at all for the shop; credit notes deducted.
 */
async function sumsBy(
  manager: EntityManager,
  days: { shopId: number; from: string; to: string },
  who: Who | null,
): Promise<Map<number, Sums>> {
  const builder = manager
    .getRepository<SalesFact | DailySales>(who === 'sellerId' ? SalesFact : DailySales)
    .createQueryBuilder('f')
    .select(who ? `f.${who}` : String(EVERYONE), 'who')
    .addSelect('COALESCE(SUM(f.ht), 0)', 'ht')
    .addSelect('COALESCE(SUM(f.bottles), 0)', 'bottles')
    .addSelect('COALESCE(SUM(f.eq75Milli), 0)', 'eq75Milli')
    .where('f.shopId = :shopId AND f.day BETWEEN :from AND :to', days);
  if (who) builder.groupBy(`f.${who}`);
  return grouped(await builder.getRawMany());
}

/** Clients whose first invoice ever is in the range, counted once per agent, seller, or for the shop. */
async function newClientsBy(
  manager: EntityManager,
  days: { shopId: number; from: string; to: string },
  who: Who | null,
): Promise<Map<number, Sums>> {
  const facts = manager.getRepository(SalesFact);
  const builder = facts
    .createQueryBuilder('f')
    .select(who ? `f.${who}` : String(EVERYONE), 'who')
    .addSelect('COUNT(DISTINCT f.clientId)', 'clients')
    .where("f.shopId = :shopId AND f.day BETWEEN :from AND :to AND f.kind = 'invoice'", days)
    .andWhere(
      `NOT EXISTS (SELECT 1 FROM ${facts.metadata.tableName} g
        WHERE g.shopId = f.shopId AND g.clientId = f.clientId AND g.kind = 'invoice' AND g.day < :from)`,
    );
  if (who) builder.groupBy(`f.${who}`);
  return grouped(await builder.getRawMany());
}

function grouped(rows: Record<string, string | number | null>[]): Map<number, Sums> {
  const number = (value: string | number | null | undefined) => Number(value ?? 0);
  return new Map(
    rows.map((row) => [
      number(row.who),
      {
        ht: number(row.ht),
        bottles: number(row.bottles),
        eq75Milli: number(row.eq75Milli),
        clients: number(row.clients),
      },
    ]),
  );
}
