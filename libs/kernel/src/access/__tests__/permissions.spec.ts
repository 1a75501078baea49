import {
  grantedPermissions,
  hasAllPermissions,
  hasPermission,
  isPermission,
  parseAuthorizations,
  PERMISSION_GROUPS,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  type ShopAccess,
} from '../permissions.js';
import { activeIntegrations, INTEGRATIONS, isIntegration, isIntegrationActive } from '../integrations.js';
import { isRole, isShopRole, ROLE_LABELS, ROLES } from '../roles.js';

describe('the permission and integration lists', () => {
  test('roles', () => {
    expect(ROLES).toEqual(['buyer', 'owner', 'iam', 'agent', 'admin']);
    expect(ROLES.map(isRole)).toEqual([true, true, true, true, true]);
    expect(isRole('public')).toBe(false);
    expect(ROLES.filter(isShopRole)).toEqual(['owner', 'iam']);
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
  });

  test('permissions: every one, in their stored order', () => {
    const spec =
      'seeAllResa, createResa, accessEvent, createEvent, seeAllOrder, createOrder, billOrder, createQuote, ' +
      'seeAllPayment, seeAllProduct, createProduct, seeAllPrice, accessAgent, createAgent, accessCollaborator, ' +
      'createCollaborator, manageBudget, createList, createCampaign, createModel, seeSupplier, createSupplier, ' +
      'seeSupplierOrder, seeFutureOrder, createFutureOrder, manageDelivery, seeAllClient, createClient, ' +
      'seeAllTask, createTask, seeAllStock, createWarehouse, createOrderSalesPoint, seeAllMessages, ' +
      'accessAnalytics, activitiesAnalytics, clientSalesAnalytics, goalsAnalytics, productSalesAnalytics, ' +
      'commissionsAnalytics, salesAnalytics, campaignsAnalytics, editAccountingCodes, downloadAccountingExports';
    expect(PERMISSIONS).toEqual(spec.split(', '));
    expect(isPermission('seeAllStock')).toBe(true);
    expect(isPermission('seeEverything')).toBe(false);
  });

  test('every permission has French and English labels', () => {
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
    for (const permission of PERMISSIONS) {
      expect(PERMISSION_LABELS[permission].fr.length).toBeGreaterThan(2);
      expect(PERMISSION_LABELS[permission].en.length).toBeGreaterThan(2);
    }
  });

  test('the rights screen groups hold every permission exactly once', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  test('integrations', () => {
    expect(INTEGRATIONS).toEqual([
      'crm',
      'campaigns',
      'salesPoint',
      'stocks',
      'agents',
      'iam',
      'shop',
      'analytics',
      'reservations',
      'purchase',
      'futures',
      'accounting',
      'iframes',
    ]);
    expect(isIntegration('stocks')).toBe(true);
    expect(isIntegration('till')).toBe(false);
  });
});

describe('isIntegrationActive', () => {
  test.each([
    ['active', { stocks: { active: true } }, true],
    ['inactive', { stocks: { active: false } }, false],
    ['absent from the map', { crm: { active: true } }, false],
    ['empty map', {}, false],
    ['no map', null, false],
    ['undefined map', undefined, false],
  ])('%s', (_why, integrations, expected) => {
    expect(isIntegrationActive(integrations, 'stocks')).toBe(expected);
  });

  test('activeIntegrations lists the active ones in order', () => {
    expect(
      activeIntegrations({ stocks: { active: true }, crm: { active: true }, iam: { active: false } }),
    ).toEqual(['crm', 'stocks']);
  });
});

describe('hasPermission', () => {
  const access = (
    role: ShopAccess['role'],
    authorizations: ShopAccess['authorizations'],
    blocked = false,
  ): ShopAccess => ({ role, blocked, authorizations });

  // [who, access, seeAllStock?, createClient?]
  test.each<[string, ShopAccess | null | undefined, boolean, boolean]>([
    ['owner, no map', access('owner', null), true, true],
    [
      'owner, map refusing everything',
      access('owner', { seeAllStock: false, createClient: false }),
      true,
      true,
    ],
    ['owner, even blocked', access('owner', null, true), true, true],
    ['iam, no map: everything', access('iam', null), true, true],
    ['iam, empty map: nothing', access('iam', {}), false, false],
    ['iam, map true/false', access('iam', { seeAllStock: true, createClient: false }), true, false],
    ['iam, missing key is not granted', access('iam', { seeAllStock: true }), true, false],
    ['iam, blocked with no map', access('iam', null, true), false, false],
    [
      'iam, blocked with a map granting',
      access('iam', { seeAllStock: true, createClient: true }, true),
      false,
      false,
    ],
    ['agent, no map', access('agent', null), true, true],
    ['agent, map', access('agent', { createClient: true }), false, true],
    ['agent, blocked', access('agent', null, true), false, false],
    ['buyer, no map: never', access('buyer', null), false, false],
    ['buyer, map granting: never', access('buyer', { seeAllStock: true, createClient: true }), false, false],
    ['admin, no map (like any non-owner)', access('admin', null), true, true],
    ['admin, map', access('admin', { seeAllStock: false }), false, false],
    ['admin, blocked', access('admin', null, true), false, false],
    ['no standing (null)', null, false, false],
    ['no standing (undefined)', undefined, false, false],
  ])('%s', (_who, shopAccess, seeAllStock, createClient) => {
    expect(hasPermission(shopAccess, 'seeAllStock')).toBe(seeAllStock);
    expect(hasPermission(shopAccess, 'createClient')).toBe(createClient);
  });

  test('grantedPermissions', () => {
    expect(grantedPermissions(access('owner', {}))).toEqual(PERMISSIONS);
    expect(grantedPermissions(access('iam', null))).toEqual(PERMISSIONS);
    expect(
      grantedPermissions(access('iam', { createClient: true, seeAllStock: true, billOrder: false })),
    ).toEqual(['createClient', 'seeAllStock']);
    expect(grantedPermissions(access('iam', null, true))).toEqual([]);
    expect(grantedPermissions(access('buyer', null))).toEqual([]);
    expect(grantedPermissions(null)).toEqual([]);
  });

  test('a membership whose map is undefined (not loaded) reads as no map, like null', () => {
    const unloaded = { role: 'iam', blocked: false, authorizations: undefined } as unknown as ShopAccess;
    expect(hasPermission(unloaded, 'seeAllStock')).toBe(true);
  });

  test('hasAllPermissions needs every one; none needed is always true', () => {
    const iam = access('iam', { seeAllStock: true });
    expect(hasAllPermissions(iam, ['seeAllStock'])).toBe(true);
    expect(hasAllPermissions(iam, ['seeAllStock', 'createWarehouse'])).toBe(false);
    expect(hasAllPermissions(null, [])).toBe(true);
  });
});

describe('parseAuthorizations', () => {
  test('keeps known permissions with boolean values', () => {
    expect(
      parseAuthorizations({ seeAllStock: true, createClient: false, oldKey: true, billOrder: 'yes' }),
    ).toEqual({
      seeAllStock: true,
      createClient: false,
    });
  });

  test('no map stays no map; garbage never reads as "everything allowed"', () => {
    expect(parseAuthorizations(null)).toBeNull();
    expect(parseAuthorizations(undefined)).toBeNull();
    expect(parseAuthorizations('all')).toEqual({});
    expect(parseAuthorizations(['seeAllStock'])).toEqual({});
    // Not a map even when it carries a permission's name as a property.
    expect(parseAuthorizations(Object.assign(() => undefined, { seeAllStock: true }))).toEqual({});
    const parsed = parseAuthorizations(42);
    expect(
      PERMISSIONS.some((permission: Permission) =>
        hasPermission({ role: 'iam', blocked: false, authorizations: parsed }, permission),
      ),
    ).toBe(false);
  });
});
