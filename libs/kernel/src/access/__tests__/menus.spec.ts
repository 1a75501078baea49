import { INTEGRATIONS, type ShopIntegrations } from '../integrations.js';
import {
  ADMIN_MENU,
  AGENT_MENU,
  BUYER_MENU,
  menuFor,
  SELLER_SIDEBAR,
  shopPagePath,
  visibleMenu,
  type MenuItem,
} from '../menus.js';
import { policyOf, matchRoute } from '../route-policies.js';

const ALL_ACTIVE: ShopIntegrations = Object.fromEntries(INTEGRATIONS.map((i) => [i, { active: true }]));

function labels(items: readonly MenuItem[]): string[] {
  return items.map((item) => item.label.fr);
}

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? leaves(item.children) : [item]));
}

function find(items: readonly MenuItem[], key: string): MenuItem | undefined {
  return leaves(items).find((item) => item.key === key);
}

describe('menus', () => {
  test('seller sidebar: its sections and entries, in menu order', () => {
    expect(labels(SELLER_SIDEBAR)).toEqual([
      'Tableau de bord',
      'Ventes',
      'Oenotourisme',
      'CRM',
      'Articles',
      'Marketing',
      'Commercial',
      'Achats',
      'Rapports',
      'Caisse',
      'Messagerie',
      'Boutique en ligne',
      "Centre d'aide",
      'Nouveautés',
      'Paramètres',
    ]);
    const children = (fr: string) => {
      const group = SELLER_SIDEBAR.find((item) => item.label.fr === fr);
      return group?.kind === 'group' ? labels(group.children) : [];
    };
    expect(children('Ventes')).toEqual([
      'Devis',
      'Commandes',
      'Factures',
      "Factures d'acompte",
      "Factures d'avoir",
      'Ventilations',
      'Primeurs',
      'Expéditions',
      'Encours/impayés',
      'Règlements',
      'Notes de crédit',
    ]);
    expect(children('Oenotourisme')).toEqual(['Evénements', 'Prise de Réservations', 'Calendrier']);
    expect(children('CRM')).toEqual(['Clients', 'Opportunités', 'Prospection', 'Calendrier', 'Tâches']);
    expect(children('Articles')).toEqual([
      'Catalogue',
      'Entrepôts',
      'Stocks',
      'Mouvements',
      'Tarifs',
      'Échantillons',
    ]);
    expect(children('Marketing')).toEqual(['Listes', 'Campagnes', 'Modèles']);
    expect(children('Commercial')).toEqual(['Collaborateurs', 'Agents', 'Objectifs', 'Structure co.']);
    expect(children('Achats')).toEqual(['Fournisseurs', 'Commandes fournisseurs']);
  });

  test('buyer and agent menus', () => {
    expect(labels(BUYER_MENU)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Réservations',
      'Messagerie',
      'Producteurs',
      'Paramètres',
    ]);
    expect(labels(AGENT_MENU)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Échantillons',
      'Clients',
      'Catalogue',
      'Calendrier',
      'Producteurs',
      'Paramètres',
    ]);
  });

  test('every link and quick-create points at a route of the table, with labels in both languages', () => {
    for (const menu of [SELLER_SIDEBAR, BUYER_MENU, AGENT_MENU, ADMIN_MENU]) {
      for (const item of leaves(menu)) {
        expect(item.label.en.length).toBeGreaterThan(0);
        if (item.kind !== 'link') continue;
        expect(matchRoute(item.path)).not.toBeNull();
        if (item.create) expect(matchRoute(item.create.path)).not.toBeNull();
      }
    }
  });

  test('menuFor picks the role menu', () => {
    expect(menuFor('owner')).toBe(SELLER_SIDEBAR);
    expect(menuFor('iam')).toBe(SELLER_SIDEBAR);
    expect(menuFor('buyer')).toBe(BUYER_MENU);
    expect(menuFor('agent')).toBe(AGENT_MENU);
    expect(menuFor('admin')).toBe(ADMIN_MENU);
  });
});

describe('visibleMenu', () => {
  test('an owner with every integration sees the whole sidebar with every quick-create', () => {
    const menu = visibleMenu('owner', { role: 'owner', blocked: false, authorizations: null }, ALL_ACTIVE);
    expect(menu).toEqual(SELLER_SIDEBAR);
  });

  test('an owner whose standing is not loaded still gets every quick-create: only collaborators are permission-checked', () => {
    expect(visibleMenu('owner', null, ALL_ACTIVE)).toEqual(SELLER_SIDEBAR);
  });

  test('a quick-create needs its page to open, not only its permission', () => {
    const menuOf = (authorizations: Record<string, boolean>) =>
      visibleMenu('iam', { role: 'iam', blocked: false, authorizations }, ALL_ACTIVE);
    // The bookings list needs nothing of a collaborator; the booking page needs accessEvent too.
    const booker = find(menuOf({ createResa: true }), 'reservations');
    expect(booker).toMatchObject({ path: '/dashboard/reservations' });
    expect(booker).not.toHaveProperty('create');
    expect(find(menuOf({ createResa: true, accessEvent: true }), 'reservations')).toMatchObject({
      create: { path: '/dashboard/reservations/add', permission: 'createResa' },
    });
  });

  test('an owner without integrations loses the pages that need one, and empty groups', () => {
    const menu = visibleMenu('owner', { role: 'owner', blocked: false, authorizations: null }, {});
    expect(labels(menu)).not.toContain('Marketing');
    expect(labels(menu)).not.toContain('Rapports');
    expect(find(menu, 'futures')).toBeUndefined();
    expect(find(menu, 'warehouses')).toBeUndefined();
    expect(find(menu, 'stocks')).toBeDefined();
    expect(find(menu, 'collaborators')).toBeUndefined();
    expect(find(menu, 'suppliers')).toBeDefined();
    expect(find(menu, 'supplierOrders')).toBeUndefined();
  });

  test('a collaborator sees what its map allows; quick-create needs the permission', () => {
    const menu = visibleMenu(
      'iam',
      {
        role: 'iam',
        blocked: false,
        authorizations: { seeAllStock: true, createOrder: false, seeAllMessages: true },
      },
      ALL_ACTIVE,
    );
    const orders = find(menu, 'orders');
    expect(orders).toMatchObject({ kind: 'link', path: '/dashboard/orders' });
    expect(orders && 'create' in orders).toBe(false);
    expect(find(menu, 'stocks')).toBeDefined();
    expect(find(menu, 'warehouses')).toMatchObject({ path: '/dashboard/stocks/warehouses' });
    expect(find(menu, 'warehouses')).not.toHaveProperty('create');
    expect(find(menu, 'catalogue')).toMatchObject({ path: '/dashboard/products' });
    expect(find(menu, 'catalogue')).not.toHaveProperty('create');
    expect(find(menu, 'prices')).toBeUndefined(); // needs seeAllPrice
    expect(find(menu, 'messaging')).toBeDefined();
    expect(find(menu, 'till')).toBeUndefined();
  });

  test('a collaborator with the create permission gets the quick-create button', () => {
    const menu = visibleMenu(
      'iam',
      {
        role: 'iam',
        blocked: false,
        authorizations: { createOrder: true, createClient: true, seeAllOrder: true },
      },
      ALL_ACTIVE,
    );
    expect(find(menu, 'orders')).toMatchObject({
      create: { path: '/dashboard/orders/add', permission: 'createOrder' },
    });
    expect(find(menu, 'clients')).toMatchObject({ create: { path: '/dashboard/clients/add' } });
    expect(find(menu, 'quotes')).toBeDefined();
    expect(find(menu, 'quotes')).not.toHaveProperty('create');
  });

  test('the sales documents show to a collaborator who may read them, payments to one who sees payments', () => {
    const menuOf = (authorizations: Record<string, boolean>) =>
      visibleMenu('iam', { role: 'iam', blocked: false, authorizations }, ALL_ACTIVE);
    const reader = menuOf({ seeAllOrder: true });
    expect(find(reader, 'bills')).toBeDefined();
    expect(find(reader, 'bills')).not.toHaveProperty('create');
    expect(find(reader, 'ventilate')).toBeUndefined();
    expect(find(reader, 'payments')).toBeUndefined();
    expect(find(reader, 'outstandings')).toBeUndefined();
    const cashier = menuOf({ seeAllPayment: true });
    expect(find(cashier, 'bills')).toBeUndefined();
    expect(find(cashier, 'payments')).toBeDefined();
    expect(find(cashier, 'paymentCredits')).toBeDefined();
    expect(find(menuOf({ seeAllOrder: true, billOrder: true }), 'ventilate')).toBeDefined();
  });

  test('buyers and agents see their whole menu; reservations need nothing of the buyer', () => {
    expect(visibleMenu('buyer', null, {})).toEqual(BUYER_MENU);
    expect(visibleMenu('agent', null, {})).toEqual(AGENT_MENU);
    expect(visibleMenu('admin', null, null)).toEqual(ADMIN_MENU);
  });

  test('every menu link of a role is a page that role may open', () => {
    for (const item of leaves(AGENT_MENU)) {
      if (item.kind === 'link') expect(matchRoute(item.path)?.policy.roles).toContain('agent');
    }
    for (const item of leaves(BUYER_MENU)) {
      if (item.kind === 'link') expect(matchRoute(item.path)?.policy.roles).toContain('buyer');
    }
    expect(policyOf('/dashboard/calendar')?.roles).not.toContain('agent');
  });
});

describe('shopPagePath', () => {
  test('url name first, then id', () => {
    expect(shopPagePath({ shopId: 7, shopUrl: 'domaine-martin' })).toBe('/domaine-martin');
    expect(shopPagePath({ shopId: 7, shopUrl: null })).toBe('/shops/7');
    expect(shopPagePath({ shopId: 7, shopUrl: 'dashboard' })).toBe('/shops/7');
    expect(shopPagePath({ shopId: null })).toBeNull();
  });
});
