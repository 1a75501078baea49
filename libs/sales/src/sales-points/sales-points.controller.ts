import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { OrderDto } from '../orders/dto/order.dto.js';
import { OrderEntry } from '../orders/order-entry.service.js';
import { SalesPointDto, SalesPointInputDto, SalesPointOrderDto } from './dto/sales-point.dto.js';
import { SalesPointsService } from './sales-points.service.js';

/*
 * /dashboard/salespoints, /{id}, /{id}/new-order need createOrderSalesPoint. Administrators
 * belong to no shop: they reach a shop's orders through /admin/orders.
 */
const SALES_POINTS = { roles: ['owner', 'iam'], permission: 'createOrderSalesPoint' } as const;

@ApiTags('sales points')
@Controller('sales-points')
export class SalesPointsController {
  constructor(
    private readonly points: SalesPointsService,
    private readonly entry: OrderEntry,
  ) {}

  @Get()
  @Access(SALES_POINTS)
  @ApiOperation({ summary: 'Sales points (react-admin list). Filters: id, archived (false by default)' })
  @ApiListResponse(SalesPointDto, 'sales-points')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SalesPointDto[]> {
    return sendPage(reply, await this.points.list(ctx, query));
  }

  @Get(':id')
  @Access(SALES_POINTS)
  @ApiOperation({ summary: 'One sales point' })
  @ApiOkResponse({ type: SalesPointDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SalesPointDto> {
    return this.points.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(SALES_POINTS)
  @ApiOperation({ summary: 'Open a sales point: its price list, warehouse and payment methods' })
  @ApiCreatedResponse({ type: SalesPointDto })
  create(@Ctx() ctx: RequestContext, @Body() dto: SalesPointInputDto): Promise<SalesPointDto> {
    return this.points.create(ctx, dto);
  }

  @Put(':id')
  @Access(SALES_POINTS)
  @ApiOperation({ summary: 'Change a sales point' })
  @ApiOkResponse({ type: SalesPointDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SalesPointInputDto,
  ): Promise<SalesPointDto> {
    return this.points.update(ctx, id, dto);
  }

  @Delete(':id')
  @Access(SALES_POINTS)
  @ApiOperation({ summary: 'Delete a sales point (archived instead when it has orders)' })
  @ApiOkResponse({ type: SalesPointDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SalesPointDto> {
    return this.points.remove(ctx, id);
  }

  @Post(':id/orders')
  @HttpCode(201)
  @Access(SALES_POINTS)
  @ApiOperation({
    summary:
      'A counter sale (/salespoints/{id}/new-order): priced, paid, handed over and out of stock at once',
  })
  @ApiCreatedResponse({ type: OrderDto })
  order(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SalesPointOrderDto,
  ): Promise<OrderDto> {
    return this.entry.createAtSalesPoint(ctx, id, dto);
  }
}
