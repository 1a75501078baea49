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
import {
  MatchGridDto,
  MatchGridInputDto,
  MatchGridSummaryDto,
  ResolvedReferenceDto,
  ResolveQueryDto,
} from './dto/match-grid.dto.js';
import { MatchGridsService } from './match-grids.service.js';

/* As the Tarifs they map onto (ADR 0090): read with seeAllPrice, written with seeAllPrice and createProduct. */
const SEE_GRIDS = { roles: ['owner', 'iam'], permission: 'seeAllPrice' } as const;
const EDIT_GRIDS = { roles: ['owner', 'iam'], permission: ['seeAllPrice', 'createProduct'] } as const;

@ApiTags('sales')
@Controller('match-grids')
export class MatchGridsController {
  constructor(private readonly grids: MatchGridsService) {}

  @Get()
  @Access(SEE_GRIDS)
  @ApiOperation({
    summary:
      "The shop's correspondence grids, without their rows (react-admin list). Filters: id, partnerKind, partnerId, q",
  })
  @ApiListResponse(MatchGridSummaryDto, 'match-grids')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MatchGridSummaryDto[]> {
    return sendPage(reply, await this.grids.list(ctx, query));
  }

  @Get(':id/resolve')
  @Access(SEE_GRIDS)
  @ApiOperation({
    summary: "What each of the partner's references means in the shop and its price HT, or unknown",
  })
  @ApiOkResponse({ type: [ResolvedReferenceDto] })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  resolve(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ResolveQueryDto,
  ): Promise<ResolvedReferenceDto[]> {
    return this.grids.resolve(ctx, id, query.references);
  }

  @Get(':id')
  @Access(SEE_GRIDS)
  @ApiOperation({ summary: 'One grid with its rows' })
  @ApiOkResponse({ type: MatchGridDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<MatchGridDto> {
    return this.grids.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(EDIT_GRIDS)
  @ApiOperation({ summary: 'Add a grid with its rows; one grid per partner (409 for a second)' })
  @ApiCreatedResponse({ type: MatchGridDto })
  @ApiConflictResponse({ description: 'the partner already has a grid' })
  create(@Ctx() ctx: RequestContext, @Body() body: MatchGridInputDto): Promise<MatchGridDto> {
    return this.grids.create(ctx, body);
  }

  @Put(':id')
  @Access(EDIT_GRIDS)
  @ApiOperation({ summary: 'Replace a grid, its rows included, in one transaction' })
  @ApiOkResponse({ type: MatchGridDto })
  @ApiConflictResponse({ description: 'the partner already has another grid' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: MatchGridInputDto,
  ): Promise<MatchGridDto> {
    return this.grids.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(EDIT_GRIDS)
  @ApiOperation({ summary: 'Delete a grid and its rows' })
  @ApiOkResponse({ type: MatchGridDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<MatchGridDto> {
    return this.grids.remove(ctx, id);
  }
}
