import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { Satisfies } from '@cuvee/platform';
import { positiveQuantity } from '@cuvee/stock';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../domain/primeur-rules.js';

export class SubscriptionInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  clientId!: number;

  @ApiProperty({ description: 'bottles, within the client’s allocation' })
  @Satisfies(positiveQuantity)
  quantity!: number;
}

export class BuyerSubscriptionInputDto {
  @ApiProperty({ description: 'bottles, within the allocation the shop gave the buyer' })
  @Satisfies(positiveQuantity)
  quantity!: number;
}

export class SubscriptionDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'P-000042' })
  number!: string;

  @ApiProperty()
  campaignId!: number;

  @ApiProperty()
  clientId!: number;

  @ApiProperty()
  quantity!: number;

  @ApiProperty({ description: 'cents' })
  unitHt!: number;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  status!: SubscriptionStatus;

  @ApiProperty({ enum: ['backoffice', 'shop'] })
  channel!: 'backoffice' | 'shop';

  @ApiProperty({ type: Number, nullable: true })
  depositInvoiceId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  depositNumber!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  balanceInvoiceId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  balanceNumber!: string | null;

  @ApiProperty()
  createdAt!: Date;
}
