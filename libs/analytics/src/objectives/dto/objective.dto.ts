import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import {
  isTarget,
  MAX_TARGET,
  OBJECTIVE_MEASURES,
  OBJECTIVE_PERIODS,
  OBJECTIVE_SCOPES,
  type ObjectiveMeasure,
  type ObjectivePeriod,
  type ObjectiveScope,
} from '../../domain/objectives.js';
import { isoDay } from '../../domain/periods.js';
import { CommissionsReportQueryDto } from '../../commissions/dto/commissions-report.dto.js';
import { ReportFormatQueryDto } from '../../reports/dto/analytics-query.dto.js';
import { AnalyticsPeriodDto } from '../../reports/dto/analytics-report.dto.js';

/** May be left out; when sent (null included) it must pass the field's rule. */
const Omittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

function choiceOf(choices: readonly string[]) {
  return function choice(value: unknown): ValidationFailure | null {
    return choices.includes(value as string)
      ? null
      : failure('analytics.unknownChoice', { value: String(value), choices: choices.join(', ') });
  };
}

function target(value: unknown): ValidationFailure | null {
  return isTarget(value) ? null : failure('analytics.objectiveTarget', { value: String(value) });
}

/** A user id or null (the shop's objectives target nobody; the service checks which applies). */
function userIdOrNull(value: unknown): ValidationFailure | null {
  return value === null || (Number.isSafeInteger(value) && (value as number) >= 1)
    ? null
    : failure('analytics.objectiveUser');
}

function dayOrNull(value: unknown): ValidationFailure | null {
  return value === null ? null : isoDay(value);
}

/** The body of POST /v1/objectives and PUT /v1/objectives/{id} (the whole objective). */
export class ObjectiveInputDto {
  @ApiProperty({ enum: OBJECTIVE_SCOPES, description: 'the whole shop, an agent or a collaborator' })
  @Satisfies(choiceOf(OBJECTIVE_SCOPES))
  scope!: ObjectiveScope;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: "the agent's or collaborator's user id; none for the shop",
  })
  @Omittable()
  @Satisfies(userIdOrNull)
  userId?: number | null;

  @ApiProperty({
    enum: OBJECTIVE_MEASURES,
    description: 'revenue (HT, cents), bottles, eq75 (75 cl bottles) or newClients',
  })
  @Satisfies(choiceOf(OBJECTIVE_MEASURES))
  measure!: ObjectiveMeasure;

  @ApiProperty({
    enum: OBJECTIVE_PERIODS,
    description: 'month, quarter or year (from its first day) or custom (from and to)',
  })
  @Satisfies(choiceOf(OBJECTIVE_PERIODS))
  period!: ObjectivePeriod;

  @ApiProperty({ example: '2026-01-01', description: 'first day (Paris), YYYY-MM-DD' })
  @Satisfies(isoDay)
  from!: string;

  @ApiPropertyOptional({
    example: '2026-03-31',
    nullable: true,
    type: 'string',
    description: 'last day, included: custom periods only (else computed)',
  })
  @Omittable()
  @Satisfies(dayOrNull)
  to?: string | null;

  @ApiProperty({ description: `in the measure's unit, 1 to ${MAX_TARGET}`, example: 5_000_000 })
  @Satisfies(target)
  target!: number;
}

export class ObjectiveDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: OBJECTIVE_SCOPES })
  scope!: ObjectiveScope;

  @ApiProperty({ type: 'integer', nullable: true })
  userId!: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: "the agent's or collaborator's name" })
  userName!: string | null;

  @ApiProperty({ enum: OBJECTIVE_MEASURES })
  measure!: ObjectiveMeasure;

  @ApiProperty({ enum: OBJECTIVE_PERIODS })
  period!: ObjectivePeriod;

  @ApiProperty({ example: '2026-01-01' })
  from!: string;

  @ApiProperty({ example: '2026-03-31' })
  to!: string;

  @ApiProperty({ description: "in the measure's unit" })
  target!: number;

  @ApiProperty()
  updatedAt!: string;
}

/** GET /v1/analytics/objectives: the objectives meeting the period; agentId, one agent's. */
export class ObjectivesReportQueryDto extends CommissionsReportQueryDto {}

export class ObjectivesExportQueryDto extends IntersectionType(
  ObjectivesReportQueryDto,
  ReportFormatQueryDto,
) {}

export class ObjectiveProgressDto extends ObjectiveDto {
  @ApiProperty({
    description:
      "done over the objective's whole period up to today, in the measure's unit (eq75: 3 decimals)",
  })
  actual!: number;

  @ApiProperty({ description: 'actual / target (1 = reached)' })
  progress!: number;

  @ApiProperty({ description: "what a steady pace would have done by today, in the measure's unit" })
  expected!: number;

  @ApiProperty({ description: "the share of the period's days gone by today (0 to 1)" })
  expectedProgress!: number;

  @ApiProperty({ enum: ['ahead', 'behind'], description: 'ahead when progress ≥ expectedProgress' })
  pace!: 'ahead' | 'behind';
}

export class ObjectivesReportDto {
  @ApiProperty({ type: AnalyticsPeriodDto })
  period!: AnalyticsPeriodDto;

  @ApiProperty({ description: 'the Paris day the progress is measured on' })
  today!: string;

  @ApiProperty({ type: [ObjectiveProgressDto] })
  objectives!: ObjectiveProgressDto[];
}
