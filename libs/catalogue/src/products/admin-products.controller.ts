import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Audited,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { AdminProducts } from './admin-products.service.js';
import { AdminProductActionDto, AdminProductDto, ModerateProductDto } from './dto/admin-product.dto.js';

const ADMIN = { roles: ['admin'] } as const;

/** /admin/products: every shop's products, in the context that owns them (ADR 0086). */
@ApiTags('admin')
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProducts) {}

  @Get()
  @Access(ADMIN)
  @ApiOperation({
    summary:
      "Every shop's products (react-admin list; filters q, shopId, status, productType, type, moderated)",
  })
  @ApiListResponse(AdminProductDto, 'products')
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminProductDto[]> {
    return sendPage(reply, await this.products.list(query));
  }

  @Put(':id/moderation')
  @Access(ADMIN)
  @ApiOperation({
    summary: 'Hide a product from buyers and visitors because it breaks the rules, or show it again',
  })
  @ApiOkResponse({ type: AdminProductActionDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('admin.product.moderate', {
    target: 'product',
    details: ({ result }) => {
      const { wasModerated, product } = result as AdminProductActionDto;
      return {
        shopId: product.shopId,
        before: { moderated: wasModerated },
        after: { moderated: product.moderated },
      };
    },
  })
  moderate(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ModerateProductDto,
  ): Promise<AdminProductActionDto> {
    return this.products.moderate(ctx, id, dto.moderated, dto.reason);
  }
}
