import pactum from 'pactum';
import { ShopMember } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * What the public shop front reads (ADR 0012): a shop's public face by id, address name or code, with
 * its header style, the tabs the caller's role sees and the seller's legal identity; the producers
 * lists; the shop owner's header style, tabs and legal identity in PUT /v1/shops/me; tier prices priced
 * for the typology and the filter choices of a shop page. SQLite, and MariaDB + Redis with DB_URL.
 */

interface Tab {
  id: string;
  name: string;
  order: number;
  exists: boolean;
  roles: string[];
  content: string | null;
  filter: Record<string, string> | null;
  children: Tab[];
}
interface PublicShop {
  id: number;
  code: string;
  urlShop: string;
  name: string;
  online: boolean;
  headerStyle: Record<string, unknown>;
  tabs: Tab[];
  legal: Record<string, unknown> & { host: Record<string, unknown> };
}
interface Card {
  id: number;
  code: string;
  urlShop: string;
  name: string;
  online: boolean;
  city: string | null;
}
interface Format {
  id: number;
  container: string;
  unityValue: number;
  discountPrice: { threshold: number; price: number }[];
  tiers: {
    threshold: number;
    quantity: number;
    displayTtc: boolean;
    display: number;
    ht: number;
    ttc: number;
  }[];
  unitPrice: { displayTtc: boolean; display: number; ht: number; ttc: number } | null;
}
interface Product {
  id: number;
  slug: string;
  color: string | null;
  appellation: string | null;
  type: string | null;
  formats: Format[];
}

let api: TestApi;
let as: DemoSessions['as'];
let demoShopId: number;

const shop = async (key: string, headers: Record<string, string> = {}): Promise<PublicShop> =>
  (
    await pactum
      .spec()
      .get(`/v1/shops/${encodeURIComponent(key)}`)
      .withHeaders(headers)
      .expectStatus(200)
  ).json as PublicShop;
const ids = (tabs: Tab[]): string[] => tabs.flatMap((tab) => [tab.id, ...tab.children.map((c) => c.id)]);
const saveShop = (body: object, user = 'proprietaire', status = 200) =>
  pactum.spec().put('/v1/shops/me').withHeaders(as(user)).withJson(body).expectStatus(status);

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  demoShopId = (await shop('DEMO')).id;
});
afterAll(() => api.stop());

describe('GET /v1/shops/{id}: a shop by its address', () => {
  test('by numeric id, public code or address name (any case), the same shop', async () => {
    const byName = await shop('domaine-des-demoiselles');
    expect(byName).toMatchObject({
      id: demoShopId,
      code: 'DEMO',
      urlShop: 'domaine-des-demoiselles',
      name: 'Domaine des Demoiselles',
      online: true,
    });
    expect((await shop('Domaine-des-Demoiselles')).id).toBe(demoShopId);
    expect((await shop(String(demoShopId))).urlShop).toBe('domaine-des-demoiselles');
    expect((await shop('demo')).id).toBe(demoShopId);
    expect((await shop('maison-exemple')).code).toBe('DEMO2');
  });

  test('its header style with every key, and the legal identity of the seller and the host', async () => {
    const demo = await shop('domaine-des-demoiselles');
    expect(demo.headerStyle).toEqual({
      color: '#FBF7F1',
      logo: null,
      shadow: false,
      elevation: 0,
      border: true,
      font: 'elegant',
      justifyContent: 'center',
      underline: true,
      isUppercase: true,
      logoShadow: false,
      hideLogo: false,
      logoPlacement: 'center',
    });
    expect(demo.legal).toEqual({
      companyName: 'SCEA Domaine des Demoiselles',
      tradeName: 'Domaine des Demoiselles',
      legalForm: 'SCEA',
      street: '12 route des Caves',
      zipcode: '37500',
      city: 'Chinon',
      country: 'France',
      siret: '82345671000016',
      vatNumber: 'FR41823456710',
      phone: '02 47 93 00 00',
      email: 'contact@domaine-des-demoiselles.demo',
      publicationDirector: 'Claire Moreau',
      host: {
        name: 'Cuvée Hébergement SAS',
        address: '40 quai des Chartrons, 33000 Bordeaux, France',
        phone: '05 56 00 00 00',
      },
    });
    // Nothing of the owner, the banks, the typologies or the settings.
    const text = JSON.stringify(demo);
    for (const secret of ['proprietaire', 'FR76', 'typologies', 'settings', 'banks', 'ownerId'])
      expect(text).not.toContain(secret);
  });

  test('the tabs a visitor sees: published, open to everyone, in order, children included', async () => {
    const visitor = await shop('domaine-des-demoiselles');
    expect(visitor.tabs.map((t) => t.name)).toEqual(['Le domaine', 'Nos vins', 'Visites & dégustations']);
    expect(visitor.tabs[1]!.children.map((t) => [t.name, t.filter])).toEqual([
      ['Rouges', { color: 'red' }],
      ['Blancs', { color: 'white' }],
      ['Rosés', { color: 'rose' }],
      ['Fines bulles', { type: 'cremant' }],
    ]);
    expect(visitor.tabs[0]!.content).toContain('Haute Valeur Environnementale');
    expect(ids(visitor.tabs)).not.toContain('primeurs');
  });

  test('a tab limited to buyers shows to the shop’s buyers, not to its owner nor to another shop’s owner', async () => {
    expect(ids((await shop('DEMO', as('acheteur'))).tabs)).toContain('pros');
    expect(ids((await shop('DEMO', as('proprietaire'))).tabs)).not.toContain('pros');
    expect(ids((await shop('DEMO', as('exemple'))).tabs)).not.toContain('pros');
  });

  test('an unknown or blocked shop is a 404', async () => {
    for (const key of ['no-such-shop', 'auth', '99999']) {
      await pactum
        .spec()
        .get(`/v1/shops/${key}`)
        .expectStatus(404)
        .expectJson({ success: false, statusCode: 404, message: 'Ressource introuvable' });
    }
  });
});

describe('PUT /v1/shops/me: header style, tabs, legal identity (/dashboard/customize, settings infos)', () => {
  test('header style keys merge; tabs are replaced as a whole, trimmed, with their defaults', async () => {
    const saved = await saveShop({
      headerStyle: { logoPlacement: 'left', isUppercase: false, elevation: 4 },
      tabs: [
        { id: 'domaine', name: ' Le domaine ', order: 1, exists: true, content: '  Notre histoire.  ' },
        {
          id: 'nos-vins',
          name: 'Nos vins',
          order: 2,
          exists: true,
          filter: { color: 'red', appellation: '' },
          children: [{ id: 'rouges', name: 'Rouges', order: 1, exists: true, roles: ['buyer', 'buyer'] }],
        },
      ],
    });
    const mine = saved.json.shop as { headerStyle: Record<string, unknown>; tabs: Tab[] };
    expect(mine.headerStyle).toMatchObject({
      logoPlacement: 'left',
      isUppercase: false,
      elevation: 4,
      font: 'elegant',
    });
    expect(mine.tabs).toEqual([
      {
        id: 'domaine',
        name: 'Le domaine',
        order: 1,
        exists: true,
        roles: [],
        content: 'Notre histoire.',
        filter: null,
        children: [],
      },
      {
        id: 'nos-vins',
        name: 'Nos vins',
        order: 2,
        exists: true,
        roles: [],
        content: null,
        filter: { color: 'red' },
        children: [
          {
            id: 'rouges',
            name: 'Rouges',
            order: 1,
            exists: true,
            roles: ['buyer'],
            content: null,
            filter: null,
            children: [],
          },
        ],
      },
    ]);
    const visitor = await shop('DEMO');
    expect(visitor.headerStyle.logoPlacement).toBe('left');
    expect(visitor.tabs[1]!.children).toEqual([]);
  });

  test('the legal identity fields of settings infos', async () => {
    await saveShop({
      business: {
        publicationDirector: 'Julien Petit',
        hostName: 'Hébergeur Test',
        hostPhone: '01 02 03 04 05',
      },
    });
    const { legal } = await shop('DEMO');
    expect(legal.publicationDirector).toBe('Julien Petit');
    expect(legal.host).toEqual({
      name: 'Hébergeur Test',
      address: '40 quai des Chartrons, 33000 Bordeaux, France',
      phone: '01 02 03 04 05',
    });
    expect(legal.siret).toBe('82345671000016');
  });

  test('bad input answers in French (English on request) and changes nothing', async () => {
    const before = await shop('DEMO');
    const refusals: [object, string][] = [
      [{ headerStyle: { color: 'bordeaux' } }, 'La couleur doit être au format #RRGGBB'],
      [{ headerStyle: { font: 'comic-sans' } }, 'La valeur "comic-sans" n\'est pas reconnue'],
      [{ headerStyle: { logoPlacement: 'right' } }, 'La valeur "right" n\'est pas reconnue'],
      [{ headerStyle: { elevation: 30 } }, ''],
      [
        {
          tabs: [
            { id: 'a', name: 'A', order: 1, exists: true },
            { id: 'a', name: 'B', order: 2, exists: true },
          ],
        },
        'L\'identifiant d\'onglet "a" est utilisé deux fois',
      ],
      [
        {
          tabs: [
            {
              id: 'a',
              name: 'A',
              order: 1,
              exists: true,
              children: [
                {
                  id: 'b',
                  name: 'B',
                  order: 1,
                  exists: true,
                  children: [{ id: 'c', name: 'C', order: 1, exists: true }],
                },
              ],
            },
          ],
        },
        'Un sous-onglet ne peut pas avoir de sous-onglets',
      ],
      [{ tabs: [{ id: 'Nos Vins', name: 'A', order: 1, exists: true }] }, 'minuscules'],
      [{ tabs: [{ id: 'a', name: '', order: 1, exists: true }] }, 'Ce champ ne peut pas être vide'],
      [{ tabs: [{ id: 'a', name: 'A', order: 1, exists: true, roles: ['admin'] }] }, 'La valeur "admin"'],
      [
        { tabs: [{ id: 'a', name: 'A', order: 1, exists: true, filter: { color: 'bleu' } }] },
        'La valeur "bleu"',
      ],
      [{ settings: { stockDisplay: 'everything' } }, 'La valeur "everything"'],
    ];
    for (const [body, message] of refusals) {
      const response = await saveShop(body, 'proprietaire', 400);
      expect([response.json.message].flat().join(' ')).toContain(message);
    }
    const english = await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .withJson({ headerStyle: { color: 'bordeaux' } })
      .expectStatus(400);
    expect([english.json.message].flat().join(' ')).toContain('The colour must be written #RRGGBB');
    expect(await shop('DEMO')).toEqual(before);
  });

  test('collaborators read the style and tabs but only the owner changes them', async () => {
    const mine = await pactum.spec().get('/v1/shops/me').withHeaders(as('collaborateur')).expectStatus(200);
    expect(mine.json.tabs.length).toBeGreaterThan(0);
    await saveShop({ headerStyle: { hideLogo: true } }, 'collaborateur', 403);
  });

  test('an address name may be neither another shop’s address nor its public code', async () => {
    for (const urlShop of ['maison-exemple', 'demo2', 'DEMO2', 'shops']) {
      const response = await saveShop({ urlShop }, 'proprietaire', 400);
      expect(response.json.message).toBe('Cette adresse de boutique est déjà utilisée');
    }
    // Its own code is fine.
    await saveShop({ urlShop: 'demo' });
    expect((await shop('demo')).urlShop).toBe('demo');
    await saveShop({ urlShop: 'domaine-des-demoiselles' });
  });
});

describe('producers lists', () => {
  test('GET /v1/shops: visitors see the online shops by name, paginated, searchable', async () => {
    const all = await pactum.spec().get('/v1/shops').expectStatus(200);
    expect((all.json as Card[]).map((c) => c.name)).toEqual(['Domaine des Demoiselles', 'Maison Exemple']);
    expect(all.headers['content-range']).toBe('shops 0-1/2');
    const first = await pactum.spec().get('/v1/shops').withQueryParams({ range: '[0,0]' }).expectStatus(200);
    expect(first.headers['content-range']).toBe('shops 0-0/2');
    const found = await pactum
      .spec()
      .get('/v1/shops')
      .withQueryParams({ filter: '{"q":"exemple"}' })
      .expectStatus(200);
    expect((found.json as Card[]).map((c) => [c.code, c.urlShop, c.city])).toEqual([
      ['DEMO2', 'maison-exemple', 'Reims'],
    ]);
    expect(JSON.stringify(all.json)).not.toContain('proprietaire');
  });

  test('a shop that goes offline leaves the visitors’ list', async () => {
    await saveShop({ online: false }, 'exemple');
    const all = await pactum.spec().get('/v1/shops').expectStatus(200);
    expect((all.json as Card[]).map((c) => c.code)).toEqual(['DEMO']);
    await saveShop({ online: true }, 'exemple');
  });

  test('GET /v1/users/me/shops: the shops the caller belongs to; 401 for a visitor', async () => {
    const buyer = await pactum.spec().get('/v1/users/me/shops').withHeaders(as('acheteur')).expectStatus(200);
    expect((buyer.json as Card[]).map((c) => c.code)).toEqual(['DEMO']);
    expect(buyer.headers['content-range']).toBe('shops 0-0/1');
    const other = await pactum.spec().get('/v1/users/me/shops').withHeaders(as('exemple')).expectStatus(200);
    expect((other.json as Card[]).map((c) => c.code)).toEqual(['DEMO2']);
    const admin = await pactum
      .spec()
      .get('/v1/users/me/shops')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(admin.json).toEqual([]);
    await pactum.spec().get('/v1/users/me/shops').expectStatus(401);
  });
});

describe('prices of the shop page', () => {
  const products = async (headers: Record<string, string> = {}): Promise<Product[]> =>
    (
      await pactum
        .spec()
        .get('/v1/products')
        .withHeaders(headers)
        .withQueryParams({ shopIds: String(demoShopId), origin: 'shop', range: '[0,99]' })
        .expectStatus(200)
    ).json as Product[];

  test('tier prices come priced for the typology: TTC for visitors, from the price resolution', async () => {
    const chinon = (await products()).find((p) => p.slug === 'chinon-les-demoiselles')!;
    const bottle = chinon.formats[0]!;
    expect(bottle.discountPrice.map((t) => t.threshold)).toEqual([6, 12]);
    expect(bottle.tiers.map((t) => [t.threshold, t.quantity, t.displayTtc, t.ht])).toEqual([
      [6, 6, true, 1150],
      [12, 12, true, 1090],
    ]);
    for (const tier of bottle.tiers) {
      expect(tier.display).toBe(tier.ttc);
      // The same duties and VAT as the unit price: only the goods price differs.
      expect(tier.ttc - tier.ht).toBeLessThan(bottle.unitPrice!.ttc - bottle.unitPrice!.ht);
      expect(tier.display).toBeLessThan(bottle.unitPrice!.display);
    }
  });

  test('a restaurant buyer gets the restaurant tiers HT, after its global discount, magnums counted in eq75', async () => {
    const created = await pactum
      .spec()
      .post('/v1/products')
      .withHeaders(as('proprietaire'))
      .withJson({
        productType: 'bottle',
        name: 'Chinon Cuvée des Pros',
        color: 'red',
        vatType: 'standard',
        status: 'online',
        vintages: [{ name: '2023', legal: { da: 'stillWine', css: null, typeDA: 'DA2' } }],
        formats: [
          {
            container: 'bottle',
            unity: 'litre',
            unityValue: 1.5,
            eq75: 2,
            price: 2400,
            typologies: {
              restaurant: { visible: true, price: 2000, discountPrice: [{ threshold: 12, price: 1800 }] },
            },
          },
        ],
      })
      .expectStatus(201);
    const members = api.get(Database).dataSource.getRepository(ShopMember);
    const buyerId = (await pactum.spec().get('/v1/users/me').withHeaders(as('acheteur')).expectStatus(200))
      .json.id;
    await members.update({ shopId: demoShopId, userId: buyerId }, { typology: 'restaurant' });
    try {
      const magnum = (await products(as('acheteur'))).find((p) => p.id === created.json.id)!.formats[0]!;
      // 18,00 € less the restaurants' 5 % = 17,10 € HT, from 6 magnums (12 bottles' worth).
      expect(magnum.tiers).toEqual([
        expect.objectContaining({ threshold: 12, quantity: 6, displayTtc: false, ht: 1710, display: 1710 }),
      ]);
      const visitor = (await products()).find((p) => p.id === created.json.id)!.formats[0]!;
      expect(visitor.tiers).toEqual([]);
    } finally {
      await members.update({ shopId: demoShopId, userId: buyerId }, { typology: 'public' });
    }
  });

  test('GET /v1/product-facets: the choices present in the visible catalogue, with counts', async () => {
    const visitor = await pactum
      .spec()
      .get('/v1/product-facets')
      .withQueryParams({ shopIds: String(demoShopId), origin: 'shop' })
      .expectStatus(200);
    // Exactly the values of the products a visitor sees, however many there are.
    const visible = await products();
    const counted = (pick: (p: Product) => string | null) => {
      const counts = new Map<string, number>();
      for (const product of visible) {
        const value = pick(product);
        if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      return [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => a.value.localeCompare(b.value, 'fr'));
    };
    expect(visitor.json.colours).toEqual(counted((p) => p.color));
    expect(visitor.json.appellations).toEqual(counted((p) => p.appellation));
    expect(visitor.json.types).toEqual(counted((p) => p.type));
    expect(visitor.json.appellations.map((f: { value: string }) => f.value)).toEqual([
      'Chinon',
      'Crémant de Loire',
      'Rosé de Loire',
      'Touraine',
    ]);
    // The owner's dashboard view also counts the paused and hidden products (Vieilles Vignes, Les Tables).
    const owner = await pactum
      .spec()
      .get('/v1/product-facets')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const reds = (facets: { colours: { value: string; count: number }[] }) =>
      facets.colours.find((f) => f.value === 'red')!.count;
    expect(reds(owner.json)).toBe(reds(visitor.json) + 2);
    await pactum.spec().get('/v1/product-facets').withQueryParams({ shopIds: 'x' }).expectStatus(400);
  });
});
