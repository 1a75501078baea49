import { randomInt } from 'node:crypto';
import pactum from 'pactum';
import {
  lastMailedToken,
  solvedCaptcha,
  mailsTo as readMailsTo,
  type OutboxMail,
  type TestApi,
} from '@cuvee/testing';

/*
 * Helpers of the identity e2e tests: accounts created through the API (register, the validation mail
 * read from the real outbox, validate), logins, and a fresh client address per test so the per-IP login
 * throttle of one test never spills into another.
 */

export const PASSWORD = 'Vendanges2026';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Letters only: usernames follow the spec rule (letters and spaces). */
export function randomLetters(length = 10): string {
  return Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

/** Boot environment that makes the test's own address (127.0.0.1) a trusted proxy, so X-Forwarded-For names the client. */
export const BEHIND_TEST_PROXY = { TRUST_PROXY: '127.0.0.1' };

let lastIp = 0;
/** A distinct client address, sent as X-Forwarded-For: honoured by an API booted with BEHIND_TEST_PROXY. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** Every mail of the outbox sent to `email`, oldest first. */
export function mailsTo(api: TestApi, email: string): OutboxMail[] {
  return readMailsTo(api.config.dataDir, email);
}

/** The token of the last link to `page` mailed to `email`. */
export function tokenFromOutbox(
  api: TestApi,
  email: string,
  page: '/auth/validate' | '/auth/resetpwd',
): string {
  return lastMailedToken(api.config.dataDir, email, page);
}

export type AccountKind = 'buyer' | 'seller' | 'agent';

export interface TestAccount {
  kind: AccountKind;
  username: string;
  email: string;
  password: string;
}

export function newAccount(
  kind: AccountKind,
  overrides: Partial<Record<string, unknown>> = {},
): Record<string, unknown> {
  const name = randomLetters();
  return {
    username: `Test ${name}`,
    firstname: 'Camille',
    lastname: 'Durand',
    email: `${name}@example.test`,
    password: PASSWORD,
    ...(kind === 'seller' ? { shopName: `Domaine ${name}`, businessType: 'wine' } : {}),
    ...overrides,
  };
}

/** Registers through the API; the account still has to be validated. */
export async function register(
  kind: AccountKind,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<TestAccount> {
  const body = newAccount(kind, overrides);
  await pactum
    .spec()
    .post(`/v1/auth/register/${kind}`)
    .withHeaders(await solvedCaptcha())
    .withJson(body)
    .expectStatus(201);
  return {
    kind,
    username: String(body.username),
    email: String(body.email),
    password: String(body.password),
  };
}

/** Registers and validates through the mailed link: ready to log in. */
export async function validatedAccount(
  api: TestApi,
  kind: AccountKind,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<TestAccount> {
  const account = await register(kind, overrides);
  const token = tokenFromOutbox(api, account.email, '/auth/validate');
  await pactum.spec().post('/v1/auth/validate').withJson({ token }).expectStatus(200);
  return account;
}

export interface LoggedIn {
  jwt: string;
  refreshToken: string;
  userId: number;
  body: Record<string, unknown>;
}

export async function login(identifier: string, password: string, ip = freshIp()): Promise<LoggedIn> {
  const response = await pactum
    .spec()
    .post('/v1/auth/login')
    .withHeaders('X-Forwarded-For', ip)
    .withJson({ username: identifier, password })
    .expectStatus(200);
  const body = response.json as { jwt: string; refreshToken: string; user: { id: number } };
  return { jwt: body.jwt, refreshToken: body.refreshToken, userId: body.user.id, body: response.json };
}

export function bearer(jwt: string): Record<string, string> {
  return { Authorization: `Bearer ${jwt}` };
}
