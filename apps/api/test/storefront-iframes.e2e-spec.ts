import pactum from 'pactum';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The iframes (embeddable widgets) through the API: the settings section's default sites and theme
 * (sites normalised, a bad one refused with its French message, nothing half-saved), the owner's CRUD as
 * react-admin calls it (new widgets start from the defaults; a product or event not of the shop refused;
 * a theme unreadable on its background refused), the public read the shop front draws from (off, deleted
 * or with the module off: 404), another shop's widget answering 404 and the roles refused.
 * SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];

interface Iframe {
  id: number;
  name: string;
  kind: string;
  productIds: number[];
  filter: Record<string, string>;
  eventId: number | null;
  theme: { mode: string; accent: string; font: string; radius: number; showPrices: boolean };
  origins: string[];
  enabled: boolean;
}

const get = (path: string, user = 'proprietaire') => pactum.spec().get(path).withHeaders(as(user));
const post = (path: string, body: object, user = 'proprietaire') =>
  pactum.spec().post(path).withHeaders(as(user)).withJson(body);
const put = (path: string, body: object, user = 'proprietaire') =>
  pactum.spec().put(path).withHeaders(as(user)).withJson(body);
const messageOf = (json: unknown) => JSON.stringify((json as { message: unknown }).message);
const firstId = async (path: string, user = 'proprietaire') =>
  ((await get(path, user).expectStatus(200)).json as { id: number }[])[0]!.id;

let productIds: number[];
let eventId: number;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  productIds = ((await get('/v1/products?range=[0,2]').expectStatus(200)).json as { id: number }[]).map(
    (product) => product.id,
  );
  eventId = await firstId('/v1/reservation-events');
}, 180_000);
afterAll(() => api.stop());

describe('settings "iframes"', () => {
  test('no site and the default theme at first; sites saved normalised, duplicates and covered ones dropped', async () => {
    expect((await get('/v1/iframe-settings').expectStatus(200)).json).toEqual({
      origins: [],
      theme: {
        mode: 'light',
        accent: '#7b1e3a',
        font: 'system',
        radius: 8,
        showPrices: true,
        showStock: true,
      },
    });
    const saved = await put('/v1/iframe-settings', {
      origins: [
        ' HTTPS://WWW.Demoiselles-Chinon.fr/ ',
        'https://*.demoiselles-chinon.fr',
        'http://localhost:8080',
      ],
      theme: { radius: 0, font: 'serif' },
    }).expectStatus(200);
    expect(saved.json).toMatchObject({
      origins: ['https://*.demoiselles-chinon.fr', 'http://localhost:8080'],
      theme: { radius: 0, font: 'serif', mode: 'light' },
    });
  });

  test('a bad site or theme is refused with its message, in French and English, and nothing changes', async () => {
    const path = await put('/v1/iframe-settings', {
      origins: ['https://ok.fr', 'https://www.demoiselles.fr/boutique'],
    }).expectStatus(400);
    expect(messageOf(path.json)).toContain('https://www.demoiselles.fr/boutique');
    expect(messageOf(path.json)).toContain('ne doit contenir ni chemin');
    const english = await pactum
      .spec()
      .put('/v1/iframe-settings')
      .withHeaders({ ...as('proprietaire'), 'Accept-Language': 'en' })
      .withJson({ origins: ['ftp://demoiselles.fr'] })
      .expectStatus(400);
    expect(messageOf(english.json)).toContain('must start with https:// or http://');
    // Good sites with a bad theme: neither is saved.
    const contrast = await put('/v1/iframe-settings', {
      origins: ['https://autre.fr'],
      theme: { accent: '#fefefe' },
    }).expectStatus(400);
    expect(messageOf(contrast.json)).toContain("La couleur d'accent se distingue trop peu du fond");
    for (const [origins, text] of [
      [['demoiselles.fr'], "n'est pas une adresse web"],
      [['https://*.fr'], 'le joker * remplace seulement'],
      [['https://moi:secret@demoiselles.fr'], 'ni identifiant ni mot de passe'],
      [Array.from({ length: 21 }, (_, index) => `https://site${index}.fr`), 'au plus 20 sites (21 indiqués)'],
    ] as const) {
      const refused = await put('/v1/iframe-settings', { origins }).expectStatus(400);
      expect(messageOf(refused.json)).toContain(text);
    }
    await put('/v1/iframe-settings', { theme: { radius: 30 } })
      .expectStatus(400)
      .expectBodyContains("L'arrondi des angles est un nombre entier de 0 à 24 px");
    expect((await get('/v1/iframe-settings').expectStatus(200)).json).toMatchObject({
      origins: ['https://*.demoiselles-chinon.fr', 'http://localhost:8080'],
      theme: { radius: 0, accent: '#7b1e3a' },
    });
  });
});

describe('iframes', () => {
  let listId: number;

  test('created from the defaults, read, listed (react-admin), edited and deleted', async () => {
    const created = (
      await post('/v1/iframes', {
        name: 'Nos rouges',
        kind: 'productList',
        productIds: [productIds[1], productIds[0], productIds[1]],
        filter: { color: 'red' },
      }).expectStatus(201)
    ).json as Iframe;
    listId = created.id;
    expect(created).toMatchObject({
      name: 'Nos rouges',
      kind: 'productList',
      productIds: [productIds[1], productIds[0]],
      filter: {},
      eventId: null,
      origins: ['https://*.demoiselles-chinon.fr', 'http://localhost:8080'],
      theme: { radius: 0, font: 'serif' },
      enabled: true,
    });
    expect((await get(`/v1/iframes/${listId}`).expectStatus(200)).json).toMatchObject({ name: 'Nos rouges' });

    const filtered = (
      await post('/v1/iframes', {
        name: 'Blancs filtrés',
        kind: 'productList',
        filter: { color: 'white', q: 'chinon' },
        origins: ['https://cave.example'],
        theme: { mode: 'dark', accent: '#f0c040' },
      }).expectStatus(201)
    ).json as Iframe;
    expect(filtered).toMatchObject({
      productIds: [],
      filter: { color: 'white', q: 'chinon' },
      origins: ['https://cave.example'],
      theme: { mode: 'dark', accent: '#f0c040', radius: 0 },
    });

    const list = await get('/v1/iframes?sort=["name","ASC"]&range=[0,0]').expectStatus(200);
    expect(list.headers['content-range']).toBe('iframes 0-0/2');
    expect((list.json as Iframe[]).map((row) => row.name)).toEqual(['Blancs filtrés']);
    const many = await get(`/v1/iframes?filter={"id":[${listId},${filtered.id}]}`).expectStatus(200);
    expect((many.json as Iframe[]).map((row) => row.id).sort()).toEqual([listId, filtered.id].sort());

    // Another kind empties what belonged to the former one.
    const edited = (
      await put(`/v1/iframes/${filtered.id}`, { kind: 'events', eventId, name: 'Visites' }).expectStatus(200)
    ).json as Iframe;
    expect(edited).toMatchObject({ kind: 'events', eventId, productIds: [], filter: {}, name: 'Visites' });
    const all = (
      await put(`/v1/iframes/${filtered.id}`, { eventId: null, theme: { showPrices: false } }).expectStatus(
        200,
      )
    ).json as Iframe;
    expect(all).toMatchObject({ eventId: null, theme: { showPrices: false, mode: 'dark' } });

    await pactum
      .spec()
      .delete(`/v1/iframes/${filtered.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    await get(`/v1/iframes/${filtered.id}`).expectStatus(404);
    await pactum.spec().get(`/v1/iframes/${filtered.id}/public`).expectStatus(404);
  });

  test('a product or event not of the shop, a bad kind or theme is refused and nothing is saved', async () => {
    const before = (await get('/v1/iframes').expectStatus(200)).headers['content-range'];
    const unknown = await post('/v1/iframes', {
      name: 'Fantôme',
      kind: 'product',
      productIds: [999_999],
    }).expectStatus(400);
    expect(messageOf(unknown.json)).toContain("Le produit n°999999 n'existe pas dans votre catalogue");
    await post('/v1/iframes', { name: 'Deux', kind: 'product', productIds: productIds })
      .expectStatus(400)
      .expectBodyContains('exactement un produit');
    await post('/v1/iframes', { name: 'Visite', kind: 'events', eventId: 999_999 })
      .expectStatus(400)
      .expectBodyContains("L'événement n°999999 n'existe pas");
    await post('/v1/iframes', { name: 'Sombre', kind: 'events', theme: { mode: 'dark' } })
      .expectStatus(400)
      .expectBodyContains('se distingue trop peu du fond');
    await post('/v1/iframes', { name: 'Site', kind: 'events', origins: ['https://a.fr/#x'] })
      .expectStatus(400)
      .expectBodyContains('ne doit contenir ni chemin');
    await post('/v1/iframes', { name: 'Bizarre', kind: 'slideshow' }).expectStatus(400);
    await post('/v1/iframes', { name: ' ', kind: 'events' }).expectStatus(400);
    // An edit that fails keeps the widget whole.
    await put(`/v1/iframes/${listId}`, { name: 'Renommé', productIds: [999_999] }).expectStatus(400);
    expect((await get(`/v1/iframes/${listId}`).expectStatus(200)).json).toMatchObject({ name: 'Nos rouges' });
    expect((await get('/v1/iframes').expectStatus(200)).headers['content-range']).toBe(before);
  });

  test('the public read: what the shop front draws and the sites allowed to frame it; off means not found', async () => {
    const read = await pactum.spec().get(`/v1/iframes/${listId}/public`).expectStatus(200);
    expect(read.json).toEqual({
      id: listId,
      shopId: expect.any(Number),
      kind: 'productList',
      productIds: [productIds[1], productIds[0]],
      filter: {},
      eventId: null,
      theme: expect.objectContaining({ font: 'serif' }),
      origins: ['https://*.demoiselles-chinon.fr', 'http://localhost:8080'],
    });
    await put(`/v1/iframes/${listId}`, { enabled: false }).expectStatus(200);
    await pactum.spec().get(`/v1/iframes/${listId}/public`).expectStatus(404);
    await put(`/v1/iframes/${listId}`, { enabled: true }).expectStatus(200);
    await pactum.spec().get('/v1/iframes/999999/public').expectStatus(404);
    await pactum.spec().get('/v1/iframes/abc/public').expectStatus(404);
  });

  test("another shop's widget answers 404; agents and buyers are refused; a collaborator may", async () => {
    await get(`/v1/iframes/${listId}`, 'exemple').expectStatus(404);
    await put(`/v1/iframes/${listId}`, { name: 'Volé' }, 'exemple').expectStatus(404);
    await pactum.spec().delete(`/v1/iframes/${listId}`).withHeaders(as('exemple')).expectStatus(404);
    const theirs = await get('/v1/iframes', 'exemple').expectStatus(200);
    expect((theirs.json as Iframe[]).map((row) => row.id)).not.toContain(listId);
    // A product of the demo shop is unknown to another shop.
    await post('/v1/iframes', { name: 'Emprunt', kind: 'product', productIds: [productIds[0]] }, 'exemple')
      .expectStatus(400)
      .expectBodyContains("n'existe pas dans votre catalogue");
    await get('/v1/iframes', 'agent').expectStatus(403);
    await get('/v1/iframes', 'acheteur').expectStatus(403);
    await get('/v1/iframe-settings', 'acheteur').expectStatus(403);
    await pactum.spec().get('/v1/iframes').expectStatus(401);
    await get(`/v1/iframes/${listId}`, 'collaborateur').expectStatus(200);
  });

  test('with the iframes module off: the routes refuse the owner and the widget is not found', async () => {
    await put('/v1/shops/me', { integrations: { iframes: { active: false } } }).expectStatus(200);
    await pactum.spec().get(`/v1/iframes/${listId}/public`).expectStatus(404);
    // The session stays open: only the refused call answers 403.
    await get('/v1/iframes').expectStatus(403);
    await put('/v1/shops/me', { integrations: { iframes: { active: true } } }).expectStatus(200);
    await pactum.spec().get(`/v1/iframes/${listId}/public`).expectStatus(200);
  });
});
