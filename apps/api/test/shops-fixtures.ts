import pactum from 'pactum';
import { DEMO_PASSWORD } from '@cuvee/iam';
import { seedDemoData } from '@cuvee/migrations';
import { Database } from '@cuvee/platform';
import { lastMailedToken, solvedCaptcha, readOutbox, type OutboxMail, type TestApi } from '@cuvee/testing';

/* Helpers of the shops, collaborators, agents, admin and access-matrix e2e tests. */

/** An access token for the account (username or email), through POST /v1/auth/login. */
export async function login(identifier: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await pactum
    .spec()
    .post('/v1/auth/login')
    .withJson({ username: identifier, password })
    .expectStatus(200);
  return (response.json as { jwt: string }).jwt;
}

export const bearer = (jwt: string): Record<string, string> => ({ Authorization: `Bearer ${jwt}` });

/** The mails the API wrote to its outbox, oldest first. */
export const outbox = (api: TestApi): OutboxMail[] => readOutbox(api.config.dataDir);

/** The single-use token of the last mail sent to this address (invitation, validation, reset). */
export const lastTokenSentTo = (api: TestApi, email: string): string =>
  lastMailedToken(api.config.dataDir, email);

/** Plays the invitee: opens the mailed link and chooses a password (POST /v1/auth/reset-password). */
export async function acceptInvitation(api: TestApi, email: string, password: string): Promise<void> {
  await pactum
    .spec()
    .post('/v1/auth/reset-password')
    .withJson({ token: lastTokenSentTo(api, email), password })
    .expectStatus(200);
}

/** Every demo account signed in: its access token and user id by username. */
export interface DemoSessions {
  jwt: Record<string, string>;
  ids: Record<string, number>;
  as(username: string): Record<string, string>;
}

export const DEMO_USERNAMES = [
  'proprietaire',
  'collaborateur',
  'agent',
  'acheteur',
  'administrateur',
  'exemple',
];

/** Seeds the demo data into the test database and signs every demo account in. */
export async function signInDemoAccounts(api: TestApi): Promise<DemoSessions> {
  await seedDemoData(api.get(Database));
  const jwt: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const name of DEMO_USERNAMES) {
    jwt[name] = await login(name);
    const me = await pactum.spec().get('/v1/users/me').withHeaders(bearer(jwt[name]!)).expectStatus(200);
    ids[name] = (me.json as { id: number }).id;
  }
  return { jwt, ids, as: (name) => bearer(jwt[name]!) };
}

const FRESH_SHOP_PASSWORD = 'Vendanges2026';

/**
 * A shop registered now through the API, as a producer starting with Cuvée would: a seller account
 * validated by its mail and signed in, the shop empty (no product, warehouse or supplier) with the
 * modules given switched on.
 */
export async function freshShop(
  api: TestApi,
  shopName: string,
  modules: readonly string[] = [],
): Promise<{ headers: Record<string, string>; shopId: number }> {
  const username = `Reprise ${shopName.replace(/[^A-Za-z]/g, '')}`;
  const email = `${shopName.toLowerCase().replace(/[^a-z]/g, '')}@example.test`;
  await pactum
    .spec()
    .post('/v1/auth/register/seller')
    .withHeaders(await solvedCaptcha())
    .withJson({
      username,
      firstname: 'Camille',
      lastname: 'Reprise',
      email,
      password: FRESH_SHOP_PASSWORD,
      shopName,
      businessType: 'wine',
    })
    .expectStatus(201);
  await pactum
    .spec()
    .post('/v1/auth/validate')
    .withJson({ token: lastMailedToken(api.config.dataDir, email, '/auth/validate') })
    .expectStatus(200);
  const headers = bearer(await login(email, FRESH_SHOP_PASSWORD));
  if (modules.length)
    await pactum
      .spec()
      .put('/v1/shops/me')
      .withHeaders(headers)
      .withJson({ integrations: Object.fromEntries(modules.map((module) => [module, { active: true }])) })
      .expectStatus(200);
  const shop = await pactum.spec().get('/v1/shops/me').withHeaders(headers).expectStatus(200);
  return { headers, shopId: (shop.json as { id: number }).id };
}
