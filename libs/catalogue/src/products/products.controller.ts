import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '@cuvee/iam';
import { ApiListResponse, Ctx, IdParamPipe, sendPage, type RequestContext } from '@cuvee/platform';
import { CreateProductDto, UpdateProductDto } from './dto/product-input.dto.js';
import { ProductFacetsQueryDto, ProductListQueryDto, ProductViewQueryDto } from './dto/product-query.dto.js';
import { ProductDto, ProductFacetsDto } from './dto/product.dto.js';
import { ProductQueries } from './product-queries.service.js';
import { ProductsService } from './products.service.js';

/** The catalogue as a react-admin resource, and the product queries of docs/catalogue.md "API". */
@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly queries: ProductQueries,
    private readonly products: ProductsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Products of one or more shops, as the caller may see them',
    description:
      'react-admin list (sort: name, appellation, status, productType, updatedAt, id; filters: q, id, ' +
      'productType, status, type, color, appellation). Sellers of the shop with seeAllProduct see every ' +
      'product but services (filter productType=prestation for those), whatever the status; everyone else ' +
      'sees the online products their typology sees. `q` searches the words of the name, appellation and ' +
      'grape varieties (prefixes, accents ignored).',
  })
  @ApiListResponse(ProductDto, 'products')
  @ApiBadRequestResponse({ description: 'Paramètres de liste, shopIds ou typologie invalides' })
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ProductListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductDto[]> {
    return sendPage(reply, await this.queries.list(ctx, query));
  }

  @Get(':id')
  @Public()
  @ApiOperation({
    summary: 'One product with its vintages (legal data, alcohol), formats and prices',
  })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ description: 'Produit inexistant (also a product the caller may not see)' })
  get(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ProductViewQueryDto,
  ): Promise<ProductDto> {
    return this.queries.get(ctx, id, { origin: query.origin, typology: query.typology });
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: ['owner', 'iam'], permission: 'createProduct' })
  @ApiOperation({ summary: 'Create a product with its vintages, formats, typology prices and promotions' })
  @ApiCreatedResponse({ type: ProductDto })
  @ApiBadRequestResponse({ description: 'Champ invalide, paliers dans le désordre, EAN invalide…' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreateProductDto): Promise<ProductDto> {
    return this.products.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: ['owner', 'iam'], permission: 'createProduct' })
  @ApiOperation({
    summary: 'Change a product of the shop',
    description:
      'Absent fields keep their value; `vintages` and `formats`, when given, replace the lists (rows ' +
      'with an existing id are updated, rows without id created, the others deleted). Archive with ' +
      'status "closed": products are never deleted, orders refer to them.',
  })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ description: "Produit inexistant (also another shop's product)" })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateProductDto,
  ): Promise<ProductDto> {
    return this.products.update(ctx, id, body);
  }
}

/** The shop page's filter choices, read from the whole visible catalogue rather than from a page of it. */
@ApiTags('products')
@Controller('product-facets')
export class ProductFacetsController {
  constructor(private readonly queries: ProductQueries) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Colours, appellations and types present in the products the caller sees, with their counts',
    description: 'Same shopIds, typology and origin as GET /v1/products; values sorted alphabetically.',
  })
  @ApiOkResponse({ type: ProductFacetsDto })
  @ApiBadRequestResponse({ description: 'shopIds ou typologie invalides' })
  facets(@Ctx() ctx: RequestContext, @Query() query: ProductFacetsQueryDto): Promise<ProductFacetsDto> {
    return this.queries.facets(ctx, query);
  }
}
