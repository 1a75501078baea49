import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { failure, rules, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { MemberNameDto } from '../../clients/dto/member-name.dto.js';
import { Nullable, Omittable } from '../../clients/dto/rule-decorators.js';
import { isProbability, type StageOutcome } from '../../domain/opportunity-pipeline.js';

const OUTCOMES: readonly StageOutcome[] = ['open', 'won', 'lost'];

/** Bound of an opportunity's amount: its weighted amount (amount × probability) stays an exact integer. */
const MAX_AMOUNT_CENTS = 10_000_000_000;

/** An amount of cents, zero to 100 million euros (ADR 0001). */
export function cents(value: unknown): ValidationFailure | null {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT_CENTS
    ? null
    : failure('crm.amount');
}

function outcome(value: unknown): ValidationFailure | null {
  return OUTCOMES.includes(value as StageOutcome)
    ? null
    : failure('validation.unknownValue', { value: String(value) });
}

export function probability(value: unknown): ValidationFailure | null {
  return isProbability(value) ? null : failure('crm.probability');
}

export class OpportunityInputDto {
  @ApiPropertyOptional()
  @Omittable()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(150)
  title?: string;

  @ApiPropertyOptional({ description: 'the client (or prospect) of the deal' })
  @Omittable()
  @IsInt()
  @Min(1)
  clientId?: number;

  @ApiPropertyOptional({ description: "a stage of the shop's pipeline; creating without one uses the first" })
  @Omittable()
  @IsInt()
  @Min(1)
  stageId?: number;

  @ApiPropertyOptional({ description: 'expected amount excluding tax, in cents' })
  @Omittable()
  @Satisfies(cents)
  amountCents?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'YYYY-MM-DD (DD/MM/YYYY accepted)' })
  @Nullable()
  @Satisfies(rules.date)
  expectedCloseDate?: string | null;

  @ApiPropertyOptional({ description: 'user id of the team member who owns the deal (default: the caller)' })
  @Omittable()
  @IsInt()
  @Min(1)
  ownerId?: number;

  @ApiPropertyOptional({ description: "percent; without it, the stage's" })
  @Omittable()
  @Satisfies(probability)
  probability?: number;
}

export class OpportunityDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  clientId!: number;

  @ApiProperty()
  clientName!: string;

  @ApiProperty()
  stageId!: number;

  @ApiProperty()
  amountCents!: number;

  @ApiProperty({ description: 'amount × probability, rounded half away from zero' })
  weightedAmountCents!: number;

  @ApiProperty({ type: String, nullable: true })
  expectedCloseDate!: string | null;

  @ApiProperty()
  ownerId!: number;

  @ApiProperty({ type: MemberNameDto, nullable: true })
  owner!: MemberNameDto | null;

  @ApiProperty()
  probability!: number;

  @ApiProperty({ type: Date, nullable: true, description: 'when it entered a won or lost stage' })
  closedAt!: Date | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty()
  updatedAt!: Date;
}

export class StageInputDto {
  @ApiPropertyOptional()
  @Omittable()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(60)
  name?: string;

  @ApiPropertyOptional({
    description: 'left to right, 0 first; the other stages are renumbered. A new stage without it goes last',
  })
  @Omittable()
  @IsInt()
  @Min(0)
  position?: number;

  @ApiPropertyOptional({ description: 'percent an opportunity takes on entering the stage' })
  @Omittable()
  @Satisfies(probability)
  probability?: number;

  @ApiPropertyOptional({ enum: OUTCOMES })
  @Omittable()
  @Satisfies(outcome)
  outcome?: StageOutcome;
}

export class StageDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  key!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  position!: number;

  @ApiProperty()
  probability!: number;

  @ApiProperty({ enum: OUTCOMES })
  outcome!: string;
}
