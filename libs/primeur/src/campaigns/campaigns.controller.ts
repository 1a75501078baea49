import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
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
import {
  BuyerSubscriptionInputDto,
  SubscriptionDto,
  SubscriptionInputDto,
} from '../subscriptions/dto/subscription.dto.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { BottlingInputDto, CampaignDto, CampaignInputDto, QuotaInputDto } from './dto/campaign.dto.js';
import { CampaignsService } from './campaigns.service.js';

@ApiTags('primeur')
@Controller('primeur-campaigns')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Get()
  @Access(SEE_FUTURES)
  @ApiOperation({ summary: 'Primeur campaigns (react-admin list). Filters: id, status, productId, q' })
  @ApiListResponse(CampaignDto, 'primeur-campaigns')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CampaignDto[]> {
    return sendPage(reply, await this.campaigns.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_FUTURES)
  @ApiOperation({ summary: 'One campaign with its allocations' })
  @ApiOkResponse({ type: CampaignDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CampaignDto> {
    return this.campaigns.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(MANAGE_FUTURES)
  @ApiOperation({ summary: 'Open a campaign for a vintage not yet bottled, with its allocations' })
  @ApiCreatedResponse({ type: CampaignDto })
  create(@Ctx() ctx: RequestContext, @Body() body: CampaignInputDto): Promise<CampaignDto> {
    return this.campaigns.create(ctx, body);
  }

  @Post(':id/quotas')
  @HttpCode(200)
  @Access(MANAGE_FUTURES)
  @ApiOperation({
    summary: 'Add or change an allocation of a client or a typology (never below what is subscribed)',
  })
  @ApiOkResponse({ type: CampaignDto })
  setQuota(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: QuotaInputDto,
  ): Promise<CampaignDto> {
    return this.campaigns.setQuota(ctx, id, body);
  }

  @Post(':id/subscriptions')
  @HttpCode(201)
  @Access(MANAGE_FUTURES)
  @ApiOperation({
    summary: 'Subscribe a client within their allocation; the deposit invoice is issued at once',
  })
  @ApiCreatedResponse({ type: SubscriptionDto })
  @ApiConflictResponse({ description: 'Souscription refusée : il reste N bouteille(s) sur l’allocation' })
  subscribe(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SubscriptionInputDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.subscribe(ctx, id, body);
  }

  @Post(':id/buyer-subscriptions')
  @HttpCode(201)
  @Access(BUYER_FUTURES)
  @ApiOperation({
    summary:
      'A buyer subscribes from the shop (X-Shop-Id), within their allocation; the deposit invoice is issued',
  })
  @ApiCreatedResponse({ type: SubscriptionDto })
  subscribeAsBuyer(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: BuyerSubscriptionInputDto,
  ): Promise<SubscriptionDto> {
    return this.subscriptions.subscribeAsBuyer(ctx, id, body.quantity);
  }

  @Post(':id/close')
  @HttpCode(200)
  @Access(MANAGE_FUTURES)
  @ApiOperation({ summary: 'Close subscriptions (refused while a deposit is unpaid)' })
  @ApiOkResponse({ type: CampaignDto })
  close(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CampaignDto> {
    return this.campaigns.close(ctx, id);
  }

  @Post(':id/bottling')
  @HttpCode(200)
  @Access(MANAGE_FUTURES)
  @ApiOperation({
    summary:
      'Bottling: the stock entry, each subscription delivered, and its balance invoice (deposit deducted)',
  })
  @ApiOkResponse({ type: CampaignDto })
  bottle(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: BottlingInputDto,
  ): Promise<CampaignDto> {
    return this.campaigns.bottle(ctx, id, body);
  }
}
