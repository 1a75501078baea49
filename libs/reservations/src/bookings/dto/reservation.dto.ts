import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
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
import {
  RESERVATION_CHANNELS,
  RESERVATION_STATUSES,
  type ReservationChannel,
  type ReservationStatus,
} from '../reservation.entity.js';

export class AskedRateDto {
  @ApiProperty({ description: "the event's rate id" })
  @IsString()
  @MaxLength(24)
  rateId!: string;

  @ApiProperty()
  @IsInt()
  @Min(0)
  @Max(10_000)
  quantity!: number;
}

/** A booking taken in the back office ("Prise de réservations"), for a client on the phone. */
export class ReservationInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  eventId!: number;

  @ApiProperty({ description: "the slot's id as GET …/slots answers it", example: '2026-06-12T10:30' })
  @IsString()
  @MaxLength(16)
  slotId!: string;

  @ApiProperty({ type: [AskedRateDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AskedRateDto)
  rates!: AskedRateDto[];

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(150)
  contactName!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @Satisfies(rules.email)
  @MaxLength(255)
  contactEmail?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  contactPhone?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'the CRM client it is for' })
  @IsOptional()
  @IsInt()
  @Min(1)
  clientId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}

export class PricedRateDto {
  @ApiProperty()
  rateId!: string;

  @ApiProperty({ description: 'adult, child, option or touristTax' })
  kind!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty()
  quantity!: number;

  @ApiProperty({ description: 'cents, tax included' })
  unitTtc!: number;

  @ApiProperty()
  notCounting!: boolean;
}

export class ReservationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  shopId!: number;

  @ApiProperty({ description: "the shop's name (the buyer's bookings span several shops)" })
  shopName!: string;

  @ApiProperty()
  eventId!: number;

  @ApiProperty()
  eventTitle!: string;

  @ApiProperty({ description: "the slot's id" })
  slotId!: string;

  @ApiProperty()
  start!: Date;

  @ApiProperty()
  end!: Date;

  @ApiProperty({ enum: RESERVATION_STATUSES })
  status!: ReservationStatus;

  @ApiProperty({ enum: RESERVATION_CHANNELS })
  channel!: ReservationChannel;

  @ApiProperty({ type: Number, nullable: true })
  orderId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  orderNumber!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  clientId!: number | null;

  @ApiProperty()
  contactName!: string;

  @ApiProperty({ type: String, nullable: true })
  contactEmail!: string | null;

  @ApiProperty({ type: String, nullable: true })
  contactPhone!: string | null;

  @ApiProperty({ description: 'counted persons' })
  persons!: number;

  @ApiProperty({ type: [PricedRateDto] })
  rates!: PricedRateDto[];

  @ApiProperty({ description: 'cents, tax included' })
  totalTtc!: number;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  checkedInAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt!: Date | null;

  @ApiProperty({ description: 'the buyer may still cancel it' })
  cancellable!: boolean;

  @ApiProperty()
  createdAt!: Date;
}
