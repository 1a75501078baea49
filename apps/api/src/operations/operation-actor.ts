import { ForbiddenException } from '@nestjs/common';
import type { OperationActor, RequestContext } from '@cuvee/platform';

/** Who imports or exports through the API: the caller, in their shop, with their permissions there. */
export function actorOf(ctx: RequestContext): OperationActor {
  const user = ctx.user;
  if (!user || user.shopId === null) throw new ForbiddenException('error.forbidden');
  return {
    shopId: user.shopId,
    userId: user.userId,
    locale: ctx.locale,
    permissions: user.permissions,
    integrations: user.integrations,
  };
}

/** Sellers work on their shop's data: owners, and collaborators holding the kind's permission. */
export const SELLERS = ['owner', 'iam'] as const;
