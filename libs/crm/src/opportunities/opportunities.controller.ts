import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import { OpportunityDto, OpportunityInputDto, StageDto, StageInputDto } from './dto/opportunity.dto.js';
import { OpportunitiesService } from './opportunities.service.js';

// /clients/opportunities is a dashboard page with no role noted: owner and iam.
const SELLERS = ['owner', 'iam'] as const;

/** The kanban of /clients/opportunities: a deal moves between stages with PUT {stageId}. */
@ApiTags('opportunities')
@Controller('opportunities')
export class OpportunitiesController {
  constructor(private readonly opportunities: OpportunitiesService) {}

  @Get()
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'Opportunities (react-admin list). Filters: stageId, clientId, ownerId, q, id' })
  @ApiListResponse(OpportunityDto, 'opportunities')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpportunityDto[]> {
    return sendPage(reply, await this.opportunities.list(ctx, query));
  }

  @Get(':id')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'One opportunity' })
  @ApiOkResponse({ type: OpportunityDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OpportunityDto> {
    return this.opportunities.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'Open an opportunity on a client (title and clientId needed)' })
  @ApiCreatedResponse({ type: OpportunityDto })
  create(@Ctx() ctx: RequestContext, @Body() body: OpportunityInputDto): Promise<OpportunityDto> {
    return this.opportunities.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: SELLERS })
  @ApiOperation({
    summary: "Edit or move an opportunity; a new stageId sets the stage's probability and closes won/lost",
  })
  @ApiOkResponse({ type: OpportunityDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: OpportunityInputDto,
  ): Promise<OpportunityDto> {
    return this.opportunities.update(ctx, id, body);
  }

  @Delete(':id')
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'Delete an opportunity' })
  @ApiOkResponse({ type: OpportunityDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OpportunityDto> {
    return this.opportunities.remove(ctx, id);
  }
}

/** The stages of the shop's pipeline (the kanban's columns); the defaults are created on first use. */
@ApiTags('opportunities')
@Controller('opportunity-stages')
export class OpportunityStagesController {
  constructor(private readonly opportunities: OpportunitiesService) {}

  @Get()
  @Access({ roles: SELLERS })
  @ApiOperation({ summary: 'The pipeline stages, left to right (react-admin list)' })
  @ApiListResponse(StageDto, 'opportunity-stages')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StageDto[]> {
    return sendPage(reply, await this.opportunities.stages(ctx, query));
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({ summary: 'Add a stage (name needed)' })
  @ApiCreatedResponse({ type: StageDto })
  create(@Ctx() ctx: RequestContext, @Body() body: StageInputDto): Promise<StageDto> {
    return this.opportunities.createStage(ctx, body);
  }

  @Put(':id')
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({
    summary:
      'Rename, move (position: the others are renumbered) or reconfigure a stage; the pipeline keeps an open, a won and a lost stage (409)',
  })
  @ApiOkResponse({ type: StageDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: StageInputDto,
  ): Promise<StageDto> {
    return this.opportunities.updateStage(ctx, id, body);
  }

  @Delete(':id')
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({
    summary:
      'Delete an empty stage (409 while it holds opportunities, or when it is the last open, won or lost one)',
  })
  @ApiOkResponse({ type: StageDto })
  @ApiConflictResponse({ description: 'Cette étape contient encore des opportunités…' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<StageDto> {
    return this.opportunities.removeStage(ctx, id);
  }
}
