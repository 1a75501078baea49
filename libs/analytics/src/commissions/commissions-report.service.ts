import { ForbiddenException, Injectable } from '@nestjs/common';
import { Between, In, type EntityManager } from 'typeorm';
import { BillingDocument } from '@cuvee/billing';
import { Product } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  type ListDefinition,
  type Page,
  parseListQuery,
  type RequestContext,
} from '@cuvee/platform';
import {
  invoicedLines,
  NO_RULES,
  paidLines,
  totalsOf,
  type CommissionLine,
  type CommissionRules,
} from '../domain/commissions.js';
import type { Period } from '../domain/periods.js';
import { NO_AGENT } from '../domain/sales-facts.js';
import { SalesFact } from '../facts/sales-fact.entity.js';
import { periodAsked } from '../reports/analytics-reports.service.js';
import { userNames } from '../team/team-members.js';
import { CommissionRule, PaidAmount } from './commission-rule.entity.js';
import type {
  AgentCommissionDto,
  CommissionLineDto,
  CommissionLinesQueryDto,
  CommissionsReportDto,
  CommissionsReportQueryDto,
} from './dto/commissions-report.dto.js';

/** Documents per IN list when the paid basis reads the lines of the documents paid in a period. */
const IN_CHUNK = 500;

const LINES_LIST: ListDefinition = {
  resource: 'commission-lines',
  sortable: { day: 'day', commission: 'commission', ht: 'ht', documentId: 'documentId' },
  filters: {},
  defaultSort: ['day', 'DESC'],
  idColumn: 'id',
};

/**
 * The agents' commissions of a period (docs/analytics.md "Commissions"): they follow from the sales
 * facts (invoiced basis: the lines issued in the period) and from the paid amounts (paid basis: the
 * share of each line the period's payments settled), at each agent's rules. The report's figures are
 * the sums of the lines behind them. An agent reads only their own.
 */
@Injectable()
export class CommissionsReports {
  constructor(private readonly database: Database) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  async report(ctx: RequestContext, query: CommissionsReportQueryDto): Promise<CommissionsReportDto> {
    const { shopId } = shopScope(ctx);
    const period = periodAsked(query);
    const only = agentAsked(ctx, query.agentId === undefined ? null : Number(query.agentId));
    const rules = await this.rulesOf(shopId, only);
    const invoicedAgents = await this.agentsWithSales(shopId, period, only);
    const agentIds = [...new Set([...rules.keys(), ...invoicedAgents])];
    const names = await userNames(this.manager, agentIds);
    const agents: AgentCommissionDto[] = [];
    for (const agentId of agentIds) {
      const agentRules = rules.get(agentId) ?? NO_RULES;
      const totals = totalsOf(await this.linesOf(shopId, period, agentId, agentRules));
      agents.push({
        agentId,
        name: names.get(agentId) ?? `#${agentId}`,
        basis: agentRules.basis,
        defaultRateBp: agentRules.defaultRateBp,
        ht: totals.ht,
        commission: totals.commission,
        bySource: totals.bySource,
      });
    }
    agents.sort((a, b) => b.commission - a.commission || b.ht - a.ht || a.name.localeCompare(b.name));
    return {
      period,
      totals: {
        ht: agents.reduce((sum, agent) => sum + agent.ht, 0),
        commission: agents.reduce((sum, agent) => sum + agent.commission, 0),
      },
      agents,
    };
  }

  /** The lines behind an agent's commission, a react-admin page of them. */
  async lines(
    ctx: RequestContext,
    agentId: number,
    query: CommissionLinesQueryDto,
  ): Promise<Page<CommissionLineDto>> {
    const { shopId } = shopScope(ctx);
    const period = periodAsked(query);
    agentAsked(ctx, agentId);
    const request = parseListQuery(query, LINES_LIST);
    const rules = (await this.rulesOf(shopId, agentId)).get(agentId) ?? NO_RULES;
    const lines = (await this.linesOf(shopId, period, agentId, rules)).map((line) => ({
      line,
      id: `${line.line.documentId}-${line.line.position}${line.paymentId ? `-${line.paymentId}` : ''}`,
      day: line.paidOn ?? line.line.day,
    }));
    const { field, order } = request.sort;
    const value = (row: (typeof lines)[number]): string | number =>
      field === 'day' ? row.day : field === 'documentId' ? row.line.line.documentId : row.line[field as 'ht'];
    const sign = order === 'ASC' ? 1 : -1;
    lines.sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      return (x < y ? -sign : x > y ? sign : 0) || a.id.localeCompare(b.id);
    });
    const slice = lines.slice(request.range.start, request.range.start + request.range.size);
    const rows = await this.lineViews(shopId, slice);
    return { resource: LINES_LIST.resource, rows, start: request.range.start, total: lines.length };
  }

  private async rulesOf(shopId: number, only: number | null): Promise<Map<number, CommissionRules>> {
    const rules = await this.manager
      .getRepository(CommissionRule)
      .findBy({ shopId, ...(only === null ? {} : { agentId: only }) });
    return new Map(rules.map((rule) => [rule.agentId, rule]));
  }

  /** The agents with sales in the period (on either basis), so an agent without rules still shows. */
  private async agentsWithSales(shopId: number, period: Period, only: number | null): Promise<number[]> {
    if (only !== null) return [only];
    const issued = await this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .select('DISTINCT f.agentId', 'agentId')
      .where('f.shopId = :shopId AND f.day BETWEEN :from AND :to AND f.agentId <> :none', {
        shopId,
        ...period,
        none: NO_AGENT,
      })
      .getRawMany<{ agentId: number }>();
    const paidDocuments = await this.paidIn(shopId, period);
    const paid: number[] = [];
    const documentIds = [...new Set(paidDocuments.map((row) => row.documentId))];
    for (let i = 0; i < documentIds.length; i += IN_CHUNK) {
      const rows = await this.manager
        .getRepository(SalesFact)
        .createQueryBuilder('f')
        .select('DISTINCT f.agentId', 'agentId')
        .where('f.documentId IN (:...ids) AND f.agentId <> :none', {
          ids: documentIds.slice(i, i + IN_CHUNK),
          none: NO_AGENT,
        })
        .getRawMany<{ agentId: number }>();
      paid.push(...rows.map((row) => Number(row.agentId)));
    }
    return [...new Set([...issued.map((row) => Number(row.agentId)), ...paid])];
  }

  private paidIn(shopId: number, period: Period): Promise<PaidAmount[]> {
    return this.manager.getRepository(PaidAmount).find({
      where: { shopId, day: Between(period.from, period.to) },
      order: { documentId: 'ASC', paidBefore: 'ASC', paymentId: 'ASC' },
    });
  }

  /** The agent's commissioned lines of the period, on their basis. */
  private async linesOf(
    shopId: number,
    period: Period,
    agentId: number,
    rules: CommissionRules,
  ): Promise<CommissionLine<SalesFact>[]> {
    const facts = this.manager.getRepository(SalesFact);
    if (rules.basis === 'invoiced') {
      const lines = await facts.find({
        where: { shopId, agentId, day: Between(period.from, period.to) },
        order: { day: 'ASC', documentId: 'ASC', position: 'ASC' },
      });
      return invoicedLines(rules, lines);
    }
    const payments = await this.paidIn(shopId, period);
    const documentIds = [...new Set(payments.map((payment) => payment.documentId))];
    const lines: SalesFact[] = [];
    for (let i = 0; i < documentIds.length; i += IN_CHUNK)
      lines.push(
        ...(await facts.find({
          where: { shopId, agentId, documentId: In(documentIds.slice(i, i + IN_CHUNK)) },
          order: { documentId: 'ASC', position: 'ASC' },
        })),
      );
    return paidLines(rules, lines, payments);
  }

  /** A page of lines with the names a person reads: the client, the product, the document's number. */
  private async lineViews(
    shopId: number,
    slice: readonly { line: CommissionLine<SalesFact>; id: string; day: string }[],
  ): Promise<CommissionLineDto[]> {
    const ids = (pick: (fact: SalesFact) => number | null) => [
      ...new Set(slice.flatMap(({ line }) => pick(line.line) ?? [])),
    ];
    const [clientIds, productIds, documentIds] = [
      ids((f) => f.clientId),
      ids((f) => f.productId),
      ids((f) => f.documentId),
    ];
    const clients = new Map(
      clientIds.length
        ? (
            await this.manager.getRepository(Client).find({
              where: { shopId, id: In(clientIds) },
              select: { id: true, displayName: true },
            })
          ).map((client) => [client.id, client.displayName])
        : [],
    );
    const products = new Map(
      productIds.length
        ? (
            await this.manager.getRepository(Product).find({
              where: { shopId, id: In(productIds) },
              select: { id: true, name: true },
            })
          ).map((product) => [product.id, product.name])
        : [],
    );
    const numbers = new Map(
      documentIds.length
        ? (
            await this.manager.getRepository(BillingDocument).find({
              where: { shopId, id: In(documentIds) },
              select: { id: true, number: true },
            })
          ).map((document) => [document.id, document.number])
        : [],
    );
    return slice.map(({ line, id, day }) => ({
      id,
      day,
      documentId: line.line.documentId,
      documentNumber: numbers.get(line.line.documentId) ?? null,
      position: line.line.position,
      paymentId: line.paymentId,
      clientId: line.line.clientId,
      clientName: clients.get(line.line.clientId) ?? `#${line.line.clientId}`,
      typology: line.line.typology,
      productId: line.line.productId,
      productName: line.line.productId === null ? null : (products.get(line.line.productId) ?? null),
      ht: line.ht,
      rateBp: line.rateBp,
      source: line.source,
      commission: line.commission,
    }));
  }
}

/**
 * The agent a request may read: an agent only themselves (whatever they ask; another's is a 403 with
 * `refusal`), the owner and collaborators anyone or everyone (null).
 */
export function agentAsked(
  ctx: RequestContext,
  asked: number | null,
  refusal:
    | 'analytics.otherAgent'
    | 'analytics.otherAgentObjectives'
    | 'analytics.otherAgentFigures' = 'analytics.otherAgent',
): number | null {
  const { userId } = shopScope(ctx);
  if (ctx.user!.role !== 'agent') return asked;
  if (asked !== null && asked !== userId) throw new ForbiddenException(refusal);
  return userId;
}
