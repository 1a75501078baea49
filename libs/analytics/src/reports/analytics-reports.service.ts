import { BadRequestException, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { shopScope } from '@cuvee/iam';
import { addDays, formatLabel, parisDateOf, type IsoDate, type Locale } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import { PurchaseOrder, PurchaseOrderLine } from '@cuvee/purchases';
import { DEFAULT_DORMANT_DAYS, dormantCutoff, isNewClient, twelveMonthsTo } from '../domain/clients.js';
import { averageUnitCost, costOf, marginOf, shareOf } from '../domain/margins.js';
import {
  comparedPeriods,
  defaultGranularity,
  fillBuckets,
  periodFailure,
  periodOf,
  type Period,
} from '../domain/periods.js';
import { averageBasket } from '../domain/sales-facts.js';
import { DailySales, SalesFact } from '../facts/sales-fact.entity.js';
import { agentKey, dimensionLabeller, NONE, OTHER_LINES } from './report-labels.js';
import type {
  AnalyticsPeriodQueryDto,
  ClientsReportQueryDto,
  ProductGrouping,
  ProductsReportQueryDto,
  SalesDimension,
  SalesReportQueryDto,
} from './dto/analytics-query.dto.js';
import type {
  ClientsReportDto,
  ProductRowDto,
  ProductsReportDto,
  SalesFiguresDto,
  SalesReportDto,
} from './dto/analytics-report.dto.js';

type Compared = ReturnType<typeof comparedPeriods>;

/** The period a query asks (by default the current month up to today), or a 400 saying what is wrong. */
export function periodAsked(query: AnalyticsPeriodQueryDto): Period {
  const period = periodOf(query, parisDateOf(new Date()));
  const failure = periodFailure(period);
  if (failure) throw new BadRequestException({ message: failure.code, params: failure.params });
  return period;
}
type PeriodName = 'period' | 'previous' | 'lastYear';
const PERIOD_NAMES: readonly PeriodName[] = ['period', 'previous', 'lastYear'];

/** Summary rows grouped by day (and a dimension), as the sales report reads them. */
interface DayRow {
  day: IsoDate;
  dim: string;
  ht: number;
  invoices: number;
  creditNotes: number;
  bottles: number;
  eq75Milli: number;
}

const DIMENSION_COLUMN: Record<SalesDimension, string> = {
  channel: 's.channel',
  typology: 's.typology',
  country: 's.country',
  agent: 's.agentId',
};

/**
 * The reports (docs/analytics.md "Routes"): they read the daily summary and the facts only, by the
 * shop and a range of days (their indexes' prefix), never billing's documents.
 */
@Injectable()
export class AnalyticsReports {
  constructor(private readonly database: Database) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  /** The period asked, checked, and the two it is compared with. */
  compared(query: AnalyticsPeriodQueryDto): Compared {
    return comparedPeriods(periodAsked(query));
  }

  /** The sales report; with `agentId`, of that agent's sales only (the agent's page). */
  async sales(ctx: RequestContext, query: SalesReportQueryDto, agentId?: number): Promise<SalesReportDto> {
    const { shopId } = shopScope(ctx);
    const periods = this.compared(query);
    const granularity = query.granularity ?? defaultGranularity(periods.period);
    const rows = await this.dayRows(shopId, periods, query.by, agentId);
    const inPeriod = (name: PeriodName) =>
      rows.filter((row) => row.day >= periods[name].from && row.day <= periods[name].to);
    const [current, previous, lastYear] = PERIOD_NAMES.map(inPeriod) as [DayRow[], DayRow[], DayRow[]];
    const byDay = (list: DayRow[]) => list.map((row) => [row.day, row.ht] as const);
    const series = (name: PeriodName, list: DayRow[]) =>
      fillBuckets(periods[name], granularity, byDay(list)).map((bucket) => bucket.value);
    const [previousSeries, lastYearSeries] = [series('previous', previous), series('lastYear', lastYear)];
    const keys = query.by ? [...new Set(rows.map((row) => row.dim))] : [];
    const valuesByKey = new Map(
      keys.map((key) => [
        key,
        fillBuckets(periods.period, granularity, byDay(current.filter((row) => row.dim === key))).map(
          (bucket) => bucket.value,
        ),
      ]),
    );

    const total = sumFigures(current);
    const breakdown = query.by
      ? await this.breakdown(query.by, ctx.locale, keys, { current, previous, lastYear }, total.ht)
      : [];
    return {
      ...periods,
      totals: { current: total, previous: sumFigures(previous), lastYear: sumFigures(lastYear) },
      series: fillBuckets(periods.period, granularity, byDay(current)).map((bucket, index) => ({
        bucket: bucket.bucket,
        ht: bucket.value,
        previousHt: previousSeries[index] ?? 0,
        lastYearHt: lastYearSeries[index] ?? 0,
        ...(query.by
          ? {
              values: Object.fromEntries(
                keys
                  .filter((key) => current.some((row) => row.dim === key))
                  .map((key) => [key, valuesByKey.get(key)![index]!]),
              ),
            }
          : {}),
      })),
      breakdown,
    };
  }

  /**
   * The summary grouped by day (and dimension) over the three periods: one query per run of
   * overlapping or adjacent periods (a year and the year before it are read as one range).
   */
  private async dayRows(
    shopId: number,
    periods: Compared,
    by?: SalesDimension,
    agentId?: number,
  ): Promise<DayRow[]> {
    const rows: DayRow[] = [];
    for (const range of mergedRanges(PERIOD_NAMES.map((name) => periods[name]))) {
      const builder = this.manager
        .getRepository(DailySales)
        .createQueryBuilder('s')
        .select('s.day', 'day')
        .addSelect(by ? DIMENSION_COLUMN[by] : "''", 'dim')
        .addSelect('SUM(s.ht)', 'ht')
        .addSelect('SUM(s.invoices)', 'invoices')
        .addSelect('SUM(s.creditNotes)', 'creditNotes')
        .addSelect('SUM(s.bottles)', 'bottles')
        .addSelect('SUM(s.eq75Milli)', 'eq75Milli')
        .where('s.shopId = :shopId', { shopId })
        .andWhere('s.day BETWEEN :from AND :to', range)
        .groupBy('s.day');
      if (agentId !== undefined) builder.andWhere('s.agentId = :agentId', { agentId });
      if (by) builder.addGroupBy(DIMENSION_COLUMN[by]);
      const raw = await builder.getRawMany<Record<keyof DayRow, string | number>>();
      for (const row of raw)
        rows.push({
          day: String(row.day),
          dim: String(row.dim),
          ht: Number(row.ht),
          invoices: Number(row.invoices),
          creditNotes: Number(row.creditNotes),
          bottles: Number(row.bottles),
          eq75Milli: Number(row.eq75Milli),
        });
    }
    return rows;
  }

  private async breakdown(
    by: SalesDimension,
    locale: Locale,
    keys: readonly string[],
    rows: Record<'current' | 'previous' | 'lastYear', DayRow[]>,
    totalHt: number,
  ): Promise<SalesReportDto['breakdown']> {
    const label = await dimensionLabeller(this.manager, by, keys, locale);
    const sumOf = (list: DayRow[], key: string, field: 'ht' | 'invoices') =>
      list.filter((row) => row.dim === key).reduce((sum, row) => sum + row[field], 0);
    return keys
      .filter((key) => rows.current.some((row) => row.dim === key))
      .map((key) => {
        const ht = sumOf(rows.current, key, 'ht');
        return {
          key: publicKey(by, key),
          label: label(key),
          ht,
          share: shareOf(ht, totalHt),
          invoices: sumOf(rows.current, key, 'invoices'),
          previousHt: sumOf(rows.previous, key, 'ht'),
          lastYearHt: sumOf(rows.lastYear, key, 'ht'),
        };
      })
      .sort((a, b) => b.ht - a.ht || a.key.localeCompare(b.key));
  }

  async clients(ctx: RequestContext, query: ClientsReportQueryDto): Promise<ClientsReportDto> {
    const { shopId } = shopScope(ctx);
    const periods = this.compared(query);
    const limit = Number(query.limit ?? 20);
    const dormantDays = Number(query.dormantDays ?? DEFAULT_DORMANT_DAYS);
    const { from, to } = periods.period;
    const facts = this.manager.getRepository(SalesFact);
    const firstInvoice = facts
      .createQueryBuilder('h')
      .select('MIN(h.day)')
      .where('h.shopId = f.shopId AND h.clientId = f.clientId')
      .andWhere("h.kind = 'invoice'");
    const lastInvoice = firstInvoice.clone().select('MAX(h.day)').andWhere('h.day <= :to');
    const inPeriod = await facts
      .createQueryBuilder('f')
      .select('f.clientId', 'clientId')
      .addSelect('SUM(f.ht)', 'ht')
      .addSelect("COUNT(DISTINCT CASE WHEN f.kind = 'invoice' THEN f.documentId END)", 'invoices')
      .addSelect(`(${firstInvoice.getQuery()})`, 'firstInvoiceOn')
      .addSelect(`(${lastInvoice.getQuery()})`, 'lastInvoiceOn')
      .where('f.shopId = :shopId', { shopId })
      .andWhere('f.day BETWEEN :from AND :to', { from, to })
      .groupBy('f.clientId')
      .getRawMany<{
        clientId: number;
        ht: string;
        invoices: string;
        firstInvoiceOn: string | null;
        lastInvoiceOn: string | null;
      }>();
    const buyers = inPeriod.map((row) => ({
      clientId: Number(row.clientId),
      ht: Number(row.ht),
      invoices: Number(row.invoices),
      firstInvoiceOn: row.firstInvoiceOn,
      lastInvoiceOn: row.lastInvoiceOn,
    }));
    const group = (list: typeof buyers) => ({
      count: list.length,
      ht: list.reduce((sum, b) => sum + b.ht, 0),
    });
    const withInvoice = buyers.filter((b) => b.invoices > 0 && b.firstInvoiceOn !== null);
    const top = [...buyers].sort((a, b) => b.ht - a.ht || a.clientId - b.clientId).slice(0, limit);

    const twelveMonths = twelveMonthsTo(to);
    const dormant = (
      await facts
        .createQueryBuilder('f')
        .select('f.clientId', 'clientId')
        .addSelect('SUM(f.ht)', 'ht')
        .addSelect("MAX(CASE WHEN f.kind = 'invoice' THEN f.day END)", 'lastInvoiceOn')
        .where('f.shopId = :shopId', { shopId })
        .andWhere('f.day BETWEEN :from AND :to', twelveMonths)
        .groupBy('f.clientId')
        .having("MAX(CASE WHEN f.kind = 'invoice' THEN f.day END) <= :cutoff", {
          cutoff: dormantCutoff(to, dormantDays),
        })
        .orderBy('ht', 'DESC')
        .addOrderBy('f.clientId', 'ASC')
        .limit(limit)
        .getRawMany<{ clientId: number; ht: string; lastInvoiceOn: string }>()
    ).map((row) => ({
      clientId: Number(row.clientId),
      ht: Number(row.ht),
      lastInvoiceOn: String(row.lastInvoiceOn),
    }));

    const topIds = top.map((b) => b.clientId);
    const [previousHt, lastYearHt] = await Promise.all(
      (['previous', 'lastYear'] as const).map((name) => this.htByClient(shopId, periods[name], topIds)),
    );
    const clients = await this.clientCards(shopId, [...topIds, ...dormant.map((d) => d.clientId)]);
    return {
      ...periods,
      top: top.map((b) => ({
        clientId: b.clientId,
        name: clients.get(b.clientId)?.displayName ?? `#${b.clientId}`,
        typology: clients.get(b.clientId)?.typology ?? 'public',
        ht: b.ht,
        invoices: b.invoices,
        previousHt: previousHt!.get(b.clientId) ?? 0,
        lastYearHt: lastYearHt!.get(b.clientId) ?? 0,
        lastInvoiceOn: b.lastInvoiceOn,
      })),
      newClients: group(withInvoice.filter((b) => isNewClient(b.firstInvoiceOn!, periods.period))),
      returningClients: group(withInvoice.filter((b) => b.firstInvoiceOn! < from)),
      dormant: dormant.map((d) => {
        const client = clients.get(d.clientId);
        return {
          clientId: d.clientId,
          name: client?.displayName ?? `#${d.clientId}`,
          lastInvoiceOn: d.lastInvoiceOn,
          htLast12Months: d.ht,
          phone: client?.phone ?? client?.mobile ?? null,
          email: client?.email ?? null,
        };
      }),
    };
  }

  private async htByClient(
    shopId: number,
    period: Period,
    clientIds: number[],
  ): Promise<Map<number, number>> {
    if (clientIds.length === 0) return new Map();
    const rows = await this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .select('f.clientId', 'clientId')
      .addSelect('SUM(f.ht)', 'ht')
      .where('f.shopId = :shopId', { shopId })
      .andWhere('f.day BETWEEN :from AND :to', period)
      .andWhere('f.clientId IN (:...clientIds)', { clientIds })
      .groupBy('f.clientId')
      .getRawMany<{ clientId: number; ht: string }>();
    return new Map(rows.map((row) => [Number(row.clientId), Number(row.ht)]));
  }

  private async clientCards(shopId: number, ids: number[]): Promise<Map<number, Client>> {
    if (ids.length === 0) return new Map();
    const clients = await this.manager.getRepository(Client).find({
      where: { shopId, id: In([...new Set(ids)]) },
      select: { id: true, displayName: true, typology: true, phone: true, mobile: true, email: true },
    });
    return new Map(clients.map((client) => [client.id, client]));
  }

  async products(ctx: RequestContext, query: ProductsReportQueryDto): Promise<ProductsReportDto> {
    const { shopId } = shopScope(ctx);
    const periods = this.compared(query);
    const by: ProductGrouping = query.by ?? 'product';
    const limit = Number(query.limit ?? 50);
    const [current, previous, lastYear] = await Promise.all(
      PERIOD_NAMES.map((name) => this.productLines(shopId, periods[name])),
    );
    const ids = (field: 'productId' | 'vintageId' | 'formatId') => [
      ...new Set([...current!, ...previous!, ...lastYear!].flatMap((line) => line[field] ?? [])),
    ];
    const [products, vintages, formats, unitCosts] = await Promise.all([
      this.byId(Product, shopId, ids('productId'), { id: true, name: true }),
      this.byId(Vintage, shopId, ids('vintageId'), { id: true, name: true }),
      this.byId(ProductFormat, shopId, ids('formatId'), {
        id: true,
        unity: true,
        unityValue: true,
        container: true,
      }),
      this.unitCosts(shopId, ids('productId')),
    ]);
    const formatText = (formatId: number | null) => {
      const format = formatId === null ? undefined : formats.get(formatId);
      return format ? formatLabel(format, ctx.locale) : null;
    };
    const keyOf = (line: ProductLine) => {
      if (by === 'format') return formatText(line.formatId) ?? NONE;
      if (line.productId === null) return NONE;
      return by === 'vintage' ? `${line.productId}-${line.vintageId ?? 0}` : String(line.productId);
    };

    const rows = new Map<string, ProductRowDto & { sold: { quantity: number; unitCost: number | null }[] }>();
    for (const line of current!) {
      const key = keyOf(line);
      const row = rows.get(key) ?? {
        key,
        label: '',
        productId: by === 'format' ? null : line.productId,
        vintage: by === 'vintage' ? vintageYear(vintages.get(line.vintageId ?? 0)?.name) : null,
        format: by === 'format' ? formatText(line.formatId) : null,
        quantity: 0,
        bottles: 0,
        eq75: 0,
        ht: 0,
        previousHt: 0,
        lastYearHt: 0,
        cost: null,
        margin: null,
        marginRate: null,
        sold: [],
      };
      row.quantity += line.quantity;
      row.bottles += line.bottles;
      row.eq75 += line.eq75Milli;
      row.ht += line.ht;
      row.sold.push({
        quantity: line.quantity,
        unitCost:
          line.productId === null ? null : (unitCosts.get(`${line.productId}-${line.formatId}`) ?? null),
      });
      row.label = rowLabel(by, line, key, products, vintages, formatText, ctx.locale);
      rows.set(key, row);
    }
    for (const [list, field] of [
      [previous!, 'previousHt'],
      [lastYear!, 'lastYearHt'],
    ] as const)
      for (const line of list) {
        const row = rows.get(keyOf(line));
        if (row) row[field] += line.ht;
      }

    const all = [...rows.values()].map(({ sold, ...row }) => {
      const cost = row.productId === null && by !== 'format' ? null : costOf(sold);
      return { ...row, eq75: row.eq75 / 1000, cost, ...marginOf(row.ht, cost) };
    });
    const costed = all.filter((row) => row.cost !== null);
    return {
      ...periods,
      totals: {
        ht: all.reduce((sum, row) => sum + row.ht, 0),
        quantity: all.reduce((sum, row) => sum + row.quantity, 0),
        bottles: all.reduce((sum, row) => sum + row.bottles, 0),
        eq75: all.reduce((sum, row) => sum + row.eq75 * 1000, 0) / 1000,
        cost: costed.length ? costed.reduce((sum, row) => sum + row.cost!, 0) : null,
        margin: costed.length ? costed.reduce((sum, row) => sum + row.margin!, 0) : null,
      },
      rows: all.sort((a, b) => b.ht - a.ht || a.key.localeCompare(b.key)).slice(0, limit),
    };
  }

  /** The facts of a period grouped by product, vintage and format. */
  private async productLines(shopId: number, period: Period): Promise<ProductLine[]> {
    const raw = await this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .select('f.productId', 'productId')
      .addSelect('f.vintageId', 'vintageId')
      .addSelect('f.formatId', 'formatId')
      .addSelect('SUM(f.quantity)', 'quantity')
      .addSelect('SUM(f.bottles)', 'bottles')
      .addSelect('SUM(f.eq75Milli)', 'eq75Milli')
      .addSelect('SUM(f.ht)', 'ht')
      .where('f.shopId = :shopId', { shopId })
      .andWhere('f.day BETWEEN :from AND :to', period)
      .groupBy('f.productId')
      .addGroupBy('f.vintageId')
      .addGroupBy('f.formatId')
      .getRawMany<Record<keyof ProductLine, string | number | null>>();
    const id = (value: string | number | null) => (value === null ? null : Number(value));
    return raw.map((row) => ({
      productId: id(row.productId),
      vintageId: id(row.vintageId),
      formatId: id(row.formatId),
      quantity: Number(row.quantity),
      bottles: Number(row.bottles),
      eq75Milli: Number(row.eq75Milli),
      ht: Number(row.ht),
    }));
  }

  private async byId<E extends { id: number }>(
    entity: new () => E,
    shopId: number,
    ids: number[],
    select: Partial<Record<keyof E, true>>,
  ): Promise<Map<number, E>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager
      .getRepository(entity)
      .find({ where: { shopId, id: In(ids) } as never, select: select as never });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The weighted average unit HT of each product and format in the shop's supplier orders. */
  private async unitCosts(shopId: number, productIds: number[]): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const lines = await this.manager
      .getRepository(PurchaseOrderLine)
      .createQueryBuilder('l')
      .innerJoin(PurchaseOrder, 'o', 'o.id = l.orderId')
      .select(['l.productId', 'l.formatId', 'l.quantity', 'l.unitHt'])
      .where('o.shopId = :shopId', { shopId })
      .andWhere('o.status NOT IN (:...skipped)', { skipped: ['draft', 'cancelled'] })
      .andWhere('l.productId IN (:...productIds)', { productIds })
      .getMany();
    const groups = new Map<string, PurchaseOrderLine[]>();
    for (const line of lines) {
      const key = `${line.productId}-${line.formatId}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    const costs = new Map<string, number>();
    for (const [key, group] of groups) {
      const cost = averageUnitCost(group);
      if (cost !== null) costs.set(key, cost);
    }
    return costs;
  }
}

interface ProductLine {
  productId: number | null;
  vintageId: number | null;
  formatId: number | null;
  quantity: number;
  bottles: number;
  eq75Milli: number;
  ht: number;
}

function sumFigures(rows: readonly DayRow[]): SalesFiguresDto {
  const sum = (field: 'ht' | 'invoices' | 'creditNotes' | 'bottles' | 'eq75Milli') =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    ht: sum('ht'),
    invoices: sum('invoices'),
    creditNotes: sum('creditNotes'),
    bottles: sum('bottles'),
    eq75: sum('eq75Milli') / 1000,
    averageBasketHt: averageBasket(sum('ht'), sum('invoices')),
  };
}

/** The periods as few ranges as possible: overlapping or adjacent ones merged. */
export function mergedRanges(periods: readonly Period[]): Period[] {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const ranges: Period[] = [];
  for (const period of sorted) {
    const last = ranges.at(-1);
    if (last && period.from <= addDays(last.to, 1))
      ranges[ranges.length - 1] = { from: last.from, to: period.to > last.to ? period.to : last.to };
    else ranges.push({ ...period });
  }
  return ranges;
}

function publicKey(by: SalesDimension, key: string): string {
  return by === 'agent' ? agentKey(key) : key;
}

function vintageYear(name: string | undefined): number | null {
  return name && /^\d{4}$/.test(name.trim()) ? Number(name.trim()) : null;
}

function rowLabel(
  by: ProductGrouping,
  line: ProductLine,
  key: string,
  products: Map<number, Product>,
  vintages: Map<number, Vintage>,
  formatText: (formatId: number | null) => string | null,
  locale: Locale,
): string {
  if (key === NONE) return OTHER_LINES[locale];
  if (by === 'format') return formatText(line.formatId) ?? key;
  const name = products.get(line.productId!)?.name ?? `#${line.productId}`;
  if (by === 'product') return name;
  const vintage = line.vintageId ? vintages.get(line.vintageId)?.name : undefined;
  return vintage ? `${name} ${vintage}` : name;
}
