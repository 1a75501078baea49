import { BadRequestException, Injectable } from '@nestjs/common';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Product, ProductFormat, Vintage } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import {
  formatLabel,
  parisDateOf,
  reportPresetPeriod,
  type Locale,
  isTimeDimension,
  type CustomDimension,
  type CustomMeasure,
  type GroupDimension,
} from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  CUSTOM_FILTERS,
  DISTINCT_MEASURES,
  foldCustom,
  type CustomFilters,
  type GroupedFacts,
  type PeriodPreset,
} from '../domain/custom-reports.js';
import { comparedPeriods, periodFailure, type Period } from '../domain/periods.js';
import { SalesFact } from '../facts/sales-fact.entity.js';
import { periodAsked } from '../reports/analytics-reports.service.js';
import { agentKey, dimensionLabeller, NONE, OTHER_LINES } from '../reports/report-labels.js';
import { listOf, type CustomReportDto, type CustomReportQueryDto } from './dto/custom-report.dto.js';

/** What a run asks: the measure, the axes in order and the filters. */
export interface CustomAsk {
  readonly measure: CustomMeasure;
  readonly dimensions: readonly CustomDimension[];
  readonly filters: CustomFilters;
}

/** The columns a group axis reads of the facts. */
const GROUP_COLUMNS: Readonly<Record<GroupDimension, readonly string[]>> = {
  channel: ['channel'],
  typology: ['typology'],
  country: ['country'],
  agent: ['agentId'],
  product: ['productId'],
  vintage: ['productId', 'vintageId'],
  format: ['formatId'],
};

const MEASURE_SUM: Readonly<Record<Exclude<CustomMeasure, 'invoices' | 'clients'>, string>> = {
  ht: 'f.ht',
  quantity: 'f.quantity',
  bottles: 'f.bottles',
  eq75: 'f.eq75Milli',
};
const DISTINCT_COLUMN = { invoices: 'f.documentId', clients: 'f.clientId' } as const;

const FILTER_COLUMN: Readonly<Record<keyof CustomFilters, string>> = {
  channel: 'f.channel',
  typology: 'f.typology',
  country: 'f.country',
  agentId: 'f.agentId',
  productId: 'f.productId',
};

type RawFact = Record<string, string | number | null>;

/** The period a run asks: a preset that moves with the day, or from/to (default this month). */
export function askedPeriod(query: { preset?: PeriodPreset; from?: string; to?: string }): Period {
  if (!query.preset || query.preset === 'custom') return periodAsked(query);
  if (query.from !== undefined || query.to !== undefined)
    throw new BadRequestException({ message: 'analytics.customPeriod' });
  const period = reportPresetPeriod(query.preset, parisDateOf(new Date()));
  const failure = periodFailure(period);
  if (failure) throw new BadRequestException({ message: failure.code, params: failure.params });
  return period;
}

export function askOf(query: CustomReportQueryDto): CustomAsk {
  const filters: CustomFilters = {};
  for (const filter of CUSTOM_FILTERS) {
    const values = listOf(query[filter]);
    if (values.length) filters[filter] = values;
  }
  return {
    measure: query.measure ?? 'ht',
    dimensions: listOf(query.dimensions) as CustomDimension[],
    filters,
  };
}

/**
 * The custom report (docs/analytics.md "Custom reports", ADR 0083): the sales facts of the shop over a
 * range of days (the facts' index prefix), grouped in SQL by day and the asked axes, folded by the
 * domain into buckets; the same over the previous period and last year for the comparison.
 */
@Injectable()
export class CustomReports {
  constructor(private readonly database: Database) {}

  private get manager(): EntityManager {
    return this.database.dataSource.manager;
  }

  async run(ctx: RequestContext, query: CustomReportQueryDto): Promise<CustomReportDto> {
    const { shopId } = shopScope(ctx);
    const ask = askOf(query);
    const periods = comparedPeriods(askedPeriod(query));
    const groups = ask.dimensions.filter(
      (dimension): dimension is GroupDimension => !isTimeDimension(dimension),
    );
    const timed = ask.dimensions.some(isTimeDimension);
    const raws = await Promise.all(
      (['period', 'previous', 'lastYear'] as const).map((name) =>
        this.grouped(shopId, periods[name], ask, groups),
      ),
    );
    const label = await this.labels(shopId, groups, raws.flat(), ctx.locale);
    const [current, previous, lastYear] = raws.map((raw, index) =>
      foldCustom(
        raw.map((row) => groupedFact(row, groups, label.formatOf)),
        ask,
        periods[(['period', 'previous', 'lastYear'] as const)[index]!],
      ),
    ) as [ReturnType<typeof foldCustom>, ReturnType<typeof foldCustom>, ReturnType<typeof foldCustom>];
    const valueByKeys = (fold: typeof previous) =>
      new Map(fold.rows.map((row) => [JSON.stringify(row.keys), row.value]));
    const [previousByKeys, lastYearByKeys] = [valueByKeys(previous), valueByKeys(lastYear)];
    return {
      ...periods,
      measure: ask.measure,
      dimensions: [...ask.dimensions],
      rows: current.rows.map((row) => ({
        keys: row.keys,
        labels: row.keys.map((key, index) => {
          const dimension = ask.dimensions[index]!;
          return isTimeDimension(dimension) ? key : label.of(dimension, key);
        }),
        value: row.value,
        previousValue: timed ? null : (previousByKeys.get(JSON.stringify(row.keys)) ?? 0),
        lastYearValue: timed ? null : (lastYearByKeys.get(JSON.stringify(row.keys)) ?? 0),
      })),
      totals: { current: current.total, previous: previous.total, lastYear: lastYear.total },
      truncated: current.truncated,
    };
  }

  /** The facts of a period grouped by day (with a time axis), the axes' columns and a counted id. */
  private async grouped(
    shopId: number,
    period: Period,
    ask: CustomAsk,
    groups: readonly GroupDimension[],
  ): Promise<RawFact[]> {
    const builder: SelectQueryBuilder<SalesFact> = this.manager
      .getRepository(SalesFact)
      .createQueryBuilder('f')
      .select([])
      .where('f.shopId = :shopId', { shopId })
      .andWhere('f.day BETWEEN :from AND :to', period);
    const by = (expression: string, alias: string) => {
      builder.addSelect(expression, alias).addGroupBy(expression);
    };
    if (ask.dimensions.some(isTimeDimension)) by('f.day', 'day');
    for (const column of new Set(groups.flatMap((group) => GROUP_COLUMNS[group]))) by(`f.${column}`, column);
    if (DISTINCT_MEASURES.includes(ask.measure)) {
      // Invoices and clients count who bought: a credit note alone is not a purchase.
      builder.andWhere("f.kind = 'invoice'");
      by(DISTINCT_COLUMN[ask.measure as keyof typeof DISTINCT_COLUMN], 'distinctId');
      builder.addSelect('0', 'value');
    } else builder.addSelect(`SUM(${MEASURE_SUM[ask.measure as keyof typeof MEASURE_SUM]})`, 'value');
    for (const [filter, values] of Object.entries(ask.filters)) {
      const column = FILTER_COLUMN[filter as keyof CustomFilters];
      const numeric = filter === 'agentId' || filter === 'productId';
      builder.andWhere(`${column} IN (:...${filter})`, { [filter]: numeric ? values.map(Number) : values });
    }
    return builder.getRawMany<RawFact>();
  }

  /** How each axis' keys read; formats are keyed by what they read (75 cl bottles of two wines are one). */
  private async labels(shopId: number, groups: readonly GroupDimension[], rows: RawFact[], locale: Locale) {
    const ids = (column: string) => [
      ...new Set(
        rows.flatMap((row) =>
          row[column] === null || row[column] === undefined ? [] : [Number(row[column])],
        ),
      ),
    ];
    const [products, vintages, formats] = await Promise.all([
      groups.includes('product') || groups.includes('vintage')
        ? this.names(Product, shopId, ids('productId'))
        : new Map(),
      groups.includes('vintage') ? this.names(Vintage, shopId, ids('vintageId')) : new Map(),
      groups.includes('format') ? this.formats(shopId, ids('formatId'), locale) : new Map<number, string>(),
    ]);
    const labellers = new Map<GroupDimension, (key: string) => string>();
    for (const dimension of ['channel', 'typology', 'country', 'agent'] as const)
      if (groups.includes(dimension))
        labellers.set(
          dimension,
          await dimensionLabeller(
            this.manager,
            dimension,
            rows.map((row) => String(row[GROUP_COLUMNS[dimension][0]!])),
            locale,
          ),
        );
    const productName = (id: string) => products.get(Number(id)) ?? `#${id}`;
    return {
      formatOf: (formatId: number | null) => (formatId === null ? NONE : (formats.get(formatId) ?? NONE)),
      of(dimension: GroupDimension, key: string): string {
        if (key === NONE && (dimension === 'product' || dimension === 'vintage' || dimension === 'format'))
          return OTHER_LINES[locale];
        if (dimension === 'product') return productName(key);
        if (dimension === 'vintage') {
          const [productId, vintageId] = key.split('-');
          const vintage = vintages.get(Number(vintageId));
          return vintage ? `${productName(productId!)} ${vintage}` : productName(productId!);
        }
        if (dimension === 'format') return key;
        return labellers.get(dimension)!(key);
      },
    };
  }

  private async names(entity: typeof Product | typeof Vintage, shopId: number, ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await this.manager
      .getRepository<{ id: number; name: string }>(entity)
      .find({ where: { shopId, id: In(ids) } as never, select: { id: true, name: true } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private async formats(shopId: number, ids: number[], locale: Locale): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const formats = await this.manager.getRepository(ProductFormat).find({
      where: { shopId, id: In(ids) },
      select: { id: true, unity: true, unityValue: true, container: true },
    });
    return new Map(formats.map((format) => [format.id, formatLabel(format, locale)]));
  }
}

/** A grouped row of the facts as the fold reads it: the axes' keys as the report shows them. */
function groupedFact(
  row: RawFact,
  groups: readonly GroupDimension[],
  formatOf: (formatId: number | null) => string,
): GroupedFacts {
  const id = (column: string) => (row[column] === null ? null : Number(row[column]));
  const keyOf = (group: GroupDimension): string => {
    if (group === 'agent') return agentKey(row.agentId!);
    if (group === 'product') return id('productId') === null ? NONE : String(row.productId);
    if (group === 'vintage')
      return id('productId') === null ? NONE : `${row.productId}-${id('vintageId') ?? 0}`;
    if (group === 'format') return formatOf(id('formatId'));
    return String(row[GROUP_COLUMNS[group][0]!]);
  };
  return {
    day: row.day === undefined ? null : String(row.day),
    groups: groups.map(keyOf),
    value: Number(row.value),
    distinct: row.distinctId === undefined ? null : String(row.distinctId),
  };
}
