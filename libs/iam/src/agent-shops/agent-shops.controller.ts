import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiListResponse,
  Audited,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { Access, Public } from '../auth/access.decorators.js';
import { AgentShops } from './agent-shops.service.js';
import {
  AddAgentShopDto,
  AgentShopDto,
  AgentShopReplyDto,
  ShopTakenOverDto,
  TakeOverShopDto,
} from './dto/agent-shop.dto.js';

const AGENT = { roles: ['agent'] } as const;

/** /shops/add: an agent adds the shop of a producer they represent, who then takes it over (ADR 0087). */
@ApiTags('agent shops')
@Controller('agent-shops')
export class AgentShopsController {
  constructor(private readonly shops: AgentShops) {}

  @Get()
  @Access(AGENT)
  @ApiOperation({ summary: 'The shops the calling agent added (react-admin list; filters q, takeoverState)' })
  @ApiListResponse(AgentShopDto, 'agent-shops')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AgentShopDto[]> {
    return sendPage(reply, await this.shops.list(ctx, query));
  }

  @Post()
  @Access(AGENT)
  @ApiOperation({
    summary: 'Add the shop of a producer the agent represents',
    description:
      'Creates the shop (offline, pending takeover), its owner’s account (no password yet) and the agent’s ' +
      'membership, then mails the owner a link to take it over. 409 when its SIRET, the owner’s e-mail or ' +
      'the shop’s address name already exists; nothing is saved then.',
  })
  @ApiCreatedResponse({ type: AgentShopReplyDto })
  @ApiConflictResponse({ description: 'Une boutique est déjà enregistrée avec ce numéro SIRET' })
  @Audited('agentShops.add', {
    target: 'shop',
    targetId: ({ result }) => (result as AgentShopReplyDto).shop.id,
  })
  add(@Ctx() ctx: RequestContext, @Body() dto: AddAgentShopDto): Promise<AgentShopReplyDto> {
    return this.shops.add(ctx, dto);
  }

  @Post(':id/invitation')
  @HttpCode(HttpStatus.OK)
  @Access(AGENT)
  @ApiOperation({ summary: 'Send the owner a new invitation link (the earlier ones stop working)' })
  @ApiOkResponse({ type: AgentShopReplyDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @ApiConflictResponse({ description: 'Le producteur a déjà repris cette boutique' })
  resend(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AgentShopReplyDto> {
    return this.shops.resend(ctx, id);
  }
}

@ApiTags('agent shops')
@Controller('shop-takeovers')
export class ShopTakeoversController {
  constructor(private readonly shops: AgentShops) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({
    summary: 'The invited owner takes over the shop their agent added: chooses a password, becomes its owner',
  })
  @ApiOkResponse({ type: ShopTakenOverDto })
  @ApiBadRequestResponse({ description: "Ce lien d'invitation n'est plus valable" })
  takeOver(@Ctx() ctx: RequestContext, @Body() dto: TakeOverShopDto): Promise<ShopTakenOverDto> {
    return this.shops.takeOver(ctx, dto.token, dto.password);
  }
}
