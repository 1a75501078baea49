import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsString, MaxLength, Min } from 'class-validator';
import {
  failure,
  keysOf,
  knownKey,
  PRIORITIES,
  rules,
  TASK_ACTIVITY_TYPES,
  type ValidationFailure,
} from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { MemberNameDto } from '../../clients/dto/member-name.dto.js';
import { Nullable, Omittable } from '../../clients/dto/rule-decorators.js';
import { parseInstant } from '../../domain/calendar-range.js';

export const MAX_DURATION_MINUTES = 1440;

/** An ISO instant with its zone ('2025-03-14T09:30:00Z', '…+01:00'), or a day (its start in Paris). */
export function isoInstant(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && parseInstant(value) ? null : failure('validation.date');
}

function duration(value: unknown): ValidationFailure | null {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_DURATION_MINUTES
    ? null
    : failure('crm.duration');
}

/** The task form; creating needs a title, an activity type and a due time. */
export class TaskInputDto {
  @ApiPropertyOptional()
  @Omittable()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @ApiPropertyOptional({ enum: keysOf(TASK_ACTIVITY_TYPES) })
  @Omittable()
  @Satisfies(knownKey(TASK_ACTIVITY_TYPES))
  activityType?: string;

  @ApiPropertyOptional({ enum: keysOf(PRIORITIES), description: 'default medium' })
  @Omittable()
  @Satisfies(knownKey(PRIORITIES))
  priority?: string;

  @ApiPropertyOptional({ description: 'ISO instant with its zone' })
  @Omittable()
  @Satisfies(isoInstant)
  dueAt?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: `1 to ${MAX_DURATION_MINUTES} minutes` })
  @Nullable()
  @Satisfies(duration)
  durationMinutes?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'when to notify the assignee, before dueAt',
  })
  @Nullable()
  @Satisfies(isoInstant)
  remindAt?: string | null;

  @ApiPropertyOptional({ description: 'user id of a team member (default: the caller)' })
  @Omittable()
  @IsInt()
  @Min(1)
  assigneeId?: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Nullable()
  @IsInt()
  @Min(1)
  clientId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Nullable()
  @IsInt()
  @Min(1)
  opportunityId?: number | null;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean()
  done?: boolean;
}

export class TaskDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ enum: keysOf(TASK_ACTIVITY_TYPES) })
  activityType!: string;

  @ApiProperty({ enum: keysOf(PRIORITIES) })
  priority!: string;

  @ApiProperty()
  dueAt!: Date;

  @ApiProperty({ type: Number, nullable: true })
  durationMinutes!: number | null;

  @ApiProperty({ type: Date, nullable: true })
  remindAt!: Date | null;

  @ApiProperty()
  assigneeId!: number;

  @ApiProperty({ type: MemberNameDto, nullable: true })
  assignee!: MemberNameDto | null;

  @ApiProperty({ type: Number, nullable: true })
  clientId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  clientName!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  opportunityId!: number | null;

  @ApiProperty()
  done!: boolean;

  @ApiProperty({ type: Date, nullable: true })
  doneAt!: Date | null;

  @ApiProperty({ type: Number, nullable: true })
  createdById!: number | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty()
  updatedAt!: Date;
}

/** GET /v1/calendar?from=…&to=… */
export class CalendarQueryDto {
  @ApiProperty({ description: 'ISO instant or day, included' })
  @IsString()
  @Satisfies(isoInstant)
  from!: string;

  @ApiProperty({ description: 'ISO instant or day, excluded; at most 100 days after from' })
  @IsString()
  @Satisfies(isoInstant)
  to!: string;

  @ApiPropertyOptional({ description: "only this team member's entries (user id)" })
  @Omittable()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  userId?: number;
}

export class CalendarEntryDto {
  @ApiProperty({ description: '`task-12`' })
  id!: string;

  @ApiProperty({ description: 'task (reservations and deliveries later)' })
  kind!: string;

  @ApiProperty()
  sourceId!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  start!: Date;

  @ApiProperty({ type: Date, nullable: true })
  end!: Date | null;

  @ApiProperty()
  done!: boolean;

  @ApiProperty({ description: 'where the back office opens it' })
  link!: string;

  @ApiProperty({ type: Number, nullable: true })
  clientId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  clientName!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  userId!: number | null;
}
