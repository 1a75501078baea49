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
import { PriceListRowDto, TypologyDto, UpdatePriceListDto } from './dto/price-list.dto.js';
import { PriceListsService } from './price-lists.service.js';

// /dashboard/tarifs needs seeAllPrice, for agents too; changing a price changes the product.
const SEE_PRICES = { roles: ['owner', 'iam', 'agent'], permission: 'seeAllPrice' } as const;
const EDIT_PRICES = { roles: ['owner', 'iam'], permission: ['seeAllPrice', 'createProduct'] } as const;

/** The Tarifs grid: formats × typologies, one row per format (id = format id). */
@ApiTags('price-lists')
@Controller('price-lists')
export class PriceListsController {
  constructor(private readonly priceLists: PriceListsService) {}

  @Get()
  @Access(SEE_PRICES)
  @ApiOperation({
    summary: "Every format of the shop's products with its price for every typology of the shop",
    description:
      'react-admin list; sort: name, price, container, id; filters: q, id, productId, productType, status, container.',
  })
  @ApiListResponse(PriceListRowDto, 'price-lists')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PriceListRowDto[]> {
    return sendPage(reply, await this.priceLists.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_PRICES)
  @ApiOperation({ summary: 'One row of the grid, by format id' })
  @ApiOkResponse({ type: PriceListRowDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PriceListRowDto> {
    return this.priceLists.get(ctx, id);
  }

  @Put(':id')
  @Access(EDIT_PRICES)
  @ApiOperation({
    summary: 'Change cells of one row: the base price and/or the typologies given (visible, price, tiers)',
  })
  @ApiOkResponse({ type: PriceListRowDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdatePriceListDto,
  ): Promise<PriceListRowDto> {
    return this.priceLists.update(ctx, id, body);
  }
}

/** The client typologies of the shop: the columns of the grid (change them with PUT /v1/shops/me). */
@ApiTags('price-lists')
@Controller('typologies')
export class TypologiesController {
  constructor(private readonly priceLists: PriceListsService) {}

  @Get()
  @Access(SEE_PRICES)
  @ApiOperation({
    summary: "The shop's client typologies (name, public, ttc, globalDiscount, allRulesInEq75)",
  })
  @ApiListResponse(TypologyDto, 'typologies')
  async list(
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TypologyDto[]> {
    return sendPage(reply, await this.priceLists.typologies(ctx));
  }
}
