import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { Access, Public } from '../auth/access.decorators.js';
import { PublicShopDto, ShopDto, ShopSavedDto } from './dto/shop.dto.js';
import { UpdateShopDto } from './dto/update-shop.dto.js';
import { ShopsService } from './shops.service.js';

/** Spec §7 shop calls: the seller's own shop, and what anyone may see of a shop. */
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
      'message of spec §8 unless `noMessage` is true. Owners only: no permission of spec §6 delegates the ' +
      'shop settings to collaborators.',
  })
  @ApiOkResponse({ type: ShopSavedDto })
  update(@Ctx() ctx: RequestContext, @Body() body: UpdateShopDto): Promise<ShopSavedDto> {
    return this.shops.updateMine(ctx, body);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'Public face of a shop: id, code and look (auth screen, shop header)' })
  @ApiParam({ name: 'id', description: 'numeric id or public shop code', example: 'DEMO' })
  @ApiOkResponse({ type: PublicShopDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  publicShop(@Param('id') id: string): Promise<PublicShopDto> {
    return this.shops.publicShop(id);
  }
}
