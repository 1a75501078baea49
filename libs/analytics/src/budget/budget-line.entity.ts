import { Entity, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '@cuvee/platform';

/**
 * One cell of a shop's yearly budget (docs/analytics.md "Budget", ADR 0081): the HT planned for a month
 * and a category (a sales channel), in cents. A year's grid is saved whole; a cell not kept is zero.
 */
@Entity('analytics_budget_lines')
export class BudgetLine {
  @PrimaryColumn('int')
  shopId!: number;

  @PrimaryColumn('int')
  year!: number;

  /** 1 to 12. */
  @PrimaryColumn('int')
  month!: number;

  @PrimaryColumn('varchar', { length: 24 })
  category!: string;

  @MoneyColumn()
  amount!: number;
}
