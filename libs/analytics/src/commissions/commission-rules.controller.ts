import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { COMMISSION_RULES } from '../analytics-access.js';
import { CommissionRulesService } from './commission-rules.service.js';
import {
  CommissionRuleChangesDto,
  CommissionRuleDto,
  CommissionRuleInputDto,
} from './dto/commission-rule.dto.js';

const BAD_RULES =
  'Taux hors de 0 à 100 %, base, typologie ou produit inconnus, agent qui n’est pas un agent de la boutique';

/** The agents' commission rules (react-admin resource, one record per agent; docs/analytics.md "Commissions"). */
@ApiTags('analytics')
@Controller('commission-rules')
export class CommissionRulesController {
  constructor(private readonly rules: CommissionRulesService) {}

  @Get()
  @Access(COMMISSION_RULES)
  @ApiOperation({ summary: "The agents' commission rules (react-admin list; filters id, agentId, basis)" })
  @ApiListResponse(CommissionRuleDto, 'commission-rules')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommissionRuleDto[]> {
    return sendPage(reply, await this.rules.list(ctx, query));
  }

  @Get(':id')
  @Access(COMMISSION_RULES)
  @ApiOperation({ summary: "One agent's commission rules" })
  @ApiOkResponse({ type: CommissionRuleDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CommissionRuleDto> {
    return this.rules.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(COMMISSION_RULES)
  @ApiOperation({
    summary:
      "Set an agent's rules: basis (invoiced or paid), default rate and overrides by typology and product, in basis points",
  })
  @ApiCreatedResponse({ type: CommissionRuleDto })
  @ApiBadRequestResponse({ description: BAD_RULES })
  @ApiConflictResponse({ description: 'Cet agent a déjà ses règles de commission' })
  create(@Ctx() ctx: RequestContext, @Body() body: CommissionRuleInputDto): Promise<CommissionRuleDto> {
    return this.rules.create(ctx, body);
  }

  @Put(':id')
  @Access(COMMISSION_RULES)
  @ApiOperation({ summary: "Change an agent's rules (what is sent changes)" })
  @ApiOkResponse({ type: CommissionRuleDto })
  @ApiBadRequestResponse({ description: BAD_RULES })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CommissionRuleChangesDto,
  ): Promise<CommissionRuleDto> {
    return this.rules.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(COMMISSION_RULES)
  @ApiOperation({ summary: "Remove an agent's rules: they earn nothing from then on" })
  @ApiOkResponse({ type: CommissionRuleDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CommissionRuleDto> {
    return this.rules.remove(ctx, id);
  }
}
