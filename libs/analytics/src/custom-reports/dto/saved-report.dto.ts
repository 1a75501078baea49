import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import {
  failure,
  type ValidationFailure,
  CHART_TYPES,
  CUSTOM_DIMENSIONS,
  CUSTOM_MEASURES,
  type ChartType,
  type CustomDimension,
  type CustomMeasure,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  CUSTOM_FILTERS,
  dimensionsFailure,
  filterFailure,
  PERIOD_PRESETS,
  type CustomFilter,
  type CustomFilters,
  type PeriodPreset,
} from '../../domain/custom-reports.js';
import { isoDay } from '../../domain/periods.js';
import { choiceOf } from '../../reports/dto/analytics-query.dto.js';

/** May be left out; when sent it must pass the field's rule. */
const Omittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

function reportName(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= 120
    ? null
    : failure('analytics.reportName');
}

function dimensionArray(value: unknown): ValidationFailure | null {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    return failure('analytics.unknownChoice', {
      value: String(value),
      choices: CUSTOM_DIMENSIONS.join(', '),
    });
  return dimensionsFailure(value);
}

/** A rule: known filters, each a list of accepted values. */
function filterRecord(value: unknown): ValidationFailure | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return failure('analytics.customFilter', { filter: '?', value: String(value), max: 50 });
  for (const [filter, values] of Object.entries(value)) {
    if (!(CUSTOM_FILTERS as readonly string[]).includes(filter))
      return failure('analytics.unknownChoice', { value: filter, choices: CUSTOM_FILTERS.join(', ') });
    const list = Array.isArray(values) ? values.map(String) : [String(values)];
    if (list.length === 0) continue;
    const wrong = filterFailure(filter as CustomFilter, list);
    if (wrong) return wrong;
  }
  return null;
}

export class SavedReportFiltersDto implements CustomFilters {
  @ApiPropertyOptional({ type: [String], example: ['shop', 'agent'] })
  channel?: string[];

  @ApiPropertyOptional({ type: [String], example: ['caviste'] })
  typology?: string[];

  @ApiPropertyOptional({ type: [String], example: ['FR'] })
  country?: string[];

  @ApiPropertyOptional({ type: [String], example: ['12', '0'], description: '0: sales of no agent' })
  agentId?: string[];

  @ApiPropertyOptional({ type: [String], example: ['3'] })
  productId?: string[];
}

/** What a saved report holds besides its name; what is left out keeps its value (or default). */
export class SavedReportDefinitionDto {
  @ApiPropertyOptional({ description: 'seen by everyone of the shop who opens the custom reports' })
  @IsOptional()
  @IsBoolean()
  shared?: boolean;

  @ApiPropertyOptional({ enum: CUSTOM_MEASURES })
  @Omittable()
  @Satisfies(choiceOf(CUSTOM_MEASURES))
  measure?: CustomMeasure;

  @ApiPropertyOptional({ enum: CUSTOM_DIMENSIONS, isArray: true, example: ['month', 'channel'] })
  @Omittable()
  @Satisfies(dimensionArray)
  dimensions?: CustomDimension[];

  @ApiPropertyOptional({ type: SavedReportFiltersDto })
  @Omittable()
  @Satisfies(filterRecord)
  filters?: SavedReportFiltersDto;

  @ApiPropertyOptional({
    enum: CHART_TYPES,
    description: 'pie: one axis that is not time; line: a time axis',
  })
  @Omittable()
  @Satisfies(choiceOf(CHART_TYPES))
  chart?: ChartType;

  @ApiPropertyOptional({ enum: PERIOD_PRESETS, description: 'custom: with from and to' })
  @Omittable()
  @Satisfies(choiceOf(PERIOD_PRESETS))
  preset?: PeriodPreset;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-01' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @Satisfies(isoDay)
  from?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-06-30' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @Satisfies(isoDay)
  to?: string | null;
}

/** The body of PUT /v1/analytics/saved-reports/{id}: what is sent changes. */
export class SavedReportChangesDto extends SavedReportDefinitionDto {
  @ApiPropertyOptional({ example: 'Cavistes par mois', maxLength: 120 })
  @Omittable()
  @Satisfies(reportName)
  name?: string;
}

/** The body of POST /v1/analytics/saved-reports: by default HT by month this year, as bars, not shared. */
export class SavedReportInputDto extends SavedReportDefinitionDto {
  @ApiProperty({ example: 'Cavistes par mois', maxLength: 120 })
  @Satisfies(reportName)
  name!: string;
}

export class SavedReportDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  shared!: boolean;

  @ApiProperty({ description: 'the author' })
  ownerId!: number;

  @ApiProperty({ description: "the author's name" })
  ownerName!: string;

  @ApiProperty({ description: 'the caller wrote it (and may change it)' })
  mine!: boolean;

  @ApiProperty({ enum: CUSTOM_MEASURES })
  measure!: CustomMeasure;

  @ApiProperty({ enum: CUSTOM_DIMENSIONS, isArray: true })
  dimensions!: CustomDimension[];

  @ApiProperty({ type: SavedReportFiltersDto })
  filters!: SavedReportFiltersDto;

  @ApiProperty({ enum: CHART_TYPES })
  chart!: ChartType;

  @ApiProperty({ enum: PERIOD_PRESETS })
  preset!: PeriodPreset;

  @ApiProperty({ type: String, nullable: true })
  from!: string | null;

  @ApiProperty({ type: String, nullable: true })
  to!: string | null;

  @ApiProperty()
  updatedAt!: string;
}
