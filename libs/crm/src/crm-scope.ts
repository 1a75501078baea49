import { BadRequestException } from '@nestjs/common';
import type { Permission } from '@cuvee/kernel';
import { shopScope } from '@cuvee/iam';
import type { RequestContext } from '@cuvee/platform';

/**
 * The caller's shop and how much of its CRM they see (ADR 0012). Owners see everything. Collaborators see
 * every client with seeAllClient and every task with seeAllTask, else their own (assigned to them).
 * Agents are independent representatives: they always work on their own clients and tasks, whatever
 * their permission map says (no map grants everything, docs/kernel.md "Roles and permissions").
 */
export interface CrmScope {
  shopId: number;
  userId: number;
  allClients: boolean;
  allTasks: boolean;
}

export function crmScope(ctx: RequestContext): CrmScope {
  const { shopId, userId } = shopScope(ctx);
  const user = ctx.user!;
  const seesAll = (permission: Permission): boolean =>
    user.role !== 'agent' && user.permissions.includes(permission);
  return { shopId, userId, allClients: seesAll('seeAllClient'), allTasks: seesAll('seeAllTask') };
}

/**
 * Someone who sees only their own clients (or tasks) would lose sight of one they gave away: they may
 * assign only to themselves. A 400, not a 403: the front ends log out on a 403.
 */
export function assertOwnOnly(scope: CrmScope, assigneeId: number | null | undefined): void {
  if (assigneeId !== undefined && assigneeId !== scope.userId) throw new BadRequestException('crm.ownOnly');
}
