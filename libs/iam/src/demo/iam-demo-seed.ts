import type { EntityManager } from 'typeorm';
import { hashPassword } from '../domain/password.js';
import type { Role } from '../domain/roles.js';
import { ShopMember } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { User } from '../users/user.entity.js';

/** Shown in the console at first start and in the README; demo data only, never in production. */
export const DEMO_PASSWORD = 'Cuvee2026';
export const DEMO_SHOP_CODE = 'DEMO';

export interface DemoAccount {
  username: string;
  email: string;
  role: Role;
  firstname: string;
  lastname: string;
  label: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'proprietaire',
    email: 'proprietaire@cuvee.demo',
    role: 'owner',
    firstname: 'Claire',
    lastname: 'Moreau',
    label: 'propriétaire (owner)',
  },
  {
    username: 'collaborateur',
    email: 'collaborateur@cuvee.demo',
    role: 'iam',
    firstname: 'Julien',
    lastname: 'Petit',
    label: 'collaborateur (iam)',
  },
  {
    username: 'agent',
    email: 'agent@cuvee.demo',
    role: 'agent',
    firstname: 'Sophie',
    lastname: 'Garnier',
    label: 'agent commercial',
  },
  {
    username: 'acheteur',
    email: 'acheteur@cuvee.demo',
    role: 'buyer',
    firstname: 'Marc',
    lastname: 'Lefèvre',
    label: 'acheteur (buyer)',
  },
];

/**
 * The demo winery with its owner, collaborator, agent and buyer. Idempotent: whatever already exists
 * (matched by email or shop code) is left as it is.
 */
export async function seedIamDemo(manager: EntityManager): Promise<Shop> {
  const users = manager.getRepository(User);
  const byRole = new Map<Role, User>();
  for (const account of DEMO_ACCOUNTS) {
    const existing = await users.findOneBy({ email: account.email });
    byRole.set(
      account.role,
      existing ??
        (await users.save(
          users.create({
            username: account.username,
            email: account.email,
            firstname: account.firstname,
            lastname: account.lastname,
            phone: null,
            role: account.role,
            isPro: account.role !== 'buyer',
            passwordHash: await hashPassword(DEMO_PASSWORD),
          }),
        )),
    );
  }

  const shops = manager.getRepository(Shop);
  const owner = byRole.get('owner')!;
  const shop =
    (await shops.findOneBy({ code: DEMO_SHOP_CODE })) ??
    (await shops.save(
      shops.create({
        code: DEMO_SHOP_CODE,
        urlShop: 'domaine-des-demoiselles',
        name: 'Domaine des Demoiselles',
        businessType: 'wine',
        contactEmail: 'contact@domaine-des-demoiselles.demo',
        ownerId: owner.id,
        settings: { hasTVA: true, logStartMonth: 0, logStartDay: 1, allRulesInEq75: false },
      }),
    ));

  const members = manager.getRepository(ShopMember);
  for (const [role, user] of byRole) {
    if (await members.findOneBy({ shopId: shop.id, userId: user.id })) continue;
    await members.save(
      members.create({
        shopId: shop.id,
        userId: user.id,
        role,
        typology: role === 'buyer' ? 'particulier' : 'public',
        blocked: false,
        authorizations: null,
      }),
    );
  }
  return shop;
}
