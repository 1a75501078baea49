import { Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  Audited,
  type AuditedCall,
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { Access } from '../auth/access.decorators.js';
import { AdminService } from './admin.service.js';
import { AdminShopActionDto, AdminShopDto, AdminUserActionDto, AdminUserDto } from './dto/admin.dto.js';

/** What a block or an unblock changed, for the audit trail: the flag before and after (ADR 0086). */
const blockedChange = ({ result }: AuditedCall) => {
  const { wasBlocked, shop, user } = result as {
    wasBlocked: boolean;
    shop?: AdminShopDto;
    user?: AdminUserDto;
  };
  return { before: { blocked: wasBlocked }, after: { blocked: (shop ?? user)?.blocked ?? wasBlocked } };
};
const SHOP_CHANGE = { target: 'shop', details: blockedChange };
const USER_CHANGE = { target: 'user', details: blockedChange };

/** /admin: shops and users of the whole platform, for administrators only. */
@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('shops')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Every shop (react-admin list; filters q, blocked, online, businessType, id)' })
  @ApiListResponse(AdminShopDto, 'shops')
  async shops(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminShopDto[]> {
    return sendPage(reply, await this.admin.shops(query));
  }

  @Put('shops/:id/block')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Block a shop: its team is logged out and refused until unblocked' })
  @ApiOkResponse({ type: AdminShopActionDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('admin.shop.block', SHOP_CHANGE)
  blockShop(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AdminShopActionDto> {
    return this.admin.setShopBlocked(ctx, id, true);
  }

  @Put('shops/:id/unblock')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Unblock a shop' })
  @ApiOkResponse({ type: AdminShopActionDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('admin.shop.unblock', SHOP_CHANGE)
  unblockShop(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AdminShopActionDto> {
    return this.admin.setShopBlocked(ctx, id, false);
  }

  @Get('users')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Every user (react-admin list; filters q, role, blocked, isPro, id)' })
  @ApiListResponse(AdminUserDto, 'users')
  async users(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUserDto[]> {
    return sendPage(reply, await this.admin.users(query));
  }

  @Put('users/:id/block')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Block a user: every session ends, every later call answers 403' })
  @ApiOkResponse({ type: AdminUserActionDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('admin.user.block', USER_CHANGE)
  blockUser(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AdminUserActionDto> {
    return this.admin.setUserBlocked(ctx, id, true);
  }

  @Put('users/:id/unblock')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: 'Unblock a user' })
  @ApiOkResponse({ type: AdminUserActionDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('admin.user.unblock', USER_CHANGE)
  unblockUser(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<AdminUserActionDto> {
    return this.admin.setUserBlocked(ctx, id, false);
  }
}
