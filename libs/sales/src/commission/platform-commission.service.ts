import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
  Translator,
} from '@cuvee/platform';
import { commissionChange, commissionPercentRule } from '../domain/platform-commission.js';
import { failuresException } from '../sales-errors.js';
import { CommissionChangeRow } from './commission-change.entity.js';
import type { CommissionChangeDto, CommissionChangedDto, CommissionDto } from './dto/commission.dto.js';

const HISTORY_LIST: ListDefinition = {
  resource: 'commission-changes',
  sortable: { id: 'c.id', changedAt: 'c.changedAt' },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    changedByUserId: { kind: 'equals', column: 'c.changedByUserId', type: 'number' },
  },
  defaultSort: ['id', 'DESC'],
  idColumn: 'c.id',
};

/** The newest change of the rate, or null when none was ever made. One indexed row read. */
async function latestChange(manager: EntityManager): Promise<CommissionChangeRow | null> {
  const [latest] = await manager.getRepository(CommissionChangeRow).find({ order: { id: 'DESC' }, take: 1 });
  return latest ?? null;
}

/** The rate in force: the newest change's, 0 when none was ever made. */
export async function currentCommissionPercent(manager: EntityManager): Promise<number> {
  return (await latestChange(manager))?.percent ?? 0;
}

/**
 * The platform's commission on orders (ADR 0086): one rate for every shop, changed by administrators,
 * each change kept. Orders keep the commission computed when they were placed.
 */
@Injectable()
export class PlatformCommission {
  constructor(
    private readonly database: Database,
    private readonly translator: Translator,
  ) {}

  async current(): Promise<CommissionDto> {
    const latest = await latestChange(this.database.dataSource.manager);
    return { percent: latest?.percent ?? 0, changedAt: latest?.changedAt ?? null };
  }

  async history(query: ListQueryDto): Promise<Page<CommissionChangeDto>> {
    const builder = this.database.dataSource.getRepository(CommissionChangeRow).createQueryBuilder('c');
    const page = await fetchPage(builder, parseListQuery(query, HISTORY_LIST), HISTORY_LIST);
    return { ...page, rows: page.rows.map((row) => ({ ...row })) };
  }

  /**
   * A new rate. The current one is read and the change inserted in one transaction; a rate equal to the
   * current one adds no row (the history keeps changes, not saves).
   */
  async change(ctx: RequestContext, percent: number): Promise<CommissionChangedDto> {
    const failure = commissionPercentRule(percent);
    if (failure) throw failuresException([failure]);
    const { previous, row } = await this.database.transaction(async (manager) => {
      const previous = await currentCommissionPercent(manager);
      const change = commissionChange(previous, percent);
      if (!change) return { previous, row: null };
      const repository = manager.getRepository(CommissionChangeRow);
      const row = await repository.save(
        repository.create({
          percent: change.after,
          previousPercent: change.before,
          changedAt: new Date(),
          changedByUserId: ctx.user?.userId ?? null,
        }),
      );
      return { previous, row };
    });
    const key = row ? 'admin.commissionChanged' : 'admin.commissionUnchanged';
    return {
      success: true,
      message: this.translator.translate(key, ctx.locale, { percent: percent.toLocaleString(ctx.locale) }),
      commission: row ? { percent: row.percent, changedAt: row.changedAt } : await this.current(),
      previousPercent: previous,
    };
  }
}
