import { ApiProperty } from '@nestjs/swagger';
import { REFUND_STATUSES, type RefundStatus } from '../../domain/order-refunds.js';

/* An order's card refunds (ADR 0075), as the back office's « Remboursements » panel reads them. */

export class OrderRefundDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  orderId!: number;

  @ApiProperty({ description: 'the credit note whose money it sends back' })
  creditNoteId!: number;

  @ApiProperty()
  creditNoteNumber!: string;

  @ApiProperty({ description: 'cents' })
  amount!: number;

  @ApiProperty({ enum: REFUND_STATUSES })
  status!: RefundStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "the provider's decline reason (refundDeclined, refundAboveCaptured…), or providerUnavailable",
  })
  failureReason!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "why it failed, in the caller's language" })
  failureMessage!: string | null;

  @ApiProperty({ description: 'tries asked: 1, one more per retry' })
  attempts!: number;

  @ApiProperty({ type: String, nullable: true })
  providerRefundId!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'the billing payment out on the credit note' })
  paymentId!: number | null;

  @ApiProperty({ type: Date, nullable: true })
  refundedAt!: Date | null;

  @ApiProperty()
  createdAt!: Date;
}

export class OrderRefundsDto {
  @ApiProperty({ description: 'cents captured on the card (0: not a captured card order)' })
  captured!: number;

  @ApiProperty({ description: 'cents sent back so far (refunds succeeded)' })
  refunded!: number;

  @ApiProperty({ type: [OrderRefundDto] })
  refunds!: OrderRefundDto[];
}
