import pactum from 'pactum';
import sharp from 'sharp';
import { Shop } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Catalogue API, the shop front's side and the Tarifs grid: product pages by shop and slug,
 * e-label data, GS1 Digital Link resolution, product pictures, and the grid of prices by typology.
 * Runs on SQLite, and on MariaDB + Redis with DB_URL / REDIS_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let demoShopId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  demoShopId = (await api.get(Database).dataSource.getRepository(Shop).findOneByOrFail({ code: 'DEMO' })).id;
});
afterAll(() => api.stop());

describe('GET /v1/product-pages/{shop}/{slug}', () => {
  test('the page data of a product, by the shop address name or its code', async () => {
    for (const shop of ['domaine-des-demoiselles', 'DEMO']) {
      const response = await pactum
        .spec()
        .get(`/v1/product-pages/${shop}/chinon-les-demoiselles`)
        .expectStatus(200);
      expect(response.json).toMatchObject({
        shop: {
          id: demoShopId,
          code: 'DEMO',
          urlShop: 'domaine-des-demoiselles',
          name: 'Domaine des Demoiselles',
        },
        product: { name: 'Chinon Les Demoiselles', vintage: '2022', typology: { key: 'public', ttc: true } },
      });
      expect(response.json.product.formats.map((f: { container: string }) => f.container)).toEqual([
        'bottle',
        'bottle',
      ]);
    }
  });

  test('a paused product has no page for visitors; its seller previews it', async () => {
    await pactum
      .spec()
      .get('/v1/product-pages/domaine-des-demoiselles/chinon-vieilles-vignes')
      .expectStatus(404)
      .expectJsonLike({ message: 'Produit inexistant' });
    await pactum
      .spec()
      .get('/v1/product-pages/domaine-des-demoiselles/chinon-vieilles-vignes')
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectJsonLike({ product: { status: 'paused' } });
  });

  test('an unknown shop or slug, or a product of another shop under this one, is "Produit inexistant"', async () => {
    for (const path of [
      'nulle-part/chinon-les-demoiselles',
      'domaine-des-demoiselles/inconnu',
      'domaine-des-demoiselles/champagne-brut-reserve',
    ]) {
      await pactum
        .spec()
        .get(`/v1/product-pages/${path}`)
        .expectStatus(404)
        .expectJsonLike({ message: 'Produit inexistant' });
    }
  });
});

describe('GET /v1/e-labels/{shop}/{slug}', () => {
  test('ingredients, allergens and nutrition per 100 ml, in French by default, nothing commercial', async () => {
    const response = await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-les-demoiselles')
      .expectStatus(200);
    expect(response.json).toEqual({
      shopName: 'Domaine des Demoiselles',
      product: {
        id: expect.any(Number),
        slug: 'chinon-les-demoiselles',
        name: 'Chinon Les Demoiselles',
        precision: null,
        appellation: 'Chinon',
        color: 'red',
        type: 'wine',
      },
      vintage: '2022',
      alcohol: 13,
      language: 'fr',
      languages: ['fr', 'en'],
      ingredients: 'Raisins, correcteur d’acidité : acide tartrique, conservateur : sulfites',
      allergens: 'Contient des sulfites',
      nutrition: {
        energyKcal: 83,
        energyKj: 345,
        fat: 0,
        saturatedFat: 0,
        carbohydrates: 0.6,
        sugars: 0.2,
        proteins: 0.1,
        salt: 0,
      },
    });
    expect(JSON.stringify(response.json)).not.toMatch(/price|description|display/i);
  });

  test('in the language asked, or of the browser; the vintage gives its own alcohol', async () => {
    await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-les-demoiselles')
      .withQueryParams({ lang: 'en', vintage: '2021' })
      .expectStatus(200)
      .expectJsonLike({ language: 'en', allergens: 'Contains sulphites', vintage: '2021', alcohol: 12.5 });
    await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-les-demoiselles')
      .withHeaders('Accept-Language', 'en-GB,en;q=0.9')
      .expectStatus(200)
      .expectJsonLike({ language: 'en' });
    // A language the texts do not exist in falls back to French.
    await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-les-demoiselles')
      .withQueryParams({ lang: 'ja' })
      .expectStatus(200)
      .expectJsonLike({ language: 'fr' });
  });

  test('stays reachable for a product that is no longer online (the QR code is on the bottle)', async () => {
    await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-vieilles-vignes')
      .expectStatus(200)
      .expectJsonLike({ vintage: '2019', alcohol: 13.5 });
  });

  test('an unknown vintage or language is refused', async () => {
    await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-les-demoiselles')
      .withQueryParams({ vintage: '1990' })
      .expectStatus(404)
      .expectJsonLike({ message: 'Produit inexistant' });
    await pactum
      .spec()
      .get('/v1/e-labels/domaine-des-demoiselles/chinon-les-demoiselles')
      .withQueryParams({ lang: 'xx' })
      .expectStatus(400);
  });
});

describe('GS1 Digital Link: GET /v1/gs1/01/{ean}…', () => {
  test('/01/{ean} names the product and its format, with the shop-front links', async () => {
    const response = await pactum.spec().get('/v1/gs1/01/3760123450010').expectStatus(200);
    expect(response.json).toMatchObject({
      shop: { code: 'DEMO', urlShop: 'domaine-des-demoiselles' },
      product: { slug: 'chinon-les-demoiselles', name: 'Chinon Les Demoiselles', status: 'online' },
      format: { container: 'bottle', unityValue: 1.5, ean: '3760123450010' },
      vintage: { name: '2022' },
      lot: null,
      links: {
        page: '/domaine-des-demoiselles/chinon-les-demoiselles',
        eLabel: '/domaine-des-demoiselles/nutritiveValues?product=chinon-les-demoiselles&vintage=2022',
      },
    });
  });

  test('the GTIN-14 form of the same code resolves the same way', async () => {
    await pactum
      .spec()
      .get('/v1/gs1/01/03760123450003')
      .expectStatus(200)
      .expectJsonLike({ format: { unityValue: 0.75 } });
  });

  test('/22/{vintage} picks the vintage, /10/{lot} the lot and the vintage it was bottled from', async () => {
    await pactum
      .spec()
      .get('/v1/gs1/01/3760123450003/22/2021')
      .expectStatus(200)
      .expectJsonLike({ vintage: { name: '2021' }, lot: null });
    const lot = await pactum.spec().get('/v1/gs1/01/3760123450003/10/L2202').expectStatus(200);
    expect(lot.json).toMatchObject({ vintage: { name: '2022' }, lot: 'L2202' });
    expect(lot.json.links.eLabel).toBe(
      '/domaine-des-demoiselles/nutritiveValues?product=chinon-les-demoiselles&vintage=2022&lot=L2202',
    );
    await pactum
      .spec()
      .get('/v1/gs1/01/3760123450003/22/2021/10/L2109')
      .expectStatus(200)
      .expectJsonLike({ vintage: { name: '2021' }, lot: 'L2109' });
  });

  test('resolves a product whatever its status, of any shop', async () => {
    await pactum
      .spec()
      .get('/v1/gs1/01/3760998877004')
      .expectStatus(200)
      .expectJsonLike({ shop: { code: 'DEMO2' }, product: { name: 'Champagne Brut Réserve' } });
  });

  test.each([
    ['/v1/gs1/01/3760123450004', 'a wrong check digit'],
    ['/v1/gs1/01/4006381333931', 'a valid GTIN nobody sells'],
    ['/v1/gs1/01/37601234', 'not a GTIN length'],
    ['/v1/gs1/01/3760123450003/22/1990', 'an unknown vintage'],
    ['/v1/gs1/01/abc/10/L1', 'letters'],
  ])('%s (%s) is "Produit inexistant"', async (path) => {
    await pactum
      .spec()
      .get(path)
      .expectStatus(404)
      .expectJsonLike({ success: false, message: 'Produit inexistant', statusCode: 404 });
  });
});

describe('product pictures', () => {
  let url: string;

  test('the owner uploads a picture: stored as WebP, listed on a product, served resized', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7B2D26' } })
      .png()
      .toBuffer();
    const upload = await pactum
      .spec()
      .post('/v1/visuals')
      .withHeaders(as('proprietaire'))
      .withJson({ data: `data:image/png;base64,${png.toString('base64')}` })
      .expectStatus(201);
    const { key } = upload.json as { key: string; url: string };
    ({ url } = upload.json as { url: string });
    expect(key).toMatch(new RegExp(`^catalogue/${demoShopId}/[0-9a-f-]{36}\\.webp$`));
    expect(url).toBe(`/v1/visuals/${key.slice('catalogue/'.length)}`);

    const products = await pactum
      .spec()
      .get('/v1/products')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: '{"q":"coffret"}' })
      .expectStatus(200);
    const box = (products.json as { id: number }[])[0]!;
    await pactum
      .spec()
      .put(`/v1/products/${box.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ visuals: [key] })
      .expectStatus(200)
      .expectJsonLike({ visuals: [{ key, url }] });

    const original = await fetch(`${api.url}${url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect(original.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1200);

    for (let i = 0; i < 2; i++) {
      // The second read comes from the stored copy; both are the same 320-pixel picture.
      const small = await fetch(`${api.url}${url}?width=320`);
      const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    }
  });

  test('widths outside the list, unknown names and bad uploads are refused', async () => {
    await pactum.spec().get(`${url}?width=333`).expectStatus(400);
    await pactum
      .spec()
      .get(`/v1/visuals/${demoShopId}/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp`)
      .expectStatus(404);
    await pactum.spec().get(`/v1/visuals/${demoShopId}/..%2F..%2Fsecret.webp`).expectStatus(404);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const data of [
      'pas une image',
      Buffer.from('not an image').toString('base64'),
      gif.toString('base64'),
    ]) {
      const response = await pactum
        .spec()
        .post('/v1/visuals')
        .withHeaders(as('proprietaire'))
        .withJson({ data })
        .expectStatus(400);
      expect([response.json.message].flat()).toEqual([
        "L'image n'est pas valide (JPEG, PNG, WebP ou AVIF attendu)",
      ]);
    }
    await pactum
      .spec()
      .post('/v1/visuals')
      .withHeaders(as('acheteur'))
      .withJson({ data: 'aGVsbG8=' })
      .expectStatus(403);
  });
});

interface Row {
  id: number;
  productId: number;
  name: string;
  container: string;
  price: number;
  typologies: Record<
    string,
    { visible: boolean; price: number | null; listHt: number; display: number | null; displayTtc: boolean }
  >;
}

describe('Tarifs: GET /v1/typologies and /v1/price-lists', () => {
  test("the shop's typologies are the grid's columns", async () => {
    const response = await pactum
      .spec()
      .get('/v1/typologies')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(response.json).toEqual([
      {
        id: 'public',
        name: 'Particulier',
        public: true,
        ttc: true,
        globalDiscount: 0,
        allRulesInEq75: false,
      },
      {
        id: 'caviste',
        name: 'Cavistes',
        public: false,
        ttc: false,
        globalDiscount: 0,
        allRulesInEq75: false,
      },
      {
        id: 'restaurant',
        name: 'Restaurants',
        public: false,
        ttc: false,
        globalDiscount: 5,
        allRulesInEq75: true,
      },
    ]);
    expect(response.headers['content-range']).toBe('typologies 0-2/3');
  });

  test('one row per format, one cell per typology, priced as each typology sees it', async () => {
    const response = await pactum
      .spec()
      .get('/v1/price-lists')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: '{"q":"demoiselles"}' })
      .expectStatus(200);
    const rows = response.json as Row[];
    expect(rows.map((row) => [row.name, row.container, row.price])).toEqual([
      ['Chinon Les Demoiselles', 'bottle', 1250],
      ['Chinon Les Demoiselles', 'bottle', 2800],
    ]);
    expect(rows[0]!.typologies).toEqual({
      public: { visible: true, price: null, listHt: 1250, display: 1504, displayTtc: true },
      caviste: { visible: true, price: 900, listHt: 900, display: 900, displayTtc: false, discountPrice: [] },
      restaurant: {
        visible: true,
        price: 950,
        listHt: 950,
        display: 903,
        displayTtc: false,
        discountPrice: [],
      },
    });
    expect(response.headers['content-range']).toBe('price-lists 0-1/2');
  });

  test('agents and the collaborator read the grid (seeAllPrice); buyers and the other shop do not see it', async () => {
    await pactum
      .spec()
      .get('/v1/price-lists')
      .withHeaders({ ...as('agent'), 'X-Shop-Id': String(demoShopId) })
      .expectStatus(200);
    await pactum.spec().get('/v1/price-lists').withHeaders(as('collaborateur')).expectStatus(200);
    await pactum.spec().get('/v1/price-lists').withHeaders(as('acheteur')).expectStatus(403);
    const theirs = await pactum.spec().get('/v1/price-lists').withHeaders(as('exemple')).expectStatus(200);
    expect((theirs.json as Row[]).map((row) => row.name)).toEqual([
      'Champagne Brut Réserve',
      'Champagne Millésimé',
    ]);
  });
});

describe('Tarifs: PUT /v1/price-lists/{formatId}', () => {
  async function rose(): Promise<Row[]> {
    const response = await pactum
      .spec()
      .get('/v1/price-lists')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ filter: '{"q":"rose loire"}' })
      .expectStatus(200);
    return response.json as Row[];
  }

  test('the owner sets a typology price in place; the product list shows it', async () => {
    const [bottle] = await rose();
    const response = await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ typologies: { caviste: { visible: true, price: 640 } } })
      .expectStatus(200);
    expect((response.json as Row).typologies.caviste).toMatchObject({ price: 640, display: 640 });
    const list = await pactum
      .spec()
      .get('/v1/products')
      .withHeaders(as('proprietaire'))
      .withQueryParams({ typology: 'caviste', filter: '{"q":"rose loire"}' })
      .expectStatus(200);
    expect(list.json[0].formats[0].unitPrice).toMatchObject({ typology: 'caviste', display: 640 });
  });

  test('hiding the last public format hides the product from visitors; showing it brings it back', async () => {
    const [bottle] = await rose();
    const visitorSees = async () => {
      const response = await pactum
        .spec()
        .get('/v1/products')
        .withQueryParams({ shopIds: String(demoShopId), filter: '{"q":"rose"}' })
        .expectStatus(200);
      return (response.json as unknown[]).length;
    };
    expect(await visitorSees()).toBe(1);
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ typologies: { public: { visible: false, price: null } } })
      .expectStatus(200);
    expect(await visitorSees()).toBe(0);
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ typologies: { public: { visible: true, price: null } } })
      .expectStatus(200);
    expect(await visitorSees()).toBe(1);
  });

  test('bad cells are refused with their message and change nothing', async () => {
    const [bottle] = await rose();
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ price: -100 })
      .expectStatus(400)
      .expectJsonLike({ message: ['Le prix doit être un montant en centimes, positif ou nul'] });
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({
        typologies: { caviste: { visible: true, price: 700, discountPrice: [{ threshold: 6, price: 800 }] } },
      })
      .expectStatus(400)
      .expectJsonLike({ message: ['Un palier de quantité ne peut pas augmenter le prix'] });
    const [after] = await rose();
    expect(after!.typologies.caviste!.price).toBe(640);
    expect(after!.price).toBe(bottle!.price);
  });

  test('agents and collaborators without createProduct cannot change prices; another shop gets 404', async () => {
    const [bottle] = await rose();
    const body = { price: 1 };
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders({ ...as('agent'), 'X-Shop-Id': String(demoShopId) })
      .withJson(body)
      .expectStatus(403);
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('collaborateur'))
      .withJson(body)
      .expectStatus(403);
    await pactum
      .spec()
      .put(`/v1/price-lists/${bottle!.id}`)
      .withHeaders(as('exemple'))
      .withJson(body)
      .expectStatus(404);
    await pactum.spec().get(`/v1/price-lists/${bottle!.id}`).withHeaders(as('exemple')).expectStatus(404);
  });
});
