import pactum from 'pactum';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import { ShopMember, Shop } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Catalogue API (docs/catalogue.md "API"): the visibility of products by role and typology, the product
 * queries, GET /v1/products/{id}, writes with their bad input, tenant isolation, and the constant number
 * of SQL queries per page. Runs on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL.
 */

interface Format {
  id: number;
  container: string;
  price: number;
  typologies?: Record<string, { visible: boolean; price: number | null }>;
  unitPrice: {
    typology: string;
    display: number;
    displayTtc: boolean;
    ht: number;
    ttc: number;
    duties: number;
  } | null;
  promotions: { name: string | null; amount: number }[];
}
interface Product {
  id: number;
  shopId: number;
  slug: string;
  name: string;
  productType: string;
  status: string;
  alcohol: number | null;
  vintages: {
    id: number;
    name: string;
    legal: { da: string | null; typeDA: string } | null;
    advanced: { alcohol: number | null };
  }[];
  formats: Format[];
  typology: { key: string };
}

let api: TestApi;
let as: DemoSessions['as'];
let ids: Record<string, number>;
let demoShopId: number;
let secondShopId: number;

async function list(
  headers: Record<string, string>,
  params: Record<string, string> = {},
  status = 200,
): Promise<{ rows: Product[]; range: string }> {
  const spec = pactum.spec().get('/v1/products').withHeaders(headers);
  if (Object.keys(params).length) spec.withQueryParams(params);
  const response = await spec.expectStatus(status);
  return { rows: response.json as Product[], range: String(response.headers['content-range']) };
}

const names = (rows: Product[]) => rows.map((row) => row.name).sort();
const bySlug = (rows: Product[], slug: string) => rows.find((row) => row.slug === slug)!;

beforeAll(async () => {
  // No job processing: its polling would mix its statements with the ones the query count watches.
  api = await TestApi.start(createApp, { processJobs: false });
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  const shops = api.get(Database).dataSource.getRepository(Shop);
  demoShopId = (await shops.findOneByOrFail({ code: 'DEMO' })).id;
  secondShopId = (await shops.findOneByOrFail({ code: 'DEMO2' })).id;
});
afterAll(() => api.stop());

const DEMO_ONLINE_FOR_PUBLIC = [
  'Chinon Les Demoiselles',
  'Coffret découverte',
  'Crémant de Loire Brut',
  'Dégustation commentée au domaine',
  'Rosé de Loire',
  'Tire-bouchon sommelier',
  'Touraine Clos des Fées',
];

describe('GET /v1/products: who sees what', () => {
  test('the owner sees every product of the shop but services, whatever the status, at public prices', async () => {
    const { rows, range } = await list(as('proprietaire'));
    expect(names(rows)).toEqual([
      'Chinon Les Demoiselles',
      'Chinon Les Tables',
      'Chinon Vieilles Vignes',
      'Coffret découverte',
      'Crémant de Loire Brut',
      'Rosé de Loire',
      'Tire-bouchon sommelier',
      'Touraine Clos des Fées',
    ]);
    expect(range).toBe('products 0-7/8');
    expect(rows.every((row) => row.shopId === demoShopId && row.typology.key === 'public')).toBe(true);
    // The seller sees every format and every typology's price.
    const rose = bySlug(rows, 'rose-de-loire');
    expect(rose.formats.map((f) => f.container)).toEqual(['bottle', 'bib']);
    expect(bySlug(rows, 'chinon-les-demoiselles').formats[0]!.typologies).toEqual({
      caviste: { visible: true, price: 900, discountPrice: [] },
      restaurant: { visible: true, price: 950, discountPrice: [] },
    });
  });

  test('services come with the productType filter', async () => {
    const { rows } = await list(as('proprietaire'), { filter: '{"productType":"prestation"}' });
    expect(names(rows)).toEqual(['Dégustation commentée au domaine']);
  });

  test('the collaborator (seeAllProduct, seeAllPrice) and the agent get the seller view too', async () => {
    for (const name of ['collaborateur', 'agent']) {
      const headers = { ...as(name), 'X-Shop-Id': String(demoShopId) };
      const { rows } = await list(headers);
      expect(rows).toHaveLength(8);
      expect(bySlug(rows, 'chinon-vieilles-vignes').status).toBe('paused');
    }
  });

  test('a visitor sees the online products the public typology sees, with public formats and TTC prices', async () => {
    const { rows } = await list({}, { shopIds: String(demoShopId) });
    expect(names(rows)).toEqual(DEMO_ONLINE_FOR_PUBLIC);
    const rose = bySlug(rows, 'rose-de-loire');
    // The BIB is hidden from the public typology.
    expect(rose.formats.map((f) => f.container)).toEqual(['bottle']);
    const chinon = bySlug(rows, 'chinon-les-demoiselles');
    expect(chinon.formats[0]!.typologies).toBeUndefined();
    // 12,50 € HT + 0,03 € excise (0.0075 hl of still wine) + 20 % VAT on both = 15,04 € TTC.
    expect(chinon.formats[0]!.unitPrice).toMatchObject({
      typology: 'public',
      displayTtc: true,
      ht: 1250,
      duties: 3,
      ttc: 1504,
      display: 1504,
    });
    // The running 10 % promotion: 11,00 → 9,90 € HT, 11,92 € TTC.
    const white = bySlug(rows, 'touraine-clos-des-fees');
    expect(white.formats[0]!.unitPrice).toMatchObject({
      ht: 990,
      ttc: 1192,
      display: 1192,
      promotion: { amount: 10 },
    });
  });

  test('the demo buyer (public typology) sees the same as a visitor', async () => {
    const { rows } = await list(as('acheteur'), { shopIds: String(demoShopId) });
    expect(names(rows)).toEqual(DEMO_ONLINE_FOR_PUBLIC);
  });

  test('a restaurant buyer sees the restaurant-only wine and the BIB, at restaurant prices HT', async () => {
    const members = api.get(Database).dataSource.getRepository(ShopMember);
    await members.update({ shopId: demoShopId, userId: ids.acheteur }, { typology: 'restaurant' });
    try {
      const { rows } = await list(as('acheteur'), { shopIds: String(demoShopId) });
      expect(names(rows)).toEqual([...DEMO_ONLINE_FOR_PUBLIC, 'Chinon Les Tables'].sort());
      expect(bySlug(rows, 'rose-de-loire').formats.map((f) => f.container)).toEqual(['bottle', 'bib']);
      // 9,50 € HT less the restaurants' 5 % global discount: 9,025 → 9,03 € HT, shown HT.
      expect(bySlug(rows, 'chinon-les-demoiselles').formats[0]!.unitPrice).toMatchObject({
        typology: 'restaurant',
        displayTtc: false,
        ht: 903,
        display: 903,
      });
      // Asking for another typology's prices is refused to a buyer.
      await list(as('acheteur'), { shopIds: String(demoShopId), typology: 'caviste' }, 403);
    } finally {
      await members.update({ shopId: demoShopId, userId: ids.acheteur }, { typology: 'public' });
    }
  });

  test('a seller with seeAllPrice prices the list for another typology', async () => {
    const { rows } = await list(as('proprietaire'), { typology: 'caviste' });
    expect(bySlug(rows, 'chinon-les-demoiselles').formats[0]!.unitPrice).toMatchObject({
      typology: 'caviste',
      display: 900,
      displayTtc: false,
    });
    const refused = await pactum
      .spec()
      .get('/v1/products')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ typology: 'hotel' })
      .expectStatus(400);
    expect(refused.json).toMatchObject({ message: 'La typologie "hotel" n\'existe pas dans cette boutique' });
  });

  test('origin=shop shows a seller their shop as buyers see it', async () => {
    const { rows } = await list(as('proprietaire'), { origin: 'shop' });
    expect(names(rows)).toEqual(DEMO_ONLINE_FOR_PUBLIC);
  });

  test('several shops at once: each shop with its own view', async () => {
    const { rows } = await list(as('proprietaire'), { shopIds: `[${demoShopId},${secondShopId}]` });
    expect(rows.filter((row) => row.shopId === secondShopId).map((row) => row.name)).toEqual([
      'Champagne Brut Réserve',
    ]);
    expect(rows.filter((row) => row.shopId === demoShopId)).toHaveLength(8);
  });

  test('a visitor must say which shop; bad shopIds are refused', async () => {
    const missing = await pactum.spec().get('/v1/products').expectStatus(400);
    expect(missing.json).toMatchObject({
      message: 'Précisez la boutique dont vous voulez voir les articles (shopIds)',
    });
    for (const shopIds of ['abc', '1,,2', '[1,"x"]', Array.from({ length: 21 }, (_, i) => i + 1).join(',')]) {
      await pactum.spec().get('/v1/products').withQueryParams({ shopIds }).expectStatus(400);
    }
  });

  test('a shop closed to visitors shows nothing to outsiders', async () => {
    const shops = api.get(Database).dataSource.getRepository(Shop);
    await shops.update(secondShopId, { online: false });
    try {
      expect((await list({}, { shopIds: String(secondShopId) })).rows).toEqual([]);
      expect((await list(as('exemple'))).rows.map((row) => row.name).sort()).toEqual([
        'Champagne Brut Réserve',
        'Champagne Millésimé',
      ]);
    } finally {
      await shops.update(secondShopId, { online: true });
    }
  });
});

describe('GET /v1/products: filters, search, sort and pages', () => {
  test('full-text search on name, appellation and grape, accents and case ignored, by word prefix', async () => {
    const search = async (q: string) =>
      names((await list(as('proprietaire'), { filter: JSON.stringify({ q }) })).rows);
    expect(await search('chinon')).toEqual([
      'Chinon Les Demoiselles',
      'Chinon Les Tables',
      'Chinon Vieilles Vignes',
    ]);
    expect(await search('CRÉMANT')).toEqual(['Crémant de Loire Brut']);
    expect(await search('cabernet franc')).toEqual([
      'Chinon Les Demoiselles',
      'Chinon Les Tables',
      'Chinon Vieilles Vignes',
    ]);
    expect(await search('sauv')).toEqual(['Touraine Clos des Fées']);
    expect(await search('loire gamay')).toEqual(['Rosé de Loire']);
    expect(await search('bordeaux')).toEqual([]);
  });

  test('the search of a visitor stays within what they may see', async () => {
    const { rows } = await list({}, { shopIds: String(demoShopId), filter: '{"q":"chinon"}' });
    expect(names(rows)).toEqual(['Chinon Les Demoiselles']);
  });

  test('filters by status, colour and kind, and sorts', async () => {
    expect(names((await list(as('proprietaire'), { filter: '{"status":"paused"}' })).rows)).toEqual([
      'Chinon Vieilles Vignes',
    ]);
    expect(
      names((await list(as('proprietaire'), { filter: '{"color":"red","status":"online"}' })).rows),
    ).toEqual(['Chinon Les Demoiselles', 'Chinon Les Tables']);
    const sorted = (await list(as('proprietaire'), { sort: '["name","DESC"]' })).rows.map((row) => row.name);
    expect(sorted[0]).toBe('Touraine Clos des Fées');
    expect(sorted.at(-1)).toBe('Chinon Les Demoiselles');
  });

  test('pages do not overlap and Content-Range tells the total', async () => {
    const first = await list(as('proprietaire'), { range: '[0,2]' });
    const second = await list(as('proprietaire'), { range: '[3,5]' });
    expect(first.range).toBe('products 0-2/8');
    expect(second.range).toBe('products 3-5/8');
    const seen = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(seen).size).toBe(6);
  });

  test('unknown sorts and filters are refused', async () => {
    await list(as('proprietaire'), { sort: '["price","ASC"]' }, 400);
    await list(as('proprietaire'), { filter: '{"hiddenMask":0}' }, 400);
    await list(as('proprietaire'), { origin: 'elsewhere' }, 400);
  });
});

describe('SQL queries per page', () => {
  /** The statements the server runs while answering one request. */
  async function queriesFor(run: () => Promise<unknown>): Promise<string[]> {
    const dataSource = api.get(Database).dataSource;
    const seen: string[] = [];
    const probe = { beforeQuery: (event: BeforeQueryEvent) => void seen.push(event.query) };
    dataSource.subscribers.push(probe);
    try {
      await run();
    } finally {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(probe), 1);
    }
    return seen;
  }

  test('a page of 1, 5 or 20 products costs the same small number of queries, for sellers and buyers', async () => {
    // Twenty more products so every page below is full.
    for (let n = 1; n <= 20; n++) {
      await pactum
        .spec()
        .post('/v1/products')
        .withHeaders(as('proprietaire'))
        .withJson({
          productType: 'bottle',
          name: `Cuvée de série ${n}`,
          vatType: 'standard',
          vintages: [{ name: '2023', legal: { da: 'stillWine', css: null, typeDA: 'DA2' } }],
          formats: [
            {
              container: 'bottle',
              unity: 'litre',
              unityValue: 0.75,
              eq75: 1,
              price: 1000 + n,
              promotions: [{ type: 'percent', amount: 5, activation: 'always' }],
            },
            { container: 'bottle', unity: 'litre', unityValue: 1.5, eq75: 2, price: 2000 + n },
          ],
        })
        .expectStatus(201);
    }
    const callers: [Record<string, string>, Record<string, string>][] = [
      [as('proprietaire'), {}],
      [as('acheteur'), { shopIds: String(demoShopId) }],
      [{}, { shopIds: String(demoShopId), filter: '{"q":"cuvee serie"}' }],
    ];
    for (const [headers, params] of callers) {
      const counts: number[] = [];
      for (const size of [1, 5, 20]) {
        const queries = await queriesFor(() => list(headers, { ...params, range: `[0,${size - 1}]` }));
        counts.push(queries.length);
      }
      expect(new Set(counts).size).toBe(1);
      // Identity (user, session, membership, shop), then shops, memberships, the catalogue's, billing's
      // and stock's settings of the shops, count, page, 3 × rows.
      expect(counts[0]).toBeLessThanOrEqual(14);
    }
  });
});

describe('GET /v1/products/{productId}', () => {
  let products: Product[];
  beforeAll(async () => {
    products = (await list(as('proprietaire'), { range: '[0,99]' })).rows;
  });

  test('vintages with legal data and advanced alcohol, for duty totals; open to visitors', async () => {
    const chinon = bySlug(products, 'chinon-les-demoiselles');
    const response = await pactum.spec().get(`/v1/products/${chinon.id}`).expectStatus(200);
    const product = response.json as Product;
    expect(product.vintages).toEqual([
      expect.objectContaining({
        name: '2022',
        legal: expect.objectContaining({ da: 'stillWine', typeDA: 'DA2' }),
        advanced: { alcohol: null },
      }),
      expect.objectContaining({ name: '2021', advanced: { alcohol: 12.5 } }),
    ]);
    expect(product.alcohol).toBe(13);
  });

  test('a paused product is "Produit inexistant" to buyers and visitors, visible to the seller', async () => {
    const paused = bySlug(products, 'chinon-vieilles-vignes');
    for (const headers of [{}, as('acheteur')]) {
      const response = await pactum
        .spec()
        .get(`/v1/products/${paused.id}`)
        .withHeaders(headers)
        .expectStatus(404);
      expect(response.json).toMatchObject({ success: false, message: 'Produit inexistant', statusCode: 404 });
    }
    await pactum.spec().get(`/v1/products/${paused.id}`).withHeaders(as('proprietaire')).expectStatus(200);
  });

  test("tenant isolation: another shop's paused product is 404 to an owner, and never writable", async () => {
    const theirs = (await list(as('exemple'))).rows;
    const paused = theirs.find((row) => row.status === 'paused')!;
    const online = theirs.find((row) => row.status === 'online')!;
    await pactum.spec().get(`/v1/products/${paused.id}`).withHeaders(as('proprietaire')).expectStatus(404);
    // Their online product is public data: the owner of DEMO sees it as any visitor would.
    const seen = await pactum
      .spec()
      .get(`/v1/products/${online.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect((seen.json as Product).formats[0]!.typologies).toBeUndefined();
    await pactum
      .spec()
      .put(`/v1/products/${online.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ name: 'Volé' })
      .expectStatus(404)
      .expectJsonLike({ message: 'Produit inexistant' });
    const after = await pactum.spec().get(`/v1/products/${online.id}`).expectStatus(200);
    expect((after.json as Product).name).toBe('Champagne Brut Réserve');
  });

  test('an unknown id is "Produit inexistant"', async () => {
    await pactum
      .spec()
      .get('/v1/products/999999')
      .expectStatus(404)
      .expectJsonLike({ message: 'Produit inexistant' });
  });
});

describe('POST and PUT /v1/products', () => {
  const newWine = {
    productType: 'bottle',
    name: 'Saumur-Champigny La Source',
    vatType: 'standard',
    type: 'wine',
    color: 'red',
    appellation: 'Saumur-Champigny',
    grapes: ['cabernet-franc'],
    alcohol: '12,5',
    labels: ['aoc'],
    nutrition: {
      energyKcal: 80,
      energyKj: 335,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 0.5,
      sugars: 0.1,
      proteins: 0,
      salt: 0,
    },
    ingredients: { fr: 'Raisins, sulfites' },
    vintages: [
      { name: '2023', legal: { da: 'stillWine', css: null, typeDA: 'DA2' }, advanced: { alcohol: '13,0' } },
    ],
    formats: [
      {
        container: 'bottle',
        unity: 'litre',
        unityValue: 0.75,
        eq75: 1,
        price: 1400,
        ean: '4006381333931',
        discountPrice: [{ threshold: 6, price: 1300 }],
        discountAdd: [{ threshold: 12, amount: -50 }],
        typologies: {
          caviste: { visible: true, price: 1000, discountPrice: [] },
          public: { visible: true, price: null },
        },
        promotions: [
          {
            name: 'Lancement',
            type: 'amount',
            amount: 100,
            activation: 'minPrice',
            threshold: 10000,
            start: '01/01/2026',
            end: '2026-12-31',
          },
        ],
      },
      { container: 'bottle', unity: 'litre', unityValue: 1.5, eq75: 2, price: 3000 },
    ],
  };

  test('the owner creates a product with two formats, a tier and a typology price; "12,5" is accepted', async () => {
    const response = await pactum
      .spec()
      .post('/v1/products')
      .withHeaders(as('proprietaire'))
      .withJson(newWine)
      .expectStatus(201);
    const product = response.json as Product & {
      formats: (Format & { discountPrice: unknown; ean: string })[];
    };
    expect(product).toMatchObject({ slug: 'saumur-champigny-la-source', alcohol: 12.5, status: 'online' });
    expect(product.vintages[0]!.advanced.alcohol).toBe(13);
    expect(product.formats).toHaveLength(2);
    expect(product.formats[0]).toMatchObject({
      price: 1400,
      ean: '4006381333931',
      discountPrice: [{ threshold: 6, price: 1300 }],
      typologies: { caviste: { visible: true, price: 1000 }, public: { visible: true, price: null } },
      promotions: [{ name: 'Lancement', amount: 100, start: '2026-01-01', end: '2026-12-31' }],
    });
    // Found by the search, in the list, by its appellation.
    const { rows } = await list(as('proprietaire'), { filter: '{"q":"champigny"}' });
    expect(rows.map((row) => row.id)).toEqual([product.id]);
  });

  test('a second product of the same name gets its own slug; a rename keeps the slug', async () => {
    const created = await pactum
      .spec()
      .post('/v1/products')
      .withHeaders(as('proprietaire'))
      .withJson({ productType: 'accessory', name: 'Saumur-Champigny La Source', vatType: 'standard' })
      .expectStatus(201);
    const product = created.json as Product;
    expect(product.slug).toBe('saumur-champigny-la-source-2');
    const renamed = await pactum
      .spec()
      .put(`/v1/products/${product.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ name: 'Carafe La Source', status: 'closed' })
      .expectStatus(200);
    expect(renamed.json).toMatchObject({
      name: 'Carafe La Source',
      slug: 'saumur-champigny-la-source-2',
      status: 'closed',
    });
  });

  test('PUT replaces the formats: kept by id, new ones created, the others deleted', async () => {
    const { rows } = await list(as('proprietaire'), { filter: '{"q":"champigny"}' });
    const product = rows[0]!;
    const [bottle] = product.formats;
    const response = await pactum
      .spec()
      .put(`/v1/products/${product.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({
        formats: [
          { id: bottle!.id, container: 'bottle', unity: 'litre', unityValue: 0.75, eq75: 1, price: 1450 },
          { container: 'bib', unity: 'litre', unityValue: 3, eq75: 4, price: 3900 },
        ],
      })
      .expectStatus(200);
    const formats = (response.json as Product).formats;
    expect(formats.map((f) => [f.id === bottle!.id, f.container, f.price])).toEqual([
      [true, 'bottle', 1450],
      [false, 'bib', 3900],
    ]);
    expect(formats[0]!.promotions).toEqual([]);
  });

  test('agents, buyers and visitors cannot create; the demo collaborator lacks createProduct', async () => {
    const body = { productType: 'bottle', name: 'Interdit', vatType: 'standard' };
    for (const name of ['agent', 'acheteur', 'collaborateur']) {
      await pactum.spec().post('/v1/products').withHeaders(as(name)).withJson(body).expectStatus(403);
    }
    await pactum.spec().post('/v1/products').withJson(body).expectStatus(401);
  });

  describe('bad input: clear French messages, nothing saved', () => {
    async function refused(body: Record<string, unknown>, messages: string[]): Promise<void> {
      const before = (await list(as('proprietaire'), { filter: '{"status":"online"}' })).range;
      const response = await pactum
        .spec()
        .post('/v1/products')
        .withHeaders(as('proprietaire'))
        .withJson(body)
        .expectStatus(400);
      const message = (response.json as { message: string | string[] }).message;
      expect([message].flat()).toEqual(expect.arrayContaining(messages));
      expect((await list(as('proprietaire'), { filter: '{"status":"online"}' })).range).toBe(before);
    }
    const base = { productType: 'bottle', name: 'Mauvais', vatType: 'standard' };
    const format = (extra: Record<string, unknown>) => ({
      container: 'bottle',
      unity: 'litre',
      unityValue: 0.75,
      eq75: 1,
      price: 1000,
      ...extra,
    });

    test('a negative or non-numeric price', async () => {
      await refused({ ...base, formats: [format({ price: -5 })] }, [
        'Le prix doit être un montant en centimes, positif ou nul',
      ]);
      await refused({ ...base, formats: [format({ price: '12 €' })] }, [
        'Le prix doit être un montant en centimes, positif ou nul',
      ]);
      await refused({ ...base, formats: [format({ price: 12.5 })] }, [
        'Le prix doit être un montant en centimes, positif ou nul',
      ]);
    });

    test('tiers out of order, or raising the price', async () => {
      await refused(
        {
          ...base,
          formats: [
            format({
              discountPrice: [
                { threshold: 12, price: 800 },
                { threshold: 6, price: 900 },
              ],
            }),
          ],
        },
        ['Les paliers de quantité doivent avoir des seuils positifs et croissants'],
      );
      await refused({ ...base, formats: [format({ discountPrice: [{ threshold: 6, price: 1200 }] })] }, [
        'Un palier de quantité ne peut pas augmenter le prix',
      ]);
    });

    test('a percentage promotion over 100, or ending before it starts', async () => {
      await refused(
        {
          ...base,
          formats: [format({ promotions: [{ type: 'percent', amount: 120, activation: 'always' }] })],
        },
        ['Une promotion en pourcentage doit être comprise entre 0 et 100, avec 2 décimales au plus'],
      );
      await refused(
        {
          ...base,
          formats: [
            format({
              promotions: [
                { type: 'percent', amount: 10, activation: 'always', start: '2026-05-01', end: '2026-04-01' },
              ],
            }),
          ],
        },
        ['La fin de la promotion doit suivre son début'],
      );
    });

    test('a vintage with an unknown duty type or rate, or needing an alcohol', async () => {
      await refused(
        { ...base, vintages: [{ name: '2020', legal: { da: 'stillWine', css: null, typeDA: 'DA9' } }] },
        ['Le type de droits "DA9" n\'existe pas (DA2, DSU ou NULL)'],
      );
      await refused(
        { ...base, vintages: [{ name: '2020', legal: { da: 'vinDeTable', css: null, typeDA: 'DA2' } }] },
        ['Le taux de droits "vinDeTable" n\'existe pas'],
      );
      await refused(
        { ...base, vintages: [{ name: '2020', legal: { da: 'spirits', css: 'cssSpirits', typeDA: 'DA2' } }] },
        ["Le degré d'alcool est nécessaire pour calculer les droits par hectolitre d'alcool pur"],
      );
      await refused({ ...base, vintages: [{ name: '2020' }, { name: ' 2020 ' }] }, [
        'Le millésime "2020" est présent deux fois',
      ]);
    });

    test('an EAN with a wrong check digit, or one another product uses', async () => {
      await refused({ ...base, formats: [format({ ean: '3760123450004' })] }, [
        "Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres et un chiffre de contrôle correct)",
      ]);
      await refused({ ...base, formats: [format({ ean: '3760123450003' })] }, [
        'Ce code EAN est déjà utilisé par un autre article de la boutique',
      ]);
      // The same GTIN written with 14 digits is the same code.
      await refused({ ...base, formats: [format({ ean: '03760123450003' })] }, [
        'Ce code EAN est déjà utilisé par un autre article de la boutique',
      ]);
    });

    test('an alcohol that is not a strength, unknown reference keys, unknown fields', async () => {
      await refused({ ...base, alcohol: 'douze' }, ['Doit être un nombre']);
      await refused({ ...base, alcohol: '120' }, [
        "Le degré d'alcool doit être compris entre 0 et 100, avec 2 décimales au plus",
      ]);
      await refused({ ...base, color: 'violet' }, ['La valeur "violet" n\'est pas reconnue']);
      await refused({ ...base, formats: [format({ typologies: { vip: { visible: true, price: 1 } } })] }, [
        'La valeur "vip" n\'est pas reconnue',
      ]);
      await refused({ ...base, hiddenMask: 0 }, ["La propriété hiddenMask n'est pas autorisée"]);
      await refused({ name: 'Sans type' }, ['La valeur "undefined" n\'est pas reconnue']);
    });

    test('a box of products from another shop, or pictures of another shop', async () => {
      const theirs = (await list(as('exemple'))).rows[0]!;
      await refused({ ...base, productType: 'box', components: [{ productId: theirs.id, quantity: 1 }] }, [
        "Un coffret ne peut contenir que d'autres articles de la boutique",
      ]);
      await refused(
        { ...base, visuals: [`catalogue/${secondShopId}/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp`] },
        ["Cette image n'appartient pas à la boutique"],
      );
    });

    test('messages in English with Accept-Language: en', async () => {
      const response = await pactum
        .spec()
        .post('/v1/products')
        .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
        .withJson({ ...base, formats: [format({ price: -1 })] })
        .expectStatus(400);
      expect(response.json).toMatchObject({
        message: ['The price must be an amount in cents, zero or more'],
      });
    });
  });
});
