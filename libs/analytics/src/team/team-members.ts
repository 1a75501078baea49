import { In, type EntityManager } from 'typeorm';
import { ShopMember, User } from '@cuvee/iam';
import type { Role } from '@cuvee/kernel';

/* The shop's team as the reports name and check it: agents, collaborators, authors of saved reports. */

/** Users' display names, by id: « Prénom Nom », else their username. */
export async function userNames(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const users = await manager.getRepository(User).find({
    where: { id: In([...new Set(ids)]) },
    select: { id: true, firstname: true, lastname: true, username: true },
  });
  return new Map(
    users.map((user) => [user.id, `${user.firstname} ${user.lastname}`.trim() || user.username]),
  );
}

/** Whether the user works for the shop in this role (an agent, a collaborator). */
export function isShopMember(
  manager: EntityManager,
  shopId: number,
  userId: number,
  role: Extract<Role, 'agent' | 'iam'>,
): Promise<boolean> {
  return manager.getRepository(ShopMember).existsBy({ shopId, userId, role });
}
