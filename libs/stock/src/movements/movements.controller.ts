import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Audited, ApiListResponse, Ctx, ListQueryDto, sendPage, type RequestContext } from '@cuvee/platform';
import { STOCK_MODULE } from '../stock-access.js';
import {
  CountInputDto,
  MovementBatchDto,
  MovementDto,
  MovementInputDto,
  TransferInputDto,
} from './dto/movement.dto.js';
import { MovementsService } from './movements.service.js';

const INSUFFICIENT = 'Stock insuffisant pour "…" : N disponible(s) — rien n\'a changé';

@ApiTags('stock')
@Controller('stock-movements')
export class MovementsController {
  constructor(private readonly movements: MovementsService) {}

  @Get()
  @Access(STOCK_MODULE)
  @ApiOperation({
    summary:
      'The stock ledger (react-admin list). Filters: warehouseId, productId, levelId, type, userId, sourceRef, direction (entry|exit), from, to (YYYY-MM-DD)',
  })
  @ApiListResponse(MovementDto, 'stock-movements')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MovementDto[]> {
    return sendPage(reply, await this.movements.list(ctx, query));
  }

  @Get('export')
  @Access(STOCK_MODULE)
  @ApiOperation({ summary: 'The ledger as CSV (same filters as the list; `;` separated, UTF-8 with BOM)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @Audited('stock.movements.export')
  async export(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const csv = await this.movements.csv(ctx, query);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', 'attachment; filename="mouvements-de-stock.csv"');
    return csv;
  }

  @Post()
  @HttpCode(201)
  @Access(STOCK_MODULE)
  @ApiOperation({
    summary: 'Record a movement: production, purchase, return (entries) or sale, sample, breakage (exits)',
  })
  @ApiCreatedResponse({ type: MovementDto })
  @ApiConflictResponse({ description: INSUFFICIENT })
  create(@Ctx() ctx: RequestContext, @Body() body: MovementInputDto): Promise<MovementDto> {
    return this.movements.create(ctx, body);
  }
}

@ApiTags('stock')
@Controller('stock-transfers')
export class TransfersController {
  constructor(private readonly movements: MovementsService) {}

  @Post()
  @HttpCode(201)
  @Access(STOCK_MODULE)
  @ApiOperation({
    summary: 'Move bottles to another warehouse of the shop (a transfer-out and a transfer-in)',
  })
  @ApiCreatedResponse({ type: MovementBatchDto })
  @ApiConflictResponse({ description: INSUFFICIENT })
  create(@Ctx() ctx: RequestContext, @Body() body: TransferInputDto): Promise<MovementBatchDto> {
    return this.movements.transfer(ctx, body);
  }
}

@ApiTags('stock')
@Controller('stock-counts')
export class CountsController {
  constructor(private readonly movements: MovementsService) {}

  @Post()
  @HttpCode(201)
  @Access(STOCK_MODULE)
  @ApiOperation({
    summary: 'An inventory count of a warehouse: each difference becomes an inventory gain or loss',
  })
  @ApiCreatedResponse({ type: MovementBatchDto })
  create(@Ctx() ctx: RequestContext, @Body() body: CountInputDto): Promise<MovementBatchDto> {
    return this.movements.count(ctx, body);
  }
}
