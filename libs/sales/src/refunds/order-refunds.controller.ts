import { Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import { OrderRefundsDto } from './dto/order-refund.dto.js';
import { OrderRefunds } from './order-refunds.service.js';

/*
 * An order's card refunds (docs/sales.md "Card refunds", ADR 0075): a credit note of a card order
 * asks one; the back office follows them and retries a failed one. Money matters: seeAllPayment, as
 * for the order's payment status.
 */
@ApiTags('orders')
@Controller('orders')
export class OrderRefundsController {
  constructor(private readonly refunds: OrderRefunds) {}

  @Get(':id/refunds')
  @Access({ roles: ['owner', 'iam'], permission: 'seeAllPayment' })
  @ApiOperation({ summary: "An order's card refunds: amount, status, why one failed" })
  @ApiOkResponse({ type: OrderRefundsDto })
  list(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OrderRefundsDto> {
    return this.refunds.list(ctx, id);
  }

  @Post(':id/refunds/:refundId/retry')
  @Access({ roles: ['owner', 'iam'], permission: 'seeAllPayment' })
  @ApiOperation({ summary: 'Tries a failed card refund again through the payment provider' })
  @ApiCreatedResponse({ type: OrderRefundsDto })
  @ApiConflictResponse({ description: 'the refund has not failed (pending or done)' })
  retry(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('refundId', IdParamPipe) refundId: number,
  ): Promise<OrderRefundsDto> {
    return this.refunds.retry(ctx, id, refundId);
  }
}
