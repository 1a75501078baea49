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
import { CUSTOMS } from '../customs-access.js';
import { CustomsProductsService } from './customs-products.service.js';
import { CustomsProductDto, CustomsProductInputDto } from './dto/customs-product.dto.js';

@ApiTags('customs')
@Controller('customs-products')
export class CustomsProductsController {
  constructor(private readonly products: CustomsProductsService) {}

  @Get()
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Customs products (react-admin list). Filters: id, productId, q' })
  @ApiListResponse(CustomsProductDto, 'customs-products')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomsProductDto[]> {
    return sendPage(reply, await this.products.list(ctx, query));
  }

  @Get(':id')
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'One customs product' })
  @ApiOkResponse({ type: CustomsProductDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CustomsProductDto> {
    return this.products.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Give a product (or one vintage) its customs identity' })
  @ApiCreatedResponse({ type: CustomsProductDto })
  create(@Ctx() ctx: RequestContext, @Body() body: CustomsProductInputDto): Promise<CustomsProductDto> {
    return this.products.save(ctx, body);
  }

  @Put(':id')
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Change a customs product' })
  @ApiOkResponse({ type: CustomsProductDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CustomsProductInputDto,
  ): Promise<CustomsProductDto> {
    return this.products.save(ctx, body, id);
  }

  @Delete(':id')
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Remove a customs product (validated months keep what they declared)' })
  @ApiOkResponse({ type: CustomsProductDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CustomsProductDto> {
    return this.products.remove(ctx, id);
  }
}
