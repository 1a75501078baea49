import {
  appForRole,
  buildPath,
  homePath,
  isReservedShopName,
  LAYOUTS,
  matchRoute,
  NAMED_ROUTES,
  policyOf,
  RESERVED_SHOP_NAMES,
  ROUTE_POLICIES,
  SETTINGS_SECTIONS,
  SETTINGS_TAB_LINKS,
} from '../route-policies.js';
import { SPEC } from './spec-routes.js';

describe('ROUTE_POLICIES against the pages written out by hand', () => {
  test('holds exactly the hand-written routes, each once', () => {
    const paths = ROUTE_POLICIES.map((policy) => policy.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(SPEC.map((route) => route.path).sort());
  });

  test.each(SPEC.map((route) => [route.path, route] as const))('%s', (path, expected) => {
    const policy = policyOf(path);
    expect(policy).toBeDefined();
    expect({
      path: policy?.path,
      audience: policy?.audience,
      roles: [...(policy?.roles ?? [])].sort(),
      permissions: [...(policy?.permissions ?? [])].sort(),
      integrations: [...(policy?.integrations ?? [])].sort(),
    }).toEqual(expected);
  });

  test('every policy has a known layout, and guest pages list no role', () => {
    for (const policy of ROUTE_POLICIES) {
      expect(LAYOUTS).toContain(policy.layout);
      if (policy.audience === 'guest') expect(policy.roles).toEqual([]);
    }
  });

  test('plain layouts where the hand-written list has them', () => {
    expect(policyOf('/auth/login')?.layout).toBe('auth');
    expect(policyOf('/admin/users')?.layout).toBe('admin');
    expect(policyOf('/tickets')?.layout).toBe('tickets');
    expect(policyOf('/shops/:id')?.layout).toBe('shops');
    expect(policyOf('/:name')?.layout).toBe('shops');
    expect(policyOf('/dashboard/orders')?.layout).toBe('dashboard');
  });

  test('apps: buyer-facing dashboard pages are in both fronts, seller pages in the back office', () => {
    expect(policyOf('/dashboard')?.app).toBe('both');
    expect(policyOf('/dashboard/orders/:id')?.app).toBe('both');
    expect(policyOf('/dashboard/reservations/:id')?.app).toBe('both');
    expect(policyOf('/dashboard/stocks')?.app).toBe('backoffice');
    expect(policyOf('/admin')?.app).toBe('backoffice');
    expect(policyOf('/cart')?.app).toBe('shop');
    expect(policyOf('/:name/:product')?.app).toBe('shop');
    expect(appForRole('buyer')).toBe('shop');
    expect(appForRole('iam')).toBe('backoffice');
  });
});

describe('matchRoute', () => {
  // A concrete location for every parameterised route, and what it reads as.
  test.each([
    ['/iframes/12', '/iframes/:id', { id: '12' }],
    ['/help/till', '/help/:slug', { slug: 'till' }],
    // The news is a literal: it wins over an article's slug.
    ['/help/news', '/help/news', {}],
    ['/gs1/01/03760000000001', '/gs1/01/:ean', { ean: '03760000000001' }],
    [
      '/gs1/01/03760000000001/10/L42',
      '/gs1/01/:ean/10/:lotNumber',
      { ean: '03760000000001', lotNumber: 'L42' },
    ],
    [
      '/gs1/01/03760000000001/22/2019',
      '/gs1/01/:ean/22/:vintage',
      { ean: '03760000000001', vintage: '2019' },
    ],
    [
      '/gs1/01/03760000000001/22/2019/10/L42',
      '/gs1/01/:ean/22/:vintage/10/:lotNumber',
      { ean: '03760000000001', vintage: '2019', lotNumber: 'L42' },
    ],
    ['/shops/7', '/shops/:id', { id: '7' }],
    ['/shops/7/cuvee-prestige', '/shops/:id/:product', { id: '7', product: 'cuvee-prestige' }],
    ['/shops/7/legal-notice', '/shops/:id/legal-notice', { id: '7' }],
    ['/shops/7/builders', '/shops/:id/builders', { id: '7' }],
    ['/shops/7/builders/home', '/shops/:id/builders/:builder', { id: '7', builder: 'home' }],
    [
      '/shops/7/builders/home/12',
      '/shops/:id/builders/:builder/:product',
      { id: '7', builder: 'home', product: '12' },
    ],
    ['/domaine-martin', '/:name', { name: 'domaine-martin' }],
    ['/domaine-martin/legal-notice', '/:name/legal-notice', { name: 'domaine-martin' }],
    ['/domaine-martin/nutritiveValues', '/:name/nutritiveValues', { name: 'domaine-martin' }],
    ['/domaine-martin/brut-reserve', '/:name/:product', { name: 'domaine-martin', product: 'brut-reserve' }],
    ['/dashboard/orders/42', '/dashboard/orders/:id', { id: '42' }],
    ['/dashboard/salespoints/3', '/dashboard/salespoints/:id', { id: '3' }],
    ['/dashboard/salespoints/3/new-order', '/dashboard/salespoints/:id/new-order', { id: '3' }],
    ['/dashboard/products/5', '/dashboard/products/:id', { id: '5' }],
    ['/dashboard/clients/5', '/dashboard/clients/:id', { id: '5' }],
    ['/dashboard/stocks/5', '/dashboard/stocks/:id', { id: '5' }],
    ['/dashboard/crm/lists/5', '/dashboard/crm/lists/:id', { id: '5' }],
    ['/dashboard/crm/campaigns/5', '/dashboard/crm/campaigns/:id', { id: '5' }],
    ['/dashboard/crm/models/5/standard', '/dashboard/crm/models/:id/standard', { id: '5' }],
    ['/dashboard/crm/models/5/advanced', '/dashboard/crm/models/:id/advanced', { id: '5' }],
    ['/dashboard/reservations/5', '/dashboard/reservations/:id', { id: '5' }],
    ['/dashboard/reservations/events/5', '/dashboard/reservations/events/:id', { id: '5' }],
    ['/dashboard/agents/5', '/dashboard/agents/:id', { id: '5' }],
    ['/dashboard/collaborators/5', '/dashboard/collaborators/:id', { id: '5' }],
    ['/dashboard/suppliers/5', '/dashboard/suppliers/:id', { id: '5' }],
    ['/dashboard/purchases/5', '/dashboard/purchases/:id', { id: '5' }],
    ['/dashboard/futures/5', '/dashboard/futures/:id', { id: '5' }],
    ['/dashboard/iframes/5', '/dashboard/iframes/:id', { id: '5' }],
  ])('%s → %s', (location, pattern, params) => {
    expect(matchRoute(location)).toEqual({ policy: policyOf(pattern), params });
  });

  test('every literal route matches itself', () => {
    for (const policy of ROUTE_POLICIES.filter((p) => !p.path.includes(':'))) {
      expect(matchRoute(policy.path)?.policy.path).toBe(policy.path);
    }
  });

  test.each([
    ['/dashboard/orders/add', '/dashboard/orders/add'],
    ['/dashboard/orders/samples', '/dashboard/orders/samples'],
    ['/dashboard/stocks/add', '/dashboard/stocks/add'],
    ['/dashboard/crm/models/advanced', '/dashboard/crm/models/advanced'],
    ['/dashboard/reservations/events', '/dashboard/reservations/events'],
    ['/dashboard/reservations/events/add', '/dashboard/reservations/events/add'],
    ['/dashboard/agents/analytics', '/dashboard/agents/analytics'],
    ['/dashboard/collaborators/structure', '/dashboard/collaborators/structure'],
    ['/shops', '/shops'],
    ['/shops/add', '/shops/add'],
    ['/cart', '/cart'],
    ['/admin', '/admin'],
  ])('exact segments beat parameters: %s', (location, pattern) => {
    expect(matchRoute(location)?.policy.path).toBe(pattern);
  });

  test('query string, fragment and trailing slash are ignored', () => {
    expect(matchRoute('/dashboard/orders/add?subType=quote')?.policy.path).toBe('/dashboard/orders/add');
    expect(matchRoute('/dashboard/settings?link=billing#tab')?.policy.path).toBe('/dashboard/settings');
    expect(matchRoute('/dashboard/orders/')?.policy.path).toBe('/dashboard/orders');
    expect(matchRoute('/?id=ABC')?.policy.path).toBe('/');
  });

  test('parameters are decoded', () => {
    expect(matchRoute('/shops/7/cuv%C3%A9e%20rouge')?.params).toEqual({ id: '7', product: 'cuvée rouge' });
  });

  test.each([
    ['an unknown dashboard page', '/dashboard/nope'],
    ['a too-deep dashboard page', '/dashboard/orders/42/edit'],
    ['an unknown auth page', '/auth/nope'],
    ['an unknown admin area', '/admin/nope'],
    ['a reserved word as a shop name', '/dashboard/legal-notice'],
    ['a reserved word, other case', '/Dashboard'],
    ['too many segments for a shop page', '/domaine/a/b'],
    ['an empty segment', '/dashboard//orders'],
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash', '/\\evil.com'],
    ['a control character', '/dashboard\t'],
    ['not a path', 'dashboard'],
    ['empty', ''],
    ['malformed escape', '/shops/%E0%A4%A'],
  ])('unknown: %s', (_why, location) => {
    expect(matchRoute(location)).toBeNull();
  });
});

describe('reserved shop names', () => {
  test('every first segment of the application routes is reserved', () => {
    expect([...RESERVED_SHOP_NAMES].sort()).toEqual(
      [
        'admin',
        'auth',
        'cart',
        'dashboard',
        'disable-tracking-notif',
        'gs1',
        'help',
        'iframes',
        'payment-shares',
        'roi-simulator',
        'shops',
        'tickets',
        'validate3ds',
      ].sort(),
    );
    expect(isReservedShopName('Dashboard')).toBe(true);
    expect(isReservedShopName('domaine-martin')).toBe(false);
  });
});

describe('links', () => {
  test('buildPath fills and encodes params and query', () => {
    expect(buildPath('/dashboard/orders/:id', { id: 42 })).toBe('/dashboard/orders/42');
    expect(buildPath(NAMED_ROUTES.ordersAdd, {}, { subType: 'quote' })).toBe(
      '/dashboard/orders/add?subType=quote',
    );
    expect(buildPath(NAMED_ROUTES.clientsAdd, {}, { isPro: true, pipe: undefined })).toBe(
      '/dashboard/clients/add?isPro=true',
    );
    expect(buildPath('/shops/:id/:product', { id: 7, product: 'a b/c' })).toBe('/shops/7/a%20b%2Fc');
    expect(buildPath(NAMED_ROUTES.login, {}, { redirectLink: '/dashboard?x=1' })).toBe(
      '/auth/login?redirectLink=%2Fdashboard%3Fx%3D1',
    );
    expect(() => buildPath('/dashboard/orders/:id')).toThrow(RangeError);
  });

  test('buildPath joins query values with "&", drops null ones, names a missing param', () => {
    expect(buildPath(NAMED_ROUTES.clientsAdd, {}, { isPro: true, pipe: 'Prospect', page: 2 })).toBe(
      '/dashboard/clients/add?isPro=true&pipe=Prospect&page=2',
    );
    expect(buildPath(NAMED_ROUTES.clientsAdd, {}, { isPro: null, pipe: 'Prospect' })).toBe(
      '/dashboard/clients/add?pipe=Prospect',
    );
    expect(buildPath(NAMED_ROUTES.clientsAdd, {}, { isPro: null })).toBe('/dashboard/clients/add');
    expect(() => buildPath('/shops/:id/:product', { id: 7 })).toThrow(
      'buildPath: missing param "product" for /shops/:id/:product',
    );
  });

  test('every named route is a route of the table', () => {
    for (const path of Object.values(NAMED_ROUTES)) {
      expect(policyOf(path)).toBeDefined();
    }
  });

  test('home', () => {
    expect(homePath('admin')).toBe('/admin');
    expect(homePath('buyer')).toBe('/dashboard');
    expect(homePath('owner')).toBe('/dashboard');
  });
});

describe('settings deep links by tab number', () => {
  test('numbered deep links: deliveries tab 3, accounting tab 2, billing tab 0, each a known section', () => {
    expect(SETTINGS_TAB_LINKS).toEqual({ 0: 'billing', 2: 'accounting', 3: 'delivery' });
    for (const section of Object.values(SETTINGS_TAB_LINKS)) expect(SETTINGS_SECTIONS).toContain(section);
  });
});
