import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  CUSTOM_DIMENSIONS,
  CUSTOM_MEASURES,
  MAX_DIMENSIONS,
  type CustomDimension,
  type CustomMeasure,
  type ValidationFailure,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  dimensionsFailure,
  filterFailure,
  MAX_CUSTOM_ROWS,
  MAX_FILTER_VALUES,
  PERIOD_PRESETS,
  type CustomFilter,
  type PeriodPreset,
} from '../../domain/custom-reports.js';
import {
  AnalyticsPeriodQueryDto,
  choiceOf,
  ReportFormatQueryDto,
} from '../../reports/dto/analytics-query.dto.js';
import { AnalyticsComparedPeriodsDto } from '../../reports/dto/analytics-report.dto.js';

/** A comma-separated list as a query string carries it ('' is no value). */
export function listOf(text: string | undefined): string[] {
  return text === undefined || text === '' ? [] : text.split(',').map((item) => item.trim());
}

function dimensionList(value: unknown): ValidationFailure | null {
  return dimensionsFailure(listOf(String(value)));
}

function filterList(filter: CustomFilter) {
  return function values(value: unknown): ValidationFailure | null {
    return filterFailure(filter, listOf(String(value)));
  };
}

/** GET /v1/analytics/custom: a measure of the sales facts by up to two axes, filtered. */
export class CustomReportQueryDto extends AnalyticsPeriodQueryDto {
  @ApiPropertyOptional({
    enum: PERIOD_PRESETS,
    description: 'a period that moves with the day instead of from/to (custom: from/to)',
  })
  @IsOptional()
  @Satisfies(choiceOf(PERIOD_PRESETS))
  preset?: PeriodPreset;

  @ApiPropertyOptional({
    enum: CUSTOM_MEASURES,
    description:
      'ht (cents), quantity (units), bottles, eq75 (75 cl equivalents), invoices or clients (distinct, invoices only); default ht',
  })
  @IsOptional()
  @Satisfies(choiceOf(CUSTOM_MEASURES))
  measure?: CustomMeasure;

  @ApiPropertyOptional({
    example: 'month,channel',
    description: `up to ${MAX_DIMENSIONS} of ${CUSTOM_DIMENSIONS.join(', ')}, comma-separated, one time scale at most; none: the total`,
  })
  @IsOptional()
  @Satisfies(dimensionList)
  dimensions?: string;

  @ApiPropertyOptional({
    example: 'shop,agent',
    description: `channels, comma-separated (at most ${MAX_FILTER_VALUES})`,
  })
  @IsOptional()
  @Satisfies(filterList('channel'))
  channel?: string;

  @ApiPropertyOptional({ example: 'caviste', description: 'client typologies, comma-separated' })
  @IsOptional()
  @Satisfies(filterList('typology'))
  typology?: string;

  @ApiPropertyOptional({ example: 'FR,BE', description: 'delivery countries (ISO codes), comma-separated' })
  @IsOptional()
  @Satisfies(filterList('country'))
  country?: string;

  @ApiPropertyOptional({
    example: '12,0',
    description: "agents' user ids, comma-separated; 0: sales of no agent",
  })
  @IsOptional()
  @Satisfies(filterList('agentId'))
  agentId?: string;

  @ApiPropertyOptional({ example: '3,7', description: 'product ids, comma-separated' })
  @IsOptional()
  @Satisfies(filterList('productId'))
  productId?: string;
}

export class CustomExportQueryDto extends IntersectionType(CustomReportQueryDto, ReportFormatQueryDto) {}

export class CustomRowDto {
  @ApiProperty({
    type: [String],
    description:
      "one key per axis, in the asked order: a time axis gives its bucket's first day, an agent `none` for no agent",
  })
  keys!: string[];

  @ApiProperty({ type: [String], description: 'the keys as they read (names, channels, countries…)' })
  labels!: string[];

  @ApiProperty({ description: 'the measure: cents HT for ht, eq75 with decimals' })
  value!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'the same keys over the previous period; null with a time axis',
  })
  previousValue!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'the same keys a year earlier; null with a time axis',
  })
  lastYearValue!: number | null;
}

export class CustomTotalsDto {
  @ApiProperty()
  current!: number;

  @ApiProperty()
  previous!: number;

  @ApiProperty()
  lastYear!: number;
}

export class CustomReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ enum: CUSTOM_MEASURES })
  measure!: CustomMeasure;

  @ApiProperty({ enum: CUSTOM_DIMENSIONS, isArray: true })
  dimensions!: CustomDimension[];

  @ApiProperty({
    type: [CustomRowDto],
    description: `largest groups first, time buckets in order, every bucket present; at most ${MAX_CUSTOM_ROWS}`,
  })
  rows!: CustomRowDto[];

  @ApiProperty({ type: CustomTotalsDto, description: 'distinct measures count each invoice or client once' })
  totals!: CustomTotalsDto;

  @ApiProperty({ description: `true when groups were left out past ${MAX_CUSTOM_ROWS} rows` })
  truncated!: boolean;
}
