import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Permission } from '@cuvee/kernel';
import { requestContextOf } from '@cuvee/platform';
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
  headers: Record<string, string | string[] | undefined>;
  user?: AccessClaims | null;
}

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
    if (!allows(identification.identity, requirement ?? {})) {
      throw new ForbiddenException('error.forbidden');
    }
    return true;
  }

  private async identify(context: ExecutionContext, request: GuardedRequest): Promise<Identification | null> {
    await this.jwtAuthentication.canActivate(context);
    const claims = request.user ?? null;
    if (!claims) return null;
    return this.identities.identify(claims, headerValue(request.headers[SHOP_HEADER]));
  }
}

/** The decision of `@Access`, once the caller is known and not blocked. */
export function allows(identity: RequestIdentity, requirement: AccessRequirement): boolean {
  if (requirement.roles && !requirement.roles.includes(identity.role)) return false;
  // Blocked in the shop the request acts in (or the shop blocked by an admin): nothing, whatever the role.
  if (identity.access?.blocked) return false;
  const permissions: readonly Permission[] = [requirement.permission ?? []].flat();
  if (!permissions.every((permission) => identity.permissions.includes(permission))) return false;
  if (requirement.integration && !identity.integrations.includes(requirement.integration)) return false;
  return true;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
