import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database, type RequestContext } from '@cuvee/platform';
import { hashPassword, needsRehash, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../domain/password.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail, UsersService } from '../users/users.service.js';
import type { LoginDto, LoginReply, TokensReply } from './dto/auth.dto.js';
import { accountKey, LoginThrottle, tooManyAttempts } from './login-throttle.service.js';
import { SessionsService, type ClientInfo } from './sessions.service.js';

/** Login, token refresh, logout and the master-account switch (ADR 0008). */
@Injectable()
export class AuthService {
  constructor(
    private readonly database: Database,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersService,
  ) {}

  /**
   * One answer for every wrong pair (unknown login, wrong password): 401 "Le mail et/ou le mot de
   * passe sont incorrects.", after the same argon2 work. Only the holder of the right password learns
   * that the account is blocked or not validated yet (403).
   */
  async login(dto: LoginDto, client: ClientInfo): Promise<LoginReply> {
    const identifier = (dto.username ?? dto.email ?? '').trim();
    const user = await this.findByIdentifier(identifier);
    const keys = { account: accountKey(user?.id ?? null, identifier), ip: client.ip };
    if (await this.throttle.isLimited(keys)) throw tooManyAttempts();
    const valid = await verifyPassword(dto.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
    if (!user || !valid) {
      await this.throttle.recordFailure(keys);
      throw new UnauthorizedException('error.loginFailed');
    }
    if (user.blocked) throw new ForbiddenException('auth.accountBlocked');
    if (!user.validatedAt) throw new ForbiddenException('auth.accountNotValidated');
    const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(dto.password) : null;
    return this.database.transaction(async (manager) => {
      await this.throttle.clearAccount(keys.account, manager);
      if (upgradedHash) {
        await manager.getRepository(User).update({ id: user.id }, { passwordHash: upgradedHash });
      }
      return this.openSession(manager, user, client);
    });
  }

  /** A new access token and the next refresh token; the presented one is spent (ADR 0008). */
  async refresh(refreshToken: string, client: ClientInfo): Promise<TokensReply> {
    const outcome = await this.sessions.rotate(refreshToken, client);
    if (!outcome.ok) throw new UnauthorizedException('auth.sessionExpired');
    const user = await this.database.dataSource
      .getRepository(User)
      .findOne({ where: { id: outcome.userId }, select: { id: true, blocked: true } });
    if (!user || user.blocked) {
      await this.sessions.revokeFamily(outcome.familyId);
      if (!user) throw new UnauthorizedException('auth.sessionExpired');
      throw new ForbiddenException('auth.accountBlocked');
    }
    return { jwt: this.sessions.accessToken(user.id, outcome.familyId), refreshToken: outcome.refreshToken };
  }

  /** Ends the session of the refresh token and of the bearer token; unknown tokens are no error. */
  async logout(ctx: RequestContext, refreshToken: string | undefined): Promise<{ success: true }> {
    if (refreshToken) await this.sessions.revokeByRefreshToken(refreshToken);
    if (ctx.user) await this.sessions.revokeFamily(ctx.user.sessionId);
    return { success: true };
  }

  /**
   * "Changer de compte": tokens for another account held by the same master account. The current
   * session ends; an account outside the master's set answers 404, as if it did not exist.
   */
  async switchAccount(ctx: RequestContext, accountId: number, client: ClientInfo): Promise<LoginReply> {
    const identity = ctx.user;
    if (!identity) throw new UnauthorizedException('error.unauthorized');
    const users = this.database.dataSource.getRepository(User);
    const current = await users.findOneBy({ id: identity.userId });
    const target = await users.findOneBy({ id: accountId });
    if (!current || !target) throw new NotFoundException('error.notFound');
    const masterId = current.masterAccountId ?? current.id;
    const sameMaster = target.id === masterId || target.masterAccountId === masterId;
    if (!sameMaster || target.id === current.id) throw new NotFoundException('error.notFound');
    if (target.blocked) throw new ForbiddenException('auth.accountBlocked');
    return this.database.transaction(async (manager) => {
      await this.sessions.revokeFamily(identity.sessionId, manager);
      return this.openSession(manager, target, client);
    });
  }

  private async openSession(manager: EntityManager, user: User, client: ClientInfo): Promise<LoginReply> {
    const tokens = await this.sessions.open(manager, user.id, client);
    return {
      user: await this.users.view(manager, user),
      jwt: tokens.jwt,
      refreshToken: tokens.refreshToken,
      masterAccount: await this.users.masterAccountOf(manager, user),
    };
  }

  /** An address finds the account by email, anything else by username (case-insensitive both ways). */
  private async findByIdentifier(identifier: string): Promise<User | null> {
    if (!identifier) return null;
    const users = this.database.dataSource.getRepository(User);
    if (identifier.includes('@')) return users.findOneBy({ email: normaliseEmail(identifier) });
    return users
      .createQueryBuilder('user')
      .where('LOWER(user.username) = LOWER(:identifier)', { identifier })
      .getOne();
  }
}
