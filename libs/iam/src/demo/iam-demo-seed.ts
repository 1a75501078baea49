import type { EntityManager } from 'typeorm';
import { PUBLIC_TYPOLOGY, type Authorizations, type Role } from '@cuvee/kernel';
import { hashPassword } from '../domain/password.js';
import { buildShop, defaultTypologies, integrationsMap } from '../shops/shop-defaults.js';
import { ShopMember, type MemberRole } from '../shops/shop-member.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { User } from '../users/user.entity.js';

/** Shown in the console at first start and in the README; demo data only, never in production. */
export const DEMO_PASSWORD = 'Cuvee2026';
export const DEMO_SHOP_CODE = 'DEMO';
/** A second winery with its own owner, so that one shop's data visibly stays out of the other's. */
export const DEMO_SECOND_SHOP_CODE = 'DEMO2';

export interface DemoAccount {
  username: string;
  email: string;
  role: Role;
  firstname: string;
  lastname: string;
  label: string;
  /** The demo shop the account works in or buys from; null for the administrator. */
  shopCode: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'proprietaire',
    email: 'proprietaire@cuvee.demo',
    role: 'owner',
    firstname: 'Claire',
    lastname: 'Moreau',
    label: 'propriétaire (owner)',
    shopCode: DEMO_SHOP_CODE,
  },
  {
    username: 'collaborateur',
    email: 'collaborateur@cuvee.demo',
    role: 'iam',
    firstname: 'Julien',
    lastname: 'Petit',
    label: 'collaborateur (iam, droits partiels)',
    shopCode: DEMO_SHOP_CODE,
  },
  {
    username: 'agent',
    email: 'agent@cuvee.demo',
    role: 'agent',
    firstname: 'Sophie',
    lastname: 'Garnier',
    label: 'agent commercial',
    shopCode: DEMO_SHOP_CODE,
  },
  {
    username: 'acheteur',
    email: 'acheteur@cuvee.demo',
    role: 'buyer',
    firstname: 'Marc',
    lastname: 'Lefèvre',
    label: 'acheteur (buyer)',
    shopCode: DEMO_SHOP_CODE,
  },
  {
    username: 'administrateur',
    email: 'admin@cuvee.demo',
    role: 'admin',
    firstname: 'Alice',
    lastname: 'Bernard',
    label: 'administratrice (admin)',
    shopCode: null,
  },
  {
    username: 'exemple',
    email: 'exemple@cuvee.demo',
    role: 'owner',
    firstname: 'Paul',
    lastname: 'Durand',
    label: 'propriétaire de Maison Exemple (owner, autre boutique)',
    shopCode: DEMO_SECOND_SHOP_CODE,
  },
];

/**
 * The demo collaborator's rights: orders, quotes, clients and catalogue, but neither billing, nor reports,
 * nor managing the team or the accounting. Only `true` grants (kernel hasPermission).
 */
export const DEMO_COLLABORATOR_AUTHORIZATIONS: Authorizations = {
  seeAllOrder: true,
  createOrder: true,
  createQuote: true,
  seeAllClient: true,
  createClient: true,
  seeAllTask: true,
  createTask: true,
  seeAllProduct: true,
  seeAllPrice: true,
  seeAllStock: true,
  seeAllResa: true,
  accessCollaborator: true,
  accessAgent: true,
  billOrder: false,
  accessAnalytics: false,
  createCollaborator: false,
  createAgent: false,
  editAccountingCodes: false,
  downloadAccountingExports: false,
};

interface DemoShop {
  code: string;
  urlShop: string;
  name: string;
  businessType: string;
  contactEmail: string;
  color: string;
}

const DEMO_SHOPS: readonly DemoShop[] = [
  {
    code: DEMO_SHOP_CODE,
    urlShop: 'domaine-des-demoiselles',
    name: 'Domaine des Demoiselles',
    businessType: 'wine',
    contactEmail: 'contact@domaine-des-demoiselles.demo',
    color: '#7B2D26',
  },
  {
    code: DEMO_SECOND_SHOP_CODE,
    urlShop: 'maison-exemple',
    name: 'Maison Exemple',
    businessType: 'champaign',
    contactEmail: 'contact@maison-exemple.demo',
    color: '#C9A227',
  },
];

async function ensureUser(manager: EntityManager, account: DemoAccount): Promise<User> {
  const users = manager.getRepository(User);
  const existing = await users.findOneBy({ email: account.email });
  if (existing) return existing;
  return users.save(
    users.create({
      username: account.username,
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      phone: null,
      role: account.role,
      isPro: account.role !== 'buyer',
      validatedAt: new Date(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
    }),
  );
}

async function ensureShop(manager: EntityManager, demo: DemoShop, ownerId: number): Promise<Shop> {
  const shops = manager.getRepository(Shop);
  const existing = await shops.findOneBy({ code: demo.code });
  if (existing) return existing;
  const shop = shops.create({
    ...buildShop({
      code: demo.code,
      urlShop: demo.urlShop,
      name: demo.name,
      businessType: demo.businessType,
      ownerId,
      contactEmail: demo.contactEmail,
      // Every module on, so every screen of the back office can be tried.
      integrations: integrationsMap(true),
    }),
    editedShop: { color: demo.color, banner: null, logo: null },
    typologies: {
      ...defaultTypologies(),
      caviste: { name: 'Cavistes', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
      restaurant: { name: 'Restaurants', public: false, ttc: false, globalDiscount: 5, allRulesInEq75: true },
    },
    banks: [{ rib: 'FR76 3000 6000 0112 3456 7890 189', default: true }],
    paymentsList: ['cb', 'transfer', 'check', 'cash'],
    online: true,
  });
  return shops.save(shop);
}

interface Membership {
  role: MemberRole;
  authorizations?: Authorizations | null;
  reportsToUserId?: number | null;
}

async function ensureMember(
  manager: EntityManager,
  shop: Shop,
  user: User,
  membership: Membership,
): Promise<void> {
  const members = manager.getRepository(ShopMember);
  if (await members.existsBy({ shopId: shop.id, userId: user.id })) return;
  await members.insert({
    shopId: shop.id,
    userId: user.id,
    role: membership.role,
    typology: PUBLIC_TYPOLOGY,
    blocked: false,
    authorizations: membership.authorizations ?? null,
    reportsToUserId: membership.reportsToUserId ?? null,
  });
}

/**
 * The demo wineries and their people: in the first one an owner, a collaborator with partial rights, an
 * agent reporting to the collaborator and a buyer; a second winery with its own owner; an administrator.
 * Idempotent: whatever already exists (matched by email, shop code or membership) is left as it is.
 */
export async function seedIamDemo(manager: EntityManager): Promise<Shop> {
  const users = new Map<string, User>();
  for (const account of DEMO_ACCOUNTS) users.set(account.username, await ensureUser(manager, account));
  const user = (username: string) => users.get(username)!;

  const [first, second] = DEMO_SHOPS as [DemoShop, DemoShop];
  const shop = await ensureShop(manager, first, user('proprietaire').id);
  await ensureMember(manager, shop, user('proprietaire'), { role: 'owner' });
  await ensureMember(manager, shop, user('collaborateur'), {
    role: 'iam',
    authorizations: DEMO_COLLABORATOR_AUTHORIZATIONS,
  });
  await ensureMember(manager, shop, user('agent'), {
    role: 'agent',
    reportsToUserId: user('collaborateur').id,
  });
  await ensureMember(manager, shop, user('acheteur'), { role: 'buyer' });

  const other = await ensureShop(manager, second, user('exemple').id);
  await ensureMember(manager, other, user('exemple'), { role: 'owner' });
  return shop;
}
