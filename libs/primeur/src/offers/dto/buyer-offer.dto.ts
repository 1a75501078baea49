import { ApiProperty } from '@nestjs/swagger';

/** One of the buyer's live subscriptions to a campaign, as the shop shows it. */
export class BuyerSubscriptionDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'P-000042' })
  number!: string;

  @ApiProperty()
  quantity!: number;

  @ApiProperty({ type: String, nullable: true, description: 'its deposit invoice' })
  depositNumber!: string | null;

  @ApiProperty({ description: 'the buyer may cancel it from the shop today' })
  cancellable!: boolean;
}

/** An open campaign as a buyer of the shop sees it: their price, what is left of their allocation. */
export class BuyerOfferDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'the wine: product, vintage and format' })
  label!: string;

  @ApiProperty({ description: 'price HT of a bottle for the buyer’s typology, cents' })
  unitHt!: number;

  @ApiProperty({ description: 'the same with VAT, cents' })
  unitTtc!: number;

  @ApiProperty()
  vatRate!: number;

  @ApiProperty({ description: 'deposit invoiced at subscription, percent of the price TTC' })
  depositPercent!: number;

  @ApiProperty()
  closesOn!: string;

  @ApiProperty({ type: String, nullable: true })
  deliveryOn!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the last day the buyer may cancel from the shop; none: they ask the shop',
  })
  cancelUntil!: string | null;

  @ApiProperty({ description: 'bottles the buyer may still subscribe (0 without an allocation)' })
  left!: number;

  @ApiProperty({ description: 'bottles the buyer subscribed so far (live subscriptions)' })
  subscribed!: number;

  @ApiProperty({ type: [BuyerSubscriptionDto], description: 'the buyer’s live subscriptions, oldest first' })
  subscriptions!: BuyerSubscriptionDto[];
}
