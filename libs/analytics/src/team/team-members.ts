import { In, type EntityManager } from 'typeorm';
import { User } from '@cuvee/iam';

/** Users' display names, by id: « Prénom Nom », else their username. */
export async function agentNames(
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
