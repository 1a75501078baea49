import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { SEE_STOCK, STOCK_MODULE } from '../stock-access.js';
import { StockDriftDto, StockLevelDto, StockLevelInputDto } from './dto/stock-level.dto.js';
import { StockLevelsService } from './stock-levels.service.js';

@ApiTags('stock')
@Controller('stock-levels')
export class StockLevelsController {
  constructor(private readonly levels: StockLevelsService) {}

  @Get()
  @Access(SEE_STOCK)
  @ApiOperation({
    summary:
      'Stock levels (react-admin list). Filters: warehouseId, productId, vintageId, formatId, color, appellation, q (product name), low',
  })
  @ApiListResponse(StockLevelDto, 'stock-levels')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StockLevelDto[]> {
    return sendPage(reply, await this.levels.list(ctx, query));
  }

  @Get('drift')
  @Access(SEE_STOCK)
  @ApiOperation({
    summary: 'Levels whose numbers differ from the ledger, reservations and allocations (normally none)',
  })
  @ApiOkResponse({ type: [StockDriftDto] })
  drift(@Ctx() ctx: RequestContext): Promise<StockDriftDto[]> {
    return this.levels.drift(ctx);
  }

  @Get(':id')
  @Access(SEE_STOCK)
  @ApiOperation({ summary: 'One stock level' })
  @ApiOkResponse({ type: StockLevelDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<StockLevelDto> {
    return this.levels.get(ctx, id);
  }

  @Put(':id')
  @Access(STOCK_MODULE)
  @ApiOperation({
    summary: 'Set the low-stock threshold (null: no alert); quantities change only by movements',
  })
  @ApiOkResponse({ type: StockLevelDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: StockLevelInputDto,
  ): Promise<StockLevelDto> {
    return this.levels.update(ctx, id, body);
  }
}
