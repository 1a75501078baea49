import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { WebhookDeliveryDto } from '../webhooks/dto/webhook.dto.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';

/** The delivery log of the shop's webhooks (docs/partners.md). */
@ApiTags('webhooks')
@Controller('webhook-deliveries')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Get()
  @Access({ roles: ['owner'] })
  @ApiOperation({
    summary: 'Deliveries, newest first (react-admin list; filters subscriptionId, status, eventType, id)',
  })
  @ApiListResponse(WebhookDeliveryDto, 'webhook-deliveries')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDeliveryDto[]> {
    return sendPage(reply, await this.deliveries.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'One delivery with every try and the answers received' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDeliveryDto> {
    return this.deliveries.get(ctx, id);
  }

  @Post(':id/replay')
  @HttpCode(200)
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'Send a delivery again, same id and body, from its first try' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  replay(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDeliveryDto> {
    return this.deliveries.replay(ctx, id);
  }
}
