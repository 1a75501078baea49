import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { parisDateOf } from '@cuvee/kernel';
import {
  Database,
  parseListQuery,
  type ListDefinition,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { Order } from '@cuvee/sales';
import { isShopMember, userNames } from '../team/team-members.js';
import { agentAsked, CommissionsReports } from '../commissions/commissions-report.service.js';
import { twelveMonthsTo } from '../domain/clients.js';
import { sortPortfolio, yearTo, type PortfolioRow } from '../domain/portfolio.js';
import { SalesFact } from '../facts/sales-fact.entity.js';
import { AnalyticsReports, periodAsked } from '../reports/analytics-reports.service.js';
import type {
  AgentClientDto,
  AgentClientsQueryDto,
  AgentSummaryDto,
  AgentSummaryQueryDto,
} from './dto/agent-summary.dto.js';

const TOP_CLIENTS = 5;

/** Orders that were never placed or came to nothing do not date a client's last order. */
const UNORDERED = ['draft', 'aborted', 'cancelled', 'refused', 'expired'];

const PORTFOLIO_LIST: ListDefinition = {
  resource: 'agent-clients',
  sortable: { displayName: 'displayName', yearHt: 'yearHt', lastOrderOn: 'lastOrderOn' },
  filters: {},
  defaultSort: ['displayName', 'ASC'],
  idColumn: 'id',
};

/**
 * An agent's figures (docs/analytics.md "Agents", ADR 0082): their portfolio (the clients they follow,
 * CRM's `agentId`), their sales (the facts' agent, frozen at issue: what they sold, whoever follows the
 * client now) against the previous period and last year, their first clients and their commission.
 * An agent reads only their own.
 */
@Injectable()
export class AgentSales {
  constructor(
    private readonly database: Database,
    private readonly reports: AnalyticsReports,
    private readonly commissions: CommissionsReports,
  ) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  async summary(ctx: RequestContext, agentId: number, query: AgentSummaryQueryDto): Promise<AgentSummaryDto> {
    const { shopId } = shopScope(ctx);
    agentAsked(ctx, agentId, 'analytics.otherAgentFigures');
    await this.checkAgent(shopId, agentId);
    const sales = await this.reports.sales(ctx, query, agentId);
    const { period } = sales;
    const [names, portfolio, topClients, commission] = await Promise.all([
      userNames(this.manager, [agentId]),
      this.portfolio(shopId, agentId, period.to),
      this.topClients(shopId, agentId, period),
      ctx.user!.permissions.includes('commissionsAnalytics')
        ? this.commissions
            .report(ctx, { ...period, agentId: String(agentId) })
            .then((report) => report.agents[0]?.commission ?? 0)
        : null,
    ]);
    return {
      period,
      previous: sales.previous,
      lastYear: sales.lastYear,
      agentId,
      name: names.get(agentId) ?? `#${agentId}`,
      portfolio,
      totals: sales.totals,
      series: sales.series,
      topClients,
      commission,
    };
  }

  /** The clients the agent follows, with their last order and their HT of the year up to `to`. */
  async clients(
    ctx: RequestContext,
    agentId: number,
    query: AgentClientsQueryDto,
  ): Promise<Page<AgentClientDto>> {
    const { shopId } = shopScope(ctx);
    agentAsked(ctx, agentId, 'analytics.otherAgentFigures');
    await this.checkAgent(shopId, agentId);
    const { to } = periodAsked({ to: query.to });
    const request = parseListQuery(query, PORTFOLIO_LIST);
    const clients = await this.manager.getRepository(Client).find({
      where: { shopId, agentId, archived: false },
      select: { id: true, displayName: true, typology: true, deliveryAddress: true, billingAddress: true },
    });
    const [yearHt, lastOrders] = clients.length
      ? await Promise.all([
          this.yearHtOf(shopId, agentId, { from: yearTo(to), to }),
          this.lastOrders(shopId, agentId),
        ])
      : [new Map<number, number>(), new Map<number, string>()];
    const rows: PortfolioRow[] = clients.map((client) => ({
      id: client.id,
      displayName: client.displayName,
      typology: client.typology,
      city: (client.deliveryAddress ?? client.billingAddress)?.city || null,
      lastOrderOn: lastOrders.get(client.id) ?? null,
      yearHt: yearHt.get(client.id) ?? 0,
    }));
    const sorted = sortPortfolio(rows, request.sort.field as keyof PortfolioRow, request.sort.order);
    return {
      resource: PORTFOLIO_LIST.resource,
      rows: sorted.slice(request.range.start, request.range.start + request.range.size),
      start: request.range.start,
      total: rows.length,
    };
  }

  /** An agent of the shop, else 404 (an owner asking for a collaborator or an unknown id). */
  private async checkAgent(shopId: number, agentId: number): Promise<void> {
    if (!(await isShopMember(this.manager, shopId, agentId, 'agent')))
      throw new NotFoundException('error.notFound');
  }

  private async portfolio(
    shopId: number,
    agentId: number,
    to: string,
  ): Promise<AgentSummaryDto['portfolio']> {
    const clients = await this.manager.getRepository(Client).countBy({ shopId, agentId, archived: false });
    const active = await this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .innerJoin(Client, 'c', 'c.id = f.clientId')
      .select('COUNT(DISTINCT f.clientId)', 'count')
      .where('f.shopId = :shopId', { shopId })
      .andWhere("f.kind = 'invoice' AND f.day BETWEEN :from AND :to", twelveMonthsTo(to))
      .andWhere('c.shopId = :shopId AND c.agentId = :agentId AND c.archived = :archived', {
        agentId,
        archived: false,
      })
      .getRawOne<{ count: string | number }>();
    return { clients, activeClients: Number(active?.count ?? 0) };
  }

  private async topClients(
    shopId: number,
    agentId: number,
    period: { from: string; to: string },
  ): Promise<AgentSummaryDto['topClients']> {
    const rows = await this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .select('f.clientId', 'clientId')
      .addSelect('SUM(f.ht)', 'ht')
      .where('f.shopId = :shopId AND f.agentId = :agentId', { shopId, agentId })
      .andWhere('f.day BETWEEN :from AND :to', period)
      .groupBy('f.clientId')
      .orderBy('ht', 'DESC')
      .addOrderBy('f.clientId', 'ASC')
      .limit(TOP_CLIENTS)
      .getRawMany<{ clientId: number; ht: string }>();
    const ids = rows.map((row) => Number(row.clientId));
    const names = new Map(
      ids.length
        ? (
            await this.manager
              .getRepository(Client)
              .createQueryBuilder('c')
              .select(['c.id', 'c.displayName'])
              .where('c.shopId = :shopId AND c.id IN (:...ids)', { shopId, ids })
              .getMany()
          ).map((client) => [client.id, client.displayName])
        : [],
    );
    return rows.map((row) => ({
      clientId: Number(row.clientId),
      name: names.get(Number(row.clientId)) ?? `#${row.clientId}`,
      ht: Number(row.ht),
    }));
  }

  /** The HT of each of the agent's clients over the days, whoever sold. */
  private async yearHtOf(
    shopId: number,
    agentId: number,
    days: { from: string; to: string },
  ): Promise<Map<number, number>> {
    const rows = await this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .innerJoin(Client, 'c', 'c.id = f.clientId')
      .select('f.clientId', 'clientId')
      .addSelect('SUM(f.ht)', 'ht')
      .where('f.shopId = :shopId AND f.day BETWEEN :from AND :to', { shopId, ...days })
      .andWhere('c.agentId = :agentId', { agentId })
      .groupBy('f.clientId')
      .getRawMany<{ clientId: number; ht: string }>();
    return new Map(rows.map((row) => [Number(row.clientId), Number(row.ht)]));
  }

  /** The last order placed by each of the agent's clients, as a Paris day. */
  private async lastOrders(shopId: number, agentId: number): Promise<Map<number, string>> {
    const rows = await this.manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .innerJoin(Client, 'c', 'c.id = o.clientId')
      .select('o.clientId', 'clientId')
      .addSelect('MAX(o.createdAt)', 'last')
      .where("o.shopId = :shopId AND o.kind = 'order' AND o.status NOT IN (:...unordered)", {
        shopId,
        unordered: UNORDERED,
      })
      .andWhere('c.agentId = :agentId', { agentId })
      .groupBy('o.clientId')
      .getRawMany<{ clientId: number; last: string | Date }>();
    return new Map(rows.map((row) => [Number(row.clientId), parisDateOf(asInstant(row.last))]));
  }
}

/** A raw MAX of a datetime column: a Date on MariaDB, UTC text on SQLite. */
function asInstant(value: string | Date): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
