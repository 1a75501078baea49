import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { GRANULARITIES, isoDay, MAX_PERIOD_DAYS, type Granularity } from '../../domain/periods.js';

export const SALES_DIMENSIONS = ['channel', 'typology', 'country', 'agent'] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];
export const PRODUCT_GROUPINGS = ['product', 'vintage', 'format'] as const;
export type ProductGrouping = (typeof PRODUCT_GROUPINGS)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const MAX_CLIENT_ROWS = 200;
export const MAX_PRODUCT_ROWS = 500;

/** A rule: the value is one of `choices` (named after what it checks, for the validator's key). */
export function choiceOf(choices: readonly string[]): (value: unknown) => ValidationFailure | null {
  return function choice(value: unknown) {
    return choices.includes(value as string)
      ? null
      : failure('analytics.unknownChoice', { value: String(value), choices: choices.join(', ') });
  };
}

/** A rule: a whole number from 1 to `max`, as a query string carries it. */
function countUpTo(max: number, code: 'analytics.limit' | 'analytics.dormantDays') {
  return function count(value: unknown): ValidationFailure | null {
    const text = String(value);
    return /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= max ? null : failure(code, { max });
  };
}

/** The days a report covers (both included); default: the current month up to today. */
export class AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    example: '2026-11-01',
    description: "YYYY-MM-DD; default: the first day of `to`'s month",
  })
  @IsOptional()
  @Satisfies(isoDay)
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-29',
    description: `YYYY-MM-DD, included; default: today (Paris). At most ${MAX_PERIOD_DAYS} days from \`from\``,
  })
  @IsOptional()
  @Satisfies(isoDay)
  to?: string;
}

export class SalesReportQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    enum: GRANULARITIES,
    description: 'default: day up to 62 days, week (ISO, from Monday) up to 366, month above',
  })
  @IsOptional()
  @Satisfies(choiceOf(GRANULARITIES))
  granularity?: Granularity;

  @ApiPropertyOptional({ enum: SALES_DIMENSIONS, description: 'the breakdown (none by default)' })
  @IsOptional()
  @Satisfies(choiceOf(SALES_DIMENSIONS))
  by?: SalesDimension;
}

export class ClientsReportQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    example: 20,
    description: `rows of top and dormant, 1 to ${MAX_CLIENT_ROWS}; default 20`,
  })
  @IsOptional()
  @Satisfies(countUpTo(MAX_CLIENT_ROWS, 'analytics.limit'))
  limit?: string;

  @ApiPropertyOptional({
    type: 'integer',
    example: 90,
    description: `days without an invoice up to \`to\` that make a client dormant, 1 to ${MAX_PERIOD_DAYS}; default 90`,
  })
  @IsOptional()
  @Satisfies(countUpTo(MAX_PERIOD_DAYS, 'analytics.dormantDays'))
  dormantDays?: string;
}

export class ProductsReportQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({ enum: PRODUCT_GROUPINGS, description: 'default: product' })
  @IsOptional()
  @Satisfies(choiceOf(PRODUCT_GROUPINGS))
  by?: ProductGrouping;

  @ApiPropertyOptional({
    type: 'integer',
    example: 50,
    description: `rows, 1 to ${MAX_PRODUCT_ROWS}; default 50`,
  })
  @IsOptional()
  @Satisfies(countUpTo(MAX_PRODUCT_ROWS, 'analytics.limit'))
  limit?: string;
}

/** The file a report downloads as. */
export class ReportFormatQueryDto {
  @ApiPropertyOptional({ enum: REPORT_FORMATS, description: 'default: csv' })
  @IsOptional()
  @Satisfies(choiceOf(REPORT_FORMATS))
  format?: ReportFormat;
}

export class SalesExportQueryDto extends IntersectionType(SalesReportQueryDto, ReportFormatQueryDto) {}
export class ClientsExportQueryDto extends IntersectionType(ClientsReportQueryDto, ReportFormatQueryDto) {}
export class ProductsExportQueryDto extends IntersectionType(ProductsReportQueryDto, ReportFormatQueryDto) {}
