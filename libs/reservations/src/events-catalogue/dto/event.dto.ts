import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { RATE_KINDS, type RateKind } from '../../domain/booking-rules.js';

export class RateDto {
  @ApiPropertyOptional({ description: 'kept when editing (the carts name it); made when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  id?: string;

  @ApiProperty({ enum: RATE_KINDS, description: 'adult, child (counted persons) or option' })
  @IsIn(RATE_KINDS)
  kind!: RateKind;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(80)
  labelFr!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(80)
  labelEn?: string;

  @ApiProperty({ description: 'tax-inclusive, cents' })
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  priceTtc!: number;

  @ApiPropertyOptional({ description: 'takes no place and pays no tourist tax (options never do)' })
  @IsOptional()
  @IsBoolean()
  notCounting?: boolean;
}

export class SlotHoursDto {
  @ApiProperty({ example: '10:30' })
  @IsString()
  @MaxLength(5)
  start!: string;

  @ApiProperty({ example: '12:00' })
  @IsString()
  @MaxLength(5)
  end!: string;
}

export class OneOffSlotDto {
  @ApiProperty({ example: '2026-06-12' })
  @IsString()
  @MaxLength(10)
  date!: string;

  @ApiPropertyOptional({ type: SlotHoursDto, nullable: true, description: 'null: a full-day slot' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SlotHoursDto)
  hours?: SlotHoursDto | null;
}

export class WeeklyRuleDto {
  @ApiProperty({ type: [Number], description: 'ISO weekdays, 1 Monday … 7 Sunday' })
  @IsArray()
  @ArrayMaxSize(7)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(7, { each: true })
  weekdays!: number[];

  @ApiPropertyOptional({ type: [SlotHoursDto], nullable: true, description: 'null: full-day slots' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(24)
  @ValidateNested({ each: true })
  @Type(() => SlotHoursDto)
  hours?: SlotHoursDto[] | null;

  @ApiProperty({ example: '2026-05-01' })
  @IsString()
  @MaxLength(10)
  from!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'included; null for no end' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  until?: string | null;
}

export class ScheduleDto {
  @ApiProperty({ type: [OneOffSlotDto] })
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => OneOffSlotDto)
  oneOff!: OneOffSlotDto[];

  @ApiProperty({ type: [WeeklyRuleDto] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => WeeklyRuleDto)
  weekly!: WeeklyRuleDto[];

  @ApiProperty({ type: [String], description: 'days the weekly rules skip' })
  @IsArray()
  @ArrayMaxSize(400)
  @IsString({ each: true })
  exceptions!: string[];

  @ApiProperty({ type: [Number], description: 'weekdays the estate is closed' })
  @IsArray()
  @ArrayMaxSize(7)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(7, { each: true })
  closedWeekdays!: number[];
}

/** An event as written by the shop's people (POST creates, PUT edits: the same fields). */
export class EventInputDto {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(150)
  titleFr!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(150)
  titleEn?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descriptionFr?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  descriptionEn?: string | null;

  @ApiPropertyOptional({
    type: [String],
    description: 'keys of pictures uploaded with POST /v1/reservation-events/photos',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  photos?: string[];

  @ApiPropertyOptional({ type: [String], example: ['fr', 'en'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(5, { each: true })
  languages?: string[];

  @ApiProperty({ description: 'minutes' })
  @IsInt()
  @Min(1)
  @Max(1440)
  durationMinutes!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  location?: string;

  @ApiProperty({ description: 'places of each slot' })
  @IsInt()
  @Min(1)
  @Max(10_000)
  capacity!: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'added to the confirmation mail' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  confirmationMessage?: string | null;

  @ApiPropertyOptional({ description: 'bookings close this many hours before the start' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(720)
  cutoffHours?: number;

  @ApiPropertyOptional({ description: 'the buyer may cancel up to this many hours before the start' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(720)
  cancellationHours?: number;

  @ApiPropertyOptional({ description: 'tourist tax per counted person, cents (0: none)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  touristTax?: number;

  @ApiPropertyOptional({ description: 'a booking needs at least one adult' })
  @IsOptional()
  @IsBoolean()
  adultRequired?: boolean;

  @ApiPropertyOptional({ description: 'shown and bookable on the shop' })
  @IsOptional()
  @IsBoolean()
  online?: boolean;

  @ApiProperty({ type: [RateDto] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => RateDto)
  rates!: RateDto[];

  @ApiProperty({ type: ScheduleDto })
  @ValidateNested()
  @Type(() => ScheduleDto)
  schedule!: ScheduleDto;
}

export class EventDto extends EventInputDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: [String], description: "the photos' addresses (add ?width=640 for a resized copy)" })
  photoUrls!: string[];

  @ApiProperty()
  shopId!: number;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty({ description: 'its last change (the shop sitemap’s lastmod)' })
  updatedAt!: Date;
}

export class SlotDto {
  @ApiProperty({ description: "the slot's key: what a cart's selectedSlot.slotId names" })
  id!: string;

  @ApiProperty()
  date!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  start!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  end!: string;

  @ApiProperty({ description: 'a slot without hours' })
  fullDay!: boolean;

  @ApiProperty()
  placesLeft!: number;

  @ApiProperty({ description: 'still bookable now (not started, not past the cut-off, places left)' })
  open!: boolean;
}
