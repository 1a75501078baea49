import { isIntegrationActive, type ShopIntegrations } from './integrations.js';
import { hasAllPermissions, type ShopAccess } from './permissions.js';
import { isShopRole, type Role } from './roles.js';
import {
  ADMIN_PATH,
  DASHBOARD_PATH,
  homePath,
  LOGIN_PATH,
  matchRoute,
  SHOPS_PATH,
  type RouteMatch,
  type RoutePolicy,
} from './route-policies.js';

/** What the guard knows about the logged-in user. */
export interface GuardUser {
  role: Role;
  /** The shop an owner or collaborator is tied to (their first shop), if any. */
  shopId: number | null;
  shopUrl?: string | null;
  /** The user's standing in that shop (role, blocked, authorizations). */
  access: ShopAccess | null;
  /** That shop's integrations (loaded after login for owner and iam). */
  integrations: ShopIntegrations | null | undefined;
}

export interface GuardInput {
  /** The location asked for, with its query string: '/dashboard/orders?page=2'. */
  path: string;
  user: GuardUser | null;
}

/** Why the guard redirected, one per rule (for logs and tests). */
export type GuardReason =
  | 'adminArea'
  | 'unknownRoute'
  | 'loginRequired'
  | 'roleNotAllowed'
  | 'guestOnly'
  | 'ownShop'
  | 'integrationInactive'
  | 'permissionMissing';

export type GuardDecision =
  | { action: 'allow'; policy: RoutePolicy; params: Readonly<Record<string, string>> }
  | { action: 'redirect'; to: string; reason: GuardReason };

/** The login page, remembering where to come back: '/auth/login?redirectLink=%2Fdashboard%2Forders'. */
export function loginPath(redirectLink?: string): string {
  return redirectLink ? `${LOGIN_PATH}?redirectLink=${encodeURIComponent(redirectLink)}` : LOGIN_PATH;
}

function allowsRole(policy: RoutePolicy, role: Role): boolean {
  return policy.audience !== 'guest' && policy.roles.includes(role);
}

/** Integrations are checked for the roles that work inside one shop. */
function missesIntegration(policy: RoutePolicy, user: GuardUser): boolean {
  return isShopRole(user.role) && policy.integrations.some((i) => !isIntegrationActive(user.integrations, i));
}

/** Permissions are checked for collaborators only; owners hold them all anyway. */
function missesPermission(policy: RoutePolicy, user: GuardUser): boolean {
  return user.role === 'iam' && !hasAllPermissions(user.access, policy.permissions);
}

/**
 * The route guard, rules in this order (docs/kernel.md "Pages, the route guard and menus"):
 *  1. an admin on a page not open to admins (or an unknown one)  → the admin area
 *  2. an unknown route                                             → login
 *  3. a visitor on a members-only page                             → login with redirectLink
 *  4. a logged-in user whose role the page does not list          → dashboard
 *  5. a logged-in user on a guest page (login, register…)          → home
 *  6. an owner or collaborator with a shop on the shops list       → their shop page
 *  7. an owner or collaborator on a page needing an inactive integration → dashboard
 *  8. a collaborator missing a permission the page needs           → dashboard
 * Decision: rule 7 covers collaborators too (spec: owners); they work in the owner's shop, whose
 * switched-off module they cannot use either. Agents and admins are not permission-checked here:
 * agents work across shops and the API checks each shop's map; the page list gives agents /tarifs outright.
 */
export function guardDecision(input: GuardInput): GuardDecision {
  const { path, user } = input;
  const match = matchRoute(path);
  if (user?.role === 'admin' && !(match && allowsRole(match.policy, 'admin'))) {
    return redirect(ADMIN_PATH, 'adminArea');
  }
  if (!match) return redirect(LOGIN_PATH, 'unknownRoute');
  const { policy } = match;
  if (!user) return policy.audience === 'members' ? redirect(loginPath(path), 'loginRequired') : allow(match);
  if (policy.audience !== 'guest' && !policy.roles.includes(user.role)) {
    return redirect(DASHBOARD_PATH, 'roleNotAllowed');
  }
  if (policy.audience === 'guest') return redirect(homePath(user.role), 'guestOnly');
  if (policy.path === SHOPS_PATH && isShopRole(user.role) && user.shopId != null) {
    return redirect(`${SHOPS_PATH}/${user.shopId}`, 'ownShop');
  }
  if (missesIntegration(policy, user)) return redirect(DASHBOARD_PATH, 'integrationInactive');
  if (missesPermission(policy, user)) return redirect(DASHBOARD_PATH, 'permissionMissing');
  return allow(match);
}

/**
 * Whether `user` (null: a visitor) may open a page of this policy: the guard's refusals (rules 1 to 5,
 * 7, 8). Rule 6 is a detour, not a refusal: an owner may "open" /shops and lands on their shop page.
 * Menus and links use it to hide what would bounce.
 */
export function canOpen(policy: RoutePolicy, user: GuardUser | null): boolean {
  if (!user) return policy.audience !== 'members';
  return allowsRole(policy, user.role) && !missesIntegration(policy, user) && !missesPermission(policy, user);
}

/** The page a navigation ends on once every redirect is followed (the guard never loops: tested). */
export function guardDestination(input: GuardInput, maxRedirects = 5): string {
  let path = input.path;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const decision = guardDecision({ path, user: input.user });
    if (decision.action === 'allow') return path;
    path = decision.to;
  }
  throw new Error(`Route guard: more than ${maxRedirects} redirects from ${input.path}`);
}

function allow(match: RouteMatch): GuardDecision {
  return { action: 'allow', policy: match.policy, params: match.params };
}

function redirect(to: string, reason: GuardReason): GuardDecision {
  return { action: 'redirect', to, reason };
}
