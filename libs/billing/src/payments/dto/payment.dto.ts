import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { knownKey, PAYMENT_TYPES, rules, type PaymentType } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { AGEING_BUCKETS } from '../../domain/ageing.js';
import { PAYMENT_DIRECTIONS, type PaymentDirection } from '../payment.entity.js';

/** Named apart from the stock context's AllocationInputDto (OpenAPI schemas are named by class). */
export class PaymentAllocationInputDto {
  @ApiProperty({ description: 'an issued invoice or deposit invoice of the client' })
  @IsInt()
  documentId!: number;

  @ApiProperty({ description: 'cents' })
  @IsInt()
  @Min(1)
  amount!: number;
}

export class PaymentInputDto {
  @ApiProperty()
  @IsInt()
  clientId!: number;

  @ApiProperty({ enum: PAYMENT_TYPES.map((t) => t.key) })
  @Satisfies(knownKey(PAYMENT_TYPES))
  type!: PaymentType;

  @ApiProperty({ description: 'cents' })
  @IsInt()
  @Min(1)
  amount!: number;

  @ApiPropertyOptional({ example: '2026-03-14', description: 'default: today' })
  @IsOptional()
  @Satisfies(rules.date)
  receivedOn?: string;

  @ApiPropertyOptional({ description: 'cheque number, transfer reference…' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({
    type: [PaymentAllocationInputDto],
    description: "the invoices it pays and how much on each; default: the client's oldest due first",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PaymentAllocationInputDto)
  allocations?: PaymentAllocationInputDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string;
}

/** Named apart from the stock context's AllocationDto (OpenAPI schemas are named by class). */
export class PaymentAllocationDto {
  @ApiProperty()
  documentId!: number;

  @ApiProperty({ type: String, nullable: true })
  number!: string | null;

  @ApiProperty()
  amount!: number;
}

export class PaymentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  clientId!: number;

  @ApiProperty({ enum: PAYMENT_TYPES.map((t) => t.key) })
  type!: PaymentType;

  @ApiProperty({
    enum: PAYMENT_DIRECTIONS,
    description: 'in: received from the client; out: sent back to them on a credit note (a refund)',
  })
  direction!: PaymentDirection;

  @ApiProperty()
  amount!: number;

  @ApiProperty()
  receivedOn!: string;

  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  bankDepositId!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'the client credit its over-payment became' })
  creditId!: number | null;

  @ApiProperty({ description: 'what the allocations did not use (became client credit)' })
  overpayment!: number;

  @ApiProperty({ type: [PaymentAllocationDto] })
  allocations!: PaymentAllocationDto[];

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty()
  createdAt!: Date;
}

export class BankDepositInputDto {
  @ApiProperty({ type: [Number], description: 'cheques (payments of type check) not deposited yet' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  paymentIds!: number[];

  @ApiPropertyOptional({ example: '2026-03-14' })
  @IsOptional()
  @Satisfies(rules.date)
  depositedOn?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ description: "the shop's account (RIB); default: its default bank" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  bankAccount?: string;
}

export class BankDepositDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  depositedOn!: string;

  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;

  @ApiProperty({ type: String, nullable: true })
  bankAccount!: string | null;

  @ApiProperty()
  total!: number;

  @ApiProperty()
  count!: number;

  @ApiProperty({ type: [PaymentDto] })
  payments!: PaymentDto[];

  @ApiProperty()
  createdAt!: Date;
}

export class AgeingBucketsDto {
  @ApiProperty()
  notDue!: number;

  @ApiProperty()
  days1to30!: number;

  @ApiProperty()
  days31to60!: number;

  @ApiProperty()
  days61to90!: number;

  @ApiProperty()
  over90!: number;
}

export class OutstandingDto {
  @ApiProperty({ description: 'the client id (react-admin needs an id)' })
  id!: number;

  @ApiProperty()
  clientId!: number;

  @ApiProperty()
  clientName!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ description: 'owed in all' })
  due!: number;

  @ApiProperty({ description: 'owed past its due day' })
  overdue!: number;

  @ApiProperty({ type: AgeingBucketsDto, description: `${AGEING_BUCKETS.join(', ')}` })
  buckets!: AgeingBucketsDto;

  @ApiProperty()
  documents!: number;

  @ApiProperty()
  oldestDueDate!: string;

  @ApiProperty({ description: 'client credit available' })
  credit!: number;
}

export class ReminderInputDto {
  @ApiPropertyOptional({ type: [String], description: "default: the client's email" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  to?: string[];
}

export class ReminderDto {
  @ApiProperty({ type: [String] })
  to!: string[];

  @ApiProperty({ type: [String] })
  invoices!: string[];

  @ApiProperty()
  amount!: number;
}
