import { Writable } from 'node:stream';
import pactum from 'pactum';
import { pino } from 'pino';
import { LOGIN_THROTTLE, Session } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { freshIp, login, PASSWORD, validatedAccount, type TestAccount } from './auth-support.js';

/*
 * Which address the API takes for the client: the socket's unless TRUST_PROXY lists the peer, and then
 * the first X-Forwarded-For hop from the right that is not a trusted proxy. The per-address login limit,
 * the sessions and the request logs all read that one address.
 */

interface Booted {
  api: TestApi;
  /** The remoteAddress of every request log line for the login route, oldest first. */
  loggedAddresses: () => string[];
}

/** The API with its request logs kept in memory, so a test can read the address they name. */
async function boot(env: Record<string, string> = {}): Promise<Booted> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const api = await TestApi.start(
    (config, options) => createApp(config, { ...options, logger: pino({ level: 'info' }, sink) }),
    { env },
  );
  pactum.request.setBaseUrl(api.url);
  const loggedAddresses = () =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } })
      .filter((entry) => entry.req?.url === '/v1/auth/login')
      .map((entry) => String(entry.req?.remoteAddress));
  return { api, loggedAddresses };
}

function failedLogin(forwardedFor: string, attempt: number) {
  return pactum
    .spec()
    .post('/v1/auth/login')
    .withHeaders('X-Forwarded-For', forwardedFor)
    .withJson({ username: `spray${attempt}@example.test`, password: 'Wrong2026' });
}

async function sessionAddress(api: TestApi, userId: number): Promise<string | null> {
  const session = await api.get(Database).dataSource.getRepository(Session).findOneByOrFail({ userId });
  return session.ip;
}

describe('without TRUST_PROXY (the default): X-Forwarded-For is ignored, the socket is the client', () => {
  let booted: Booted;
  let account: TestAccount;

  beforeAll(async () => {
    booted = await boot();
    account = await validatedAccount(booted.api, 'buyer');
  });
  afterAll(() => booted.api.stop());

  test('a new forged header on every failure does not reset the per-address limit', async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perIp; attempt++) {
      await failedLogin(freshIp(), attempt).expectStatus(401);
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
    expect(new Set(booted.loggedAddresses())).toEqual(new Set(['127.0.0.1']));
  });
});

describe('with TRUST_PROXY=127.0.0.1 (the test plays the proxy): the client is the hop the proxy added', () => {
  let booted: Booted;
  let account: TestAccount;
  const real = '203.0.113.9';
  const other = '203.0.113.10';

  beforeAll(async () => {
    booted = await boot({ TRUST_PROXY: '127.0.0.1' });
    account = await validatedAccount(booted.api, 'buyer');
  });
  afterAll(() => booted.api.stop());

  test('a forged leftmost hop changes nothing: the failures count for the real address', async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perIp; attempt++) {
      await failedLogin(`${freshIp()}, ${real}`, attempt).expectStatus(401);
    }
    await pactum
      .spec()
      .post('/v1/auth/login')
      .withHeaders('X-Forwarded-For', `${freshIp()}, ${real}`)
      .withJson({ username: account.username, password: PASSWORD })
      .expectStatus(429);
    expect(new Set(booted.loggedAddresses())).toEqual(new Set([real]));
  });

  test('another client behind the same proxy is not limited, and its session records its address', async () => {
    const session = await login(account.username, PASSWORD, `${freshIp()}, ${other}`);
    expect(await sessionAddress(booted.api, session.userId)).toBe(other);
    expect(booted.loggedAddresses().at(-1)).toBe(other);
  });

  test('the audit trail names the same address as the logs (ADR 0065)', async () => {
    const session = await login(account.username, PASSWORD, `${freshIp()}, ${other}`);
    await pactum
      .spec()
      .put('/v1/users/me/password')
      .withHeaders({ Authorization: `Bearer ${session.jwt}`, 'X-Forwarded-For': `${freshIp()}, ${real}` })
      .withJson({ currentPassword: PASSWORD, newPassword: `${PASSWORD}x` })
      .expectStatus(200);
    const rows = (await booted.api
      .get(Database)
      .dataSource.query("SELECT clientIp FROM audit_entries WHERE action = 'account.password'")) as {
      clientIp: string;
    }[];
    expect(rows).toEqual([{ clientIp: real }]);
  });
});
