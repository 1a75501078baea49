import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { RecipientDto, TeamMemberDto } from '../shops/dto/member.dto.js';
import { UpdateTeamMemberDto } from '../shops/dto/member-input.dto.js';
import { AgentsService } from './agents.service.js';
import { FoundAgentDto } from './dto/agent.dto.js';
import { FindAgentQueryDto, LinkAgentDto } from './dto/agent-input.dto.js';

/** `GET /v1/agents` (mail recipients) and `/v1/agents/find` (for the page /dashboard/agents/find). */
@ApiTags('agents')
@Controller('agents')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  // Recipient suggestions need accessCollaborator and accessAgent.
  @Access({ roles: ['owner', 'iam'], permission: ['accessCollaborator', 'accessAgent'] })
  @ApiOperation({
    summary: "The shop's collaborators and agents with their email, to suggest mail recipients",
  })
  @ApiListResponse(RecipientDto, 'agents')
  async recipients(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecipientDto[]> {
    return sendPage(reply, await this.agents.recipients(ctx, query));
  }

  @Get('find')
  @Access({ roles: ['owner', 'iam'], permission: 'createAgent', integration: 'agents' })
  @ApiOperation({ summary: 'An agent account by exact email, to link it to the shop' })
  @ApiOkResponse({ type: FoundAgentDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable: no agent account has this address' })
  find(@Ctx() ctx: RequestContext, @Query() query: FindAgentQueryDto): Promise<FoundAgentDto> {
    return this.agents.find(ctx, query.email);
  }
}

/** The agents linked to the caller's shop (page /dashboard/agents); `id` is the agent's user id. */
@ApiTags('agents')
@Controller('shop-agents')
export class ShopAgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  @Access({ roles: ['owner', 'iam'], permission: 'accessAgent', integration: 'agents' })
  @ApiOperation({ summary: "The shop's agents (react-admin list; filters q, blocked, id, reportsToUserId)" })
  @ApiListResponse(TeamMemberDto, 'shop-agents')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TeamMemberDto[]> {
    return sendPage(reply, await this.agents.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: ['owner', 'iam'], permission: 'accessAgent', integration: 'agents' })
  @ApiOperation({ summary: 'One agent of the shop, by user id' })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable (also for an agent of another shop only)' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<TeamMemberDto> {
    return this.agents.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: ['owner', 'iam'], permission: 'createAgent', integration: 'agents' })
  @ApiOperation({
    summary: 'Link the agent account with this email to the shop, or invite a new agent by email',
  })
  @ApiCreatedResponse({ type: TeamMemberDto })
  @ApiBadRequestResponse({ description: "Ce compte n'est pas un compte d'agent commercial / déjà rattaché" })
  @Audited('agents.link', { target: 'user', targetId: 'result' })
  link(@Ctx() ctx: RequestContext, @Body() body: LinkAgentDto): Promise<TeamMemberDto> {
    return this.agents.link(ctx, body);
  }

  @Put(':id')
  @Access({ roles: ['owner', 'iam'], permission: 'createAgent', integration: 'agents' })
  @ApiOperation({ summary: 'Block or unblock an agent in the shop, or change their manager' })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('agents.update', { target: 'user' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateTeamMemberDto,
  ): Promise<TeamMemberDto> {
    return this.agents.update(ctx, id, body);
  }
}
