import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
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
import { chartFailure, type CustomFilters } from '../domain/custom-reports.js';
import { periodFailure } from '../domain/periods.js';
import { userNames } from '../team/team-members.js';
import { SavedReport } from './saved-report.entity.js';
import type { SavedReportChangesDto, SavedReportDto, SavedReportInputDto } from './dto/saved-report.dto.js';

const SAVED_REPORTS_LIST: ListDefinition = {
  resource: 'saved-reports',
  sortable: { id: 'r.id', name: 'r.name', updatedAt: 'r.updatedAt' },
  filters: {
    id: { kind: 'equals', column: 'r.id', type: 'number' },
    q: { kind: 'search', columns: ['r.name'] },
    shared: { kind: 'equals', column: 'r.shared', type: 'boolean' },
    ownerId: { kind: 'equals', column: 'r.ownerId', type: 'number' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'r.id',
};

type Fields = Pick<
  SavedReport,
  'name' | 'shared' | 'measure' | 'dimensions' | 'filters' | 'chart' | 'preset' | 'periodFrom' | 'periodTo'
>;

/**
 * The custom reports users saved (react-admin resource `saved-reports`, docs/analytics.md "Custom
 * reports"): each user sees theirs and the shop's shared ones; only the author changes or deletes one.
 */
@Injectable()
export class SavedReportsService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SavedReportDto>> {
    const { shopId, userId } = shopScope(ctx);
    const builder = this.database.dataSource
      .getRepository(SavedReport)
      .createQueryBuilder('r')
      .where('r.shopId = :shopId', { shopId })
      .andWhere(
        new Brackets((visible) =>
          visible.where('r.ownerId = :userId', { userId }).orWhere('r.shared = :shared', { shared: true }),
        ),
      );
    const page = await fetchPage(builder, parseListQuery(query, SAVED_REPORTS_LIST), SAVED_REPORTS_LIST);
    return { ...page, rows: await this.views(this.database.dataSource.manager, userId, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<SavedReportDto> {
    const { userId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, userId, [await visible(manager, ctx, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: SavedReportInputDto): Promise<SavedReportDto> {
    const { shopId, userId } = shopScope(ctx);
    const fields = checked({
      name: input.name.trim(),
      shared: input.shared ?? false,
      measure: input.measure ?? 'ht',
      dimensions: input.dimensions ?? ['month'],
      filters: cleanFilters(input.filters ?? {}),
      chart: input.chart ?? 'bar',
      preset: input.preset ?? 'thisYear',
      periodFrom: input.from ?? null,
      periodTo: input.to ?? null,
    });
    const reports = this.database.dataSource.getRepository(SavedReport);
    const saved = await reports.save(reports.create({ ...fields, shopId, ownerId: userId }));
    return (await this.views(this.database.dataSource.manager, userId, [saved]))[0]!;
  }

  async update(ctx: RequestContext, id: number, input: SavedReportChangesDto): Promise<SavedReportDto> {
    const { userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const report = await own(manager, ctx, id);
      const moving = input.preset !== undefined && input.preset !== 'custom';
      const fields = checked({
        name: input.name?.trim() ?? report.name,
        shared: input.shared ?? report.shared,
        measure: input.measure ?? report.measure,
        dimensions: input.dimensions ?? report.dimensions,
        filters: input.filters ? cleanFilters(input.filters) : report.filters,
        chart: input.chart ?? report.chart,
        preset: input.preset ?? report.preset,
        // A preset that moves with the day drops the dates a custom period had.
        periodFrom: input.from !== undefined ? input.from : moving ? null : report.periodFrom,
        periodTo: input.to !== undefined ? input.to : moving ? null : report.periodTo,
      });
      const saved = await manager.getRepository(SavedReport).save({ ...report, ...fields });
      return (await this.views(manager, userId, [saved]))[0]!;
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<SavedReportDto> {
    const { userId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const report = await own(manager, ctx, id);
      const [view] = await this.views(manager, userId, [report]);
      await manager.getRepository(SavedReport).delete({ id: report.id });
      return view!;
    });
  }

  private async views(
    manager: EntityManager,
    userId: number,
    reports: readonly SavedReport[],
  ): Promise<SavedReportDto[]> {
    const names = await userNames(
      manager,
      reports.map((report) => report.ownerId),
    );
    return reports.map((report) => ({
      id: report.id,
      name: report.name,
      shared: Boolean(report.shared),
      ownerId: report.ownerId,
      ownerName: names.get(report.ownerId) ?? `#${report.ownerId}`,
      mine: report.ownerId === userId,
      measure: report.measure,
      dimensions: report.dimensions,
      filters: report.filters,
      chart: report.chart,
      preset: report.preset,
      from: report.periodFrom,
      to: report.periodTo,
      updatedAt: new Date(report.updatedAt).toISOString(),
    }));
  }
}

/** A report the caller may see: theirs or shared in their shop. */
async function visible(manager: EntityManager, ctx: RequestContext, id: number): Promise<SavedReport> {
  const { shopId, userId } = shopScope(ctx);
  const report = await manager.getRepository(SavedReport).findOneBy({ id, shopId });
  if (!report || (report.ownerId !== userId && !report.shared)) throw new NotFoundException('error.notFound');
  return report;
}

/** A report the caller may change: one they wrote. */
async function own(manager: EntityManager, ctx: RequestContext, id: number): Promise<SavedReport> {
  const report = await visible(manager, ctx, id);
  if (report.ownerId !== shopScope(ctx).userId) throw new ForbiddenException('analytics.notYourReport');
  return report;
}

/** The choices that only make sense together: the chart and the axes, the preset and the dates. */
function checked(fields: Fields): Fields {
  const chart = chartFailure(fields.chart, fields.dimensions);
  if (chart) throw new BadRequestException({ message: chart.code, params: chart.params });
  const custom = fields.preset === 'custom';
  const dated = fields.periodFrom !== null && fields.periodTo !== null;
  if (custom !== dated || (!custom && (fields.periodFrom !== null || fields.periodTo !== null)))
    throw new BadRequestException({ message: 'analytics.customPeriod' });
  if (custom) {
    const period = periodFailure({ from: fields.periodFrom!, to: fields.periodTo! });
    if (period) throw new BadRequestException({ message: period.code, params: period.params });
  }
  return fields;
}

/** Filters as lists of strings, empty ones left out. */
function cleanFilters(filters: CustomFilters): CustomFilters {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([filter, values]) => [filter, (Array.isArray(values) ? values : [values]).map(String)] as const)
      .filter(([, values]) => values.length > 0),
  );
}
