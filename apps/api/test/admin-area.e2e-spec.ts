import pactum from 'pactum';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { cartOrder, catalogueOf, line, shopIdOf } from './orders-fixtures.js';
import { signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The administrators' area (ADR 0086): every shop's orders and products, the product moderation, the
 * platform's commission and its history, and the audit trail of what administrators do. Admin-only:
 * owners, collaborators, agents and buyers get 403 in French. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let demoShop: number;
let secondShop: number;

interface AuditRow {
  action: string;
  actorUserId: number | null;
  actorRole: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
}

/** The newest audit entry of an action, read back as an administrator. */
async function lastEntry(action: string): Promise<AuditRow> {
  const rows = (
    await pactum
      .spec()
      .get('/v1/audit-entries')
      .withQueryParams({ filter: JSON.stringify({ action }), range: '[0,0]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200)
  ).json as AuditRow[];
  return rows[0]!;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
  demoShop = await shopIdOf(api, 'DEMO');
  secondShop = await shopIdOf(api, 'DEMO2');
});
afterAll(() => api.stop());

describe('admin-only routes', () => {
  const routes: [string, string, object?][] = [
    ['get', '/v1/admin/orders'],
    ['get', '/v1/admin/orders/1'],
    ['get', '/v1/admin/products'],
    ['put', '/v1/admin/products/1/moderation', { moderated: false }],
    ['get', '/v1/admin/commission'],
    ['put', '/v1/admin/commission', { percent: 3 }],
    ['get', '/v1/admin/commission/changes'],
  ];
  test.each(['proprietaire', 'collaborateur', 'agent', 'acheteur'])(
    'refuse %s with 403 in French',
    async (name) => {
      for (const [method, path, body] of routes) {
        const spec = method === 'get' ? pactum.spec().get(path) : pactum.spec().put(path).withJson(body!);
        const answer = await spec.withHeaders(as(name)).expectStatus(403);
        expect(answer.json.message).toBe(
          "Vous n'avez pas les droits nécessaires pour effectuer cette action",
        );
      }
    },
  );
});

describe('GET /v1/admin/orders', () => {
  const list = async (filter: object) =>
    pactum
      .spec()
      .get('/v1/admin/orders')
      .withQueryParams({ filter: JSON.stringify(filter), range: '[0,99]', sort: '["id","ASC"]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);

  test('every shop’s orders, filtered by shop, status and amount, paged', async () => {
    const all = await list({});
    const rows = all.json as { id: number; shopId: number; status: string; totalTTC: number }[];
    expect(new Set(rows.map((r) => r.shopId)).size).toBeGreaterThanOrEqual(1);
    expect(all.headers['content-range']).toMatch(/^orders 0-\d+\/\d+$/);

    const ofDemo = (await list({ shopId: demoShop })).json as typeof rows;
    expect(ofDemo.length).toBeGreaterThan(0);
    expect(ofDemo.every((r) => r.shopId === demoShop)).toBe(true);

    const status = rows[0]!.status;
    const byStatus = (await list({ status })).json as typeof rows;
    expect(byStatus.length).toBe(rows.filter((r) => r.status === status).length);

    const amounts = rows.map((r) => r.totalTTC).sort((a, b) => a - b);
    const middle = amounts[Math.floor(amounts.length / 2)]!;
    const atLeast = (await list({ totalFrom: middle })).json as typeof rows;
    expect(atLeast.length).toBe(rows.filter((r) => r.totalTTC >= middle).length);
    const between = (await list({ totalFrom: middle, totalTo: middle })).json as typeof rows;
    expect(between.every((r) => r.totalTTC === middle)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const future = (await list({ createdFrom: '2099-01-01' })).json as typeof rows;
    expect(future).toEqual([]);
    const untilToday = (await list({ createdTo: today })).json as typeof rows;
    expect(untilToday.length).toBe(rows.length);

    const page = await pactum
      .spec()
      .get('/v1/admin/orders')
      .withQueryParams({ range: '[0,0]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(page.json).toHaveLength(1);
  });

  test('one order in full, read only; an unknown one is 404', async () => {
    const [first] = (await list({ shopId: secondShop })).json as { id: number; number: string }[];
    const any = first ?? ((await list({})).json as { id: number; number: string }[])[0]!;
    const order = await pactum
      .spec()
      .get(`/v1/admin/orders/${any.id}`)
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(order.json).toEqual(expect.objectContaining({ id: any.id, number: any.number }));
    expect(Array.isArray(order.json.lines)).toBe(true);
    await pactum.spec().get('/v1/admin/orders/999999').withHeaders(as('administrateur')).expectStatus(404);
  });

  test('a bad amount filter is refused in French, never a 500', async () => {
    const answer = await pactum
      .spec()
      .get('/v1/admin/orders')
      .withQueryParams({ filter: '{"totalFrom":"cent"}' })
      .withHeaders(as('administrateur'))
      .expectStatus(400);
    expect(answer.json.message).toBe('Les paramètres de liste (tri, pagination ou filtre) sont invalides');
  });
});

describe('GET /v1/admin/products and the moderation', () => {
  test('every shop’s products with their shop; filters shop, type, status, moderated', async () => {
    const all = await pactum
      .spec()
      .get('/v1/admin/products')
      .withQueryParams({ range: '[0,199]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    const rows = all.json as { shopId: number; shopName: string; type: string | null; status: string }[];
    expect(new Set(rows.map((r) => r.shopId))).toEqual(new Set([demoShop, secondShop]));
    expect(rows.find((r) => r.shopId === secondShop)!.shopName).toBe('Maison Exemple');
    for (const filter of [
      { shopId: secondShop },
      { status: 'online' },
      { type: rows[0]!.type },
      { moderated: false },
    ]) {
      const answer = await pactum
        .spec()
        .get('/v1/admin/products')
        .withQueryParams({ filter: JSON.stringify(filter), range: '[0,199]' })
        .withHeaders(as('administrateur'))
        .expectStatus(200);
      const [key, value] = Object.entries(filter)[0]!;
      const expected = rows.filter((r) => key === 'moderated' || r[key as keyof typeof r] === value);
      expect(answer.json).toHaveLength(expected.length);
    }
  });

  test('a moderated product leaves the shop front and the cart, its sellers keep it; audited with before/after', async () => {
    const chinon = (await catalogueOf(as('acheteur'), demoShop)).get('chinon-les-demoiselles')!;
    const refused = await pactum
      .spec()
      .put(`/v1/admin/products/${chinon.id}/moderation`)
      .withJson({ moderated: true })
      .withHeaders(as('administrateur'))
      .expectStatus(400);
    expect(refused.json.message).toBe("Indiquez la règle que l'article enfreint");

    const hidden = await pactum
      .spec()
      .put(`/v1/admin/products/${chinon.id}/moderation`)
      .withJson({ moderated: true, reason: 'Allégation de santé interdite' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(hidden.json).toEqual(
      expect.objectContaining({
        message: "L'article est masqué de la boutique en ligne",
        wasModerated: false,
        product: expect.objectContaining({
          moderated: true,
          moderationReason: 'Allégation de santé interdite',
        }),
      }),
    );
    expect((await catalogueOf(as('acheteur'), demoShop)).has('chinon-les-demoiselles')).toBe(false);
    await pactum.spec().get(`/v1/products/${chinon.id}`).withHeaders(as('acheteur')).expectStatus(404);
    const cart = await pactum
      .spec()
      .post('/v1/orders/get-cart-price')
      .withHeaders(as('acheteur'))
      .withJson({ orders: [cartOrder(demoShop, [line(chinon, 6)])] })
      .expectStatus(200);
    expect(cart.json[0].missing).toHaveLength(1);
    const seller = await pactum
      .spec()
      .get(`/v1/products/${chinon.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(seller.json.id).toBe(chinon.id);
    const moderatedOnly = await pactum
      .spec()
      .get('/v1/admin/products')
      .withQueryParams({ filter: '{"moderated":true}' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(moderatedOnly.json.map((p: { id: number }) => p.id)).toEqual([chinon.id]);

    const entry = await lastEntry('admin.product.moderate');
    expect(entry).toEqual(
      expect.objectContaining({
        actorRole: 'admin',
        targetType: 'product',
        targetId: String(chinon.id),
        details: expect.objectContaining({ before: { moderated: false }, after: { moderated: true } }),
      }),
    );

    await pactum
      .spec()
      .put(`/v1/admin/products/${chinon.id}/moderation`)
      .withJson({ moderated: false })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect((await catalogueOf(as('acheteur'), demoShop)).has('chinon-les-demoiselles')).toBe(true);
    expect((await lastEntry('admin.product.moderate')).details).toEqual(
      expect.objectContaining({ before: { moderated: true }, after: { moderated: false } }),
    );
    await pactum
      .spec()
      .put('/v1/admin/products/999999/moderation')
      .withJson({ moderated: false })
      .withHeaders(as('administrateur'))
      .expectStatus(404);
  });
});

describe('the platform commission', () => {
  test('is read, changed (audited, kept in the history) and used by the cart; bad rates are refused', async () => {
    const before = await pactum
      .spec()
      .get('/v1/admin/commission')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(before.json.percent).toBe(2.5);

    for (const percent of [-1, 100, 2.555, 'dix']) {
      const answer = await pactum
        .spec()
        .put('/v1/admin/commission')
        .withJson({ percent })
        .withHeaders(as('administrateur'))
        .expectStatus(400);
      expect([answer.json.message].flat()).toContain(
        'La commission doit être un pourcentage de 0 à moins de 100, à deux décimales au plus',
      );
    }

    const changed = await pactum
      .spec()
      .put('/v1/admin/commission')
      .withJson({ percent: 10 })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(changed.json).toEqual(
      expect.objectContaining({
        message: 'La commission de la plateforme est maintenant de 10 %',
        previousPercent: 2.5,
        commission: expect.objectContaining({ percent: 10 }),
      }),
    );
    const entry = await lastEntry('admin.commission.change');
    expect(entry).toEqual(
      expect.objectContaining({
        actorRole: 'admin',
        targetType: 'commission',
        details: expect.objectContaining({ before: { percent: 2.5 }, after: { percent: 10 } }),
      }),
    );

    const history = await pactum
      .spec()
      .get('/v1/admin/commission/changes')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(history.json[0]).toEqual(expect.objectContaining({ percent: 10, previousPercent: 2.5 }));
    expect(history.json[0].changedByUserId).toBe(entry.actorUserId);

    // The same rate again changes nothing: no new row in the history.
    const same = await pactum
      .spec()
      .put('/v1/admin/commission')
      .withJson({ percent: 10 })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(same.json.message).toBe('La commission de la plateforme est déjà de 10 %');
    const again = await pactum
      .spec()
      .get('/v1/admin/commission/changes')
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect(again.headers['content-range']).toBe(history.headers['content-range']);

    const chinon = (await catalogueOf(as('acheteur'), demoShop)).get('chinon-les-demoiselles')!;
    const [priced] = (
      await pactum
        .spec()
        .post('/v1/orders/get-cart-price')
        .withHeaders(as('acheteur'))
        .withJson({ orders: [cartOrder(demoShop, [line(chinon, 12)])] })
        .expectStatus(200)
    ).json as { price: { totalHT: number; commission: number } }[];
    expect(priced!.price.commission).toBe(Math.round(priced!.price.totalHT * 0.1));
    const settings = await pactum
      .spec()
      .get('/v1/sales-settings')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(settings.json.commissionPercent).toBe(10);

    await pactum
      .spec()
      .put('/v1/admin/commission')
      .withJson({ percent: 2.5 })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
  });
});

describe('the audit trail of administrators', () => {
  test('block and unblock of a shop are audited with who, what and before/after; filtered by the admin role', async () => {
    await pactum
      .spec()
      .put(`/v1/admin/shops/${secondShop}/block`)
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    const blocked = await lastEntry('admin.shop.block');
    expect(blocked).toEqual(
      expect.objectContaining({
        actorRole: 'admin',
        targetType: 'shop',
        targetId: String(secondShop),
        details: expect.objectContaining({ before: { blocked: false }, after: { blocked: true } }),
      }),
    );
    await pactum
      .spec()
      .put(`/v1/admin/shops/${secondShop}/unblock`)
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    expect((await lastEntry('admin.shop.unblock')).details).toEqual(
      expect.objectContaining({ before: { blocked: true }, after: { blocked: false } }),
    );

    const byAdmins = await pactum
      .spec()
      .get('/v1/audit-entries')
      .withQueryParams({ filter: '{"actorRole":"admin"}', range: '[0,99]' })
      .withHeaders(as('administrateur'))
      .expectStatus(200);
    const rows = byAdmins.json as AuditRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.actorRole === 'admin')).toBe(true);
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['admin.shop.block', 'admin.shop.unblock']),
    );
  });
});
