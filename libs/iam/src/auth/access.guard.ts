import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Integration, Permission } from '@cuvee/kernel';
import { AppConfig, RateLimiter, requestContextOf, type RateLimitVerdict } from '@cuvee/platform';
import { API_KEY_PREFIX } from '../domain/api-key.js';
import { ACCESS_METADATA, PUBLIC_METADATA, type AccessRequirement } from './access.decorators.js';
import type { AccessClaims } from './access-tokens.service.js';
import {
  IdentityService,
  SHOP_HEADER,
  type Identification,
  type RequestIdentity,
} from './identity.service.js';
import { JwtAuthentication } from './jwt-access.strategy.js';

interface GuardedRequest {
  id: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  user?: AccessClaims | null;
}

interface GuardedReply {
  header(name: string, value: string): unknown;
}

const MINUTE_MS = 60_000;

/**
 * The global guard (APP_GUARD, provided by IamModule). Every endpoint needs a valid access token unless
 * marked `@Public()`; `@Access(...)` adds roles, a permission and an integration of the current shop.
 * 401: no usable token (missing, malformed, tampered, expired, ended session): the front ends try their
 * refresh token once. 403: a known caller who may not do this: the front ends log out (ADR 0008).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwtAuthentication: JwtAuthentication,
    private readonly identities: IdentityService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_METADATA, targets) === true;
    const requirement = this.reflector.getAllAndOverride<AccessRequirement | undefined>(
      ACCESS_METADATA,
      targets,
    );

    const identification = await this.identify(context, request);
    const requestContext = requestContextOf(request);
    requestContext.user = identification?.status === 'identified' ? identification.identity : null;

    // A public endpoint serves visitors: a stale or refused token makes the caller a visitor, not an error.
    if (isPublic) return true;
    if (!identification || identification.status === 'unknown') {
      throw new UnauthorizedException('error.unauthorized');
    }
    if (identification.status === 'blocked') throw new ForbiddenException('auth.accountBlocked');
    if (identification.identity.apiKeyId !== undefined)
      checkKeyScope(identification.identity, requirement ?? {});
    if (!allows(identification.identity, requirement ?? {})) {
      throw new ForbiddenException('error.forbidden');
    }
    return true;
  }

  private async identify(context: ExecutionContext, request: GuardedRequest): Promise<Identification | null> {
    const key = bearerKey(headerValue(request.headers.authorization));
    if (key !== null)
      return this.identifyKey(key, request, context.switchToHttp().getResponse<GuardedReply>());
    await this.jwtAuthentication.canActivate(context);
    const claims = request.user ?? null;
    if (!claims) return null;
    return this.identities.identify(claims, headerValue(request.headers[SHOP_HEADER]));
  }

  /**
   * A request made with an API key, counted first per address (so guessing keys is bounded too), then
   * per key, on counters every replica shares (ADR 0056); the RateLimit headers tell the tighter one.
   */
  private async identifyKey(
    key: string,
    request: GuardedRequest,
    reply: GuardedReply,
  ): Promise<Identification> {
    const byAddress = await this.limiter.hit(`address:${request.ip ?? 'unknown'}`, {
      limit: this.config.rateLimitPerAddress,
      windowMs: MINUTE_MS,
    });
    if (!byAddress.allowed) refuse(byAddress, reply);
    const identification = await this.identities.identifyKey(key);
    let verdict = byAddress;
    if (identification.status === 'identified') {
      const byKey = await this.limiter.hit(`key:${identification.identity.apiKeyId}`, {
        limit: this.config.rateLimitPerKey,
        windowMs: MINUTE_MS,
      });
      if (!byKey.allowed) refuse(byKey, reply);
      if (byKey.remaining < byAddress.remaining) verdict = byKey;
    }
    announce(verdict, reply);
    return identification;
  }
}

/** The bearer value when it is an API key (by its prefix), else null: a JWT goes to passport. */
function bearerKey(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

/** The RateLimit header fields (IETF draft, one field each) of the request's count. */
function announce(verdict: RateLimitVerdict, reply: GuardedReply): void {
  reply.header('RateLimit-Limit', String(verdict.limit));
  reply.header('RateLimit-Remaining', String(verdict.remaining));
  reply.header('RateLimit-Reset', String(verdict.resetSeconds));
}

function refuse(verdict: RateLimitVerdict, reply: GuardedReply): never {
  announce(verdict, reply);
  reply.header('Retry-After', String(verdict.resetSeconds));
  throw new HttpException(
    { message: 'rateLimit.exceeded', params: { seconds: verdict.resetSeconds } },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/**
 * What a key may call (ADR 0054): what a collaborator may, with the key's permissions. Operations kept
 * for owners, admins or any signed-in person (the settings, one's own profile, keys and webhooks), and
 * those marked `apiKeys: false` (a person's own messages), are closed to keys, with a message that says
 * so rather than the bare 403.
 */
function checkKeyScope(identity: RequestIdentity, requirement: AccessRequirement): void {
  if (!requirement.roles?.includes('iam') || requirement.apiKeys === false)
    throw new ForbiddenException('apiKeys.operationClosed');
  const permissions: readonly Permission[] = [requirement.permission ?? []].flat();
  const missing = permissions.filter((permission) => !identity.permissions.includes(permission));
  if (missing.length > 0) {
    throw new ForbiddenException({
      message: 'apiKeys.missingScope',
      params: { permissions: missing.join(', ') },
    });
  }
}

/** The decision of `@Access`, once the caller is known and not blocked. */
export function allows(identity: RequestIdentity, requirement: AccessRequirement): boolean {
  if (requirement.roles && !requirement.roles.includes(identity.role)) return false;
  // Blocked in the shop the request acts in (or the shop blocked by an admin): nothing, whatever the role.
  if (identity.access?.blocked) return false;
  const permissions: readonly Permission[] = [requirement.permission ?? []].flat();
  if (!permissions.every((permission) => identity.permissions.includes(permission))) return false;
  const integrations: readonly Integration[] = [requirement.integration ?? []].flat();
  if (!integrations.every((integration) => identity.integrations.includes(integration))) return false;
  return true;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
