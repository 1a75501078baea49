import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { BUDGET_CATEGORIES, MAX_BUDGET_CELL } from '../../domain/budget.js';

export class BudgetCellDto {
  // The range is the cells rule's, so that a wrong cell gets its one message.
  @ApiProperty({ type: 'integer', description: '1 to 12' })
  month!: number;

  @ApiProperty({ enum: BUDGET_CATEGORIES, description: 'a sales channel' })
  category!: string;

  @ApiProperty({ description: 'HT planned, cents' })
  amount!: number;
}

/** A rule: months 1–12, known categories, whole amounts of 0 to MAX_BUDGET_CELL, each cell once. */
function cells(value: unknown): ValidationFailure | null {
  const wrong = failure('analytics.budgetCells', {
    choices: BUDGET_CATEGORIES.join(', '),
    max: MAX_BUDGET_CELL,
  });
  if (!Array.isArray(value)) return wrong;
  const seen = new Set<string>();
  for (const cell of value as unknown[]) {
    if (typeof cell !== 'object' || cell === null) return wrong;
    const { month, category, amount } = cell as Record<string, unknown>;
    if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) return wrong;
    if (!BUDGET_CATEGORIES.includes(category as never)) return wrong;
    if (!Number.isSafeInteger(amount) || (amount as number) < 0 || (amount as number) > MAX_BUDGET_CELL)
      return wrong;
    const key = `${String(month)}/${String(category)}`;
    if (seen.has(key)) return wrong;
    seen.add(key);
  }
  return null;
}

/** The body of PUT /v1/analytics/budget/{year}: the whole grid; a cell left out is zero. */
export class BudgetInputDto {
  @ApiProperty({ type: [BudgetCellDto] })
  @Satisfies(cells)
  cells!: BudgetCellDto[];
}

export class BudgetCategoryDto {
  @ApiProperty({ enum: BUDGET_CATEGORIES })
  key!: string;

  @ApiProperty({ description: "in the user's language" })
  label!: string;
}

export class BudgetDto {
  @ApiProperty()
  year!: number;

  @ApiProperty({ type: [BudgetCategoryDto] })
  categories!: BudgetCategoryDto[];

  @ApiProperty({ type: [BudgetCellDto], description: 'every month and category, zeros included' })
  cells!: BudgetCellDto[];
}

export class BudgetFiguresDto {
  @ApiProperty({ description: 'cents' })
  budget!: number;

  @ApiProperty({ description: 'HT invoiced, credit notes deducted, cents' })
  actual!: number;

  @ApiProperty({ description: 'actual − budget, cents' })
  variance!: number;

  @ApiProperty({ type: 'number', nullable: true, description: 'variance / budget; null without a budget' })
  varianceRate!: number | null;
}

export class BudgetCategoryFiguresDto extends BudgetFiguresDto {
  @ApiProperty({ enum: BUDGET_CATEGORIES })
  category!: string;
}

/** A month's or the year's figures, in all and by category. */
export class BudgetTotalDto extends BudgetFiguresDto {
  @ApiProperty({ type: [BudgetCategoryFiguresDto] })
  categories!: BudgetCategoryFiguresDto[];
}

export class BudgetMonthDto extends BudgetTotalDto {
  @ApiProperty({ minimum: 1, maximum: 12 })
  month!: number;
}

export class BudgetYearToDateDto extends BudgetFiguresDto {
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: 'the last day counted (today, or the year’s last day); null before the year starts',
  })
  through!: string | null;
}

export class BudgetComparisonDto {
  @ApiProperty()
  year!: number;

  @ApiProperty({ type: [BudgetCategoryDto] })
  categories!: BudgetCategoryDto[];

  @ApiProperty({ type: [BudgetMonthDto], description: 'the twelve months' })
  months!: BudgetMonthDto[];

  @ApiProperty({ type: BudgetTotalDto, description: 'the whole year' })
  total!: BudgetTotalDto;

  @ApiProperty({
    type: BudgetYearToDateDto,
    description: "the months gone by and today's pro rata of its days against what was invoiced up to today",
  })
  yearToDate!: BudgetYearToDateDto;
}
