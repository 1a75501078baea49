import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, MaxLength, ValidateNested } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { MAX_PAYERS } from '../../domain/payment-group.js';

export class PayerInputDto {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  @MaxLength(255)
  email!: string;

  @ApiProperty({ description: 'the share, cents, tax included' })
  @IsInt()
  amount!: number;
}

/** A booking split between payers: the shares add up to its total. */
export class PaymentGroupInputDto {
  @ApiProperty({ type: [PayerInputDto] })
  @IsArray()
  @ArrayMaxSize(MAX_PAYERS)
  @ValidateNested({ each: true })
  @Type(() => PayerInputDto)
  payers!: PayerInputDto[];
}

export const SHARE_PAYMENT_METHODS = ['card', 'transfer', 'cash', 'check'] as const;

export class SharePaymentInputDto {
  @ApiProperty({ enum: SHARE_PAYMENT_METHODS })
  @IsIn(SHARE_PAYMENT_METHODS)
  method!: (typeof SHARE_PAYMENT_METHODS)[number];
}

export class PayerDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  amount!: number;

  @ApiProperty({ description: "the payer's page, as mailed to them" })
  link!: string;

  @ApiPropertyOptional({ type: Date, nullable: true })
  paidAt!: Date | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  paymentMethod!: string | null;

  @ApiPropertyOptional({ type: Date, nullable: true })
  remindedAt!: Date | null;
}

/** What a payer's link shows them (no account needed). */
export class PayerShareDto {
  @ApiProperty()
  shopName!: string;

  @ApiProperty()
  eventTitle!: string;

  @ApiProperty()
  start!: Date;

  @ApiProperty()
  persons!: number;

  @ApiProperty({ description: "the booking's total (cents)" })
  totalTtc!: number;

  @ApiProperty({ description: "this payer's share (cents)" })
  amount!: number;

  @ApiProperty()
  paid!: boolean;

  @ApiProperty({ description: 'every payer has paid: the booking is confirmed' })
  confirmed!: boolean;
}
