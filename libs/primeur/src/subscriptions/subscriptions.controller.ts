import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { BUYER_FUTURES, MANAGE_FUTURES, SEE_FUTURES } from '../primeur-access.js';
import { SubscriptionDto } from './dto/subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('primeur')
@Controller('primeur-subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @Access(SEE_FUTURES)
  @ApiOperation({
    summary:
      'Primeur subscriptions (react-admin list; a client’s statement with clientId). Filters: id, campaignId, clientId, status',
  })
  @ApiListResponse(SubscriptionDto, 'primeur-subscriptions')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriptionDto[]> {
    return sendPage(reply, await this.subscriptions.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_FUTURES)
  @ApiOperation({ summary: 'One subscription' })
  @ApiOkResponse({ type: SubscriptionDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SubscriptionDto> {
    return this.subscriptions.get(ctx, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Access(MANAGE_FUTURES)
  @ApiOperation({ summary: 'Cancel while the campaign is open: the bottles go back to the allocation' })
  @ApiOkResponse({ type: SubscriptionDto })
  cancel(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SubscriptionDto> {
    return this.subscriptions.cancel(ctx, id);
  }

  @Post(':id/buyer-cancel')
  @HttpCode(200)
  @Access(BUYER_FUTURES)
  @ApiOperation({
    summary:
      'A buyer cancels their own subscription from the shop (X-Shop-Id), up to the campaign’s last day for it',
  })
  @ApiOkResponse({ type: SubscriptionDto })
  cancelAsBuyer(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SubscriptionDto> {
    return this.subscriptions.cancelAsBuyer(ctx, id);
  }

  @Post(':id/balance')
  @HttpCode(200)
  @Access(MANAGE_FUTURES)
  @ApiOperation({
    summary: 'Issue the balance invoice of a delivered subscription (when bottling could not)',
  })
  @ApiOkResponse({ type: SubscriptionDto })
  balance(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SubscriptionDto> {
    return this.subscriptions.invoiceBalance(ctx, id);
  }
}
