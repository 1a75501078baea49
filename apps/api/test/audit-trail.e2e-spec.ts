import pactum from 'pactum';
import { DEMO_PASSWORD } from '@cuvee/iam';
import * as platform from '@cuvee/platform';
import { AuditTrail, Database, type AuditEntryView, type RequestContext } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, login, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * The audit trail (ADR 0065): what the @Audited routes record, who reads it (an owner their shop's
 * entries, an administrator every shop's), the list's filters and pages, and what it never holds.
 */

let api: TestApi;
let demo: DemoSessions;
let shopA: number;
let shopB: number;

interface ListAnswer {
  rows: AuditEntryView[];
  range: string;
}

async function entries(as: Record<string, string>, query: Record<string, string> = {}): Promise<ListAnswer> {
  const response = await pactum
    .spec()
    .get('/v1/audit-entries')
    .withQueryParams(query)
    .withHeaders(as)
    .expectStatus(200);
  return { rows: response.json as AuditEntryView[], range: String(response.headers['content-range']) };
}

/** The newest entry of an action, as the administrator reads it. */
async function newest(action: string): Promise<AuditEntryView> {
  const { rows } = await entries(demo.as('administrateur'), {
    filter: JSON.stringify({ action }),
    range: '[0,0]',
  });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  demo = await signInDemoAccounts(api);
  const shopOf = async (name: string) =>
    (
      (await pactum.spec().get('/v1/shops/me').withHeaders(demo.as(name)).expectStatus(200)).json as {
        id: number;
      }
    ).id;
  shopA = await shopOf('proprietaire');
  shopB = await shopOf('exemple');
}, 120_000);
afterAll(() => api.stop());

describe('recording', () => {
  test('a client list, a client record and a change leave one entry each, with the caller and the shop', async () => {
    const owner = demo.as('proprietaire');
    const list = await pactum
      .spec()
      .get('/v1/clients')
      .withQueryParams({ filter: '{"q":"Dupont"}', range: '[0,4]' })
      .withHeaders({ ...owner, 'X-Request-Id': 'audit-list-1' })
      .expectStatus(200);
    const listed = await newest('clients.list');
    expect(listed).toMatchObject({
      shopId: shopA,
      actorKind: 'user',
      actorUserId: demo.ids.proprietaire,
      actorRole: 'owner',
      actorApiKeyId: null,
      targetType: null,
      outcome: 'success',
      correlationId: list.headers['x-request-id'],
      details: { rows: (list.json as unknown[]).length, filters: ['q'] },
    });
    expect(listed.clientIp).toMatch(/127\.0\.0\.1|::1/);
    // The searched text is personal data: the filter's name is kept, never its value.
    expect(JSON.stringify(listed)).not.toContain('Dupont');

    const created = await pactum
      .spec()
      .post('/v1/clients')
      .withHeaders(owner)
      .withJson({ firstname: 'Aude', lastname: 'Trail-Secret' })
      .expectStatus(201);
    const clientId = (created.json as { id: number }).id;
    expect(await newest('clients.create')).toMatchObject({
      targetType: 'client',
      targetId: String(clientId),
      details: { fields: ['firstname', 'lastname'] },
    });

    await pactum.spec().get(`/v1/clients/${clientId}`).withHeaders(owner).expectStatus(200);
    expect(await newest('clients.view')).toMatchObject({ targetType: 'client', targetId: String(clientId) });

    await pactum
      .spec()
      .put(`/v1/clients/${clientId}`)
      .withHeaders(owner)
      .withJson({ lastname: 'Nouveau-Nom-Prive' })
      .expectStatus(200);
    const updated = await newest('clients.update');
    expect(updated).toMatchObject({ targetId: String(clientId), details: { fields: ['lastname'] } });
    expect(JSON.stringify(updated)).not.toContain('Nouveau-Nom-Prive');
  });

  test('no secret reaches the trail: an API key made, a password changed', async () => {
    const created = await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(demo.as('proprietaire'))
      .withJson({ name: 'Audit', permissions: ['seeAllStock'] })
      .expectStatus(201);
    const { id, secret } = created.json as { id: number; secret: string };
    const made = await newest('apiKeys.create');
    expect(made).toMatchObject({ shopId: shopA, targetType: 'apiKey', targetId: String(id) });
    expect(JSON.stringify(made)).not.toContain(secret);
    expect(JSON.stringify(made)).not.toContain(secret.slice(0, 16));

    const collaborator = await login('collaborateur');
    await pactum
      .spec()
      .put('/v1/users/me/password')
      .withHeaders(bearer(collaborator))
      .withJson({ currentPassword: DEMO_PASSWORD, newPassword: 'Audit-Nouveau-2026' })
      .expectStatus(200);
    const changed = await newest('account.password');
    expect(changed).toMatchObject({
      shopId: shopA,
      actorUserId: demo.ids.collaborateur,
      actorRole: 'iam',
      details: { fields: ['currentPassword', 'newPassword'] },
    });
    expect(JSON.stringify(changed)).not.toContain('Audit-Nouveau-2026');
    expect(JSON.stringify(changed)).not.toContain(DEMO_PASSWORD);
  });

  test('a request an audited route refuses (invalid, unknown) leaves no entry', async () => {
    const before = (await entries(demo.as('administrateur'), { range: '[0,0]' })).rows[0]!.id;
    await pactum.spec().get('/v1/clients/999999').withHeaders(demo.as('proprietaire')).expectStatus(404);
    await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders(demo.as('proprietaire'))
      .withJson({ name: 42 })
      .expectStatus(400);
    await pactum
      .spec()
      .put('/v1/maintenances')
      .withHeaders(demo.as('proprietaire'))
      .withJson({})
      .expectStatus(403);
    expect((await entries(demo.as('administrateur'), { range: '[0,0]' })).rows[0]!.id).toBe(before);
  });

  test('an entry recorded inside a transaction that rolls back is gone with it', async () => {
    const trail = api.get(AuditTrail);
    const ctx: RequestContext = {
      correlationId: 'audit-rollback',
      locale: 'fr',
      user: {
        userId: demo.ids.proprietaire!,
        role: 'owner',
        shopId: shopA,
        access: { role: 'owner', blocked: false, authorizations: null },
        permissions: [],
        integrations: [],
        sessionId: 'test',
      },
    };
    await expect(
      api.get(Database).transaction(async () => {
        await trail.record(ctx, { action: 'privacy.export', target: { type: 'client', id: 1 } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await trail.record({ ...ctx, correlationId: 'audit-committed' }, { action: 'privacy.export' });
    const { rows } = await entries(demo.as('proprietaire'), { filter: '{"action":"privacy.export"}' });
    expect(rows.map((row) => row.correlationId)).toEqual(['audit-committed']);
  });
});

describe('reading', () => {
  beforeAll(async () => {
    // Shop B's owner leaves entries of their own.
    await pactum.spec().get('/v1/clients').withHeaders(demo.as('exemple')).expectStatus(200);
    await pactum.spec().get('/v1/clients').withHeaders(demo.as('exemple')).expectStatus(200);
  });

  test("an owner reads their shop's entries only; an administrator reads every shop's and filters by shop", async () => {
    const ownA = await entries(demo.as('proprietaire'), { range: '[0,99]' });
    expect(ownA.rows.length).toBeGreaterThan(0);
    expect(new Set(ownA.rows.map((row) => row.shopId))).toEqual(new Set([shopA]));
    const ownB = await entries(demo.as('exemple'), { range: '[0,99]' });
    expect(new Set(ownB.rows.map((row) => row.shopId))).toEqual(new Set([shopB]));
    // Asking for the other shop by filter gives nothing, not its entries.
    expect(
      (await entries(demo.as('proprietaire'), { filter: JSON.stringify({ shopId: shopB }) })).rows,
    ).toEqual([]);

    const all = await entries(demo.as('administrateur'), { range: '[0,99]' });
    expect(all.rows.some((row) => row.shopId === shopA)).toBe(true);
    expect(all.rows.some((row) => row.shopId === shopB)).toBe(true);
    const onlyB = await entries(demo.as('administrateur'), { filter: JSON.stringify({ shopId: shopB }) });
    expect(onlyB.rows.map((row) => row.id)).toEqual(ownB.rows.map((row) => row.id));
  });

  test('collaborators and API keys may not read the trail', async () => {
    await pactum.spec().get('/v1/audit-entries').withHeaders(demo.as('agent')).expectStatus(403);
    await pactum.spec().get('/v1/audit-entries').withHeaders(demo.as('acheteur')).expectStatus(403);
    const key = await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(demo.as('proprietaire'))
      .withJson({ name: 'Lecture', permissions: ['seeAllClient'] })
      .expectStatus(201);
    await pactum
      .spec()
      .get('/v1/audit-entries')
      .withHeaders(bearer((key.json as { secret: string }).secret))
      .expectStatus(403);
  });

  test('newest first, in pages that never overlap, with Content-Range', async () => {
    const all = await entries(demo.as('proprietaire'), { range: '[0,99]' });
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const total = Number(all.range.split('/')[1]);
    expect(total).toBe(ids.length);
    const first = await entries(demo.as('proprietaire'), { range: '[0,1]' });
    const second = await entries(demo.as('proprietaire'), { range: '[2,3]' });
    expect(first.range).toBe(`audit-entries 0-1/${total}`);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(ids.slice(0, 4));
    const oldestFirst = await entries(demo.as('proprietaire'), { sort: '["at","ASC"]', range: '[0,0]' });
    expect(oldestFirst.rows[0]!.id).toBe(ids.at(-1));
  });

  test('filters: action, actor, target, date range', async () => {
    const owner = demo.as('proprietaire');
    const byAction = await entries(owner, { filter: '{"action":"clients.create"}' });
    expect(byAction.rows.length).toBeGreaterThan(0);
    expect(byAction.rows.every((row) => row.action === 'clients.create')).toBe(true);

    const byActor = await entries(owner, { filter: JSON.stringify({ actorUserId: demo.ids.collaborateur }) });
    expect(byActor.rows.map((row) => row.action)).toEqual(['account.password']);

    const created = byAction.rows[0]!;
    const byTarget = await entries(owner, {
      filter: JSON.stringify({ targetType: 'client', targetId: created.targetId }),
    });
    expect(new Set(byTarget.rows.map((row) => row.action))).toEqual(
      new Set(['clients.create', 'clients.view', 'clients.update']),
    );

    const at = Date.parse(created.at);
    const inside = await entries(owner, {
      filter: JSON.stringify({ since: at, until: at }),
      range: '[0,99]',
    });
    expect(inside.rows.map((row) => row.id)).toContain(created.id);
    expect(inside.rows.every((row) => Date.parse(row.at) === at)).toBe(true);
    const after = await entries(owner, { filter: JSON.stringify({ since: at + 1 }), range: '[0,99]' });
    expect(after.rows.map((row) => row.id)).not.toContain(created.id);
  });

  test("the CSV export: the filter's entries of the caller's shop, oldest first, and itself recorded", async () => {
    const owner = demo.as('proprietaire');
    const listed = await entries(owner, { filter: '{"action":"clients.create"}', range: '[0,99]' });
    const response = await pactum
      .spec()
      .get('/v1/audit-entries/export')
      .withQueryParams({ filter: '{"action":"clients.create"}' })
      .withHeaders(owner)
      .expectStatus(200)
      .expectHeaderContains('content-type', 'text/csv');
    const text = String(response.body);
    expect(text.startsWith('\uFEFFid;at;shopId;actorKind;')).toBe(true);
    const lines = text.trim().split(/\r?\n/).slice(1);
    expect(lines.map((line) => Number(line.split(';')[0]))).toEqual(
      listed.rows.map((row) => row.id).reverse(),
    );
    expect(lines.every((line) => line.includes(';clients.create;'))).toBe(true);
    // Shop B's owner gets none of A's lines.
    const other = await pactum
      .spec()
      .get('/v1/audit-entries/export')
      .withHeaders(demo.as('exemple'))
      .expectStatus(200);
    const otherIds = String(other.body)
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => Number(line.split(';')[0]));
    expect(otherIds.length).toBeGreaterThan(0);
    expect(otherIds.some((id) => listed.rows.some((row) => row.id === id))).toBe(false);
    expect(await newest('audit.export')).toMatchObject({ shopId: shopB, actorUserId: demo.ids.exemple });
    await pactum
      .spec()
      .get('/v1/audit-entries/export')
      .withQueryParams({ filter: '{"details":"x"}' })
      .withHeaders(owner)
      .expectStatus(400);
  });

  test('an unknown filter or a date that is not a number of milliseconds is a 400', async () => {
    for (const filter of ['{"details":"x"}', '{"since":"2026-01-01"}', '{"until":1.5}']) {
      await pactum
        .spec()
        .get('/v1/audit-entries')
        .withQueryParams({ filter })
        .withHeaders(demo.as('proprietaire'))
        .expectStatus(400);
    }
  });
});

describe('append-only', () => {
  test('nothing in the code can change or remove an entry', () => {
    // The table's class is not exported as a value: no repository of it can be asked for outside.
    expect(Object.keys(platform)).not.toContain('AuditEntry');
    const methods = Object.getOwnPropertyNames(AuditTrail.prototype);
    expect(methods.filter((name) => /update|delete|remove|save|clear|purge|prune|edit/i.test(name))).toEqual(
      [],
    );
    expect(methods.sort()).toEqual([
      'append',
      'constructor',
      'csv',
      'described',
      'list',
      'readable',
      'record',
      'recordCommand',
    ]);
  });
});
