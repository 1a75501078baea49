import pactum from 'pactum';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  acceptInvitation,
  bearer,
  type DemoSessions,
  login,
  outbox,
  signInDemoAccounts,
} from './shops-fixtures.js';

let api: TestApi;
let ids: Record<string, number>;
let as: DemoSessions['as'];

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ ids, as } = await signInDemoAccounts(api));
});
afterAll(() => api.stop());

describe('GET /v1/agents (recipient suggestions)', () => {
  test("the shop's collaborators and agents with their email, as a react-admin list", async () => {
    const response = await pactum
      .spec()
      .get('/v1/agents')
      .withQueryParams({ sort: '["email","ASC"]' })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(response.json).toEqual([
      {
        id: ids.agent,
        username: 'agent',
        firstname: 'Sophie',
        lastname: 'Garnier',
        email: 'agent@cuvee.demo',
        role: 'agent',
      },
      {
        id: ids.collaborateur,
        username: 'collaborateur',
        firstname: 'Julien',
        lastname: 'Petit',
        email: 'collaborateur@cuvee.demo',
        role: 'iam',
      },
    ]);
    expect(response.headers['content-range']).toBe('agents 0-1/2');
  });

  test('the demo collaborator holds accessCollaborator and accessAgent: allowed', async () => {
    await pactum.spec().get('/v1/agents').withHeaders(as('collaborateur')).expectStatus(200);
  });

  test('needs accessCollaborator as well as accessAgent', async () => {
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .withJson({
        email: 'half@example.fr',
        firstname: 'Moitie',
        lastname: 'Droits',
        authorizations: { accessAgent: true, accessCollaborator: false },
      })
      .expectStatus(201);
    await acceptInvitation(api, 'half@example.fr', 'Vendanges2026');
    const half = await login('half@example.fr', 'Vendanges2026');
    await pactum.spec().get('/v1/agents').withHeaders(bearer(half)).expectStatus(403);
  });

  test("another shop's owner gets only their own people (none)", async () => {
    const response = await pactum.spec().get('/v1/agents').withHeaders(as('exemple')).expectStatus(200);
    expect(response.json).toEqual([]);
  });

  test.each(['acheteur', 'agent', 'administrateur'])('refuses %s (403)', async (name) => {
    await pactum.spec().get('/v1/agents').withHeaders(as(name)).expectStatus(403);
  });
});

describe('GET /v1/agents/find', () => {
  test('finds an agent account by exact address and says whether it is already linked', async () => {
    await pactum
      .spec()
      .get('/v1/agents/find')
      .withQueryParams({ email: 'AGENT@cuvee.demo' })
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectJson({
        id: ids.agent,
        username: 'agent',
        firstname: 'Sophie',
        lastname: 'Garnier',
        email: 'agent@cuvee.demo',
        linked: true,
      });
    await pactum
      .spec()
      .get('/v1/agents/find')
      .withQueryParams({ email: 'agent@cuvee.demo' })
      .withHeaders(as('exemple'))
      .expectStatus(200)
      .expectJsonLike({ linked: false });
  });

  test('accounts that are not agents are not found (no enumeration of buyers or sellers)', async () => {
    for (const email of ['acheteur@cuvee.demo', 'proprietaire@cuvee.demo', 'nobody@example.fr']) {
      await pactum
        .spec()
        .get('/v1/agents/find')
        .withQueryParams({ email })
        .withHeaders(as('proprietaire'))
        .expectStatus(404)
        .expectJsonLike({ message: 'Ressource introuvable' });
    }
  });

  test('a missing or wrong address is a 400 with the kernel message', async () => {
    await pactum
      .spec()
      .get('/v1/agents/find')
      .withQueryParams({ email: 'agent@' })
      .withHeaders(as('proprietaire'))
      .expectStatus(400)
      .expectJsonLike({ message: ['Le mail est incorrect'] });
  });

  test('needs createAgent: the demo collaborator is refused', async () => {
    await pactum
      .spec()
      .get('/v1/agents/find')
      .withQueryParams({ email: 'agent@cuvee.demo' })
      .withHeaders(as('collaborateur'))
      .expectStatus(403);
  });
});

describe('/v1/shop-agents', () => {
  test('lists the agents linked to the shop', async () => {
    const response = await pactum
      .spec()
      .get('/v1/shop-agents')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(response.json).toEqual([
      expect.objectContaining({
        id: ids.agent,
        role: 'agent',
        blocked: false,
        reportsToUserId: ids.collaborateur,
      }),
    ]);
    expect(response.headers['content-range']).toBe('shop-agents 0-0/1');
  });

  test('another shop links the same existing agent; each shop sees only its own link', async () => {
    const linked = await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('exemple'))
      .withJson({ email: 'agent@cuvee.demo' })
      .expectStatus(201);
    expect(linked.json).toMatchObject({ id: ids.agent, reportsToUserId: null, blocked: false });
    expect(
      outbox(api).some((m) => m.to.includes('agent@cuvee.demo') && m.decoded.includes('Maison Exemple')),
    ).toBe(true);

    await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('exemple'))
      .withJson({ email: 'agent@cuvee.demo' })
      .expectStatus(400)
      .expectJsonLike({ message: 'Cet agent est déjà rattaché à votre boutique' });

    // Blocking in one shop leaves the other shop's link as it is.
    await pactum
      .spec()
      .put(`/v1/shop-agents/${ids.agent}`)
      .withHeaders(as('exemple'))
      .withJson({ blocked: true })
      .expectStatus(200)
      .expectJsonLike({ blocked: true });
    await pactum
      .spec()
      .get(`/v1/shop-agents/${ids.agent}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectJsonLike({ blocked: false, reportsToUserId: ids.collaborateur });
  });

  test('an address without an account: a new agent is invited and linked', async () => {
    const created = await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('proprietaire'))
      .withJson({ email: 'New.Agent@Example.fr', firstname: 'Hugo', lastname: 'Vendeur' })
      .expectStatus(201);
    expect(created.json).toMatchObject({ email: 'new.agent@example.fr', role: 'agent' });
    await acceptInvitation(api, 'new.agent@example.fr', 'Vendanges2026');
    const token = await login('new.agent@example.fr', 'Vendanges2026');
    const me = await pactum.spec().get('/v1/users/me').withHeaders(bearer(token)).expectStatus(200);
    expect(me.json).toMatchObject({ role: 'agent' });
  });

  test('an address of an account that is not an agent is refused', async () => {
    await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('proprietaire'))
      .withJson({ email: 'acheteur@cuvee.demo' })
      .expectStatus(400)
      .expectJsonLike({ message: "Ce compte n'est pas un compte d'agent commercial" });
  });

  test('a blocked agent is refused in that shop at the next request', async () => {
    await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('proprietaire'))
      .withJson({ email: 'blocked.agent@example.fr', firstname: 'Bloque', lastname: 'Agent' })
      .expectStatus(201);
    await acceptInvitation(api, 'blocked.agent@example.fr', 'Vendanges2026');
    const token = await login('blocked.agent@example.fr', 'Vendanges2026');
    const created = await pactum
      .spec()
      .get('/v1/shop-agents')
      .withQueryParams({ filter: '{"q":"blocked.agent"}' })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const id = created.json[0].id as number;
    await pactum
      .spec()
      .put(`/v1/shop-agents/${id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ blocked: true, reportsToUserId: ids.collaborateur })
      .expectStatus(200)
      .expectJsonLike({ blocked: true, reportsToUserId: ids.collaborateur });
    const mine = await pactum.spec().get('/v1/shops/me').withHeaders(as('proprietaire')).expectStatus(200);
    // The agent acts in a shop through X-Shop-Id; blocked there, its standing is gone.
    await pactum
      .spec()
      .get('/v1/users/me')
      .withHeaders({ ...bearer(token), 'X-Shop-Id': String(mine.json.id) })
      .expectStatus(403);
  });

  test("another shop's agent answers 404 here, for reading and for writing", async () => {
    const created = await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('exemple'))
      .withJson({ email: 'only.b@example.fr', firstname: 'Seulement', lastname: 'Exemple' })
      .expectStatus(201);
    const id = created.json.id as number;
    await pactum.spec().get(`/v1/shop-agents/${id}`).withHeaders(as('proprietaire')).expectStatus(404);
    await pactum
      .spec()
      .put(`/v1/shop-agents/${id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ blocked: true })
      .expectStatus(404);
  });

  test('the demo collaborator may see agents but not link or block them', async () => {
    await pactum.spec().get('/v1/shop-agents').withHeaders(as('collaborateur')).expectStatus(200);
    await pactum
      .spec()
      .post('/v1/shop-agents')
      .withHeaders(as('collaborateur'))
      .withJson({ email: 'x@example.fr' })
      .expectStatus(403);
    await pactum
      .spec()
      .put(`/v1/shop-agents/${ids.agent}`)
      .withHeaders(as('collaborateur'))
      .withJson({ blocked: true })
      .expectStatus(403);
  });

  test('the agents module must be active', async () => {
    await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders(as('proprietaire'))
      .withJson({ integrations: { agents: { active: false } }, noMessage: true })
      .expectStatus(200);
    await pactum.spec().get('/v1/shop-agents').withHeaders(as('proprietaire')).expectStatus(403);
    await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders(as('proprietaire'))
      .withJson({ integrations: { agents: { active: true } }, noMessage: true })
      .expectStatus(200);
    await pactum.spec().get('/v1/shop-agents').withHeaders(as('proprietaire')).expectStatus(200);
  });
});
