import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import { GroupedOrderDto, GroupedOrderInputDto } from './dto/grouped-order.dto.js';
import { GroupedOrdersService } from './grouped-orders.service.js';

/** Sellers open and change them; the shop's buyers (X-Shop-Id) read them to join. */
const READ = { roles: ['owner', 'iam', 'agent', 'buyer'] } as const;
const WRITE = { roles: ['owner', 'iam'], permission: 'createOrder' } as const;

@ApiTags('grouped orders')
@Controller('grouped-orders')
export class GroupedOrdersController {
  constructor(private readonly groups: GroupedOrdersService) {}

  @Get()
  @Access(READ)
  @ApiOperation({
    summary: "The shop's grouped orders (react-admin list), with their orders' count and total",
  })
  @ApiListResponse(GroupedOrderDto, 'grouped-orders')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GroupedOrderDto[]> {
    return sendPage(reply, await this.groups.list(ctx, query));
  }

  @Get(':id')
  @Access(READ)
  @ApiOperation({
    summary: 'One grouped order: a buyer joins it by placing an order with its groupedOrderId',
  })
  @ApiOkResponse({ type: GroupedOrderDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<GroupedOrderDto> {
    return this.groups.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(WRITE)
  @ApiOperation({ summary: 'Open a grouped order until its expiry' })
  @ApiCreatedResponse({ type: GroupedOrderDto })
  create(@Ctx() ctx: RequestContext, @Body() dto: GroupedOrderInputDto): Promise<GroupedOrderDto> {
    return this.groups.create(ctx, dto);
  }

  @Put(':id')
  @Access(WRITE)
  @ApiOperation({ summary: 'Rename a grouped order or move its expiry' })
  @ApiOkResponse({ type: GroupedOrderDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: GroupedOrderInputDto,
  ): Promise<GroupedOrderDto> {
    return this.groups.update(ctx, id, dto);
  }
}
