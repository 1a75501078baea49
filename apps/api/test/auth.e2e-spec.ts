import { Controller, Get, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import pactum from 'pactum';
import { Access, JWT_AUDIENCE, JWT_ISSUER, Public, Session, ShopMember, Shop, User } from '@cuvee/iam';
import { Ctx, Database, type AppConfig, type RequestContext } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  BEHIND_TEST_PROXY,
  bearer,
  freshIp,
  login,
  PASSWORD,
  validatedAccount,
  type TestAccount,
} from './auth-support.js';

/** Endpoints with each kind of access rule, answering the request identity the guard built. */
@Controller('probe-access')
class AccessProbeController {
  @Get('public')
  @Public()
  open(@Ctx() ctx: RequestContext) {
    return { user: ctx.user };
  }

  @Get('any')
  @Access()
  any(@Ctx() ctx: RequestContext) {
    return { user: ctx.user };
  }

  @Get('owner')
  @Access({ roles: ['owner'] })
  owner(@Ctx() ctx: RequestContext) {
    return { user: ctx.user };
  }

  @Get('create-product')
  @Access({ roles: ['owner', 'iam', 'agent'], permission: 'createProduct' })
  createProduct(@Ctx() ctx: RequestContext) {
    return { user: ctx.user };
  }

  @Get('stocks')
  @Access({ integration: 'stocks' })
  stocks(@Ctx() ctx: RequestContext) {
    return { user: ctx.user };
  }
}

@Module({ controllers: [AccessProbeController] })
class AccessProbeModule {}

let api: TestApi;
let database: Database;

beforeAll(async () => {
  // The throttling tests play many clients through X-Forwarded-For.
  api = await TestApi.start(
    (config: AppConfig, options) => createApp(config, { ...options, modules: [AccessProbeModule] }),
    { env: BEHIND_TEST_PROXY },
  );
  pactum.request.setBaseUrl(api.url);
  database = api.get(Database);
});
afterAll(() => api.stop());

const users = () => database.dataSource.getRepository(User);
const userIdOf = async (account: TestAccount) => (await users().findOneByOrFail({ email: account.email })).id;

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('POST /v1/auth/login', () => {
  let buyer: TestAccount;
  beforeAll(async () => {
    buyer = await validatedAccount(api, 'buyer');
  });

  test('by username: the user without secrets, an access token, a refresh token, no master account', async () => {
    const session = await login(buyer.username, PASSWORD);
    expect(session.body).toMatchObject({
      user: {
        username: buyer.username,
        email: buyer.email,
        role: 'buyer',
        validated: true,
        shops: [],
        scope: [],
      },
      masterAccount: null,
    });
    expect(JSON.stringify(session.body)).not.toMatch(/passwordHash|argon2/);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await pactum
      .spec()
      .get('/v1/users/me')
      .withHeaders(bearer(session.jwt))
      .expectStatus(200)
      .expectJsonLike({
        email: buyer.email,
      });
  });

  test('by email, in the email field or in the username field, whatever the case', async () => {
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ email: buyer.email, password: PASSWORD })
      .expectStatus(200)
      .expectJsonLike({ user: { email: buyer.email } });
    await login(buyer.email.toUpperCase(), PASSWORD);
    await login(buyer.username.toUpperCase(), PASSWORD);
  });

  test('the access token: HS256, issuer cuvee, audience cuvee-api, subject the user, 15 minutes at most', async () => {
    const session = await login(buyer.username, PASSWORD);
    const header = JSON.parse(Buffer.from(session.jwt.split('.')[0]!, 'base64url').toString()) as {
      alg: string;
    };
    const payload = decodePayload(session.jwt);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ iss: 'cuvee', aud: 'cuvee-api', sub: String(session.userId) });
    expect(Number(payload.exp) - Number(payload.iat)).toBeLessThanOrEqual(15 * 60);
  });

  test('a wrong password: 401 with the kernel message, word for word', async () => {
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ username: buyer.username, password: 'Wrong2026' })
      .expectStatus(401)
      .expectJson({
        success: false,
        statusCode: 401,
        message: 'Le mail et/ou le mot de passe sont incorrects.',
      });
  });

  test('an unknown account: the very same answer', async () => {
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ email: 'nobody@example.test', password: PASSWORD })
      .expectStatus(401)
      .expectJson({
        success: false,
        statusCode: 401,
        message: 'Le mail et/ou le mot de passe sont incorrects.',
      });
  });

  test('in English with Accept-Language: en', async () => {
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders({ 'X-Forwarded-For': freshIp(), 'Accept-Language': 'en' })
      .withJson({ username: buyer.username, password: 'Wrong2026' })
      .expectStatus(401)
      .expectJson({ success: false, statusCode: 401, message: 'The email and/or password are incorrect.' });
  });

  test('neither username nor email: 400', async () => {
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withJson({ password: PASSWORD })
      .expectStatus(400)
      .expectJsonLike({ message: ['Ce champ ne peut pas être vide'] });
  });

  test('a blocked account: 403 with the right password only', async () => {
    const blocked = await validatedAccount(api, 'buyer');
    await users().update({ email: blocked.email }, { blocked: true });
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ username: blocked.username, password: PASSWORD })
      .expectStatus(403)
      .expectJson({
        success: false,
        statusCode: 403,
        message: 'Votre compte est bloqué. Veuillez contacter le support.',
      });
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ username: blocked.username, password: 'Wrong2026' })
      .expectStatus(401);
  });
});

describe('login throttling', () => {
  test('5 failures on an account → 429 with a French message, even with the right password and from elsewhere', async () => {
    const account = await validatedAccount(api, 'buyer');
    for (let attempt = 0; attempt < 5; attempt++) {
      // Username and email count for the same account.
      await pactum
        .spec()
        .post('/v1/auth/login')
        .withHeaders('X-Forwarded-For', freshIp())
        .withJson({ username: attempt % 2 ? account.email : account.username, password: 'Wrong2026' })
        .expectStatus(401);
    }
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ username: account.username, password: PASSWORD })
      .expectStatus(429)
      .expectJson({
        success: false,
        statusCode: 429,
        message: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
      });
  });

  test('a successful login clears the account count', async () => {
    const account = await validatedAccount(api, 'buyer');
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        await pactum
          .spec()
          .post('/v1/auth/login')
          .withHeaders('X-Forwarded-For', ip)
          .withJson({ username: account.username, password: 'Wrong2026' })
          .expectStatus(401);
      }
      await login(account.username, PASSWORD, ip);
    }
  });

  test('20 failures from one address → 429 for any account from that address, not from another', async () => {
    const account = await validatedAccount(api, 'buyer');
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      await pactum
        .spec()
        .post('/v1/auth/login')
        .withHeaders('X-Forwarded-For', ip)
        .withJson({ email: `spray${attempt}@example.test`, password: 'Wrong2026' })
        .expectStatus(401);
    }
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders({ 'X-Forwarded-For': ip, 'Accept-Language': 'en' })
      .withJson({ username: account.username, password: PASSWORD })
      .expectStatus(429)
      .expectJsonLike({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    await login(account.username, PASSWORD);
  });
});

describe('access tokens the guard refuses with 401', () => {
  let session: Awaited<ReturnType<typeof login>>;
  let forge: JwtService;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    const account = await validatedAccount(api, 'buyer');
    session = await login(account.username, PASSWORD);
    forge = new JwtService({ secret: api.config.jwtSecret });
  });

  const claims = (overrides: Record<string, unknown> = {}) => ({
    sub: String(session.userId),
    sid: decodePayload(session.jwt).sid,
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    exp: now() + 300,
    ...overrides,
  });
  const unauthorized = (authorization: string | undefined) => {
    const spec = pactum.spec().get('/v1/users/me');
    if (authorization !== undefined) spec.withHeaders('Authorization', authorization);
    return spec.expectStatus(401).expectJson({
      success: false,
      statusCode: 401,
      message: 'Vous devez être connecté pour accéder à cette ressource',
    });
  };

  test('control: a token forged with the right secret and claims is accepted', async () => {
    await pactum
      .spec()
      .get('/v1/users/me')
      .withHeaders(bearer(forge.sign(claims(), { algorithm: 'HS256' })))
      .expectStatus(200);
  });

  test('no token', () => unauthorized(undefined));
  test('not a bearer token', () => unauthorized(`Basic ${Buffer.from('a:b').toString('base64')}`));
  test('garbage', () => unauthorized('Bearer not-a-jwt'));

  test('alg none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims())).toString('base64url');
    await unauthorized(`Bearer ${header}.${payload}.`);
  });

  test('HS512 with the right secret', () =>
    unauthorized(`Bearer ${forge.sign(claims(), { algorithm: 'HS512' })}`));

  test('tampered: another user in a signed token', async () => {
    const [header, , signature] = session.jwt.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodePayload(session.jwt), sub: '1' })).toString(
      'base64url',
    );
    await unauthorized(`Bearer ${header}.${payload}.${signature}`);
  });

  test('expired', () =>
    unauthorized(`Bearer ${forge.sign(claims({ exp: now() - 5 }), { algorithm: 'HS256' })}`));
  test('wrong audience', () =>
    unauthorized(`Bearer ${forge.sign(claims({ aud: 'cuvee-shop' }), { algorithm: 'HS256' })}`));
  test('wrong issuer', () =>
    unauthorized(`Bearer ${forge.sign(claims({ iss: 'evil' }), { algorithm: 'HS256' })}`));
  test('another secret', () =>
    unauthorized(
      `Bearer ${new JwtService({ secret: 'x'.repeat(40) }).sign(claims(), { algorithm: 'HS256' })}`,
    ));
  test('a session that does not exist', () =>
    unauthorized(`Bearer ${forge.sign(claims({ sid: 'not-a-session' }), { algorithm: 'HS256' })}`));

  test('GET /v1/health stays public', async () => {
    await pactum.spec().get('/v1/health').expectStatus(200);
  });
});

describe('refresh tokens', () => {
  test('rotate: a new pair each time, the old refresh token spent', async () => {
    const account = await validatedAccount(api, 'buyer');
    const first = await login(account.username, PASSWORD);
    const response = await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: first.refreshToken })
      .expectStatus(200);
    const second = response.json as { jwt: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodePayload(second.jwt).sid).toBe(decodePayload(first.jwt).sid);
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(second.jwt)).expectStatus(200);
    const rows = await database.dataSource
      .getRepository(Session)
      .find({ where: { userId: first.userId }, order: { id: 'ASC' } });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ replacedBy: rows[1]!.id });
    expect(rows[0]!.revokedAt).not.toBeNull();
    expect(rows[1]!.revokedAt).toBeNull();
    expect(rows.map((row) => row.tokenHash)).not.toContain(second.refreshToken);
  });

  test('reuse of a spent refresh token revokes the whole session (theft detection)', async () => {
    const account = await validatedAccount(api, 'buyer');
    const stolen = await login(account.username, PASSWORD);
    const legit = (
      await pactum
        .spec()
        .post('/v1/auth/refresh')
        .withJson({ refreshToken: stolen.refreshToken })
        .expectStatus(200)
    ).json as { jwt: string; refreshToken: string };
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: stolen.refreshToken })
      .expectStatus(401)
      .expectJsonLike({ message: 'Votre session a expiré. Veuillez vous reconnecter.' });
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: legit.refreshToken })
      .expectStatus(401);
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(legit.jwt)).expectStatus(401);
  });

  test('an unknown or malformed refresh token: 401', async () => {
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: 'a'.repeat(43) })
      .expectStatus(401);
    await pactum.spec().post('/v1/auth/refresh').withJson({ refreshToken: 'short' }).expectStatus(401);
  });

  test('an expired refresh token: 401', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    await database.dataSource
      .getRepository(Session)
      .update({ userId: session.userId }, { expiresAt: new Date(Date.now() - 1000) });
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: session.refreshToken })
      .expectStatus(401);
  });
});

describe('revocation', () => {
  test('logout ends the session: its refresh token and its access token stop working', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    const other = await login(account.username, PASSWORD);
    await pactum
      .spec()
      .post('/v1/auth/logout')
      .withHeaders(bearer(session.jwt))
      .withJson({ refreshToken: session.refreshToken })
      .expectStatus(200)
      .expectJson({ success: true });
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: session.refreshToken })
      .expectStatus(401);
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt)).expectStatus(401);
    // Another device keeps its own session.
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(other.jwt)).expectStatus(200);
  });

  test('a password change ends every other session, keeps this one, and the new password works', async () => {
    const account = await validatedAccount(api, 'buyer');
    const here = await login(account.username, PASSWORD);
    const elsewhere = await login(account.username, PASSWORD);
    await pactum
      .spec()
      .put('/v1/users/me/password')
      .withHeaders(bearer(here.jwt))
      .withJson({ currentPassword: 'Wrong2026', newPassword: 'Assemblage2027' })
      .expectStatus(400)
      .expectJson({ success: false, statusCode: 400, message: 'Le mot de passe actuel est incorrect.' });
    await pactum
      .spec()
      .put('/v1/users/me/password')
      .withHeaders(bearer(here.jwt))
      .withJson({ currentPassword: PASSWORD, newPassword: 'Azerty123' })
      .expectStatus(400)
      .expectJsonLike({ message: ['Ce mot de passe est trop courant, choisissez-en un autre'] });
    await pactum
      .spec()
      .put('/v1/users/me/password')
      .withHeaders(bearer(here.jwt))
      .withJson({ currentPassword: PASSWORD, newPassword: 'Assemblage2027' })
      .expectStatus(200)
      .expectJson({ success: true, message: 'Votre mot de passe a été modifié.' });
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(elsewhere.jwt)).expectStatus(401);
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: elsewhere.refreshToken })
      .expectStatus(401);
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(here.jwt)).expectStatus(200);
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', freshIp())
      .withJson({ username: account.username, password: PASSWORD })
      .expectStatus(401);
    await login(account.username, 'Assemblage2027');
  });

  test('a block applies at the next request: 403, and its sessions can be ended by revokeAllSessions', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    await users().update({ id: session.userId }, { blocked: true });
    await pactum
      .spec()
      .get('/v1/users/me')
      .withHeaders(bearer(session.jwt))
      .expectStatus(403)
      .expectJsonLike({ message: 'Votre compte est bloqué. Veuillez contacter le support.' });
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: session.refreshToken })
      .expectStatus(403);
  });
});

describe('the access guard and the request identity', () => {
  let owner: TestAccount;
  let ownerJwt: string;
  let shopId: number;

  beforeAll(async () => {
    owner = await validatedAccount(api, 'seller');
    const session = await login(owner.username, PASSWORD);
    ownerJwt = session.jwt;
    shopId = (session.body.user as { shops: { id: number }[] }).shops[0]!.id;
  });

  /** An account of `kind` turned into a member of the owner's shop with `role`. */
  async function member(role: 'iam' | 'agent' | 'buyer', authorizations: Record<string, boolean> | null) {
    const account = await validatedAccount(api, role === 'buyer' ? 'buyer' : 'agent');
    const userId = await userIdOf(account);
    await users().update({ id: userId }, { role });
    await database.dataSource.getRepository(ShopMember).insert({
      shopId,
      userId,
      role,
      typology: 'public',
      blocked: false,
      authorizations,
      reportsToUserId: null,
    });
    return { userId, session: await login(account.username, PASSWORD) };
  }

  test('a visitor on a public endpoint: no user; with a stale token: still a visitor', async () => {
    await pactum.spec().get('/v1/probe-access/public').expectStatus(200).expectJson({ user: null });
    await pactum
      .spec()
      .get('/v1/probe-access/public')
      .withHeaders('Authorization', 'Bearer stale.token.here')
      .expectStatus(200)
      .expectJson({ user: null });
  });

  test("the owner's identity: their shop, every permission, the shop's active integrations", async () => {
    const response = await pactum
      .spec()
      .get('/v1/probe-access/any')
      .withHeaders(bearer(ownerJwt))
      .expectStatus(200);
    const user = (response.json as { user: Record<string, unknown> }).user;
    expect(user).toMatchObject({
      role: 'owner',
      shopId,
      access: { role: 'owner', blocked: false, authorizations: null },
      integrations: [],
    });
    expect(user.permissions).toContain('createProduct');
    expect(user.permissions).toHaveLength(44);
    expect(typeof user.sessionId).toBe('string');
    // The same identity reaches public endpoints when a valid token is sent.
    await pactum
      .spec()
      .get('/v1/probe-access/public')
      .withHeaders(bearer(ownerJwt))
      .expectStatus(200)
      .expectJsonLike({ user: { role: 'owner', shopId } });
  });

  test('roles: the owner passes, a buyer gets 403', async () => {
    const buyer = await validatedAccount(api, 'buyer');
    const session = await login(buyer.username, PASSWORD);
    await pactum.spec().get('/v1/probe-access/owner').withHeaders(bearer(ownerJwt)).expectStatus(200);
    await pactum
      .spec()
      .get('/v1/probe-access/owner')
      .withHeaders(bearer(session.jwt))
      .expectStatus(403)
      .expectJson({
        success: false,
        statusCode: 403,
        message: "Vous n'avez pas les droits nécessaires pour effectuer cette action",
      });
  });

  test('integration: 403 while the module is off, 200 at the next request once it is on', async () => {
    await pactum.spec().get('/v1/probe-access/stocks').withHeaders(bearer(ownerJwt)).expectStatus(403);
    await database.dataSource
      .getRepository(Shop)
      .update({ id: shopId }, { integrations: { stocks: { active: true } } });
    await pactum
      .spec()
      .get('/v1/probe-access/stocks')
      .withHeaders(bearer(ownerJwt))
      .expectStatus(200)
      .expectJsonLike({ user: { integrations: ['stocks'] } });
    await database.dataSource.getRepository(Shop).update({ id: shopId }, { integrations: null });
  });

  test("a collaborator: the permission follows the owner's map at once", async () => {
    const { userId, session } = await member('iam', { createProduct: false });
    await pactum
      .spec()
      .get('/v1/probe-access/create-product')
      .withHeaders(bearer(session.jwt))
      .expectStatus(403);
    await database.dataSource
      .getRepository(ShopMember)
      .update({ shopId, userId }, { authorizations: { createProduct: true } });
    await pactum
      .spec()
      .get('/v1/probe-access/create-product')
      .withHeaders(bearer(session.jwt))
      .expectStatus(200)
      .expectJsonLike({ user: { role: 'iam', shopId, permissions: ['createProduct'] } });
    // Blocked in the shop: refused everywhere at the next request, public endpoints aside.
    await database.dataSource.getRepository(ShopMember).update({ shopId, userId }, { blocked: true });
    await pactum
      .spec()
      .get('/v1/probe-access/create-product')
      .withHeaders(bearer(session.jwt))
      .expectStatus(403);
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt)).expectStatus(403);
    await pactum.spec().get('/v1/probe-access/public').withHeaders(bearer(session.jwt)).expectStatus(200);
  });

  test('an agent works in the shop named by X-Shop-Id, only if a member of it', async () => {
    const { session } = await member('agent', null);
    await pactum
      .spec()
      .get('/v1/probe-access/create-product')
      .withHeaders({ ...bearer(session.jwt), 'X-Shop-Id': String(shopId) })
      .expectStatus(200)
      .expectJsonLike({ user: { role: 'agent', shopId } });
    await pactum
      .spec()
      .get('/v1/probe-access/any')
      .withHeaders({ ...bearer(session.jwt), 'X-Shop-Id': String(shopId + 1000) })
      .expectStatus(200)
      .expectJson({
        user: {
          userId: session.userId,
          role: 'agent',
          shopId: null,
          access: null,
          permissions: [],
          integrations: [],
          sessionId: decodePayload(session.jwt).sid,
        },
      });
    await pactum
      .spec()
      .get('/v1/probe-access/create-product')
      .withHeaders(bearer(session.jwt))
      .expectStatus(403);
  });

  test('a buyer of the shop holds no shop permission', async () => {
    const { session } = await member('buyer', null);
    await pactum
      .spec()
      .get('/v1/probe-access/create-product')
      .withHeaders({ ...bearer(session.jwt), 'X-Shop-Id': String(shopId) })
      .expectStatus(403);
  });

  test('a shop blocked by an admin is closed to its owner too', async () => {
    const other = await validatedAccount(api, 'seller');
    const session = await login(other.username, PASSWORD);
    const otherShopId = (session.body.user as { shops: { id: number }[] }).shops[0]!.id;
    await pactum.spec().get('/v1/probe-access/owner').withHeaders(bearer(session.jwt)).expectStatus(200);
    await database.dataSource.getRepository(Shop).update({ id: otherShopId }, { blocked: true });
    await pactum.spec().get('/v1/probe-access/owner').withHeaders(bearer(session.jwt)).expectStatus(403);
  });
});

describe('master account: "Changer de compte"', () => {
  test('the master logs in with its accounts listed and switches to a linked one; nothing else', async () => {
    const master = await validatedAccount(api, 'agent');
    const seller = await validatedAccount(api, 'seller');
    const buyer = await validatedAccount(api, 'buyer');
    const stranger = await validatedAccount(api, 'buyer');
    const masterId = await userIdOf(master);
    const sellerId = await userIdOf(seller);
    const buyerId = await userIdOf(buyer);
    await users().update({ id: sellerId }, { masterAccountId: masterId });
    await users().update({ id: buyerId }, { masterAccountId: masterId });

    const session = await login(master.username, PASSWORD);
    const summary = session.body.masterAccount as { id: number; accounts: Record<string, unknown>[] };
    expect(summary.id).toBe(masterId);
    expect(summary.accounts).toEqual([
      { id: masterId, username: master.username, role: 'agent', shopName: null },
      {
        id: sellerId,
        username: seller.username,
        role: 'owner',
        shopName: expect.stringMatching(/^Domaine /),
      },
      { id: buyerId, username: buyer.username, role: 'buyer', shopName: null },
    ]);

    const switched = await pactum
      .spec()
      .post('/v1/auth/switch-account')
      .withHeaders(bearer(session.jwt))
      .withJson({ accountId: sellerId })
      .expectStatus(200);
    const reply = switched.json as {
      jwt: string;
      refreshToken: string;
      user: { id: number };
      masterAccount: { id: number };
    };
    expect(reply.user.id).toBe(sellerId);
    expect(reply.masterAccount.id).toBe(masterId);
    await pactum
      .spec()
      .get('/v1/users/me')
      .withHeaders(bearer(reply.jwt))
      .expectStatus(200)
      .expectJsonLike({ id: sellerId, role: 'owner', masterAccount: masterId });
    // Switching ends the session it came from.
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt)).expectStatus(401);

    // From the linked account: back to the master or to a sibling, never to a stranger.
    await pactum
      .spec()
      .post('/v1/auth/switch-account')
      .withHeaders(bearer(reply.jwt))
      .withJson({ accountId: await userIdOf(stranger) })
      .expectStatus(404);
    await pactum
      .spec()
      .post('/v1/auth/switch-account')
      .withHeaders(bearer(reply.jwt))
      .withJson({ accountId: buyerId })
      .expectStatus(200)
      .expectJsonLike({ user: { id: buyerId } });
  });

  test('a user without a master account cannot switch anywhere', async () => {
    const alone = await validatedAccount(api, 'buyer');
    const other = await validatedAccount(api, 'buyer');
    const session = await login(alone.username, PASSWORD);
    await pactum
      .spec()
      .post('/v1/auth/switch-account')
      .withHeaders(bearer(session.jwt))
      .withJson({ accountId: await userIdOf(other) })
      .expectStatus(404);
    await pactum.spec().post('/v1/auth/switch-account').withJson({ accountId: 1 }).expectStatus(401);
  });
});

describe('OpenAPI', () => {
  test('every operation carries its access rule: x-cuvee-access, bearer security, the description', async () => {
    const document = (await pactum.spec().get('/docs-json').expectStatus(200)).json as {
      paths: Record<
        string,
        Record<
          string,
          { security?: unknown[]; description?: string; parameters?: unknown[]; 'x-cuvee-access'?: unknown }
        >
      >;
    };
    const me = document.paths['/v1/users/me']!.get!;
    expect(me['x-cuvee-access']).toEqual({ roles: 'authenticated' });
    expect(me.security).toEqual([{ bearer: [] }]);
    expect(me.description).toContain('Accès : rôles tout utilisateur connecté.');
    expect(me.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'X-Shop-Id', in: 'header' })]),
    );
    expect(document.paths['/v1/auth/login']!.post!['x-cuvee-access']).toEqual({ public: true });
    expect(document.paths['/v1/probe-access/create-product']!.get!['x-cuvee-access']).toEqual({
      roles: ['owner', 'iam', 'agent'],
      permission: 'createProduct',
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([path, method, operation['x-cuvee-access'] !== undefined]).toEqual([path, method, true]);
      }
    }
  });
});
