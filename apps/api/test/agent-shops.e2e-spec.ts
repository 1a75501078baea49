import pactum from 'pactum';
import { AccountToken, Shop, User } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { lastMailedToken, TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { bearer, login, outbox, signInDemoAccounts, type DemoSessions } from './shops-fixtures.js';

/*
 * Agents add the shops of the producers they represent (ADR 0087): the shop waits for its owner, who is
 * invited by mail, takes it over with the link and becomes its owner; duplicates are refused with the
 * reason and nothing half-saved; two agents adding the same SIRET at once make one shop; the link
 * expires and can be sent again. SQLite, and MariaDB + Redis with DB_URL.
 */

let api: TestApi;
let as: DemoSessions['as'];
let ids: DemoSessions['ids'];

const TAKEOVER_PAGE = '/auth/takeover';
const PASSWORD = 'Reprise2026';

const newShop = (over: Partial<Record<string, string>> = {}) => ({
  shopName: 'Domaine des Trois Chênes',
  businessType: 'wine',
  legalName: 'SCEA des Trois Chênes',
  siret: '123 456 782 00010',
  ownerEmail: 'claire@trois-chenes.fr',
  ownerFirstname: 'Claire',
  ownerLastname: 'Dumas',
  ...over,
});

const add = (body: object, headers = as('agent')) =>
  pactum.spec().post('/v1/agent-shops').withJson(body).withHeaders(headers);

const counts = async () => {
  const manager = api.get(Database).dataSource.manager;
  return { shops: await manager.count(Shop), users: await manager.count(User) };
};

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  ({ as, ids } = await signInDemoAccounts(api));
});
afterAll(() => api.stop());

describe('POST /v1/agent-shops', () => {
  test.each(['proprietaire', 'collaborateur', 'acheteur', 'administrateur'])(
    'is for agents only: %s gets 403 in French',
    async (name) => {
      const answer = await add(newShop(), as(name)).expectStatus(403);
      expect(answer.json.message).toBe("Vous n'avez pas les droits nécessaires pour effectuer cette action");
    },
  );

  test('a SIRET failing its keys and a missing e-mail are refused in French', async () => {
    const answer = await add(newShop({ siret: '12345678200011', ownerEmail: '' })).expectStatus(400);
    expect(answer.json.message).toEqual(
      expect.arrayContaining([
        'Le numéro SIRET doit comporter 14 chiffres valides',
        'Ce champ ne peut pas être vide',
      ]),
    );
  });

  test('an agent adds a shop; the owner is invited, takes it over and owns it', async () => {
    const created = await add(newShop()).expectStatus(201);
    expect(created.json).toEqual(
      expect.objectContaining({
        message: 'La boutique est créée : le producteur a reçu une invitation par e-mail',
        shop: expect.objectContaining({
          name: 'Domaine des Trois Chênes',
          siret: '12345678200010',
          ownerEmail: 'claire@trois-chenes.fr',
          takeoverState: 'pending',
        }),
      }),
    );
    const shopId = created.json.shop.id as number;
    const stored = await api.get(Database).dataSource.getRepository(Shop).findOneByOrFail({ id: shopId });
    expect(stored).toEqual(
      expect.objectContaining({ online: false, addedByAgentId: ids.agent, takeoverState: 'pending' }),
    );
    expect(stored.business).toEqual(
      expect.objectContaining({ reason: 'SCEA des Trois Chênes', siret: '12345678200010' }),
    );

    // The agent is the shop's agent from the start: it is among their producers.
    const mine = await pactum.spec().get('/v1/agent-shops').withHeaders(as('agent')).expectStatus(200);
    expect(mine.json.map((s: { id: number }) => s.id)).toContain(shopId);

    // The owner cannot sign in before taking the shop over.
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withJson({ username: 'claire@trois-chenes.fr', password: PASSWORD })
      .expectStatus(401);

    const mail = outbox(api)
      .filter((m) => m.to.includes('claire@trois-chenes.fr'))
      .at(-1)!;
    expect(mail.decoded).toContain('a créé la boutique Domaine des Trois Chênes sur Cuvée en votre nom');
    expect(mail.decoded).toContain('Reprendre ma boutique');
    const token = lastMailedToken(api.config.dataDir, 'claire@trois-chenes.fr', TAKEOVER_PAGE);
    const weak = await pactum
      .spec()
      .post('/v1/shop-takeovers')
      .withJson({ token, password: 'faible' })
      .expectStatus(400);
    expect([weak.json.message].flat()).toContain('Doit contenir une majuscule et plus de 5 caractères');

    const taken = await pactum
      .spec()
      .post('/v1/shop-takeovers')
      .withJson({ token, password: PASSWORD })
      .expectStatus(200);
    expect(taken.json).toEqual({
      success: true,
      message: 'Bienvenue ! Vous êtes maintenant propriétaire de votre boutique',
      shopId,
      email: 'claire@trois-chenes.fr',
    });
    const owner = await login('claire@trois-chenes.fr', PASSWORD);
    const me = await pactum.spec().get('/v1/shops/me').withHeaders(bearer(owner)).expectStatus(200);
    expect(me.json.id).toBe(shopId);
    const user = await pactum.spec().get('/v1/users/me').withHeaders(bearer(owner)).expectStatus(200);
    expect(user.json.role).toBe('owner');

    // The link works once; the shop is taken over: no new invitation.
    await pactum.spec().post('/v1/shop-takeovers').withJson({ token, password: PASSWORD }).expectStatus(400);
    const resend = await pactum
      .spec()
      .post(`/v1/agent-shops/${shopId}/invitation`)
      .withHeaders(as('agent'))
      .expectStatus(409);
    expect(resend.json.message).toBe("Le producteur a déjà repris cette boutique : plus besoin d'invitation");
    const after = await pactum
      .spec()
      .get('/v1/agent-shops')
      .withQueryParams({ filter: JSON.stringify({ id: shopId }) })
      .withHeaders(as('agent'))
      .expectStatus(200);
    expect(after.json[0].takeoverState).toBe('takenOver');
  });

  test.each([
    ['the same SIRET', { siret: '12345678200010' }, 'Une boutique est déjà enregistrée avec ce numéro SIRET'],
    [
      'the same owner e-mail',
      { siret: '12345679000013', ownerEmail: 'Claire@Trois-Chenes.fr' },
      'Un compte existe déjà avec cette adresse e-mail : le producteur peut vous ajouter comme agent depuis sa boutique',
    ],
    [
      'the same shop address name',
      { siret: '12345679000013', ownerEmail: 'autre@trois-chenes.fr', shopName: 'Domaine des trois chenes' },
      'Une boutique porte déjà ce nom (même adresse de boutique) : choisissez un autre nom',
    ],
    [
      'the SIRET an owner gave in their settings',
      { siret: '12345681600016', ownerEmail: 'neuf@exemple.fr', shopName: 'Cave Nouvelle' },
      'Une boutique est déjà enregistrée avec ce numéro SIRET',
    ],
  ])('refuses a shop with %s, and saves nothing', async (_what, change, message) => {
    await pactum
      .spec()
      .put('/v1/shops/me')
      .withJson({ business: { siret: '12345681600016' } })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    const before = await counts();
    const answer = await add(newShop(change)).expectStatus(409);
    expect(answer.json.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  test('two additions of the same SIRET at once make one shop', async () => {
    const before = await counts();
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        add(
          newShop({ siret: '12345680800013', ownerEmail: `course${n}@exemple.fr`, shopName: `Course ${n}` }),
        ).toss(),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect((answer.json as { message: string }).message).toBe(
        'Une boutique est déjà enregistrée avec ce numéro SIRET',
      );
    const after = await counts();
    expect(after).toEqual({ shops: before.shops + 1, users: before.users + 1 });
  });

  test('the invitation expires; the agent sends a new one, which alone works', async () => {
    const created = await add(
      newShop({ siret: '12345682400010', ownerEmail: 'paul@exemple.fr', shopName: 'Brasserie du Port' }),
    ).expectStatus(201);
    const shopId = created.json.shop.id as number;
    const first = lastMailedToken(api.config.dataDir, 'paul@exemple.fr', TAKEOVER_PAGE);
    const owner = await api
      .get(Database)
      .dataSource.getRepository(User)
      .findOneByOrFail({ email: 'paul@exemple.fr' });
    await api
      .get(Database)
      .dataSource.getRepository(AccountToken)
      .update({ userId: owner.id, purpose: 'takeover' }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await pactum
      .spec()
      .post('/v1/shop-takeovers')
      .withJson({ token: first, password: PASSWORD })
      .expectStatus(400);
    expect(expired.json.message).toBe(
      "Ce lien d'invitation n'est plus valable : demandez à votre agent de vous le renvoyer",
    );

    // Only the agent who added it resends; another shop's id is not found.
    await pactum.spec().post('/v1/agent-shops/999999/invitation').withHeaders(as('agent')).expectStatus(404);
    const resent = await pactum
      .spec()
      .post(`/v1/agent-shops/${shopId}/invitation`)
      .withHeaders(as('agent'))
      .expectStatus(200);
    expect(resent.json.message).toBe("L'invitation a été envoyée de nouveau");
    const second = lastMailedToken(api.config.dataDir, 'paul@exemple.fr', TAKEOVER_PAGE);
    expect(second).not.toBe(first);
    await pactum
      .spec()
      .post('/v1/shop-takeovers')
      .withJson({ token: first, password: PASSWORD })
      .expectStatus(400);
    await pactum
      .spec()
      .post('/v1/shop-takeovers')
      .withJson({ token: second, password: PASSWORD })
      .expectStatus(200);
  });
});
