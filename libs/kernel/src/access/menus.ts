import type { Labels } from '../locale.js';
import type { ShopIntegrations } from './integrations.js';
import { hasPermission, type Permission, type ShopAccess } from './permissions.js';
import { canOpen, type GuardUser } from './route-guard.js';
import { isReservedShopName, matchRoute } from './route-policies.js';
import type { Role } from './roles.js';

/*
 * The navigation menus (seller sidebar, buyer menu, agent menu; docs/backoffice.md "Menus by role") as data. A link is
 * shown when the route guard would let the user stay on its page (same table, same rules), so a menu
 * never offers a page that bounces; a quick-create button also needs its permission.
 */

/** A "+" button beside a link: opens the creation page when the user holds the permission. */
export interface QuickCreate {
  readonly path: string;
  readonly permission?: Permission;
}

export type MenuItem =
  | {
      readonly kind: 'link';
      readonly key: string;
      readonly label: Labels;
      readonly path: string;
      readonly create?: QuickCreate;
    }
  | {
      readonly kind: 'group';
      readonly key: string;
      readonly label: Labels;
      readonly children: readonly MenuItem[];
    }
  /** The user's own shop page: the front end builds the href with shopPagePath. */
  | { readonly kind: 'shop'; readonly key: string; readonly label: Labels }
  /** An external site whose address is configuration (help centre, news). */
  | {
      readonly kind: 'external';
      readonly key: string;
      readonly label: Labels;
      readonly target: 'helpCentre' | 'news';
    };

const link = (key: string, fr: string, en: string, path: string, create?: QuickCreate): MenuItem =>
  create
    ? { kind: 'link', key, label: { fr, en }, path, create }
    : { kind: 'link', key, label: { fr, en }, path };
const group = (key: string, fr: string, en: string, children: readonly MenuItem[]): MenuItem => ({
  kind: 'group',
  key,
  label: { fr, en },
  children,
});

const DASHBOARD = link('dashboard', 'Tableau de bord', 'Dashboard', '/dashboard');
const SETTINGS = link('settings', 'Paramètres', 'Settings', '/dashboard/settings');
const PRODUCERS = link('producers', 'Producteurs', 'Producers', '/shops');

/** The seller sidebar, for owners and collaborators. */
export const SELLER_SIDEBAR: readonly MenuItem[] = [
  DASHBOARD,
  group('sales', 'Ventes', 'Sales', [
    link('quotes', 'Devis', 'Quotes', '/dashboard/orders/quotes', {
      path: '/dashboard/orders/add?subType=quote',
      permission: 'createQuote',
    }),
    link('orders', 'Commandes', 'Orders', '/dashboard/orders', {
      path: '/dashboard/orders/add',
      permission: 'createOrder',
    }),
    link('bills', 'Factures', 'Invoices', '/dashboard/orders/bills', {
      path: '/dashboard/orders/add?subType=bill',
      permission: 'billOrder',
    }),
    link('deposits', "Factures d'acompte", 'Deposit invoices', '/dashboard/orders/deposits'),
    link('creditNotes', "Factures d'avoir", 'Credit notes', '/dashboard/orders/credits'),
    link('ventilate', 'Ventilations', 'Breakdowns', '/dashboard/orders/ventilate'),
    link('futures', 'Primeurs', 'Futures', '/dashboard/futures', {
      path: '/dashboard/futures/add',
      permission: 'createFutureOrder',
    }),
    link('delivery', 'Expéditions', 'Shipments', '/dashboard/delivery'),
    link('outstandings', 'Encours/impayés', 'Outstanding and unpaid', '/dashboard/payments/outstandings'),
    link('payments', 'Règlements', 'Payments', '/dashboard/payments'),
    link('paymentCredits', 'Notes de crédit', 'Customer credits', '/dashboard/payments/credits'),
  ]),
  group('wineTourism', 'Oenotourisme', 'Wine tourism', [
    link('events', 'Evénements', 'Events', '/dashboard/reservations/events', {
      path: '/dashboard/reservations/events/add',
      permission: 'createEvent',
    }),
    link('reservations', 'Prise de Réservations', 'Bookings', '/dashboard/reservations', {
      path: '/dashboard/reservations/add',
      permission: 'createResa',
    }),
    link('reservationsCalendar', 'Calendrier', 'Calendar', '/dashboard/calendar'),
  ]),
  group('crm', 'CRM', 'CRM', [
    link('clients', 'Clients', 'Clients', '/dashboard/clients', {
      path: '/dashboard/clients/add',
      permission: 'createClient',
    }),
    link('opportunities', 'Opportunités', 'Opportunities', '/dashboard/clients/opportunities'),
    link('prospection', 'Prospection', 'Prospecting', '/dashboard/clients/prospection', {
      path: '/dashboard/clients/add?pipe=Prospect',
      permission: 'createClient',
    }),
    link('calendar', 'Calendrier', 'Calendar', '/dashboard/calendar'),
    link('tasks', 'Tâches', 'Tasks', '/dashboard/tasks'),
  ]),
  group('products', 'Articles', 'Products', [
    link('catalogue', 'Catalogue', 'Catalogue', '/dashboard/products', {
      path: '/dashboard/products/add',
      permission: 'createProduct',
    }),
    link('warehouses', 'Entrepôts', 'Warehouses', '/dashboard/stocks/warehouses', {
      path: '/dashboard/stocks/add',
      permission: 'createWarehouse',
    }),
    link('stocks', 'Stocks', 'Stocks', '/dashboard/stocks'),
    link('movements', 'Mouvements', 'Movements', '/dashboard/stocks/movements'),
    link('prices', 'Tarifs', 'Prices', '/dashboard/tarifs'),
    link('samples', 'Échantillons', 'Samples', '/dashboard/orders/samples'),
  ]),
  group('marketing', 'Marketing', 'Marketing', [
    link('lists', 'Listes', 'Lists', '/dashboard/crm/lists', {
      path: '/dashboard/crm/lists/add',
      permission: 'createList',
    }),
    link('campaigns', 'Campagnes', 'Campaigns', '/dashboard/crm/campaigns', {
      path: '/dashboard/crm/campaigns/add',
      permission: 'createCampaign',
    }),
    link('models', 'Modèles', 'Templates', '/dashboard/crm/models', {
      path: '/dashboard/crm/models/add',
      permission: 'createModel',
    }),
  ]),
  group('commercial', 'Commercial', 'Sales team', [
    link('collaborators', 'Collaborateurs', 'Collaborators', '/dashboard/collaborators', {
      path: '/dashboard/collaborators/add',
      permission: 'createCollaborator',
    }),
    link('agents', 'Agents', 'Agents', '/dashboard/agents', {
      path: '/dashboard/agents/add',
      permission: 'createAgent',
    }),
    link('objectives', 'Objectifs', 'Goals', '/dashboard/analytics/objectives'),
    link('structure', 'Structure co.', 'Sales structure', '/dashboard/collaborators/structure'),
  ]),
  group('purchases', 'Achats', 'Purchases', [
    link('suppliers', 'Fournisseurs', 'Suppliers', '/dashboard/suppliers', {
      path: '/dashboard/suppliers/add',
      permission: 'createSupplier',
    }),
    link('supplierOrders', 'Commandes fournisseurs', 'Supplier orders', '/dashboard/purchases', {
      path: '/dashboard/purchases/add',
    }),
  ]),
  link('reports', 'Rapports', 'Reports', '/dashboard/analytics'),
  link('till', 'Caisse', 'Till', '/dashboard/salespoints'),
  link('messaging', 'Messagerie', 'Messages', '/tickets'),
  { kind: 'shop', key: 'onlineShop', label: { fr: 'Boutique en ligne', en: 'Online shop' } },
  {
    kind: 'external',
    key: 'helpCentre',
    label: { fr: "Centre d'aide", en: 'Help centre' },
    target: 'helpCentre',
  },
  { kind: 'external', key: 'news', label: { fr: 'Nouveautés', en: "What's new" }, target: 'news' },
  SETTINGS,
];

/** The buyer menu. */
export const BUYER_MENU: readonly MenuItem[] = [
  DASHBOARD,
  link('orders', 'Commandes', 'Orders', '/dashboard/orders'),
  link('reservations', 'Réservations', 'Reservations', '/dashboard/reservations'),
  link('messaging', 'Messagerie', 'Messages', '/tickets'),
  PRODUCERS,
  SETTINGS,
];

/**
 * The agent menu. Decision: its "Calendrier" opens the tasks page: the route table keeps
 * /dashboard/calendar to owners and collaborators (only owner and iam see the calendar),
 * while /dashboard/tasks is open to agents.
 */
export const AGENT_MENU: readonly MenuItem[] = [
  DASHBOARD,
  link('orders', 'Commandes', 'Orders', '/dashboard/orders'),
  link('samples', 'Échantillons', 'Samples', '/dashboard/orders/samples'),
  link('clients', 'Clients', 'Clients', '/dashboard/clients'),
  link('catalogue', 'Catalogue', 'Catalogue', '/dashboard/products'),
  link('calendar', 'Calendrier', 'Calendar', '/dashboard/tasks'),
  PRODUCERS,
  SETTINGS,
];

/** Decision: the spec gives admins no menu; theirs lists the admin sub-areas. */
export const ADMIN_MENU: readonly MenuItem[] = [
  link('admin', 'Administration', 'Administration', '/admin'),
  link('adminOrders', 'Commandes', 'Orders', '/admin/orders'),
  link('adminProducts', 'Articles', 'Products', '/admin/products'),
  link('adminShops', 'Boutiques', 'Shops', '/admin/shops'),
  link('adminUsers', 'Utilisateurs', 'Users', '/admin/users'),
  link('adminTickets', 'Support', 'Support', '/admin/tickets'),
];

export function menuFor(role: Role): readonly MenuItem[] {
  switch (role) {
    case 'owner':
    case 'iam':
      return SELLER_SIDEBAR;
    case 'buyer':
      return BUYER_MENU;
    case 'agent':
      return AGENT_MENU;
    case 'admin':
      return ADMIN_MENU;
  }
}

/**
 * The role's menu with what this user may not open removed: links whose page the guard would refuse,
 * quick-create buttons whose page or permission is missing (permissions are checked for
 * collaborators, as the guard does), groups left empty.
 */
export function visibleMenu(
  role: Role,
  access: ShopAccess | null | undefined,
  integrations: ShopIntegrations | null | undefined,
): MenuItem[] {
  const user: GuardUser = { role, shopId: null, access: access ?? null, integrations };
  return filterItems(menuFor(role), user);
}

function opens(path: string, user: GuardUser): boolean {
  const match = matchRoute(path);
  return match !== null && canOpen(match.policy, user);
}

function mayCreate(create: QuickCreate, user: GuardUser): boolean {
  if (!opens(create.path, user)) return false;
  return !create.permission || user.role !== 'iam' || hasPermission(user.access, create.permission);
}

function filterItems(items: readonly MenuItem[], user: GuardUser): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.kind === 'group') {
      const children = filterItems(item.children, user);
      if (children.length > 0) visible.push({ ...item, children });
    } else if (item.kind === 'link') {
      if (!opens(item.path, user)) continue;
      const { create, ...rest } = item;
      visible.push(create && mayCreate(create, user) ? item : rest);
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/**
 * The public page of a shop: '/{urlShop}' when it has a usable url name, else '/shops/{id}'
 * ("Boutique en ligne: link to the shop by url name or id"); null without either.
 */
export function shopPagePath(shop: { shopId: number | null; shopUrl?: string | null }): string | null {
  if (shop.shopUrl && !isReservedShopName(shop.shopUrl)) return `/${encodeURIComponent(shop.shopUrl)}`;
  return shop.shopId != null ? `/shops/${shop.shopId}` : null;
}
