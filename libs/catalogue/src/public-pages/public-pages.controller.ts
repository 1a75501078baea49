import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { ELabelDto, ELabelQueryDto, Gs1ResolutionDto, ProductPageDto } from './dto/public-pages.dto.js';
import { PublicPagesService } from './public-pages.service.js';

const SHOP_PARAM = { name: 'shop', description: "the shop's address name (urlShop) or public code" };
const NOT_FOUND = { description: 'Produit inexistant' };

/** Data of the shop front's product pages (`/{name}/{product}`) and e-label pages (`/{name}/nutritiveValues`). */
@ApiTags('product-pages')
@Controller()
export class PublicPagesController {
  constructor(private readonly pages: PublicPagesService) {}

  @Get('product-pages/:shop/:slug')
  @Public()
  @ApiOperation({ summary: 'A product page: the shop and the product as the caller may see it' })
  @ApiParam(SHOP_PARAM)
  @ApiOkResponse({ type: ProductPageDto })
  @ApiNotFoundResponse(NOT_FOUND)
  page(
    @Ctx() ctx: RequestContext,
    @Param('shop') shop: string,
    @Param('slug') slug: string,
  ): Promise<ProductPageDto> {
    return this.pages.page(ctx, shop, slug);
  }

  @Get('e-labels/:shop/:slug')
  @Public()
  @ApiOperation({
    summary: 'E-label of a product: ingredients, allergens, nutrition per 100 ml, alcohol; no marketing',
  })
  @ApiParam(SHOP_PARAM)
  @ApiOkResponse({ type: ELabelDto })
  @ApiNotFoundResponse(NOT_FOUND)
  eLabel(
    @Ctx() ctx: RequestContext,
    @Param('shop') shop: string,
    @Param('slug') slug: string,
    @Query() query: ELabelQueryDto,
  ): Promise<ELabelDto> {
    return this.pages.eLabel(ctx, shop, slug, query.lang, query.vintage);
  }
}

const GS1_DESCRIPTION =
  'The data behind the barcode routes /gs1/01/{ean}[/22/{vintage}][/10/{lotNumber}] of the shop front: ' +
  'an EAN/GTIN-8, -12, -13 or -14 with a valid check digit, the vintage by name, the lot as printed.';

/** GS1 Digital Link resolution, under /v1 like every call; the QR code opens the shop front's /gs1/… page. */
@ApiTags('product-pages')
@Controller('gs1/01/:ean')
export class Gs1Controller {
  constructor(private readonly pages: PublicPagesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Product and format of a GTIN', description: GS1_DESCRIPTION })
  @ApiOkResponse({ type: Gs1ResolutionDto })
  @ApiNotFoundResponse(NOT_FOUND)
  product(@Param('ean') ean: string): Promise<Gs1ResolutionDto> {
    return this.pages.gs1(ean, null, null);
  }

  @Get('10/:lot')
  @Public()
  @ApiOperation({ summary: 'Product of a GTIN, with a lot number', description: GS1_DESCRIPTION })
  @ApiOkResponse({ type: Gs1ResolutionDto })
  @ApiNotFoundResponse(NOT_FOUND)
  lot(@Param('ean') ean: string, @Param('lot') lot: string): Promise<Gs1ResolutionDto> {
    return this.pages.gs1(ean, null, lot);
  }

  @Get('22/:vintage')
  @Public()
  @ApiOperation({ summary: 'Product of a GTIN in one vintage', description: GS1_DESCRIPTION })
  @ApiOkResponse({ type: Gs1ResolutionDto })
  @ApiNotFoundResponse(NOT_FOUND)
  vintage(@Param('ean') ean: string, @Param('vintage') vintage: string): Promise<Gs1ResolutionDto> {
    return this.pages.gs1(ean, vintage, null);
  }

  @Get('22/:vintage/10/:lot')
  @Public()
  @ApiOperation({
    summary: 'Product of a GTIN in one vintage, with a lot number',
    description: GS1_DESCRIPTION,
  })
  @ApiOkResponse({ type: Gs1ResolutionDto })
  @ApiNotFoundResponse(NOT_FOUND)
  vintageLot(
    @Param('ean') ean: string,
    @Param('vintage') vintage: string,
    @Param('lot') lot: string,
  ): Promise<Gs1ResolutionDto> {
    return this.pages.gs1(ean, vintage, lot);
  }
}
