import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiListResponse,
  Audited,
  Ctx,
  ListQueryDto,
  sendPage,
  Translator,
  type AccountSections,
  type RequestContext,
} from '@cuvee/platform';
import { Access } from '../auth/access.decorators.js';
import { MessageReply } from '../accounts/dto/account-token.dto.js';
import { ShopCardDto } from '../shops/dto/shop.dto.js';
import { ShopsService } from '../shops/shops.service.js';
import { AccountErasureDto, ChangePasswordDto } from './dto/change-password.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { SavedUserView, UserView } from './dto/user-view.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly shops: ShopsService,
    private readonly translator: Translator,
  ) {}

  @Get('me')
  @Access()
  @ApiOperation({ summary: 'The current user, with cart, addresses and shop memberships' })
  @ApiOkResponse({ type: UserView })
  me(@Ctx() ctx: RequestContext): Promise<UserView> {
    return this.users.me(ctx);
  }

  @Get('me/shops')
  @Access()
  @ApiOperation({
    summary: "The caller's producers: the shops they belong to, by name (react-admin list; filter q)",
    description: 'Shops blocked by an administrator and memberships blocked by the shop are left out.',
  })
  @ApiListResponse(ShopCardDto, 'shops')
  async myShops(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShopCardDto[]> {
    return sendPage(reply, await this.shops.memberShops(ctx, query));
  }

  @Put('me')
  @Access()
  @ApiOperation({
    summary: 'Update the current user (profile, addresses, cart)',
    description:
      'Only the listed fields: role, shops, scope, masterAccount, id or password are refused (400). ' +
      '`message=false` is the silent cart save: the reply carries no message.',
  })
  @ApiQuery({ name: 'message', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ type: SavedUserView })
  update(
    @Ctx() ctx: RequestContext,
    @Body() dto: UpdateUserDto,
    @Query('message') message?: string,
  ): Promise<SavedUserView> {
    return this.users.update(ctx, dto, message === 'false');
  }

  @Get('me/personal-data')
  @Access()
  @ApiOperation({
    summary: "Everything held about the current user's account (GDPR access and portability), as JSON",
    description:
      'By context then section: the account, its memberships and sessions, the orders and bookings placed ' +
      "with it. A shop's own client file is asked of that shop.",
  })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: { type: 'object' } } })
  async personalData(
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Record<string, AccountSections>> {
    reply.header('Content-Disposition', 'attachment; filename="donnees-personnelles.json"');
    return this.users.personalData(ctx);
  }

  @Post('me/erasure')
  @HttpCode(200)
  @Audited('account.erase', { target: 'user', targetId: (call) => call.userId })
  @Access()
  @ApiOperation({
    summary: "Erase the current buyer's account, confirmed with the password",
    description:
      'The profile and addresses are blanked, every session ends, nobody can sign in again; orders and ' +
      'invoices stay with the shops, which keep them as the law says (ADR 0066).',
  })
  @ApiOkResponse({ type: MessageReply })
  async eraseMe(@Ctx() ctx: RequestContext, @Body() dto: AccountErasureDto): Promise<MessageReply> {
    await this.users.eraseMe(ctx, dto.password);
    return { success: true, message: this.translator.translate('privacy.accountErased', ctx.locale) };
  }

  @Put('me/password')
  @Access()
  @ApiOperation({
    summary: "Change the current user's password",
    description: 'Needs the current password. Every other session of the account ends.',
  })
  @ApiOkResponse({ type: MessageReply })
  @Audited('account.password', { target: 'user', targetId: ({ userId }) => userId })
  changePassword(@Ctx() ctx: RequestContext, @Body() dto: ChangePasswordDto): Promise<MessageReply> {
    return this.users.changePassword(ctx, dto);
  }
}
