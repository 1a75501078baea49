import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Client, crmScope } from '@cuvee/crm';
import type { RequestContext } from '@cuvee/platform';

/**
 * A client of the caller's shop they may write an order for (or price one): agents and collaborators
 * without seeAllClient only their own; anything else answers 404.
 */
export async function visibleClient(
  manager: EntityManager,
  ctx: RequestContext,
  shopId: number,
  clientId: number,
): Promise<Client> {
  const scope = crmScope(ctx);
  const client = await manager.getRepository(Client).findOneBy({ id: clientId, shopId, archived: false });
  if (!client || (!scope.allClients && client.agentId !== scope.userId))
    throw new NotFoundException('error.notFound');
  return client;
}
