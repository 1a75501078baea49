import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { ApiListResponse, Ctx, IdParamPipe, type RequestContext, sendPage } from '@cuvee/platform';
import { AGENT_FIGURES } from '../analytics-access.js';
import { BAD_PERIOD } from '../reports/analytics.controller.js';
import { AgentSales } from './agent-sales.service.js';
import {
  AgentClientDto,
  AgentClientsQueryDto,
  AgentSummaryDto,
  AgentSummaryQueryDto,
} from './dto/agent-summary.dto.js';

const OTHER_AGENT = 'Un agent ne consulte que ses propres chiffres';
const NOT_AN_AGENT = 'Ressource introuvable (pas un agent de la boutique)';

/** An agent's figures (docs/analytics.md "Agents"): cents HT, Paris days. */
@ApiTags('analytics')
@Controller('analytics/agents')
export class AgentsReportController {
  constructor(private readonly agents: AgentSales) {}

  @Get(':agentId')
  @Access(AGENT_FIGURES)
  @ApiOperation({
    summary:
      "An agent's figures: portfolio (clients followed, active ones), sales HT of the period against the previous one and last year with the series, the five first clients, the commission",
  })
  @ApiOkResponse({ type: AgentSummaryDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  @ApiForbiddenResponse({ description: OTHER_AGENT })
  @ApiNotFoundResponse({ description: NOT_AN_AGENT })
  summary(
    @Ctx() ctx: RequestContext,
    @Param('agentId', IdParamPipe) agentId: number,
    @Query() query: AgentSummaryQueryDto,
  ): Promise<AgentSummaryDto> {
    return this.agents.summary(ctx, agentId, query);
  }

  @Get(':agentId/clients')
  @Access(AGENT_FIGURES)
  @ApiOperation({
    summary:
      "The clients an agent follows (react-admin list, sort displayName, yearHt, lastOrderOn): the last order's day and the HT of the year up to `to`",
  })
  @ApiListResponse(AgentClientDto, 'agent-clients')
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  @ApiForbiddenResponse({ description: OTHER_AGENT })
  @ApiNotFoundResponse({ description: NOT_AN_AGENT })
  async clients(
    @Ctx() ctx: RequestContext,
    @Param('agentId', IdParamPipe) agentId: number,
    @Query() query: AgentClientsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AgentClientDto[]> {
    return sendPage(reply, await this.agents.clients(ctx, agentId, query));
  }
}
