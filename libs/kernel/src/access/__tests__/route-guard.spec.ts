import fc from 'fast-check';
import { INTEGRATIONS, type Integration, type ShopIntegrations } from '../integrations.js';
import { PERMISSIONS, type Authorizations, type Permission } from '../permissions.js';
import { ROLES, type Role } from '../roles.js';
import { canOpen, guardDecision, guardDestination, loginPath, type GuardUser } from '../route-guard.js';
import { policyOf, ROUTE_POLICIES } from '../route-policies.js';
import { isLocalPath } from '../safe-redirect.js';
import { sampleLocation, SPEC } from './spec-routes.js';

const ALL_ACTIVE: ShopIntegrations = Object.fromEntries(INTEGRATIONS.map((i) => [i, { active: true }]));

function user(role: Role, overrides: Partial<GuardUser> = {}): GuardUser {
  return {
    role,
    shopId: null,
    access: { role, blocked: false, authorizations: null },
    integrations: ALL_ACTIVE,
    ...overrides,
  };
}

function iamWith(
  authorizations: Authorizations | null,
  integrations: ShopIntegrations = ALL_ACTIVE,
): GuardUser {
  return user('iam', { access: { role: 'iam', blocked: false, authorizations }, integrations });
}

const allow = { action: 'allow' };
const to = (path: string, reason: string) => ({ action: 'redirect', to: path, reason });

describe('guardDecision: the rules, in order', () => {
  test('1. an admin on a page not open to admins goes to the admin area', () => {
    expect(guardDecision({ path: '/dashboard', user: user('admin') })).toEqual(to('/admin', 'adminArea'));
    expect(guardDecision({ path: '/dashboard/stocks', user: user('admin') })).toEqual(
      to('/admin', 'adminArea'),
    );
    expect(guardDecision({ path: '/shops', user: user('admin') })).toEqual(to('/admin', 'adminArea'));
    // before "unknown route" and "guest page"
    expect(guardDecision({ path: '/nowhere/at/all', user: user('admin') })).toEqual(
      to('/admin', 'adminArea'),
    );
    expect(guardDecision({ path: '/auth/login', user: user('admin') })).toEqual(to('/admin', 'adminArea'));
    // pages open to admins
    expect(guardDecision({ path: '/admin/users', user: user('admin') })).toMatchObject(allow);
    expect(guardDecision({ path: '/dashboard/orders/add', user: user('admin') })).toMatchObject(allow);
    expect(guardDecision({ path: '/dashboard/salespoints/2', user: user('admin') })).toMatchObject(allow);
    expect(guardDecision({ path: '/help', user: user('admin') })).toMatchObject(allow);
  });

  test('2. an unknown route goes to login', () => {
    for (const who of [null, user('owner'), user('buyer')]) {
      expect(guardDecision({ path: '/dashboard/nope', user: who })).toEqual(
        to('/auth/login', 'unknownRoute'),
      );
      expect(guardDecision({ path: '//evil.com', user: who })).toEqual(to('/auth/login', 'unknownRoute'));
    }
  });

  test('3. a visitor on a members page goes to login with the encoded redirectLink', () => {
    expect(guardDecision({ path: '/dashboard/orders?page=2&sort=id', user: null })).toEqual(
      to('/auth/login?redirectLink=%2Fdashboard%2Forders%3Fpage%3D2%26sort%3Did', 'loginRequired'),
    );
    expect(guardDecision({ path: '/tickets', user: null })).toEqual(
      to('/auth/login?redirectLink=%2Ftickets', 'loginRequired'),
    );
    expect(loginPath('/a b?c=d&e=f#g')).toBe('/auth/login?redirectLink=%2Fa%20b%3Fc%3Dd%26e%3Df%23g');
    // Nowhere to come back to: the bare login page.
    expect(loginPath()).toBe('/auth/login');
    expect(loginPath('')).toBe('/auth/login');
    // public and guest pages let visitors in
    expect(guardDecision({ path: '/cart', user: null })).toMatchObject(allow);
    expect(guardDecision({ path: '/auth/login?id=ABC', user: null })).toMatchObject(allow);
    expect(guardDecision({ path: '/domaine-martin', user: null })).toMatchObject(allow);
  });

  test('4. a logged-in user whose role the page does not list goes to the dashboard', () => {
    expect(guardDecision({ path: '/dashboard/stocks', user: user('buyer') })).toEqual(
      to('/dashboard', 'roleNotAllowed'),
    );
    expect(guardDecision({ path: '/shops/add', user: user('owner') })).toEqual(
      to('/dashboard', 'roleNotAllowed'),
    );
    expect(guardDecision({ path: '/cart', user: user('owner') })).toEqual(to('/dashboard', 'roleNotAllowed'));
    expect(guardDecision({ path: '/dashboard/calendar', user: user('agent') })).toEqual(
      to('/dashboard', 'roleNotAllowed'),
    );
    expect(guardDecision({ path: '/admin', user: user('owner') })).toEqual(
      to('/dashboard', 'roleNotAllowed'),
    );
  });

  test('5. a logged-in user on a guest page goes home', () => {
    for (const path of ['/', '/auth', '/auth/login?id=ABC', '/auth/register/buyer', '/auth/resetpwd']) {
      expect(guardDecision({ path, user: user('buyer') })).toEqual(to('/dashboard', 'guestOnly'));
      expect(guardDecision({ path, user: user('iam') })).toEqual(to('/dashboard', 'guestOnly'));
    }
    expect(guardDecision({ path: '/auth/validate?token=x', user: user('buyer') })).toMatchObject(allow);
  });

  test('6. an owner or collaborator with a shop visiting the shops list goes to their shop page', () => {
    expect(guardDecision({ path: '/shops', user: user('owner', { shopId: 12 }) })).toEqual(
      to('/shops/12', 'ownShop'),
    );
    expect(guardDecision({ path: '/shops?q=x', user: user('iam', { shopId: 12 }) })).toEqual(
      to('/shops/12', 'ownShop'),
    );
    expect(guardDecision({ path: '/shops', user: user('owner', { shopId: null }) })).toMatchObject(allow);
    expect(guardDecision({ path: '/shops', user: user('agent', { shopId: 12 }) })).toMatchObject(allow);
    expect(guardDecision({ path: '/shops', user: user('buyer', { shopId: 12 }) })).toMatchObject(allow);
    expect(guardDecision({ path: '/shops/12', user: user('owner', { shopId: 12 }) })).toMatchObject(allow);
  });

  test('7. an owner on a page needing an inactive integration goes to the dashboard', () => {
    const noStocks = { ...ALL_ACTIVE, stocks: { active: false } };
    expect(
      guardDecision({ path: '/dashboard/stocks/drm', user: user('owner', { integrations: noStocks }) }),
    ).toEqual(to('/dashboard', 'integrationInactive'));
    expect(
      guardDecision({ path: '/dashboard/stocks', user: user('owner', { integrations: noStocks }) }),
    ).toMatchObject(allow);
    expect(guardDecision({ path: '/dashboard/crm', user: user('owner', { integrations: {} }) })).toEqual(
      to('/dashboard', 'integrationInactive'),
    );
    expect(guardDecision({ path: '/dashboard/crm', user: user('owner', { integrations: null }) })).toEqual(
      to('/dashboard', 'integrationInactive'),
    );
    // /analytics/campaigns needs crm on top of analytics
    const noCrm = { ...ALL_ACTIVE, crm: { active: false } };
    expect(
      guardDecision({ path: '/dashboard/analytics/campaigns', user: user('owner', { integrations: noCrm }) }),
    ).toEqual(to('/dashboard', 'integrationInactive'));
    expect(
      guardDecision({ path: '/dashboard/analytics/sells', user: user('owner', { integrations: noCrm }) }),
    ).toMatchObject(allow);
    // decision: collaborators too; buyers are not integration-checked
    expect(guardDecision({ path: '/dashboard/crm', user: iamWith(null, {}) })).toEqual(
      to('/dashboard', 'integrationInactive'),
    );
    expect(
      guardDecision({ path: '/dashboard/reservations/4', user: user('buyer', { integrations: {} }) }),
    ).toMatchObject(allow);
  });

  test('8. a collaborator missing a required permission goes to the dashboard', () => {
    expect(guardDecision({ path: '/dashboard/stocks/add', user: iamWith({ seeAllStock: true }) })).toEqual(
      to('/dashboard', 'permissionMissing'),
    );
    expect(
      guardDecision({
        path: '/dashboard/stocks/add',
        user: iamWith({ seeAllStock: true, createWarehouse: true }),
      }),
    ).toMatchObject(allow);
    expect(guardDecision({ path: '/dashboard/stocks/add', user: iamWith(null) })).toMatchObject(allow);
    expect(guardDecision({ path: '/tickets', user: iamWith({}) })).toEqual(
      to('/dashboard', 'permissionMissing'),
    );
    const blocked = user('iam', { access: { role: 'iam', blocked: true, authorizations: null } });
    expect(guardDecision({ path: '/dashboard/tarifs', user: blocked })).toEqual(
      to('/dashboard', 'permissionMissing'),
    );
    expect(guardDecision({ path: '/dashboard/tarifs', user: user('iam', { access: null }) })).toEqual(
      to('/dashboard', 'permissionMissing'),
    );
    // a page with no permission stays open to a blocked collaborator (the API refuses its data)
    expect(guardDecision({ path: '/dashboard/orders', user: blocked })).toMatchObject(allow);
  });

  test('spec quirks: buyers see /tickets without seeAllMessages; agents see /tarifs', () => {
    const buyer = user('buyer', { access: null });
    expect(guardDecision({ path: '/tickets', user: buyer })).toMatchObject(allow);
    const agent = user('agent', { access: { role: 'agent', blocked: false, authorizations: {} } });
    expect(guardDecision({ path: '/dashboard/tarifs', user: agent })).toMatchObject(allow);
    expect(guardDecision({ path: '/tickets', user: agent })).toEqual(to('/dashboard', 'roleNotAllowed'));
  });

  test('an allowed decision carries the policy and the params', () => {
    expect(guardDecision({ path: '/dashboard/orders/42?tab=1', user: user('buyer') })).toEqual({
      action: 'allow',
      policy: policyOf('/dashboard/orders/:id'),
      params: { id: '42' },
    });
  });
});

/*
 * Route by route: the hand-written rows of spec-routes.ts through the guard, for a
 * visitor, each role with every right, an owner with no integration, and collaborators with no
 * permission and with exactly the page's permissions. Only the pages a case applies to generate
 * its test (jest refuses an empty table), so each generated test asserts something that can fail.
 */
type SpecRoute = (typeof SPEC)[number];
const listedFor = (route: SpecRoute, role: Role) => route.audience !== 'guest' && route.roles.includes(role);
const rows = (routes: readonly SpecRoute[]) => routes.map((route) => [route.path, route] as const);

describe.each(rows(SPEC))('guard on %s', (pattern, route) => {
  const path = sampleLocation(pattern);
  const listed = (role: Role) => listedFor(route, role);

  test('a visitor', () => {
    const expected =
      route.audience === 'members'
        ? to(`/auth/login?redirectLink=${encodeURIComponent(path)}`, 'loginRequired')
        : allow;
    expect(guardDecision({ path, user: null })).toMatchObject(expected);
  });

  test.each(ROLES.map((role) => [role]))('%s with every right', (role) => {
    const expected =
      role === 'admin'
        ? listed('admin')
          ? allow
          : to('/admin', 'adminArea')
        : route.audience === 'guest'
          ? to('/dashboard', 'guestOnly')
          : listed(role)
            ? allow
            : to('/dashboard', 'roleNotAllowed');
    expect(guardDecision({ path, user: user(role) })).toMatchObject(expected);
  });

  test('canOpen agrees with the guard', () => {
    const policy = policyOf(pattern);
    if (!policy) throw new Error(`no policy for ${pattern}`);
    for (const who of [
      null,
      ...ROLES.map((role) => user(role)),
      iamWith({}),
      user('owner', { integrations: {} }),
    ]) {
      expect(canOpen(policy, who)).toBe(guardDecision({ path, user: who }).action === 'allow');
    }
  });
});

describe.each(rows(SPEC.filter((route) => listedFor(route, 'owner'))))(
  'guard on %s, a page for owners',
  (pattern, route) => {
    const path = sampleLocation(pattern);

    test('an owner whose shop has no integration', () => {
      const expected = route.integrations.length > 0 ? to('/dashboard', 'integrationInactive') : allow;
      expect(guardDecision({ path, user: user('owner', { integrations: {} }) })).toMatchObject(expected);
    });

    test('an owner whose shop has exactly the integrations the page needs', () => {
      const only = Object.fromEntries(route.integrations.map((i) => [i, { active: true }]));
      expect(guardDecision({ path, user: user('owner', { integrations: only }) })).toMatchObject(allow);
    });
  },
);

describe.each(rows(SPEC.filter((route) => listedFor(route, 'iam'))))(
  'guard on %s, a page for collaborators',
  (pattern, route) => {
    const path = sampleLocation(pattern);

    test('a collaborator with no permission, then with exactly the page permissions', () => {
      const none = route.permissions.length > 0 ? to('/dashboard', 'permissionMissing') : allow;
      expect(guardDecision({ path, user: iamWith({}) })).toMatchObject(none);
      const exactly = Object.fromEntries(route.permissions.map((p) => [p, true]));
      expect(guardDecision({ path, user: iamWith(exactly) })).toMatchObject(allow);
    });
  },
);

describe('property: the guard always lands, on a local page the user may stay on', () => {
  const role = fc.constantFrom(...ROLES);
  const permissionsMap = fc.option(
    fc.dictionary(fc.constantFrom<Permission>(...PERMISSIONS), fc.boolean()) as fc.Arbitrary<Authorizations>,
    { nil: null },
  );
  const integrations = fc.dictionary(
    fc.constantFrom<Integration>(...INTEGRATIONS),
    fc.record({ active: fc.boolean() }),
  ) as fc.Arbitrary<ShopIntegrations>;
  const guardUser = fc.option(
    fc.record({
      role,
      shopId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
      access: fc.option(fc.record({ role, blocked: fc.boolean(), authorizations: permissionsMap }), {
        nil: null,
      }),
      integrations,
    }),
    { nil: null },
  );
  const location = fc.oneof(
    fc.constantFrom(...ROUTE_POLICIES.map((policy) => sampleLocation(policy.path))),
    fc.webPath(),
    fc.string(),
  );

  test('past the redirect limit the guard stops, naming the limit and where the navigation started', () => {
    // A visitor on the dashboard is sent to the login page: one redirect, more than none allowed.
    expect(() => guardDestination({ path: '/dashboard/orders', user: null }, 0)).toThrow(
      'Route guard: more than 0 redirects from /dashboard/orders',
    );
    expect(guardDestination({ path: '/dashboard/orders', user: null }, 1)).toBe(
      '/auth/login?redirectLink=%2Fdashboard%2Forders',
    );
  });

  test('at most a few redirects, never a loop, never off-site', () => {
    fc.assert(
      fc.property(location, guardUser, (path, who) => {
        const destination = guardDestination({ path, user: who });
        const decision = guardDecision({ path: destination, user: who });
        return decision.action === 'allow' && isLocalPath(destination);
      }),
      { numRuns: 2000 },
    );
  });
});
