import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { RequestContext } from '@cuvee/platform';

/** The caller's user and shop, for queries that must be scoped to that shop. */
export interface ShopScope {
  userId: number;
  shopId: number;
}

/**
 * The shop every query of the request is scoped by. The guard has already checked the role; a caller
 * with no shop (an admin, an agent outside a shop) has nothing here, which reads as "not found".
 */
export function shopScope(ctx: RequestContext): ShopScope {
  const user = ctx.user;
  if (!user) throw new UnauthorizedException('error.unauthorized');
  if (user.shopId == null) throw new NotFoundException('error.notFound');
  return { userId: user.userId, shopId: user.shopId };
}

export function callerId(ctx: RequestContext): number {
  if (!ctx.user) throw new UnauthorizedException('error.unauthorized');
  return ctx.user.userId;
}
