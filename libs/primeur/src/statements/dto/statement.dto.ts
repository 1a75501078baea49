import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../domain/primeur-rules.js';

export class StatementLineDto {
  @ApiProperty()
  subscriptionId!: number;

  @ApiProperty({ example: 'P-000042' })
  number!: string;

  @ApiProperty()
  campaignId!: number;

  @ApiProperty()
  campaignName!: string;

  @ApiProperty({ description: 'the wine: product, vintage and format' })
  label!: string;

  @ApiProperty()
  quantity!: number;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  status!: SubscriptionStatus;

  @ApiProperty({ description: 'price TTC of the subscription, cents' })
  priceTtc!: number;

  @ApiProperty({ type: String, nullable: true })
  depositNumber!: string | null;

  @ApiProperty({ description: 'cents' })
  depositTtc!: number;

  @ApiProperty({ description: 'cents paid on the deposit invoice' })
  depositPaid!: number;

  @ApiProperty({ type: String, nullable: true })
  balanceNumber!: string | null;

  @ApiProperty({
    description: 'cents still owed beyond the deposit (the balance invoice, or the balance to come)',
  })
  balanceDue!: number;

  @ApiProperty({ type: String, nullable: true, description: 'the campaign’s expected delivery' })
  deliveryOn!: string | null;
}

export class StatementDto {
  @ApiProperty({ description: 'the client’s id (the record’s id for react-admin)' })
  id!: number;

  @ApiProperty()
  clientId!: number;

  @ApiProperty()
  clientName!: string;

  @ApiProperty({ type: [StatementLineDto] })
  lines!: StatementLineDto[];

  @ApiProperty({ description: 'cents' })
  depositsPaid!: number;

  @ApiProperty({ description: 'cents' })
  balancesDue!: number;

  @ApiProperty()
  bottlesDelivered!: number;

  @ApiProperty()
  bottlesToDeliver!: number;
}
