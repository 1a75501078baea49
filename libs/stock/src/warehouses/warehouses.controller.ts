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
import { MANAGE_WAREHOUSES, SEE_STOCK } from '../stock-access.js';
import { WarehouseDto, WarehouseInputDto } from './dto/warehouse.dto.js';
import { WarehousesService } from './warehouses.service.js';

@ApiTags('stock')
@Controller('warehouses')
export class WarehousesController {
  constructor(private readonly warehouses: WarehousesService) {}

  @Get()
  @Access(SEE_STOCK)
  @ApiOperation({ summary: 'Warehouses of the shop (react-admin list). Filters: id, fiscalStatus, q' })
  @ApiListResponse(WarehouseDto, 'warehouses')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WarehouseDto[]> {
    return sendPage(reply, await this.warehouses.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_STOCK)
  @ApiOperation({ summary: 'One warehouse' })
  @ApiOkResponse({ type: WarehouseDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WarehouseDto> {
    return this.warehouses.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(MANAGE_WAREHOUSES)
  @ApiOperation({ summary: "Add a warehouse (name needed); the shop's first one is the default" })
  @ApiCreatedResponse({ type: WarehouseDto })
  create(@Ctx() ctx: RequestContext, @Body() body: WarehouseInputDto): Promise<WarehouseDto> {
    return this.warehouses.create(ctx, body);
  }

  @Put(':id')
  @Access(MANAGE_WAREHOUSES)
  @ApiOperation({ summary: 'Edit a warehouse; isDefault true makes it the default one' })
  @ApiOkResponse({ type: WarehouseDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: WarehouseInputDto,
  ): Promise<WarehouseDto> {
    return this.warehouses.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(MANAGE_WAREHOUSES)
  @ApiOperation({ summary: 'Delete an empty warehouse (archived if the ledger names it)' })
  @ApiOkResponse({ type: WarehouseDto })
  @ApiConflictResponse({ description: 'Cet entrepôt contient encore du stock…' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<WarehouseDto> {
    return this.warehouses.remove(ctx, id);
  }
}
