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

const NEW_PASSWORD = 'Vendanges2026';

/** Creates a collaborator as the demo owner and plays their invitation; returns their id and token. */
async function invite(
  email: string,
  authorizations: Record<string, boolean> | null,
): Promise<{ id: number; jwt: string }> {
  const created = await pactum
    .spec()
    .post('/v1/collaborators')
    .withHeaders(as('proprietaire'))
    .withJson({
      email,
      firstname: 'Julie',
      lastname: `Martin ${email.split('@')[0]!.replace(/\W/g, '')}`,
      authorizations,
    })
    .expectStatus(201);
  await acceptInvitation(api, email, NEW_PASSWORD);
  return { id: created.json.id as number, jwt: await login(email, NEW_PASSWORD) };
}

describe('GET /v1/collaborators (react-admin list)', () => {
  test("lists the shop's collaborators with their rights and a Content-Range header", async () => {
    const response = await pactum
      .spec()
      .get('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(response.headers['content-range']).toBe('collaborators 0-0/1');
    expect(response.json).toEqual([
      expect.objectContaining({
        id: ids.collaborateur,
        email: 'collaborateur@cuvee.demo',
        role: 'iam',
        blocked: false,
        reportsToUserId: null,
        authorizations: expect.objectContaining({ seeAllOrder: true, billOrder: false }),
      }),
    ]);
    const permissions = response.json[0].permissions as string[];
    expect(permissions).toEqual(expect.arrayContaining(['seeAllOrder', 'createOrder', 'accessCollaborator']));
    expect(permissions).not.toContain('billOrder');
    expect(permissions).not.toContain('accessAnalytics');
  });

  test('a collaborator with accessCollaborator may list', async () => {
    await pactum.spec().get('/v1/collaborators').withHeaders(as('collaborateur')).expectStatus(200);
  });

  test("another shop's owner sees an empty list, not this shop's collaborators", async () => {
    const response = await pactum
      .spec()
      .get('/v1/collaborators')
      .withHeaders(as('exemple'))
      .expectStatus(200);
    expect(response.json).toEqual([]);
    expect(response.headers['content-range']).toBe('collaborators */0');
  });

  test('sort, range and filter are applied in SQL; bad ones are a 400', async () => {
    await invite('zoe.invitee@example.fr', { seeAllOrder: true });
    const sorted = await pactum
      .spec()
      .get('/v1/collaborators')
      .withQueryParams({ sort: '["email","DESC"]', range: '[0,0]' })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(sorted.json.map((c: { email: string }) => c.email)).toEqual(['zoe.invitee@example.fr']);
    expect(sorted.headers['content-range']).toBe('collaborators 0-0/2');

    const searched = await pactum
      .spec()
      .get('/v1/collaborators')
      .withQueryParams({ filter: '{"q":"ZOE"}' })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(searched.json).toHaveLength(1);

    const many = await pactum
      .spec()
      .get('/v1/collaborators')
      .withQueryParams({ filter: JSON.stringify({ id: [ids.collaborateur, ids.proprietaire] }) })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(many.json.map((c: { id: number }) => c.id)).toEqual([ids.collaborateur]);

    for (const query of [
      { sort: '["passwordHash","ASC"]' },
      { range: '[5,1]' },
      { filter: '{"email":"x"}' },
      { sort: 'id' },
    ]) {
      await pactum
        .spec()
        .get('/v1/collaborators')
        .withQueryParams(query)
        .withHeaders(as('proprietaire'))
        .expectStatus(400)
        .expectJson({
          success: false,
          statusCode: 400,
          message: 'Les paramètres de liste (tri, pagination ou filtre) sont invalides',
        });
    }
  });

  test.each(['acheteur', 'agent', 'administrateur'])('refuses %s (403)', async (name) => {
    await pactum.spec().get('/v1/collaborators').withHeaders(as(name)).expectStatus(403);
  });
});

describe('GET /v1/collaborators/{id}', () => {
  test('one collaborator of the shop', async () => {
    await pactum
      .spec()
      .get(`/v1/collaborators/${ids.collaborateur}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200)
      .expectJsonLike({ id: ids.collaborateur, username: 'collaborateur' });
  });

  test("another shop's owner gets 404, never the collaborator", async () => {
    const response = await pactum
      .spec()
      .get(`/v1/collaborators/${ids.collaborateur}`)
      .withHeaders(as('exemple'))
      .expectStatus(404);
    expect(response.json).toEqual({ success: false, statusCode: 404, message: 'Ressource introuvable' });
  });

  test('someone of the shop who is not a collaborator is not found either', async () => {
    for (const name of ['proprietaire', 'agent', 'acheteur']) {
      await pactum
        .spec()
        .get(`/v1/collaborators/${ids[name]}`)
        .withHeaders(as('proprietaire'))
        .expectStatus(404);
    }
    await pactum.spec().get('/v1/collaborators/abc').withHeaders(as('proprietaire')).expectStatus(404);
  });
});

describe('POST /v1/collaborators', () => {
  test('creates an iam account in the shop and mails a single-use link to choose a password', async () => {
    const email = 'Nouveau.Collaborateur@Example.fr';
    const created = await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .withJson({
        email,
        firstname: 'Léa',
        lastname: 'Nouvelle',
        authorizations: { seeAllClient: true, createClient: true },
        reportsToUserId: ids.collaborateur,
      })
      .expectStatus(201);
    expect(created.json).toMatchObject({
      email: 'nouveau.collaborateur@example.fr',
      username: 'Léa Nouvelle',
      role: 'iam',
      reportsToUserId: ids.collaborateur,
      permissions: ['seeAllClient', 'createClient'],
    });

    const mail = outbox(api).find((m) => m.to.includes('nouveau.collaborateur@example.fr'));
    expect(mail?.decoded).toContain('Domaine des Demoiselles');
    expect(mail?.decoded).toMatch(/\/auth\/resetpwd\?token=/);

    // No login before the invitation is accepted.
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withJson({ username: 'nouveau.collaborateur@example.fr', password: NEW_PASSWORD })
      .expectStatus(401);
    await acceptInvitation(api, 'nouveau.collaborateur@example.fr', NEW_PASSWORD);
    const token = await login('nouveau.collaborateur@example.fr', NEW_PASSWORD);
    await pactum
      .spec()
      .get('/v1/shops/me')
      .withHeaders(bearer(token))
      .expectStatus(200)
      .expectJsonLike({ code: 'DEMO' });
    // Without accessCollaborator in their map, the team screens stay closed.
    await pactum.spec().get('/v1/collaborators').withHeaders(bearer(token)).expectStatus(403);
  });

  test('an address that already has an account: a clear message, nothing created', async () => {
    const before = await pactum
      .spec()
      .get('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .withJson({ email: 'AGENT@cuvee.demo', firstname: 'Sophie', lastname: 'Garnier' })
      .expectStatus(409)
      .expectJsonLike({ message: 'Un compte existe déjà avec cette adresse mail.' });
    const after = await pactum
      .spec()
      .get('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
  });

  test('bad input gets the kernel messages', async () => {
    const response = await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .withJson({
        email: 'x@',
        firstname: '',
        lastname: 'R2D2',
        phone: '123',
        authorizations: { godMode: true },
      })
      .expectStatus(400);
    expect(response.json.message).toEqual(
      expect.arrayContaining([
        'Le mail est incorrect',
        'Ce champ ne peut pas être vide',
        'Ne doit contenir que des lettres et des espaces, et faire moins de 50 caractères',
        "Le numéro de téléphone mobile n'est pas valide",
        'La permission "godMode" n\'existe pas',
      ]),
    );
  });

  test('a manager from another shop is refused', async () => {
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as('proprietaire'))
      .withJson({
        email: 'other.manager@example.fr',
        firstname: 'Jean',
        lastname: 'Autre',
        reportsToUserId: ids.exemple,
      })
      .expectStatus(400)
      .expectJsonLike({ message: "Ce responsable ne fait pas partie de l'équipe de la boutique" });
  });

  test('the demo collaborator (no createCollaborator) may not create', async () => {
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as('collaborateur'))
      .withJson({ email: 'refused@example.fr', firstname: 'Non', lastname: 'Autorise' })
      .expectStatus(403);
  });

  test('a collaborator allowed to create may grant only what they hold', async () => {
    const manager = await invite('manager@example.fr', {
      accessCollaborator: true,
      createCollaborator: true,
      seeAllOrder: true,
    });
    const as = bearer(manager.jwt);
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as)
      .withJson({
        email: 'wider@example.fr',
        firstname: 'Trop',
        lastname: 'Large',
        authorizations: { billOrder: true },
      })
      .expectStatus(403);
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as)
      .withJson({ email: 'all@example.fr', firstname: 'Tout', lastname: 'Permis', authorizations: null })
      .expectStatus(403);
    await pactum
      .spec()
      .post('/v1/collaborators')
      .withHeaders(as)
      .withJson({
        email: 'narrow@example.fr',
        firstname: 'Juste',
        lastname: 'Assez',
        authorizations: { seeAllOrder: true },
      })
      .expectStatus(201);
    // Nor can they change their own membership.
    await pactum
      .spec()
      .put(`/v1/collaborators/${manager.id}`)
      .withHeaders(as)
      .withJson({ authorizations: null })
      .expectStatus(403);
  });
});

describe('PUT /v1/collaborators/{id}', () => {
  test('changed rights apply to the very next request', async () => {
    const member = await invite('rights@example.fr', { accessCollaborator: true });
    await pactum.spec().get('/v1/collaborators').withHeaders(bearer(member.jwt)).expectStatus(200);
    const updated = await pactum
      .spec()
      .put(`/v1/collaborators/${member.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ authorizations: { accessCollaborator: false, seeAllOrder: true } })
      .expectStatus(200);
    expect(updated.json.permissions).toEqual(['seeAllOrder']);
    await pactum.spec().get('/v1/collaborators').withHeaders(bearer(member.jwt)).expectStatus(403);
  });

  test('blocking ends the sessions; unblocking lets them back in', async () => {
    const member = await invite('blocked@example.fr', null);
    await pactum
      .spec()
      .put(`/v1/collaborators/${member.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ blocked: true })
      .expectStatus(200)
      .expectJsonLike({ blocked: true });
    await pactum.spec().get('/v1/shops/me').withHeaders(bearer(member.jwt)).expectStatus(401);
    const again = await login('blocked@example.fr', NEW_PASSWORD);
    await pactum.spec().get('/v1/shops/me').withHeaders(bearer(again)).expectStatus(403);

    await pactum
      .spec()
      .put(`/v1/collaborators/${member.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ blocked: false })
      .expectStatus(200);
    const back = await login('blocked@example.fr', NEW_PASSWORD);
    await pactum.spec().get('/v1/shops/me').withHeaders(bearer(back)).expectStatus(200);
  });

  test('the structure stays a tree: no reporting to oneself or to one of one’s reports', async () => {
    const boss = await invite('boss@example.fr', null);
    const report = await invite('report@example.fr', null);
    await pactum
      .spec()
      .put(`/v1/collaborators/${report.id}`)
      .withHeaders(as('proprietaire'))
      .withJson({ reportsToUserId: boss.id })
      .expectStatus(200);
    for (const [member, manager] of [
      [boss.id, report.id],
      [boss.id, boss.id],
    ]) {
      await pactum
        .spec()
        .put(`/v1/collaborators/${member}`)
        .withHeaders(as('proprietaire'))
        .withJson({ reportsToUserId: manager })
        .expectStatus(400)
        .expectJsonLike({
          message: 'Un membre ne peut dépendre ni de lui-même ni de ses propres subordonnés',
        });
    }
  });

  test("another shop's owner cannot touch this shop's collaborator (404, nothing changed)", async () => {
    await pactum
      .spec()
      .put(`/v1/collaborators/${ids.collaborateur}`)
      .withHeaders(as('exemple'))
      .withJson({ blocked: true })
      .expectStatus(404);
    await pactum
      .spec()
      .get(`/v1/collaborators/${ids.collaborateur}`)
      .withHeaders(as('proprietaire'))
      .expectJsonLike({ blocked: false });
  });

  test('mass assignment: role, shopId or userId cannot be set', async () => {
    const response = await pactum
      .spec()
      .put(`/v1/collaborators/${ids.collaborateur}`)
      .withHeaders(as('proprietaire'))
      .withJson({ role: 'owner', shopId: 2, userId: 1 })
      .expectStatus(400);
    expect(response.json.message).toEqual([
      "La propriété role n'est pas autorisée",
      "La propriété shopId n'est pas autorisée",
      "La propriété userId n'est pas autorisée",
    ]);
  });
});

describe('GET /v1/collaborators/structure', () => {
  test('the owner at the root, then who reports to whom', async () => {
    const response = await pactum
      .spec()
      .get('/v1/collaborators/structure')
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const tree = response.json as {
      id: number;
      role: string;
      children: { id: number; children: { id: number }[] }[];
    };
    expect(tree).toMatchObject({ id: ids.proprietaire, role: 'owner' });
    const collaborator = tree.children.find((child) => child.id === ids.collaborateur);
    expect(collaborator?.children.map((child) => child.id)).toContain(ids.agent);
    expect(JSON.stringify(tree)).not.toContain('acheteur');
    expect(JSON.stringify(tree)).not.toContain('exemple@');
  });

  test("the other shop's tree holds only its own owner", async () => {
    await pactum
      .spec()
      .get('/v1/collaborators/structure')
      .withHeaders(as('exemple'))
      .expectStatus(200)
      .expectJson({
        id: ids.exemple,
        username: 'exemple',
        firstname: 'Paul',
        lastname: 'Durand',
        email: 'exemple@cuvee.demo',
        role: 'owner',
        blocked: false,
        children: [],
      });
  });
});
