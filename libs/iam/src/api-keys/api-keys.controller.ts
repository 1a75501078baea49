import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  Audited,
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { Access } from '../auth/access.decorators.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './dto/api-key.dto.js';

/** The shop's API keys, in the settings' integrations section (docs/partners.md). */
@ApiTags('api-keys')
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @Access({ roles: ['owner'] })
  @ApiOperation({
    summary: "The shop's API keys, revoked and expired ones included (react-admin list; filters q, id)",
  })
  @ApiListResponse(ApiKeyDto, 'api-keys')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiKeyDto[]> {
    return sendPage(reply, await this.keys.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'One API key of the shop (never its secret)' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable (also for another shop’s key)' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ApiKeyDto> {
    return this.keys.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: ['owner'] })
  @ApiOperation({
    summary: 'Make an API key: its secret is in this answer and never again',
    description:
      'The key acts in the shop with the permissions listed (those its creator holds), until its expiry or its revocation. Example: `{"name":"Logisticien","permissions":["seeAllOrder","seeAllStock"],"expiresAt":"2027-06-30T00:00:00Z"}`.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @Audited('apiKeys.create', { target: 'apiKey', targetId: 'result' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(ctx, body);
  }

  @Delete(':id')
  @Access({ roles: ['owner'] })
  @ApiOperation({ summary: 'Revoke an API key: its next request answers 401; the row stays for the record' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('apiKeys.revoke', { target: 'apiKey' })
  revoke(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ApiKeyDto> {
    return this.keys.revoke(ctx, id);
  }
}
