import pactum from 'pactum';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { catalogueOf, messagesOf, shopIdOf, type CatalogueProduct } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Correspondence grids (ADR 0090) through the API: a client's and an agent's references mapped to the
 * demo catalogue, the CRUD as react-admin calls it (rows replaced whole with the grid), the bad inputs
 * refused with French messages naming the row and nothing half-written, one grid per partner (409),
 * another shop's grid answering 404, the roles, the resolve of references with their prices, and an
 * order written by the client's references. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];
let chinon: CatalogueProduct;
let touraine: CatalogueProduct;
let caviste: number;
let otherCaviste: number;

interface GridRow {
  reference: string;
  label: string | null;
  productId: number;
  productName: string;
  formatId: number;
  formatLabel: string;
  vintageId: number | null;
  vintageName: string | null;
  fixedPriceHt: number | null;
}
interface Grid {
  id: number;
  name: string;
  partnerKind: string;
  partnerId: number;
  partnerName: string;
  typology: string | null;
  priceGrid: string;
  rowCount: number;
  rows?: GridRow[];
}

const get = (path: string, user = 'proprietaire') => pactum.spec().get(path).withHeaders(as(user));
const send = (method: 'post' | 'put', path: string, body: object, user = 'proprietaire') =>
  pactum.spec()[method](path).withHeaders(as(user)).withJson(body);
const remove = (path: string, user = 'proprietaire') => pactum.spec().delete(path).withHeaders(as(user));

/** The demo caviste's list: Chinon 2022 in bottles, Chinon magnums of any vintage, Touraine at a fixed price. */
const rows = () => [
  {
    reference: 'CH-75/22',
    label: 'Chinon Demoiselles 2022 75cl',
    productId: chinon.id,
    formatId: chinon.formats[0]!.id,
    vintageId: chinon.vintages.find((v) => v.name === '2022')!.id,
  },
  { reference: 'CH-150', productId: chinon.id, formatId: chinon.formats[1]!.id },
  { reference: 'TR 75', productId: touraine.id, formatId: touraine.formats[0]!.id, fixedPriceHt: 750 },
];
const gridOf = (partnerId: number, extra: object = {}) => ({
  name: 'Cave du Centre',
  partnerKind: 'client',
  partnerId,
  rows: rows(),
  ...extra,
});

let gridId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
  const catalogue = await catalogueOf(as('acheteur'), await shopIdOf(api, 'DEMO'));
  chinon = catalogue.get('chinon-les-demoiselles')!;
  touraine = catalogue.get('touraine-clos-des-fees')!;
  const cavistes = (
    await get('/v1/clients')
      .withQueryParams({ filter: '{"typology":"caviste"}', range: '[0,1]' })
      .expectStatus(200)
  ).json as { id: number }[];
  [caviste, otherCaviste] = cavistes.map((client) => client.id) as [number, number];
}, 180_000);
afterAll(() => api.stop());

describe('a grid and its rows', () => {
  test("created with its rows, each described; priced by the client's typology by default", async () => {
    const grid = (await send('post', '/v1/match-grids', gridOf(caviste)).expectStatus(201)).json as Grid;
    gridId = grid.id;
    expect(grid).toMatchObject({
      name: 'Cave du Centre',
      partnerKind: 'client',
      partnerId: caviste,
      typology: null,
      priceGrid: 'caviste',
      rowCount: 3,
    });
    expect(grid.partnerName).not.toBe('');
    expect(grid.rows).toEqual([
      {
        reference: 'CH-75/22',
        label: 'Chinon Demoiselles 2022 75cl',
        productId: chinon.id,
        productName: 'Chinon Les Demoiselles',
        formatId: chinon.formats[0]!.id,
        formatLabel: '75 cl',
        vintageId: rows()[0]!.vintageId,
        vintageName: '2022',
        fixedPriceHt: null,
      },
      expect.objectContaining({
        reference: 'CH-150',
        formatLabel: '1,5 l',
        vintageId: null,
        vintageName: null,
      }),
      expect.objectContaining({
        reference: 'TR 75',
        productName: 'Touraine Clos des Fées',
        fixedPriceHt: 750,
      }),
    ]);
    expect((await get(`/v1/match-grids/${gridId}`).expectStatus(200)).json).toEqual(grid);
  });

  test('listed with a Content-Range, without rows, filtered by partner', async () => {
    await send('post', '/v1/match-grids', {
      name: 'Agent Loire',
      partnerKind: 'agent',
      partnerId: ids.agent,
      typology: 'restaurant',
      rows: [{ reference: 'DEM-CH', productId: chinon.id, formatId: chinon.formats[0]!.id }],
    }).expectStatus(201);
    const all = await get('/v1/match-grids')
      .withQueryParams({ sort: '["name","ASC"]', range: '[0,9]' })
      .expectStatus(200);
    expect(all.headers['content-range']).toBe('match-grids 0-1/2');
    const list = all.json as Grid[];
    expect(list.map((grid) => grid.name)).toEqual(['Agent Loire', 'Cave du Centre']);
    expect(list[0]).toMatchObject({
      partnerKind: 'agent',
      partnerName: 'Sophie Garnier',
      priceGrid: 'restaurant',
    });
    expect(list[1]).not.toHaveProperty('rows');
    const byPartner = (
      await get('/v1/match-grids')
        .withQueryParams({ filter: JSON.stringify({ partnerKind: 'client', partnerId: caviste }) })
        .expectStatus(200)
    ).json as Grid[];
    expect(byPartner.map((grid) => grid.id)).toEqual([gridId]);
  });

  test('PUT replaces the grid and its rows whole', async () => {
    const changed = (
      await send('put', `/v1/match-grids/${gridId}`, {
        ...gridOf(caviste, { name: 'Cave du Centre (2027)' }),
        rows: [
          ...rows().slice(0, 2),
          {
            reference: 'TR 75',
            productId: touraine.id,
            formatId: touraine.formats[0]!.id,
            fixedPriceHt: 760,
          },
        ],
      }).expectStatus(200)
    ).json as Grid;
    expect(changed.name).toBe('Cave du Centre (2027)');
    expect(changed.rows!.map((row) => [row.reference, row.fixedPriceHt])).toEqual([
      ['CH-75/22', null],
      ['CH-150', null],
      ['TR 75', 760],
    ]);
    await send('put', `/v1/match-grids/${gridId}`, gridOf(caviste)).expectStatus(200);
  });
});

describe('bad input: a French 400 naming the row, nothing written', () => {
  const refused = async (body: object, status = 400, path = `/v1/match-grids/${gridId}`) => {
    const before = (await get(`/v1/match-grids/${gridId}`).expectStatus(200)).json as Grid;
    const answer = await send('put', path, body).expectStatus(status);
    expect((await get(`/v1/match-grids/${gridId}`).expectStatus(200)).json).toEqual(before);
    return messagesOf(answer.json as { message: string[] });
  };

  test('a reference repeated once spaces and case are set aside', async () => {
    expect(
      await refused(gridOf(caviste, { rows: [...rows(), { ...rows()[1]!, reference: ' ch- 150 ' }] })),
    ).toEqual([
      'Ligne 4 : la référence "ch- 150" est déjà celle de la ligne 2 (les espaces, les accents et les majuscules ne comptent pas)',
    ]);
    expect(await refused(gridOf(caviste, { rows: [{ ...rows()[0]!, reference: '   ' }] }))).toEqual([
      'Ligne 1 : indiquez la référence du partenaire',
    ]);
  });

  test('a product, format or vintage the shop does not sell under that product', async () => {
    const [first, second] = rows();
    expect(
      await refused(
        gridOf(caviste, {
          rows: [
            first,
            { ...second!, productId: 999_999 },
            { ...second!, reference: 'X', formatId: touraine.formats[0]!.id },
            { ...first!, reference: 'Y', vintageId: touraine.vintages[0]!.id },
          ],
        }),
      ),
    ).toEqual([
      "Ligne 2 : le produit n°999999 n'existe pas dans votre catalogue",
      `Ligne 3 : le format n°${touraine.formats[0]!.id} n'est pas un format de ce produit`,
      `Ligne 4 : le millésime n°${touraine.vintages[0]!.id} n'est pas un millésime de ce produit`,
    ]);
  });

  test('an unknown partner or price grid, a nameless grid; English on asking', async () => {
    expect(await refused(gridOf(999_999))).toEqual([
      "Le client n°999999 n'existe pas dans votre boutique (ou il est archivé)",
    ]);
    expect(await refused(gridOf(ids.acheteur!, { partnerKind: 'agent' }))).toEqual([
      `L'agent n°${ids.acheteur} ne fait pas partie des agents de votre boutique`,
    ]);
    expect(await refused(gridOf(caviste, { typology: 'grossiste' }))).toEqual([
      'La grille tarifaire "grossiste" n\'existe pas : choisissez une de vos typologies (réglages "Typologies")',
    ]);
    expect(await refused(gridOf(caviste, { name: '  ' }))).toEqual([
      'Donnez un nom à la grille de correspondance',
    ]);
    const english = await send('put', `/v1/match-grids/${gridId}`, gridOf(999_999))
      .withHeaders({ 'Accept-Language': 'en' })
      .expectStatus(400);
    expect(messagesOf(english.json as { message: string[] })).toEqual([
      'Client no. 999999 does not exist in your shop (or is archived)',
    ]);
  });

  test('one grid per partner: a second is a 409', async () => {
    const answer = await send('post', '/v1/match-grids', gridOf(caviste, { name: 'Doublon' })).expectStatus(
      409,
    );
    expect(messagesOf(answer.json as { message: string[] })).toEqual([
      "Ce partenaire a déjà une grille de correspondance : modifiez-la plutôt que d'en créer une seconde",
    ]);
    const other = (
      await send(
        'post',
        '/v1/match-grids',
        gridOf(otherCaviste, { name: 'Autre cave', rows: [] }),
      ).expectStatus(201)
    ).json as Grid;
    expect(await refused(gridOf(caviste), 409, `/v1/match-grids/${other.id}`)).toHaveLength(1);
    await remove(`/v1/match-grids/${other.id}`).expectStatus(200);
    await get(`/v1/match-grids/${other.id}`).expectStatus(404);
  });
});

describe('tenancy and roles', () => {
  test("another shop's grid is not found, and not listed", async () => {
    for (const spec of [
      get(`/v1/match-grids/${gridId}`, 'exemple'),
      get(`/v1/match-grids/${gridId}/resolve?references=CH-150`, 'exemple'),
      send('put', `/v1/match-grids/${gridId}`, gridOf(caviste), 'exemple'),
      remove(`/v1/match-grids/${gridId}`, 'exemple'),
    ])
      await spec.expectStatus(404);
    expect((await get('/v1/match-grids', 'exemple').expectStatus(200)).json).toEqual([]);
    // B's own grid cannot name A's client either.
    await send('post', '/v1/match-grids', gridOf(caviste), 'exemple').expectStatus(400);
  });

  test('read with seeAllPrice, written with createProduct too; agents and buyers refused', async () => {
    await get('/v1/match-grids', 'collaborateur').expectStatus(200);
    await get(`/v1/match-grids/${gridId}/resolve?references=CH-150`, 'collaborateur').expectStatus(200);
    await send('put', `/v1/match-grids/${gridId}`, gridOf(caviste), 'collaborateur').expectStatus(403);
    await get('/v1/match-grids', 'agent').expectStatus(403);
    await get('/v1/match-grids', 'acheteur').expectStatus(403);
    await pactum.spec().get('/v1/match-grids').expectStatus(401);
  });
});

describe('resolve', () => {
  test("each reference asked: the shop's product, format and vintage and its price, or unknown", async () => {
    const answer = (
      await get(`/v1/match-grids/${gridId}/resolve`)
        .withQueryParams({ references: 'ch-75 /22, ch-150,Tr75,INCONNUE' })
        .expectStatus(200)
    ).json as Record<string, unknown>[];
    expect(answer).toEqual([
      expect.objectContaining({
        reference: 'ch-75 /22',
        known: true,
        productId: chinon.id,
        formatLabel: '75 cl',
        vintageName: '2022',
        priceHt: 900,
        priceSource: 'priceGrid',
        unitHt: 900,
      }),
      expect.objectContaining({
        reference: 'ch-150',
        known: true,
        vintageId: null,
        priceHt: 2000,
        unitHt: 2000,
      }),
      // The fixed price replaces the caviste's 8,00 € and its 10 % promotion.
      expect.objectContaining({
        reference: 'Tr75',
        known: true,
        priceHt: 750,
        priceSource: 'fixed',
        unitHt: 750,
      }),
      expect.objectContaining({ reference: 'INCONNUE', known: false, productId: null, priceHt: null }),
    ]);
  });

  test("the agent's grid is priced by its own price grid, its global discount applied", async () => {
    const [agentGrid] = (
      await get('/v1/match-grids').withQueryParams({ filter: '{"partnerKind":"agent"}' }).expectStatus(200)
    ).json as Grid[];
    const [chinonForRestaurants] = (
      await get(`/v1/match-grids/${agentGrid!.id}/resolve?references=dem-ch`).expectStatus(200)
    ).json as { priceHt: number; unitHt: number }[];
    // Restaurants: 9,50 € less their 5 % (9,025 rounded half away from zero).
    expect(chinonForRestaurants).toMatchObject({ priceHt: 950, unitHt: 903 });
  });

  test('without a reference, a 400', async () => {
    const answer = await get(`/v1/match-grids/${gridId}/resolve?references=,%20,`).expectStatus(400);
    expect(messagesOf(answer.json as { message: string[] })).toEqual([
      'Indiquez au moins une référence à chercher, séparées par des virgules',
    ]);
  });
});

describe("an order written with the client's references", () => {
  interface Order {
    typology: string;
    lines: {
      productId: number;
      vintageName: string | null;
      formatId: number;
      unitHt: number;
      quantity: number;
    }[];
  }

  test("each reference becomes its product, format and vintage at the grid's price; other lines as usual", async () => {
    const order = (
      await send('post', '/v1/orders', {
        clientId: caviste,
        lines: [
          { clientReference: 'ch -75/22', quantity: 6 },
          { clientReference: 'tr75', quantity: 12 },
          { productId: chinon.id, formatId: chinon.formats[1]!.id, quantity: 1 },
        ],
      }).expectStatus(201)
    ).json as Order;
    expect(order.typology).toBe('caviste');
    expect(
      order.lines.map(({ productId, vintageName, formatId, unitHt, quantity }) => ({
        productId,
        vintageName,
        formatId,
        unitHt,
        quantity,
      })),
    ).toEqual([
      {
        productId: chinon.id,
        vintageName: '2022',
        formatId: chinon.formats[0]!.id,
        unitHt: 900,
        quantity: 6,
      },
      {
        productId: touraine.id,
        vintageName: '2023',
        formatId: touraine.formats[0]!.id,
        unitHt: 750,
        quantity: 12,
      },
      {
        productId: chinon.id,
        vintageName: '2022',
        formatId: chinon.formats[1]!.id,
        unitHt: 2000,
        quantity: 1,
      },
    ]);
  });

  test('an unknown reference, a client without a grid, a line naming both: 400 naming the line', async () => {
    const refused = async (clientId: number, lines: object[]) =>
      messagesOf(
        (await send('post', '/v1/orders', { clientId, lines }).expectStatus(400)).json as {
          message: string[];
        },
      );
    expect(
      await refused(caviste, [
        { clientReference: 'CH-150', quantity: 1 },
        { clientReference: 'ZZ 9', quantity: 1 },
      ]),
    ).toEqual(['Ligne 2 : la référence "ZZ 9" n\'est pas dans la grille de correspondance du client']);
    expect(await refused(otherCaviste, [{ clientReference: 'CH-150', quantity: 1 }])).toEqual([
      'Ligne 1 : ce client n\'a pas de grille de correspondance ; indiquez l\'article et son format, ou créez sa grille (réglages "Grilles de correspondance")',
    ]);
    expect(
      await refused(caviste, [
        { clientReference: 'CH-150', productId: chinon.id, formatId: chinon.formats[0]!.id, quantity: 1 },
      ]),
    ).toEqual(["Ligne 1 : indiquez soit l'article et son format, soit la référence du client, pas les deux"]);
    expect(await refused(caviste, [{ productId: chinon.id, quantity: 1 }])).toHaveLength(1);
  });
});
