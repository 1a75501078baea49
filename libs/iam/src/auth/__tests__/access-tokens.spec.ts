import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '@cuvee/platform';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AccessTokens,
  JWT_AUDIENCE,
  JWT_ISSUER,
  type AccessClaims,
} from '../access-tokens.service.js';
import { JwtAccessStrategy } from '../jwt-access.strategy.js';

const SECRET = 'a-test-secret-long-enough-for-hs256-use';
const tokens = new AccessTokens(AppConfig.fromEnv({ NODE_ENV: 'test', JWT_SECRET: SECRET }));
const forge = new JwtService({ secret: SECRET });
const strategy = new JwtAccessStrategy(AppConfig.fromEnv({ NODE_ENV: 'test', JWT_SECRET: SECRET }));

/** Runs the passport-jwt strategy on a request carrying `token`, as the access guard does. */
function verify(token: string): Promise<AccessClaims | null> {
  return new Promise((resolve) => {
    const run = Object.create(strategy) as JwtAccessStrategy & {
      success(user: AccessClaims): void;
      fail(): void;
      error(): void;
      authenticate(request: object): void;
    };
    run.success = (user) => resolve(user);
    run.fail = () => resolve(null);
    run.error = () => resolve(null);
    run.authenticate({ headers: { authorization: `Bearer ${token}` } });
  });
}
const claims = { userId: 42, sessionId: '3f2b9c1e-8a4d-4e57-9b0a-2c6d1e7f8a90' };
const now = () => Math.floor(Date.now() / 1000);

function segments(token: string): [string, string, string] {
  const [header, payload, signature] = token.split('.');
  return [header!, payload!, signature!];
}
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (segment: string) =>
  JSON.parse(Buffer.from(segment, 'base64url').toString()) as Record<string, unknown>;

describe('access tokens', () => {
  test('round-trip through the passport-jwt strategy: the claims come back', async () => {
    expect(await verify(tokens.sign(claims))).toEqual(claims);
  });

  test('HS256, issuer cuvee, audience cuvee-api, subject the user id, at most 15 minutes', () => {
    const [header, payload] = segments(tokens.sign(claims)).slice(0, 2).map(decode);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, sub: '42', sid: claims.sessionId });
    expect(Number(payload!.exp) - Number(payload!.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  test('alg none is refused', async () => {
    const [, payload] = segments(tokens.sign(claims));
    expect(await verify(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBeNull();
  });

  test('another algorithm with the same secret is refused', async () => {
    const token = forge.sign(
      { sid: claims.sessionId },
      { algorithm: 'HS512', issuer: JWT_ISSUER, audience: JWT_AUDIENCE, subject: '42', expiresIn: 60 },
    );
    expect(await verify(token)).toBeNull();
  });

  test('a tampered payload is refused', async () => {
    const [header, payload, signature] = segments(tokens.sign(claims));
    const tampered = encode({ ...decode(payload), sub: '1' });
    expect(await verify(`${header}.${tampered}.${signature}`)).toBeNull();
  });

  test('another secret is refused', async () => {
    const other = new JwtService({ secret: 'another-secret-entirely-different-value' });
    const token = other.sign(
      { sid: claims.sessionId },
      { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE, subject: '42', expiresIn: 60 },
    );
    expect(await verify(token)).toBeNull();
  });

  test.each([
    ['expired', { iss: JWT_ISSUER, aud: JWT_AUDIENCE, exp: now() - 10 }],
    ['wrong audience', { iss: JWT_ISSUER, aud: 'someone-else', exp: now() + 60 }],
    ['wrong issuer', { iss: 'evil', aud: JWT_AUDIENCE, exp: now() + 60 }],
    ['no expiry', { iss: JWT_ISSUER, aud: JWT_AUDIENCE }],
  ])('%s is refused', async (_label, registered) => {
    const token = forge.sign({ sub: '42', sid: claims.sessionId, ...registered }, { algorithm: 'HS256' });
    expect(await verify(token)).toBeNull();
  });

  test.each([
    ['a non-numeric subject', { sub: 'admin', sid: claims.sessionId }],
    ['no session id', { sub: '42' }],
  ])('%s is refused', async (_label, payload) => {
    const token = forge.sign(
      { ...payload, iss: JWT_ISSUER, aud: JWT_AUDIENCE, exp: now() + 60 },
      { algorithm: 'HS256' },
    );
    expect(await verify(token)).toBeNull();
  });

  test('garbage is refused, never thrown', async () => {
    for (const garbage of ['', 'abc', 'a.b.c', '...', 'Bearer x']) expect(await verify(garbage)).toBeNull();
  });
});
