import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { Access, Public } from './access.decorators.js';
import { AuthService } from './auth.service.js';
import { Client } from './client-info.js';
import {
  LoginDto,
  LoginReply,
  LogoutDto,
  RefreshDto,
  SuccessReply,
  SwitchAccountDto,
  TokensReply,
} from './dto/auth.dto.js';
import type { ClientInfo } from './sessions.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({
    summary: 'Log in with a username or an email address and a password',
    description:
      'Returns the user, a 15-minute access token (`jwt`), a refresh token and the master account ' +
      '(the accounts this login can switch to, or null). 401 "Le mail et/ou le mot de passe sont incorrects." ' +
      'for any wrong pair; 403 for a blocked or not yet validated account; 429 after 5 failures on an ' +
      'account or 20 from an address within 15 minutes.',
  })
  @ApiOkResponse({ type: LoginReply })
  @ApiTooManyRequestsResponse({ description: 'Trop de tentatives de connexion' })
  login(@Body() dto: LoginDto, @Client() client: ClientInfo): Promise<LoginReply> {
    return this.auth.login(dto, client);
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({
    summary: 'Exchange a refresh token for a new access token and a new refresh token',
    description:
      'Refresh tokens are single use. Presenting a spent one again ends the whole session (theft ' +
      'detection). 401 when the token is unknown, spent or expired.',
  })
  @ApiOkResponse({ type: TokensReply })
  refresh(@Body() dto: RefreshDto, @Client() client: ClientInfo): Promise<TokensReply> {
    return this.auth.refresh(dto.refreshToken, client);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({ summary: 'End the session of the refresh token (and of the bearer token, if any)' })
  @ApiOkResponse({ type: SuccessReply })
  logout(@Ctx() ctx: RequestContext, @Body() dto: LogoutDto): Promise<{ success: true }> {
    return this.auth.logout(ctx, dto.refreshToken);
  }

  @Post('switch-account')
  @HttpCode(HttpStatus.OK)
  @Access()
  @ApiOperation({
    summary: '"Changer de compte": log in as another account of the same master account',
    description: 'Ends the current session. 404 for an account outside the master account.',
  })
  @ApiOkResponse({ type: LoginReply })
  switchAccount(
    @Ctx() ctx: RequestContext,
    @Body() dto: SwitchAccountDto,
    @Client() client: ClientInfo,
  ): Promise<LoginReply> {
    return this.auth.switchAccount(ctx, dto.accountId, client);
  }
}
