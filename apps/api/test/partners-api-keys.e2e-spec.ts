import pactum from 'pactum';
import { TestApi, withinOneMinute } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { BEHIND_TEST_PROXY, freshIp } from './auth-support.js';
import { type DemoSessions, signInDemoAccounts } from './shops-fixtures.js';

/*
 * API keys (made by the owner, shown once, stored hashed, revocable, last use recorded) and the rate
 * limits of the requests made with them, on the engine under test (the counters in Redis with
 * REDIS_URL, in the database otherwise).
 */

const PER_KEY = 5;
const PER_ADDRESS = 12;

let api: TestApi;
let as: DemoSessions['as'];

beforeAll(async () => {
  api = await TestApi.start(createApp, {
    env: {
      ...BEHIND_TEST_PROXY,
      RATE_LIMIT_PER_KEY: String(PER_KEY),
      RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    },
  });
  pactum.request.setBaseUrl(api.url);
  ({ as } = await signInDemoAccounts(api));
}, 180_000);
afterAll(() => api.stop());

interface CreatedKey {
  id: number;
  secret: string;
  start: string;
  status: string;
  permissions: string[];
}

async function makeKey(body: Record<string, unknown>, user = 'proprietaire'): Promise<CreatedKey> {
  return (
    await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(as(user))
      .withJson({ name: 'Logisticien', ...body })
      .expectStatus(201)
  ).json as CreatedKey;
}

/** Headers of a request made with a key from its own address (each test its own address). */
const withKey = (secret: string, ip: string, locale = 'fr') => ({
  Authorization: `Bearer ${secret}`,
  'X-Forwarded-For': ip,
  'Accept-Language': locale,
});

describe('API keys', () => {
  test('the secret is shown once and the key acts with its permissions only', async () => {
    const ip = freshIp();
    const key = await makeKey({ permissions: ['seeAllStock'] });
    expect(key.secret).toMatch(/^cuvee_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.start)).toBe(true);

    const listed = await pactum.spec().get('/v1/api-keys').withHeaders(as('proprietaire')).expectStatus(200);
    const row = (listed.json as Record<string, unknown>[]).find((one) => one.id === key.id)!;
    expect(row).toMatchObject({ status: 'active', permissions: ['seeAllStock'], lastUsedAt: null });
    expect(JSON.stringify(listed.json)).not.toContain(key.secret);

    await pactum.spec().get('/v1/stock-levels').withHeaders(withKey(key.secret, ip)).expectStatus(200);
    const shown = await pactum
      .spec()
      .get(`/v1/api-keys/${key.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(shown.json.lastUsedAt).not.toBeNull();

    // Beyond its scope: 403 naming the permission, in the caller's language.
    const refused = await pactum
      .spec()
      .get('/v1/collaborators')
      .withHeaders(withKey(key.secret, ip))
      .expectStatus(403);
    expect(refused.json.message).toBe(
      "Cette clé d'API n'a pas la permission nécessaire (accessCollaborator)",
    );
    const english = await pactum
      .spec()
      .get('/v1/collaborators')
      .withHeaders(withKey(key.secret, freshIp(), 'en'))
      .expectStatus(403);
    expect(english.json.message).toBe(
      'This API key does not hold the permission needed (accessCollaborator)',
    );
  });

  test("owner-only operations, one's own profile and key management are closed to keys", async () => {
    const ip = freshIp();
    const key = await makeKey({ permissions: ['seeAllStock', 'seeAllClient'] });
    for (const path of ['/v1/api-keys', '/v1/webhooks', '/v1/users/me']) {
      const answer = await pactum.spec().get(path).withHeaders(withKey(key.secret, ip)).expectStatus(403);
      expect(answer.json.message).toBe(
        "Cette opération n'est pas ouverte aux clés d'API : elle se fait connecté avec un compte",
      );
    }
    await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(withKey(key.secret, freshIp()))
      .withJson({ name: 'Successeur', permissions: ['seeAllStock'] })
      .expectStatus(403);
  });

  test('a revoked key and an expired key answer 401; bad input is refused clearly', async () => {
    const ip = freshIp();
    const key = await makeKey({ permissions: ['seeAllStock'] });
    const revoked = await pactum
      .spec()
      .delete(`/v1/api-keys/${key.id}`)
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(revoked.json.status).toBe('revoked');
    await pactum.spec().get('/v1/stock-levels').withHeaders(withKey(key.secret, ip)).expectStatus(401);

    const soon = await makeKey({
      permissions: ['seeAllStock'],
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    await pactum.spec().get('/v1/stock-levels').withHeaders(withKey(soon.secret, ip)).expectStatus(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await pactum.spec().get('/v1/stock-levels').withHeaders(withKey(soon.secret, ip)).expectStatus(401);
    const listed = await pactum
      .spec()
      .get('/v1/api-keys')
      .withQueryParams({ filter: JSON.stringify({ id: [soon.id] }) })
      .withHeaders(as('proprietaire'))
      .expectStatus(200);
    expect(listed.json[0].status).toBe('expired');

    const past = await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(as('proprietaire'))
      .withJson({ name: 'Hier', permissions: ['seeAllStock'], expiresAt: '2020-01-01T00:00:00Z' })
      .expectStatus(400);
    expect(past.json.message).toBe("La date d'expiration de la clé doit être dans le futur");
    const none = await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(as('proprietaire'))
      .withJson({ name: 'Vide', permissions: [] })
      .expectStatus(400);
    expect(none.json.message).toBe("Choisissez au moins une permission pour la clé d'API");
    await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(as('proprietaire'))
      .withJson({ name: 'Inconnue', permissions: ['everything'] })
      .expectStatus(400);
    // Only the owner makes keys; another shop's key is not found.
    await pactum
      .spec()
      .post('/v1/api-keys')
      .withHeaders(as('collaborateur'))
      .withJson({ name: 'Collaborateur', permissions: ['seeAllStock'] })
      .expectStatus(403);
    await pactum.spec().get(`/v1/api-keys/${key.id}`).withHeaders(as('exemple')).expectStatus(404);
    await pactum.spec().delete(`/v1/api-keys/${key.id}`).withHeaders(as('exemple')).expectStatus(404);
  });
});

describe('rate limits', () => {
  test('a key gets its limit per minute, then 429 with Retry-After and the RateLimit headers', async () => {
    const ip = freshIp();
    const key = await makeKey({ permissions: ['seeAllStock'] });
    await withinOneMinute();
    for (let left = PER_KEY - 1; left >= 0; left -= 1) {
      await pactum
        .spec()
        .get('/v1/stock-levels')
        .withHeaders(withKey(key.secret, ip))
        .expectStatus(200)
        .expectHeader('ratelimit-limit', String(PER_KEY))
        .expectHeader('ratelimit-remaining', String(left));
    }
    const refused = await pactum
      .spec()
      .get('/v1/stock-levels')
      .withHeaders(withKey(key.secret, ip))
      .expectStatus(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.json.message).toBe(`Trop de requêtes. Réessayez dans ${wait} secondes.`);
    // Another key of the same shop has its own count.
    const other = await makeKey({ permissions: ['seeAllStock'] });
    await pactum.spec().get('/v1/stock-levels').withHeaders(withKey(other.secret, ip)).expectStatus(200);
  });

  test('an address guessing keys is stopped whatever the keys', async () => {
    const ip = freshIp();
    const guess = () => `cuvee_${'x'.repeat(43)}`;
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      await pactum.spec().get('/v1/stock-levels').withHeaders(withKey(guess(), ip)).expectStatus(401);
    }
    await pactum
      .spec()
      .get('/v1/stock-levels')
      .withHeaders(withKey(guess(), ip))
      .expectStatus(429)
      .expectHeader('ratelimit-limit', String(PER_ADDRESS));
  });
});
