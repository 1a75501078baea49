import { Shop, User } from '@cuvee/iam';
import type { Database } from '@cuvee/platform';

/** The shop and its owner (id, mail, first name): whom the shop's news is told to. */
export async function shopOwnerOf(
  database: Database,
  shopId: number,
): Promise<{
  shop: Pick<Shop, 'id' | 'name' | 'ownerId'>;
  user: Pick<User, 'id' | 'email' | 'firstname'>;
} | null> {
  const manager = database.dataSource.manager;
  const shop = await manager
    .getRepository(Shop)
    .findOne({ where: { id: shopId }, select: { id: true, name: true, ownerId: true } });
  if (!shop) return null;
  const user = await manager
    .getRepository(User)
    .findOne({ where: { id: shop.ownerId }, select: { id: true, email: true, firstname: true } });
  return user ? { shop, user } : null;
}
