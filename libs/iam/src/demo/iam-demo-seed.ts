import type { EntityManager } from 'typeorm';
import { PUBLIC_TYPOLOGY, type Authorizations, type Role } from '@cuvee/kernel';
import { hashPassword } from '../domain/password.js';
import { buildShop, integrationsMap } from '../shops/shop-defaults.js';
import { ShopMember, type MemberRole } from '../shops/shop-member.entity.js';
import { Shop, type ShopBusiness } from '../shops/shop.entity.js';
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
  logo: string | null;
  business: ShopBusiness;
}

// The platform's host, as every shop's legal notice names it (fictitious, like every demo identity).
const DEMO_HOST = {
  hostName: 'Cuvée Hébergement SAS',
  hostAddress: '40 quai des Chartrons, 33000 Bordeaux, France',
  hostPhone: '05 56 00 00 00',
};

const DEMO_SHOPS: readonly DemoShop[] = [
  {
    code: DEMO_SHOP_CODE,
    urlShop: 'domaine-des-demoiselles',
    name: 'Domaine des Demoiselles',
    businessType: 'wine',
    contactEmail: 'contact@domaine-des-demoiselles.demo',
    color: '#7B2D26',
    // A monogram inline (an SVG data URL): the demo needs no file storage for its logo.
    logo: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='31' fill='%237B2D26'/%3E%3Ccircle cx='32' cy='32' r='26' fill='none' stroke='%23E9D8B4' stroke-width='1.2'/%3E%3Ctext x='32' y='41' font-family='Georgia,serif' font-size='24' fill='%23FBF7F1' text-anchor='middle'%3EDD%3C/text%3E%3C/svg%3E",
    business: {
      reason: 'SCEA Domaine des Demoiselles',
      name: 'Domaine des Demoiselles',
      legalForm: 'SCEA',
      siret: '82345671000016',
      vatNumber: 'FR41823456710',
      street: '12 route des Caves',
      zipcode: '37500',
      city: 'Chinon',
      country: 'France',
      phone: '02 47 93 00 00',
      publicationDirector: 'Claire Moreau',
      ...DEMO_HOST,
    },
  },
  {
    code: DEMO_SECOND_SHOP_CODE,
    urlShop: 'maison-exemple',
    name: 'Maison Exemple',
    businessType: 'champaign',
    contactEmail: 'contact@maison-exemple.demo',
    color: '#C9A227',
    logo: null,
    business: {
      reason: 'Maison Exemple SAS',
      name: 'Maison Exemple',
      legalForm: 'SAS',
      siret: '82345672800018',
      vatNumber: 'FR95823456728',
      street: '8 rue des Crayères',
      zipcode: '51100',
      city: 'Reims',
      country: 'France',
      phone: '03 26 00 00 00',
      publicationDirector: 'Paul Durand',
      ...DEMO_HOST,
    },
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
    editedShop: { color: demo.color, banner: null, logo: demo.logo },
    business: demo.business,
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
