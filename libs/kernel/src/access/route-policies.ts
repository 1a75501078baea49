import type { Integration } from './integrations.js';
import type { Permission } from './permissions.js';
import { ROLES, type Role } from './roles.js';
import { isLocalPath } from './safe-redirect.js';

/*
 * The route policy table (docs/kernel.md "Pages, the route guard and menus"): every page of both front ends with who may open it, what it
 * needs and its layout. The route guard (route-guard.ts), the menus (menus.ts) and the API's
 * OpenAPI notes read it; the table is tested route by route against a hand-written list in
 * __tests__/route-policies.spec.ts.
 *
 * Reading the spec: "Dashboard routes (owner and iam unless noted)". A parenthesis applies to the
 * whole comma-separated run before it, back to the previous parenthesis or semicolon (that is how
 * "/dashboard/stocks, /stocks/{id} need seeAllStock" and "/dashboard/suppliers, /{id} (seeSupplier)"
 * read). So "/dashboard/reservations, /reservations/{id} (buyer too)" opens both to buyers (the buyer
 * menu has "Réservations") and "/reservations/add, /reservations/events, /events/{id} (accessEvent)"
 * puts accessEvent on all three. Decisions where the spec is silent are marked "Decision:".
 */

/** The page layouts. */
export const LAYOUTS = [
  'admin',
  'auth',
  'dashboard',
  'dashboardEditor',
  'headerOnly',
  'plainDashboard',
  'shops',
  'tickets',
  'default',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * Which front end serves the page. Decision: pages a buyer and a seller both open ('both') are drawn
 * by the shop front for buyers and by the back office for everyone else (see appForRole).
 */
export type RouteApp = 'backoffice' | 'shop' | 'both';

/**
 * public:  anyone, visitors included; a logged-in user needs one of `roles`.
 * guest:   visitors only (login, register…); a logged-in user is sent home. `roles` is empty.
 * members: logged-in users with one of `roles`; a visitor is sent to the login page.
 */
export type RouteAudience = 'public' | 'guest' | 'members';

export interface RoutePolicy {
  /** Path pattern: literal segments and `:param` segments, e.g. '/dashboard/orders/:id'. */
  readonly path: string;
  readonly app: RouteApp;
  readonly audience: RouteAudience;
  readonly roles: readonly Role[];
  /** Every one of them is required (checked for collaborators, see route-guard.ts). */
  readonly permissions: readonly Permission[];
  /** Every one of them must be active on the shop (checked for owners and collaborators). */
  readonly integrations: readonly Integration[];
  readonly layout: Layout;
}

interface Needs {
  readonly roles?: readonly Role[];
  readonly permissions?: readonly Permission[];
  readonly integrations?: readonly Integration[];
  readonly layout?: Layout;
  readonly app?: RouteApp;
}

const SELLERS: readonly Role[] = ['owner', 'iam'];
const BUYER_AND_SELLERS: readonly Role[] = ['buyer', 'owner', 'agent', 'iam'];

function route(
  path: string,
  audience: RouteAudience,
  app: RouteApp,
  layout: Layout,
  needs: Needs,
): RoutePolicy {
  return {
    path,
    app: needs.app ?? app,
    audience,
    roles: audience === 'guest' ? [] : (needs.roles ?? ROLES),
    permissions: needs.permissions ?? [],
    integrations: needs.integrations ?? [],
    layout: needs.layout ?? layout,
  };
}

const guest = (path: string, layout: Layout = 'auth'): RoutePolicy =>
  route(path, 'guest', 'both', layout, {});
const open = (path: string, app: RouteApp, layout: Layout, needs: Needs = {}): RoutePolicy =>
  route(path, 'public', app, layout, needs);
const shopPage = (path: string, needs: Needs = {}): RoutePolicy =>
  route(path, 'members', 'shop', 'shops', needs);
/** A dashboard page: owner and iam unless noted, back office, dashboard layout. */
const dash = (path: string, needs: Needs = {}): RoutePolicy =>
  route(path, 'members', 'backoffice', 'dashboard', { roles: SELLERS, ...needs });

const ANALYTICS: Needs = { permissions: ['accessAnalytics'], integrations: ['analytics'] };
function analytics(path: string, permission?: Permission, integration?: Integration): RoutePolicy {
  return dash(path, {
    permissions: permission ? ['accessAnalytics', permission] : ['accessAnalytics'],
    integrations: integration ? ['analytics', integration] : ['analytics'],
  });
}

export const ROUTE_POLICIES: readonly RoutePolicy[] = [
  // ── Public and authentication routes ────────────────────────────────────────────────────────
  // Decision: '/' is guest-only (a visitor lands there, a logged-in user goes home), like /auth/*.
  guest('/', 'default'),
  guest('/auth'),
  guest('/auth/login'),
  guest('/auth/register'),
  guest('/auth/register/agent'),
  guest('/auth/register/buyer'),
  guest('/auth/register/seller'),
  guest('/auth/resetpwd'),
  // Decision: the e-mail validation link must work whether or not its reader is logged in.
  open('/auth/validate', 'both', 'auth'),
  // Decision (ADR 0087): the producer's link to take over the shop their agent added, without an account yet.
  open('/auth/takeover', 'backoffice', 'auth'),
  open('/validate3ds', 'shop', 'default'),
  // Decision: a group booking's payer pays their share by the link mailed to them, without an account.
  open('/payment-shares/:token', 'shop', 'default'),
  open('/disable-tracking-notif', 'shop', 'default'),
  open('/help', 'both', 'headerOnly'),
  // Decision: the news ("Nouveautés") and each help article have pages of their own in the help centre,
  // public like it (docs/help-centre.md); /help/news is a literal, so it wins over an article's slug.
  open('/help/news', 'both', 'headerOnly'),
  open('/help/:slug', 'both', 'headerOnly'),
  open('/roi-simulator', 'both', 'headerOnly'),
  // Listed with the public routes, but restricted: buyer, owner, iam; needs seeAllMessages
  // (a permission, so only collaborators are checked: buyers see it).
  route('/tickets', 'members', 'both', 'tickets', {
    roles: ['buyer', 'owner', 'iam'],
    permissions: ['seeAllMessages'],
  }),
  open('/cart', 'shop', 'default', { roles: ['buyer'] }),
  open('/iframes/:id', 'shop', 'default'),
  // Barcode routes (GS1 digital link): 01 = GTIN, 10 = lot, 22 = vintage.
  open('/gs1/01/:ean', 'shop', 'default'),
  open('/gs1/01/:ean/10/:lotNumber', 'shop', 'default'),
  open('/gs1/01/:ean/22/:vintage', 'shop', 'default'),
  open('/gs1/01/:ean/22/:vintage/10/:lotNumber', 'shop', 'default'),

  // ── Shop routes ─────────────────────────────────────────────────────────────────────────────
  // Decision: the shops list ("Producteurs") needs a login: the spec names its roles, and only
  // /cart is marked "and public"; shop pages themselves are public (visitors browse them).
  shopPage('/shops', { roles: ['owner', 'buyer', 'agent', 'iam'] }),
  // Decision (ADR 0087): an agent adds a producer's shop from the back office, where their tools are.
  shopPage('/shops/add', { roles: ['agent'], app: 'backoffice', layout: 'dashboard' }),
  open('/shops/:id', 'shop', 'shops'),
  open('/shops/:id/legal-notice', 'shop', 'shops'),
  open('/shops/:id/:product', 'shop', 'shops'),
  // Decision: the page builders need no integration (the spec names none); they use the editor layout.
  shopPage('/shops/:id/builders', { roles: SELLERS, layout: 'dashboardEditor' }),
  shopPage('/shops/:id/builders/:builder', { roles: SELLERS, layout: 'dashboardEditor' }),
  shopPage('/shops/:id/builders/:builder/:product', { roles: SELLERS, layout: 'dashboardEditor' }),
  // Public catch-alls by shop name; a first segment used by any route above is never a shop name.
  open('/:name', 'shop', 'shops'),
  open('/:name/legal-notice', 'shop', 'shops'),
  open('/:name/nutritiveValues', 'shop', 'shops'),
  open('/:name/:product', 'shop', 'shops'),

  // ── Dashboard ───────────────────────────────────────────────────────────────────────────────
  dash('/dashboard', { roles: BUYER_AND_SELLERS, app: 'both' }),
  dash('/dashboard/settings', { roles: BUYER_AND_SELLERS, app: 'both' }),
  // Decision: the spec names no roles for /customize, /calendar, /delivery: the section default
  // (owner and iam) applies. /customize edits the dashboard, hence the editor layout.
  dash('/dashboard/customize', { layout: 'dashboardEditor' }),
  dash('/dashboard/calendar'),
  // Decision: no permission (the spec names none; the API checks manageDelivery on writes).
  dash('/dashboard/delivery'),
  dash('/dashboard/tarifs', { roles: ['owner', 'iam', 'agent'], permissions: ['seeAllPrice'] }),
  dash('/dashboard/tasks', { roles: ['owner', 'agent', 'iam'] }),

  // Orders. Decision: /orders/add needs no permission at page level (the spec names none, and which
  // one depends on ?subType: createOrder, createQuote or billOrder); the API checks it on create.
  dash('/dashboard/orders', { roles: BUYER_AND_SELLERS, app: 'both' }),
  dash('/dashboard/orders/:id', { roles: BUYER_AND_SELLERS, app: 'both' }),
  dash('/dashboard/orders/samples', { roles: ['owner', 'iam', 'agent'] }),
  dash('/dashboard/orders/add', { roles: ['owner', 'admin', 'agent', 'iam'] }),
  // Decision: the sales documents' pages need what their lists need at the API (seeAllOrder to read
  // documents, billOrder for the ventilation, seeAllPayment for payments), so a collaborator is not
  // shown a page whose first call would be refused (a 403 ends the session, ADR 0008).
  dash('/dashboard/orders/quotes', { permissions: ['seeAllOrder'] }),
  dash('/dashboard/orders/bills', { permissions: ['seeAllOrder'] }),
  dash('/dashboard/orders/ventilate', { permissions: ['billOrder'] }),
  dash('/dashboard/orders/credits', { permissions: ['seeAllOrder'] }),
  dash('/dashboard/orders/deposits', { permissions: ['seeAllOrder'] }),
  // Payments
  dash('/dashboard/payments', { permissions: ['seeAllPayment'] }),
  dash('/dashboard/payments/credits', { permissions: ['seeAllPayment'] }),
  dash('/dashboard/payments/outstandings', { permissions: ['seeAllPayment'] }),

  // Sales points (till). The order screen is full-screen: plain dashboard layout (decision).
  dash('/dashboard/salespoints', {
    roles: ['owner', 'admin', 'iam'],
    permissions: ['createOrderSalesPoint'],
  }),
  dash('/dashboard/salespoints/:id', {
    roles: ['owner', 'admin', 'iam'],
    permissions: ['createOrderSalesPoint'],
  }),
  dash('/dashboard/salespoints/:id/new-order', {
    roles: ['owner', 'admin', 'iam'],
    permissions: ['createOrderSalesPoint'],
    layout: 'plainDashboard',
  }),

  // Products
  dash('/dashboard/products', { roles: ['owner', 'agent', 'iam'] }),
  dash('/dashboard/products/:id', { roles: ['owner', 'agent', 'iam'] }),
  dash('/dashboard/products/add', { permissions: ['createProduct'] }),

  // Clients
  dash('/dashboard/clients', { roles: ['owner', 'agent', 'iam'] }),
  dash('/dashboard/clients/:id', { roles: ['owner', 'agent', 'iam'] }),
  dash('/dashboard/clients/add', { permissions: ['createClient'] }),
  dash('/dashboard/clients/opportunities'),
  dash('/dashboard/clients/prospection', { permissions: ['seeAllClient'] }),

  // Stocks. Decision: /allocations and /crdColors ("also exist") need seeAllStock like every stock page.
  dash('/dashboard/stocks', { permissions: ['seeAllStock'] }),
  dash('/dashboard/stocks/:id', { permissions: ['seeAllStock'] }),
  dash('/dashboard/stocks/add', { permissions: ['seeAllStock', 'createWarehouse'] }),
  dash('/dashboard/stocks/warehouses', { permissions: ['seeAllStock'], integrations: ['stocks'] }),
  dash('/dashboard/stocks/drm', { permissions: ['seeAllStock'], integrations: ['stocks'] }),
  dash('/dashboard/stocks/movements', { permissions: ['seeAllStock'], integrations: ['stocks'] }),
  dash('/dashboard/stocks/allocations', { permissions: ['seeAllStock'] }),
  dash('/dashboard/stocks/crdColors', { permissions: ['seeAllStock'] }),

  // Decision: not in the original page list. Imports and exports of files need pages of their own, for
  // owner and iam; no page permission, since each kind has its own and the API checks it.
  dash('/dashboard/imports'),
  dash('/dashboard/exports'),

  // Analytics: accessAnalytics and the analytics integration, plus the page's own needs.
  dash('/dashboard/analytics', ANALYTICS),
  analytics('/dashboard/analytics/budget', 'manageBudget'),
  analytics('/dashboard/analytics/activities', 'activitiesAnalytics', 'iam'),
  analytics('/dashboard/analytics/clients', 'clientSalesAnalytics'),
  analytics('/dashboard/analytics/objectives', 'goalsAnalytics'),
  analytics('/dashboard/analytics/products', 'productSalesAnalytics'),
  analytics('/dashboard/analytics/commissions', 'commissionsAnalytics'),
  analytics('/dashboard/analytics/sells', 'salesAnalytics'),
  analytics('/dashboard/analytics/campaigns', 'campaignsAnalytics', 'crm'),
  analytics('/dashboard/analytics/reservations', 'productSalesAnalytics', 'reservations'),
  analytics('/dashboard/analytics/custom'),

  // Accounting
  dash('/dashboard/accounting/codes', { permissions: ['editAccountingCodes'], integrations: ['accounting'] }),
  dash('/dashboard/accounting/exports', {
    permissions: ['downloadAccountingExports'],
    integrations: ['accounting'],
  }),

  // Marketing (campaigns integration)
  dash('/dashboard/crm', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/lists', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/lists/add', { permissions: ['createList'], integrations: ['campaigns'] }),
  dash('/dashboard/crm/lists/:id', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/campaigns', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/campaigns/add', { permissions: ['createCampaign'], integrations: ['campaigns'] }),
  dash('/dashboard/crm/campaigns/:id', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/models', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/models/add', { permissions: ['createModel'], integrations: ['campaigns'] }),
  dash('/dashboard/crm/models/advanced', { permissions: ['createModel'], integrations: ['campaigns'] }),
  dash('/dashboard/crm/models/:id/standard', { integrations: ['campaigns'] }),
  dash('/dashboard/crm/models/:id/advanced', { integrations: ['campaigns'] }),

  // Reservations (reservations integration)
  dash('/dashboard/reservations', {
    roles: ['buyer', 'owner', 'iam'],
    integrations: ['reservations'],
    app: 'both',
  }),
  dash('/dashboard/reservations/:id', {
    roles: ['buyer', 'owner', 'iam'],
    integrations: ['reservations'],
    app: 'both',
  }),
  dash('/dashboard/reservations/add', { permissions: ['accessEvent'], integrations: ['reservations'] }),
  dash('/dashboard/reservations/events', { permissions: ['accessEvent'], integrations: ['reservations'] }),
  dash('/dashboard/reservations/events/:id', {
    permissions: ['accessEvent'],
    integrations: ['reservations'],
  }),
  dash('/dashboard/reservations/events/add', {
    permissions: ['accessEvent', 'createEvent'],
    integrations: ['reservations'],
  }),

  // Agents (agents integration). Decision: /agents/{id} (no need given) takes the list's accessAgent.
  dash('/dashboard/agents', { permissions: ['accessAgent'], integrations: ['agents'] }),
  dash('/dashboard/agents/add', { permissions: ['createAgent'], integrations: ['agents'] }),
  dash('/dashboard/agents/find', { permissions: ['createAgent'], integrations: ['agents'] }),
  dash('/dashboard/agents/:id', { permissions: ['accessAgent'], integrations: ['agents'] }),
  dash('/dashboard/agents/analytics', { permissions: ['commissionsAnalytics'], integrations: ['agents'] }),

  // Collaborators (iam integration)
  dash('/dashboard/collaborators', { permissions: ['accessCollaborator'], integrations: ['iam'] }),
  dash('/dashboard/collaborators/structure', { permissions: ['accessCollaborator'], integrations: ['iam'] }),
  dash('/dashboard/collaborators/:id', { permissions: ['accessCollaborator'], integrations: ['iam'] }),
  dash('/dashboard/collaborators/add', { permissions: ['createCollaborator'], integrations: ['iam'] }),

  // Suppliers; purchases (purchase integration); futures (futures integration).
  // Decision: /purchases/add takes seeSupplierOrder (there is no create permission for supplier orders);
  // /futures/add takes createFutureOrder.
  dash('/dashboard/suppliers', { permissions: ['seeSupplier'] }),
  dash('/dashboard/suppliers/:id', { permissions: ['seeSupplier'] }),
  dash('/dashboard/suppliers/add', { permissions: ['createSupplier'] }),
  dash('/dashboard/purchases', { permissions: ['seeSupplierOrder'], integrations: ['purchase'] }),
  dash('/dashboard/purchases/:id', { permissions: ['seeSupplierOrder'], integrations: ['purchase'] }),
  dash('/dashboard/purchases/add', { permissions: ['seeSupplierOrder'], integrations: ['purchase'] }),
  dash('/dashboard/futures', { permissions: ['seeFutureOrder'], integrations: ['futures'] }),
  dash('/dashboard/futures/:id', { permissions: ['seeFutureOrder'], integrations: ['futures'] }),
  dash('/dashboard/futures/add', { permissions: ['createFutureOrder'], integrations: ['futures'] }),

  // Iframes (iframes integration)
  dash('/dashboard/iframes/add', { integrations: ['iframes'] }),
  dash('/dashboard/iframes/:id', { integrations: ['iframes'] }),

  // ── Admin ───────────────────────────────────────────────────────────────────────────────────
  route('/admin', 'members', 'backoffice', 'admin', { roles: ['admin'] }),
  route('/admin/orders', 'members', 'backoffice', 'admin', { roles: ['admin'] }),
  // Decision (ADR 0086): one order of any shop, read only, in the admin area.
  route('/admin/orders/:id', 'members', 'backoffice', 'admin', { roles: ['admin'] }),
  route('/admin/products', 'members', 'backoffice', 'admin', { roles: ['admin'] }),
  route('/admin/shops', 'members', 'backoffice', 'admin', { roles: ['admin'] }),
  route('/admin/users', 'members', 'backoffice', 'admin', { roles: ['admin'] }),
  // Decision: the admins' support inbox (every shop's support conversations), in the tickets layout
  // like the shop's own inbox at /tickets (docs/backoffice.md).
  route('/admin/tickets', 'members', 'backoffice', 'tickets', { roles: ['admin'] }),
];

export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const ADMIN_PATH = '/admin';
export const SHOPS_PATH = '/shops';

/** Where "home" is for a logged-in user: the admin area for admins, the dashboard for the others. */
export function homePath(role: Role): string {
  return role === 'admin' ? ADMIN_PATH : DASHBOARD_PATH;
}

/** The front end that draws a role's pages: buyers use the shop front, everyone else the back office. */
export function appForRole(role: Role): 'backoffice' | 'shop' {
  return role === 'buyer' ? 'shop' : 'backoffice';
}

// ── Matching ──────────────────────────────────────────────────────────────────────────────────

type Segment = { readonly literal: string } | { readonly param: string };
interface CompiledRoute {
  readonly policy: RoutePolicy;
  readonly segments: readonly Segment[];
}

function splitPattern(path: string): Segment[] {
  if (path === '/') return [];
  return path
    .slice(1)
    .split('/')
    .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }));
}

const COMPILED: readonly CompiledRoute[] = ROUTE_POLICIES.map((policy) => ({
  policy,
  segments: splitPattern(policy.path),
}));

/**
 * First path segments taken by the application's own routes: a shop's url name must not be one of
 * them, or the shop's public page (/{name}) would be unreachable. Compared case-insensitively.
 */
export const RESERVED_SHOP_NAMES: readonly string[] = [
  ...new Set(
    COMPILED.flatMap(({ segments }) => {
      const first = segments[0];
      return first && 'literal' in first ? [first.literal.toLowerCase()] : [];
    }),
  ),
];

export function isReservedShopName(name: string): boolean {
  return RESERVED_SHOP_NAMES.includes(name.toLowerCase());
}

/** The path part of a location, without query or fragment, split into segments; null if malformed. */
function pathSegments(location: string): string[] | null {
  const end = location.search(/[?#]/);
  let pathname = end === -1 ? location : location.slice(0, end);
  // Not a local path ('//host', backslashes, control characters): never a page of ours.
  if (!isLocalPath(pathname)) return null;
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (pathname === '/') return [];
  const segments = pathname.slice(1).split('/');
  return segments.includes('') ? null : segments;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export interface RouteMatch {
  readonly policy: RoutePolicy;
  /** The decoded `:param` values. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The policy of a location ('/dashboard/orders/42?tab=1'), or null for an unknown route.
 * Query string and fragment are ignored, a trailing slash too; a location that is not a local path
 * (see isLocalPath) matches nothing. Where several patterns match, the one
 * with a literal segment at the first place they differ wins ('/dashboard/orders/add' beats
 * '/dashboard/orders/:id', '/shops' beats '/:name'). Matching is case-sensitive.
 */
export function matchRoute(location: string): RouteMatch | null {
  const segments = pathSegments(location);
  if (!segments) return null;
  let best: { match: RouteMatch; score: boolean[] } | null = null;
  for (const compiled of COMPILED) {
    if (compiled.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const score: boolean[] = [];
    let matched = true;
    for (let index = 0; index < segments.length && matched; index++) {
      const pattern = compiled.segments[index];
      const actual = segments[index];
      if ('literal' in pattern) {
        matched = pattern.literal === actual;
        score.push(true);
      } else {
        const value = decodeSegment(actual);
        // A first-segment parameter is a shop name: never one of the application's own prefixes.
        matched = value !== null && value !== '' && !(index === 0 && isReservedShopName(value));
        if (value !== null) params[pattern.param] = value;
        score.push(false);
      }
    }
    if (matched && (!best || beats(score, best.score)))
      best = { match: { policy: compiled.policy, params }, score };
  }
  return best ? best.match : null;
}

function beats(score: readonly boolean[], other: readonly boolean[]): boolean {
  for (let index = 0; index < score.length; index++) {
    if (score[index] !== other[index]) return score[index];
  }
  return false;
}

/** The policy declared for exactly this pattern ('/dashboard/orders/:id'), or undefined. */
export function policyOf(pattern: string): RoutePolicy | undefined {
  return ROUTE_POLICIES.find((policy) => policy.path === pattern);
}

// ── Building links ────────────────────────────────────────────────────────────────────────────

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A location from a pattern, its params (URI-encoded) and an optional query (null/undefined values
 * dropped): buildPath('/dashboard/orders/:id', { id: 42 }) = '/dashboard/orders/42'.
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`buildPath: missing param "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined,
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * The named route constants (their paths are ours).
 * Query conventions: ordersAdd ?subType=quote|bill; clientsAdd ?isPro=true or ?pipe=Prospect;
 * login and registerBuyer ?id=<public shop code>; shop = shops + '/' + id.
 */
export const NAMED_ROUTES = {
  dashboard: '/dashboard',
  ordersAdd: '/dashboard/orders/add',
  futuresAdd: '/dashboard/futures/add',
  suppliersAdd: '/dashboard/suppliers/add',
  purchasesAdd: '/dashboard/purchases/add',
  clientsAdd: '/dashboard/clients/add',
  productsAdd: '/dashboard/products/add',
  eventsAdd: '/dashboard/reservations/events/add',
  reservationsAdd: '/dashboard/reservations/add',
  listsAdd: '/dashboard/crm/lists/add',
  campaignsAdd: '/dashboard/crm/campaigns/add',
  modelsAdd: '/dashboard/crm/models/add',
  modelsAdvancedAdd: '/dashboard/crm/models/advanced',
  login: '/auth/login',
  registerBuyer: '/auth/register/buyer',
  tickets: '/tickets',
  cart: '/cart',
  auth: '/auth',
  shops: '/shops',
  shopsAdd: '/shops/add',
  shop: '/shops/:id',
  settings: '/dashboard/settings',
  admin: '/admin',
} as const satisfies Record<string, string>;

/** Sections of the settings page, opened with ?link=<section>. */
export const SETTINGS_SECTIONS = [
  'infos',
  'typos',
  'crm',
  'products',
  'billing',
  'delivery',
  'roles',
  'accounting',
  'campaigns',
  'matchGrids',
  'account',
  'iframes',
  'integrations',
  'promotions',
  'documents',
  // The shop's audit trail (ADR 0065): owners only, so collaborators do not see the section.
  'audit',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The numbered deep links users know (?tab=N): deliveries tab 3, accounting tab 2, billing tab 0. */
export const SETTINGS_TAB_LINKS: Readonly<Partial<Record<number, SettingsSection>>> = {
  0: 'billing',
  2: 'accounting',
  3: 'delivery',
};
