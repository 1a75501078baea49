import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
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
} from '@cuvee/platform';
import { PAYMENTS } from '../billing-access.js';
import { ClientCreditsService } from './client-credits.service.js';
import { ClientCreditDto, ClientCreditInputDto } from './dto/client-credit.dto.js';

@ApiTags('billing')
@Controller('client-credits')
export class ClientCreditsController {
  constructor(private readonly credits: ClientCreditsService) {}

  @Get()
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Client credits (/payments/credits). Filters: id, clientId, status, origin' })
  @ApiListResponse(ClientCreditDto, 'client-credits')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClientCreditDto[]> {
    return sendPage(reply, await this.credits.list(ctx, query));
  }

  @Get(':id')
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'One client credit with what was spent from it' })
  @ApiOkResponse({ type: ClientCreditDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ClientCreditDto> {
    return this.credits.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Grant a client credit by hand' })
  @ApiCreatedResponse({ type: ClientCreditDto })
  create(@Ctx() ctx: RequestContext, @Body() body: ClientCreditInputDto): Promise<ClientCreditDto> {
    return this.credits.create(ctx, body);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Cancel a credit nothing was spent from' })
  @ApiOkResponse({ type: ClientCreditDto })
  @ApiConflictResponse({ description: 'Une note de crédit déjà utilisée…' })
  cancel(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ClientCreditDto> {
    return this.credits.cancel(ctx, id);
  }
}
