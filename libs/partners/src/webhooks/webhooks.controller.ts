import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
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
  Audited,
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { CreateWebhookDto, UpdateWebhookDto, WebhookDeliveryDto, WebhookDto } from './dto/webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

/** The shop's webhook subscriptions, in the settings' integrations section (docs/partners.md). */
@ApiTags('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: "The shop's webhook subscriptions (react-admin list; filters q, status, id)" })
  @ApiListResponse(WebhookDto, 'webhooks')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDto[]> {
    return sendPage(reply, await this.webhooks.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'One subscription, with its signing secret' })
  @ApiOkResponse({ type: WebhookDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDto> {
    return this.webhooks.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: ['owner'] })
  @ApiOperation({
    summary: 'Subscribe a URL to events',
    description:
      'https only (http://localhost outside production), never a private address. Example: `{"url":"https://logistique.example.com/hooks","events":["order.placed","stock.low"]}`.',
  })
  @ApiCreatedResponse({ type: WebhookDto })
  @Audited('webhooks.create', { target: 'webhook', targetId: 'result' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreateWebhookDto): Promise<WebhookDto> {
    return this.webhooks.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'Change a subscription, pause it or switch it back on (its failures forgotten)' })
  @ApiOkResponse({ type: WebhookDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('webhooks.update', { target: 'webhook' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateWebhookDto,
  ): Promise<WebhookDto> {
    return this.webhooks.update(ctx, id, body);
  }

  @Delete(':id')
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'Unsubscribe: nothing more is sent to the URL' })
  @ApiOkResponse({ type: WebhookDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('webhooks.delete', { target: 'webhook' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDto> {
    return this.webhooks.remove(ctx, id);
  }

  @Post(':id/ping')
  @HttpCode(201)
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'Send a signed `webhook.ping` delivery to the URL, to check the receiving side' })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  ping(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.ping(ctx, id);
  }
}
