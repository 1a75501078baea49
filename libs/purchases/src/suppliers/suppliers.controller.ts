import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
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
import { MANAGE_SUPPLIERS, SEE_SUPPLIERS } from '../purchases-access.js';
import { SupplierDto, SupplierInputDto } from './dto/supplier.dto.js';
import { SuppliersService } from './suppliers.service.js';

@ApiTags('purchases')
@Controller('suppliers')
export class SuppliersController {
  constructor(private readonly suppliers: SuppliersService) {}

  @Get()
  @Access(SEE_SUPPLIERS)
  @ApiOperation({ summary: 'Suppliers of the shop (react-admin list). Filters: id, city, q' })
  @ApiListResponse(SupplierDto, 'suppliers')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SupplierDto[]> {
    return sendPage(reply, await this.suppliers.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_SUPPLIERS)
  @ApiOperation({ summary: 'One supplier' })
  @ApiOkResponse({ type: SupplierDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SupplierDto> {
    return this.suppliers.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(MANAGE_SUPPLIERS)
  @ApiOperation({ summary: 'Add a supplier (name needed; SIRET and VAT number checked)' })
  @ApiCreatedResponse({ type: SupplierDto })
  create(@Ctx() ctx: RequestContext, @Body() body: SupplierInputDto): Promise<SupplierDto> {
    return this.suppliers.create(ctx, body);
  }

  @Put(':id')
  @Access(MANAGE_SUPPLIERS)
  @ApiOperation({ summary: 'Edit a supplier' })
  @ApiOkResponse({ type: SupplierDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SupplierInputDto,
  ): Promise<SupplierDto> {
    return this.suppliers.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(MANAGE_SUPPLIERS)
  @ApiOperation({ summary: 'Archive a supplier (its orders and invoices stay)' })
  @ApiOkResponse({ type: SupplierDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SupplierDto> {
    return this.suppliers.remove(ctx, id);
  }
}
