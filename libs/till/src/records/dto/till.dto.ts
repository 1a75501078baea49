import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_LINE_QUANTITY } from '@cuvee/billing';
import { SALES_POINT_PAYMENT_METHODS } from '@cuvee/sales';
import { CLOSURE_PERIODS, type ClosurePeriod } from '../../domain/closure.js';
import { TILL_RECORD_KINDS } from '../../domain/chain.js';

/** At most this many lines on one ticket (its sealed body stays well inside a TEXT column), and payments. */
export const MAX_TICKET_LINES = 100;
export const MAX_TICKET_PAYMENTS = 10;
/** 1 million euros: above, an amount at a till is a typing error. */
const MAX_AMOUNT = 100_000_000;

export class TicketLineInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiProperty()
  @IsInt()
  @Min(1)
  formatId!: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the vintage by name; the first when absent',
  })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  vintageName?: string | null;

  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity!: number;

  @ApiPropertyOptional({ description: 'line discount TTC in cents, at most the line' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_AMOUNT)
  discount?: number;
}

export class TicketPaymentDto {
  @ApiProperty({ enum: SALES_POINT_PAYMENT_METHODS, description: 'one the sales point takes' })
  @IsIn(SALES_POINT_PAYMENT_METHODS)
  method!: string;

  @ApiProperty({ description: 'cents handed over (cash above the total gives change)' })
  @IsInt()
  @Min(1)
  @Max(MAX_AMOUNT)
  amount!: number;
}

export class TicketInputDto {
  @ApiProperty({ type: [TicketLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_TICKET_LINES)
  @ValidateNested({ each: true })
  @Type(() => TicketLineInputDto)
  lines!: TicketLineInputDto[];

  @ApiPropertyOptional({ description: 'ticket discount TTC in cents, at most the ticket' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_AMOUNT)
  discount?: number;

  @ApiProperty({ type: [TicketPaymentDto] })
  @IsArray()
  @ArrayMaxSize(MAX_TICKET_PAYMENTS)
  @ValidateNested({ each: true })
  @Type(() => TicketPaymentDto)
  payments!: TicketPaymentDto[];

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'a client of the shop, if known' })
  @IsOptional()
  @IsInt()
  @Min(1)
  clientId?: number | null;

  @ApiPropertyOptional({ description: 'when the till took the sale (a sale queued offline is sent later)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  takenAt?: string;
}

export class CancellationInputDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reason?: string;
}

export const CASH_MOVE_KINDS = ['float', 'cashIn', 'cashOut'] as const;
export type CashMoveKind = (typeof CASH_MOVE_KINDS)[number];

export class CashMoveInputDto {
  @ApiProperty({ enum: CASH_MOVE_KINDS, description: 'opening float, cash put in, cash taken out' })
  @IsIn(CASH_MOVE_KINDS)
  kind!: CashMoveKind;

  @ApiProperty({ description: 'cents' })
  @IsInt()
  @Min(1)
  @Max(MAX_AMOUNT)
  amount!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reason?: string;
}

export class ClosureInputDto {
  @ApiProperty({ enum: CLOSURE_PERIODS })
  @IsIn(CLOSURE_PERIODS)
  period!: ClosurePeriod;

  @ApiPropertyOptional({ description: 'the cash counted in the drawer, cents (a day closure needs it)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_AMOUNT)
  countedCash?: number;
}

export class TillRecordDto {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  salesPointId!: number;
  @ApiProperty()
  sequence!: number;
  @ApiProperty({ enum: TILL_RECORD_KINDS })
  kind!: string;
  @ApiProperty({ description: 'ISO instant' })
  occurredAt!: string;
  @ApiProperty()
  reference!: string;
  @ApiProperty()
  totalTtc!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'the sealed body' })
  data!: Record<string, unknown>;
  @ApiProperty()
  previousHash!: string;
  @ApiProperty()
  hash!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'a cancelled ticket: its cancellation' })
  cancelledBy!: number | null;
}

export class ChainProblemDto {
  @ApiProperty({ enum: ['altered', 'missing', 'reordered', 'duplicated', 'linkBroken'] })
  kind!: string;
  @ApiProperty()
  sequence!: number;
  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;
  @ApiProperty({ description: "in the caller's language" })
  message!: string;
}

export class VerificationDto {
  @ApiProperty()
  salesPointId!: number;
  @ApiProperty()
  ok!: boolean;
  @ApiProperty()
  records!: number;
  @ApiProperty()
  lastSequence!: number;
  @ApiProperty({ type: [ChainProblemDto] })
  problems!: ChainProblemDto[];
}
