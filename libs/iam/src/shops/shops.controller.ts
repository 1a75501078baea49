import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Audited, ApiListResponse, Ctx, ListQueryDto, sendPage, type RequestContext } from '@cuvee/platform';
import { Access, Public } from '../auth/access.decorators.js';
import { PublicShopDto, ShopCardDto, ShopDto, ShopSavedDto } from './dto/shop.dto.js';
import { UpdateShopDto } from './dto/update-shop.dto.js';
import { ShopsService } from './shops.service.js';

/** Shop calls: the seller's own shop, and what anyone may see of a shop. */
@ApiTags('shops')
@Controller('shops')
export class ShopsController {
  constructor(private readonly shops: ShopsService) {}

  @Get('me')
  @Access({ roles: ['owner', 'iam'] })
  @ApiOperation({
    summary: "The caller's shop with all its settings (loaded at login by owners and collaborators)",
  })
  @ApiOkResponse({ type: ShopDto })
  mine(@Ctx() ctx: RequestContext): Promise<ShopDto> {
    return this.shops.mine(ctx);
  }

  @Put('me')
  @Access({ roles: ['owner'] })
  @ApiOperation({
    summary: "Change the caller's shop",
    description:
      'Only the listed fields; objects merge, maps and lists replace. The reply carries the snackbar ' +
      'message unless `noMessage` is true. Owners only: no permission delegates the ' +
      'shop settings to collaborators.',
  })
  @ApiOkResponse({ type: ShopSavedDto })
  @Audited('settings.update', { target: 'shop', targetId: ({ shopId }) => shopId })
  update(@Ctx() ctx: RequestContext, @Body() body: UpdateShopDto): Promise<ShopSavedDto> {
    return this.shops.updateMine(ctx, body);
  }

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Producers open to visitors: online shops, by name (react-admin list; filters q, businessType)',
  })
  @ApiListResponse(ShopCardDto, 'shops')
  async onlineShops(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShopCardDto[]> {
    return sendPage(reply, await this.shops.onlineShops(query));
  }

  @Get(':id')
  @Public()
  @ApiOperation({
    summary: 'Public face of a shop: name, look, header style, tabs, legal identity',
    description:
      'Found by numeric id, address name (urlShop, any case) or public code. The tabs are the published ' +
      "ones the caller's role in the shop sees (visitors: those open to everyone).",
  })
  @ApiParam({ name: 'id', description: 'numeric id, address name or public code', example: 'DEMO' })
  @ApiOkResponse({ type: PublicShopDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  publicShop(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<PublicShopDto> {
    return this.shops.publicShop(ctx, id);
  }
}
