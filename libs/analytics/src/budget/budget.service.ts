import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { parisDateOf, type Locale } from '@cuvee/kernel';
import { Database, type RequestContext } from '@cuvee/platform';
import {
  BUDGET_CATEGORIES,
  FIRST_BUDGET_YEAR,
  LAST_BUDGET_YEAR,
  MONTHS,
  varianceOf,
  yearPeriod,
  yearToDate,
} from '../domain/budget.js';
import { channelLabel } from '../domain/sales-channel.js';
import { DailySales } from '../facts/sales-fact.entity.js';
import { BudgetLine } from './budget-line.entity.js';
import type {
  BudgetCategoryFiguresDto,
  BudgetComparisonDto,
  BudgetDto,
  BudgetInputDto,
  BudgetTotalDto,
} from './dto/budget.dto.js';

/** The year of a budget's address, or a 400. */
export function budgetYear(text: string): number {
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= FIRST_BUDGET_YEAR && year <= LAST_BUDGET_YEAR))
    throw new BadRequestException({
      message: 'analytics.budgetYear',
      params: { value: text, min: FIRST_BUDGET_YEAR, max: LAST_BUDGET_YEAR },
    });
  return year;
}

type Grid = Map<string, number>;
const cellKey = (month: number, category: string) => `${month}/${category}`;

/**
 * A shop's yearly budget by month and sales channel, and how it compares with what was invoiced
 * (docs/analytics.md "Budget", ADR 0081): actuals from the daily summary, credit notes deducted.
 */
@Injectable()
export class BudgetService {
  constructor(private readonly database: Database) {}

  async get(ctx: RequestContext, year: number): Promise<BudgetDto> {
    const grid = await budgetOf(this.database.dataSource.manager, shopScope(ctx).shopId, year);
    return {
      year,
      categories: categoriesIn(ctx.locale),
      cells: MONTHS.flatMap((month) =>
        BUDGET_CATEGORIES.map((category) => ({
          month,
          category,
          amount: grid.get(cellKey(month, category)) ?? 0,
        })),
      ),
    };
  }

  /** Replaces the year's grid in one transaction: a cell left out (or zero) is not kept. */
  async put(ctx: RequestContext, year: number, input: BudgetInputDto): Promise<BudgetDto> {
    const { shopId } = shopScope(ctx);
    await this.database.transaction(async (manager) => {
      const lines = manager.getRepository(BudgetLine);
      await lines.delete({ shopId, year });
      const kept = input.cells.filter((cell) => cell.amount > 0);
      if (kept.length) await lines.insert(kept.map((cell) => ({ shopId, year, ...cell })));
    });
    return this.get(ctx, year);
  }

  async comparison(ctx: RequestContext, year: number): Promise<BudgetComparisonDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const budget = await budgetOf(manager, shopId, year);
    const actual = await actualsOf(manager, shopId, year);
    const cell = (category: string, b: number, a: number): BudgetCategoryFiguresDto => ({
      category,
      budget: b,
      actual: a,
      ...varianceOf(b, a),
    });
    const months = MONTHS.map((month) => ({
      month,
      ...totalOf(
        BUDGET_CATEGORIES.map((category) =>
          cell(
            category,
            budget.get(cellKey(month, category)) ?? 0,
            actual.get(cellKey(month, category)) ?? 0,
          ),
        ),
      ),
    }));
    const yearOf = (category: string, field: 'budget' | 'actual') =>
      months.reduce((sum, month) => sum + month.categories.find((c) => c.category === category)![field], 0);
    const total = totalOf(
      BUDGET_CATEGORIES.map((category) =>
        cell(category, yearOf(category, 'budget'), yearOf(category, 'actual')),
      ),
    );
    const today = parisDateOf(new Date());
    const { from, to } = yearPeriod(year);
    return {
      year,
      categories: categoriesIn(ctx.locale),
      months,
      total,
      yearToDate: {
        ...yearToDate(year, today, months),
        through: today < from ? null : today < to ? today : to,
      },
    };
  }
}

/** The figures of several categories added up, with them. */
function totalOf(categories: BudgetCategoryFiguresDto[]): BudgetTotalDto {
  const budget = categories.reduce((sum, cell) => sum + cell.budget, 0);
  const actual = categories.reduce((sum, cell) => sum + cell.actual, 0);
  return { budget, actual, ...varianceOf(budget, actual), categories };
}

function categoriesIn(locale: Locale) {
  return BUDGET_CATEGORIES.map((key) => ({ key, label: channelLabel(key, locale) }));
}

async function budgetOf(manager: EntityManager, shopId: number, year: number): Promise<Grid> {
  const lines = await manager.getRepository(BudgetLine).findBy({ shopId, year });
  return new Map(lines.map((line) => [cellKey(line.month, line.category), line.amount]));
}

/** HT invoiced by month and channel, from the daily summary. */
async function actualsOf(manager: EntityManager, shopId: number, year: number): Promise<Grid> {
  const rows = await manager
    .getRepository(DailySales)
    .createQueryBuilder('s')
    .select('SUBSTR(s.day, 6, 2)', 'month')
    .addSelect('s.channel', 'channel')
    .addSelect('SUM(s.ht)', 'ht')
    .where('s.shopId = :shopId AND s.day BETWEEN :from AND :to', { shopId, ...yearPeriod(year) })
    .groupBy('SUBSTR(s.day, 6, 2)')
    .addGroupBy('s.channel')
    .getRawMany<{ month: string; channel: string; ht: string | number }>();
  return new Map(rows.map((row) => [cellKey(Number(row.month), row.channel), Number(row.ht)]));
}
