import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
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
  Audited,
} from '@cuvee/platform';
import { CAMPAIGNS } from '../marketing-access.js';
import { CampaignsService } from './campaigns.service.js';
import { MarketingCampaignDto, MarketingCampaignInputDto, CampaignSendDto } from './dto/campaign.dto.js';

@ApiTags('marketing')
@Controller('marketing/campaigns')
export class MarketingCampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @Access(CAMPAIGNS)
  @ApiOperation({ summary: 'Campaigns with their progress (react-admin list). Filters: id, status, q' })
  @ApiListResponse(MarketingCampaignDto, 'campaigns')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MarketingCampaignDto[]> {
    return sendPage(reply, await this.campaigns.list(ctx, query));
  }

  @Get(':id')
  @Access(CAMPAIGNS)
  @ApiOperation({ summary: 'One campaign with its report' })
  @ApiOkResponse({ type: MarketingCampaignDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<MarketingCampaignDto> {
    return this.campaigns.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(CAMPAIGNS)
  @ApiOperation({
    summary: 'Add a draft campaign (model needed; subject and sender from the model and settings)',
  })
  @ApiCreatedResponse({ type: MarketingCampaignDto })
  create(@Ctx() ctx: RequestContext, @Body() body: MarketingCampaignInputDto): Promise<MarketingCampaignDto> {
    return this.campaigns.create(ctx, body);
  }

  @Put(':id')
  @Access(CAMPAIGNS)
  @ApiOperation({ summary: 'Edit a draft campaign' })
  @ApiOkResponse({ type: MarketingCampaignDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: MarketingCampaignInputDto,
  ): Promise<MarketingCampaignDto> {
    return this.campaigns.update(ctx, id, body);
  }

  @Post(':id/send')
  @HttpCode(200)
  @Access(CAMPAIGNS)
  @ApiOperation({ summary: 'Send now, or at scheduledAt; checked first (lists, consent, model, sender)' })
  @ApiOkResponse({ type: MarketingCampaignDto })
  @Audited('marketing.campaigns.send', { target: 'campaign' })
  send(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CampaignSendDto,
  ): Promise<MarketingCampaignDto> {
    return this.campaigns.send(ctx, id, body);
  }

  @Post(':id/unschedule')
  @HttpCode(200)
  @Access(CAMPAIGNS)
  @ApiOperation({ summary: 'A scheduled campaign back to draft' })
  @ApiOkResponse({ type: MarketingCampaignDto })
  unschedule(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
  ): Promise<MarketingCampaignDto> {
    return this.campaigns.move(ctx, id, 'draft');
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Access(CAMPAIGNS)
  @ApiOperation({ summary: 'Cancel a draft or scheduled campaign' })
  @ApiOkResponse({ type: MarketingCampaignDto })
  cancel(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<MarketingCampaignDto> {
    return this.campaigns.move(ctx, id, 'cancelled');
  }
}
