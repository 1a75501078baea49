import pactum from 'pactum';
import { seedDemoData } from '@cuvee/migrations';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, type DemoSessions, login, signInDemoAccounts } from './shops-fixtures.js';

let api: TestApi;
let jwt: Record<string, string>;
let ids: Record<string, number>;
let as: DemoSessions['as'];
const shops: Record<string, number> = {};

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ jwt, ids, as } = await signInDemoAccounts(api));
  for (const name of ['proprietaire', 'exemple']) {
    const shop = await pactum.spec().get('/v1/shops/me').withHeaders(bearer(jwt[name]!)).expectStatus(200);
    shops[name] = (shop.json as { id: number }).id;
  }
});
afterAll(() => api.stop());

describe('GET /v1/admin/shops', () => {
  test('every shop, with its owner, as a react-admin list', async () => {
    const response = await pactum
      .spec()
      .get('/v1/admin/shops')
      .withQueryParams({ sort: '["code","ASC"]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(response.json).toEqual([
      expect.objectContaining({
        code: 'DEMO',
        ownerEmail: 'proprietaire@cuvee.demo',
        blocked: false,
        online: true,
      }),
      expect.objectContaining({ code: 'DEMO2', name: 'Maison Exemple', ownerEmail: 'exemple@cuvee.demo' }),
    ]);
    expect(response.headers['content-range']).toBe('shops 0-1/2');
  });

  test('filters q, blocked and online; paginates', async () => {
    const byOwner = await pactum
      .spec()
      .get('/v1/admin/shops')
      .withQueryParams({ filter: '{"q":"exemple@"}' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(byOwner.json.map((s: { code: string }) => s.code)).toEqual(['DEMO2']);
    const page = await pactum
      .spec()
      .get('/v1/admin/shops')
      .withQueryParams({ sort: '["id","ASC"]', range: '[1,1]', filter: '{"blocked":false,"online":true}' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(page.headers['content-range']).toBe('shops 1-1/2');
  });

  test.each(['proprietaire', 'collaborateur', 'agent', 'acheteur'])('refuses %s (403)', async (name) => {
    await pactum.spec().get('/v1/admin/shops').withHeaders(as(name)).expectStatus(403);
  });
});

describe('GET /v1/admin/users', () => {
  test('every user; filters q, role and blocked', async () => {
    const all = await pactum
      .spec()
      .get('/v1/admin/users')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(all.headers['content-range']).toBe('users 0-5/6');
    expect(JSON.stringify(all.json)).not.toMatch(/passwordHash|argon2/);

    const owners = await pactum
      .spec()
      .get('/v1/admin/users')
      .withQueryParams({ filter: '{"role":"owner"}', sort: '["email","ASC"]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(owners.json.map((u: { email: string }) => u.email)).toEqual([
      'exemple@cuvee.demo',
      'proprietaire@cuvee.demo',
    ]);

    const search = await pactum
      .spec()
      .get('/v1/admin/users')
      .withQueryParams({ filter: '{"q":"garnier","blocked":false}' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(search.json).toEqual([
      expect.objectContaining({ id: ids.agent, role: 'agent', blocked: false, validated: true, isPro: true }),
    ]);
  });

  test('refuses an owner (403)', async () => {
    await pactum.spec().get('/v1/admin/users').withHeaders(as('proprietaire')).expectStatus(403);
  });
});

describe('blocking', () => {
  test('a blocked user is logged out at once and refused until unblocked', async () => {
    const buyer = await login('acheteur');
    await pactum
      .spec()
      .put(`/v1/admin/users/${ids.acheteur}/block`)
      .withHeaders(as('administrateur'))
      .expectStatus(200)
      .expectJsonLike({
        success: true,
        message: "L'utilisateur a été bloqué",
        user: { id: ids.acheteur, blocked: true },
      });
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(buyer)).expectStatus(401);
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withJson({ username: 'acheteur', password: 'Cuvee2026' })
      .expectStatus(403);

    await pactum
      .spec()
      .put(`/v1/admin/users/${ids.acheteur}/unblock`)
      .withHeaders({ ...as('administrateur'), 'Accept-Language': 'en' })
      .expectStatus(200)
      .expectJsonLike({ message: 'The user has been unblocked', user: { blocked: false } });
    await login('acheteur');
  });

  test('an administrator cannot block their own account', async () => {
    await pactum
      .spec()
      .put(`/v1/admin/users/${ids.administrateur}/block`)
      .withHeaders(as('administrateur'))
      .expectStatus(400)
      .expectJsonLike({ message: 'Vous ne pouvez pas bloquer votre propre compte' });
  });

  test('a blocked shop is closed to its team and disappears from the public', async () => {
    const collaborator = await login('collaborateur');
    await pactum
      .spec()
      .put(`/v1/admin/shops/${shops.proprietaire}/block`)
      .withHeaders(as('administrateur'))
      .expectStatus(200)
      .expectJsonLike({
        success: true,
        message: 'La boutique a été bloquée',
        shop: { code: 'DEMO', blocked: true },
      });
    await pactum.spec().get('/v1/shops/me').withHeaders(bearer(collaborator)).expectStatus(401);
    const owner = await login('proprietaire');
    await pactum.spec().get('/v1/shops/me').withHeaders(bearer(owner)).expectStatus(403);
    await pactum.spec().get('/v1/shops/DEMO').expectStatus(404);
    // The other shop is untouched.
    await pactum.spec().get('/v1/shops/me').withHeaders(as('exemple')).expectStatus(200);

    await pactum
      .spec()
      .put(`/v1/admin/shops/${shops.proprietaire}/unblock`)
      .withHeaders(as('administrateur'))
      .expectStatus(200)
      .expectJsonLike({ message: 'La boutique a été débloquée', shop: { blocked: false } });
    await pactum.spec().get('/v1/shops/me').withHeaders(bearer(owner)).expectStatus(200);
    await pactum.spec().get('/v1/shops/DEMO').expectStatus(200);
  });

  test('unknown ids are a 404', async () => {
    await pactum
      .spec()
      .put('/v1/admin/shops/999999/block')
      .withHeaders(as('administrateur'))
      .expectStatus(404);
    await pactum
      .spec()
      .put('/v1/admin/users/999999/block')
      .withHeaders(as('administrateur'))
      .expectStatus(404);
  });

  test.each(['proprietaire', 'collaborateur', 'agent', 'acheteur', 'exemple'])(
    'refuses %s (403), nothing changed',
    async (name) => {
      // A fresh login: the blocks above ended some of the sessions opened in beforeAll.
      const token = bearer(await login(name));
      await pactum.spec().put(`/v1/admin/shops/${shops.exemple}/block`).withHeaders(token).expectStatus(403);
      await pactum.spec().put(`/v1/admin/users/${ids.exemple}/block`).withHeaders(token).expectStatus(403);
      await pactum.spec().get('/v1/shops/me').withHeaders(as('exemple')).expectStatus(200);
    },
  );
});

describe('demo data', () => {
  test('seeding again adds nothing (idempotent): six accounts, two shops', async () => {
    await seedDemoData(api.get(Database));
    const users = await pactum
      .spec()
      .get('/v1/admin/users')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(users.headers['content-range']).toBe('users 0-5/6');
    const shops = await pactum
      .spec()
      .get('/v1/admin/shops')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(shops.headers['content-range']).toBe('shops 0-1/2');
  });
});
