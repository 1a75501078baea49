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
import { SEE_STOCK, STOCK_MODULE } from '../stock-access.js';
import { AllocationDto, AllocationInputDto } from './dto/allocation.dto.js';
import { AllocationsService } from './allocations.service.js';

@ApiTags('stock')
@Controller('stock-allocations')
export class AllocationsController {
  constructor(private readonly allocations: AllocationsService) {}

  @Get()
  @Access(SEE_STOCK)
  @ApiOperation({
    summary: 'Allocations (react-admin list). Filters: id, levelId, productId, warehouseId, status',
  })
  @ApiListResponse(AllocationDto, 'stock-allocations')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AllocationDto[]> {
    return sendPage(reply, await this.allocations.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_STOCK)
  @ApiOperation({ summary: 'One allocation' })
  @ApiOkResponse({ type: AllocationDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AllocationDto> {
    return this.allocations.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(STOCK_MODULE)
  @ApiOperation({
    summary: 'Set a quota of a stock level aside for clients or typologies (levelId, quantity, a target)',
  })
  @ApiCreatedResponse({ type: AllocationDto })
  @ApiConflictResponse({ description: 'Stock insuffisant…' })
  create(@Ctx() ctx: RequestContext, @Body() body: AllocationInputDto): Promise<AllocationDto> {
    return this.allocations.create(ctx, body);
  }

  @Put(':id')
  @Access(STOCK_MODULE)
  @ApiOperation({ summary: 'Change an allocation: target, dates, quantity (not below what orders took)' })
  @ApiOkResponse({ type: AllocationDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: AllocationInputDto,
  ): Promise<AllocationDto> {
    return this.allocations.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(STOCK_MODULE)
  @ApiOperation({ summary: 'Delete an allocation: what it still held returns to the general stock' })
  @ApiOkResponse({ type: AllocationDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AllocationDto> {
    return this.allocations.remove(ctx, id);
  }
}
