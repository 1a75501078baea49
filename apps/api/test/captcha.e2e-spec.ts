import pactum from 'pactum';
import { User } from '@cuvee/iam';
import {
  encodeCaptchaSolution,
  solveCaptcha,
  type CaptchaChallenge,
  type CaptchaSolution,
} from '@cuvee/kernel';
import { CaptchaService, CAPTCHA_TTL_SECONDS, Database } from '@cuvee/platform';
import { solvedCaptcha, TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import { newAccount } from './auth-support.js';

/*
 * The self-hosted captcha of the public forms (ADR 0088): a challenge the API signs, a number the client
 * finds, a solution accepted once. Every refusal is a 400 in French, and nothing is written.
 */

let api: TestApi;
let database: Database;

beforeAll(async () => {
  api = await TestApi.start(createApp);
  pactum.request.setBaseUrl(api.url);
  database = api.get(Database);
});
afterAll(() => api.stop());

const accounts = (email: string) => database.dataSource.getRepository(User).countBy({ email });

async function challenge(): Promise<CaptchaChallenge> {
  const response = await pactum.spec().get('/v1/captcha').expectStatus(200).toss();
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json as CaptchaChallenge;
}

async function solutionOf(given: CaptchaChallenge): Promise<CaptchaSolution> {
  const number = await solveCaptcha(given);
  expect(number).not.toBeNull();
  const { siteKey, version, salt, signature } = given;
  return { siteKey, version, salt, challenge: given.challenge, number: number!, signature };
}

function register(body: Record<string, unknown>, header?: string) {
  const request = pactum.spec().post('/v1/auth/register/buyer').withJson(body);
  return header === undefined ? request : request.withHeaders('X-Captcha', header);
}

const REFUSED = {
  success: false,
  statusCode: 400,
  message: 'La vérification anti-robot a échoué ou a expiré. Veuillez réessayer.',
};

test('a challenge: signed, expiring in 20 minutes, the test configuration’s work, a different one each time', async () => {
  const first = await challenge();
  const second = await challenge();
  expect(first).toMatchObject({ version: 3, algorithm: 'SHA-256', maxNumber: 1000 });
  expect(first.siteKey).toMatch(/^[0-9a-f]{24}$/);
  expect(first.challenge).toMatch(/^[0-9a-f]{64}$/);
  expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
  const expires = Number(/\?expires=(\d+)$/.exec(first.salt)![1]);
  const now = Date.now() / 1000;
  expect(expires).toBeGreaterThan(now + CAPTCHA_TTL_SECONDS - 60);
  expect(expires).toBeLessThanOrEqual(now + CAPTCHA_TTL_SECONDS + 1);
  expect(second.salt).not.toBe(first.salt);
  expect(second.siteKey).toBe(first.siteKey);
});

test('a form without a captcha is refused in French (English when asked), and no account is made', async () => {
  const body = newAccount('buyer');
  await register(body).expectStatus(400).expectJson({
    success: false,
    statusCode: 400,
    message: "Veuillez confirmer que vous n'êtes pas un robot, puis réessayer",
  });
  await register(body)
    .withHeaders('Accept-Language', 'en')
    .expectStatus(400)
    .expectJsonLike({ message: 'Please confirm you are not a robot, then try again' });
  expect(await accounts(String(body.email))).toBe(0);
});

test('a solved captcha lets the form through once; the same solution again is refused', async () => {
  const header = encodeCaptchaSolution(await solutionOf(await challenge()));
  const first = newAccount('buyer');
  await register(first, header).expectStatus(201);
  expect(await accounts(String(first.email))).toBe(1);

  const second = newAccount('buyer');
  await register(second, header).expectStatus(400).expectJson(REFUSED);
  expect(await accounts(String(second.email))).toBe(0);
});

test('one solution sent by ten forms at once: exactly one goes through', async () => {
  const header = encodeCaptchaSolution(await solutionOf(await challenge()));
  const bodies = Array.from({ length: 10 }, () => newAccount('buyer'));
  const statuses = await Promise.all(
    bodies.map(async (body) => (await register(body, header).toss()).statusCode),
  );
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 400)).toHaveLength(9);
  const made = await Promise.all(bodies.map((body) => accounts(String(body.email))));
  expect(made.reduce((sum, count) => sum + count, 0)).toBe(1);
});

test('a wrong number, a forged signature, another installation’s key, a changed salt or garbage: refused', async () => {
  const solution = await solutionOf(await challenge());
  const forged: CaptchaSolution[] = [
    { ...solution, number: solution.number + 1 },
    { ...solution, signature: solution.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
    { ...solution, siteKey: 'une-autre-installation' },
    { ...solution, version: 2 },
    // A later expiry written into the salt: the number no longer matches, nor would the signature.
    { ...solution, salt: solution.salt.replace(/\d+$/, (epoch) => String(Number(epoch) + 3600)) },
  ];
  for (const wrong of forged) {
    const body = newAccount('buyer');
    await register(body, encodeCaptchaSolution(wrong)).expectStatus(400).expectJson(REFUSED);
    expect(await accounts(String(body.email))).toBe(0);
  }
  for (const garbage of ['x', 'e30', '!!!']) await register(newAccount('buyer'), garbage).expectStatus(400);
  // The untouched solution still works: none of the refusals spent it.
  await register(newAccount('buyer'), encodeCaptchaSolution(solution)).expectStatus(201);
});

test('a challenge past its 20 minutes is refused, even solved right', async () => {
  const old = api.get(CaptchaService).challenge(new Date(Date.now() - (CAPTCHA_TTL_SECONDS + 5) * 1000));
  const body = newAccount('buyer');
  await register(body, encodeCaptchaSolution(await solutionOf(old)))
    .expectStatus(400)
    .expectJson(REFUSED);
  expect(await accounts(String(body.email))).toBe(0);
});

test('every public form a robot could fill asks for it; the login does not', async () => {
  const email = { email: 'personne@example.fr' };
  for (const path of ['/v1/auth/validate/resend', '/v1/auth/reset-password/request'])
    await pactum.spec().post(path).withJson(email).expectStatus(400).expectJsonLike({
      message: "Veuillez confirmer que vous n'êtes pas un robot, puis réessayer",
    });
  for (const kind of ['seller', 'agent'] as const)
    await pactum.spec().post(`/v1/auth/register/${kind}`).withJson(newAccount(kind)).expectStatus(400);
  await pactum
    .spec()
    .post('/v1/auth/reset-password/request')
    .withHeaders(await solvedCaptcha())
    .withJson(email)
    .expectStatus(200);
  await pactum
    .spec()
    .post('/v1/auth/login')
    .withJson({ username: 'personne', password: 'Mauvais2026' })
    .expectStatus(401);
});

test('the OpenAPI document says which operations need the header', async () => {
  const document = (await pactum.spec().get('/docs-json').expectStatus(200).toss()).json as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>
    >;
  };
  const needs = (path: string) =>
    document.paths[path]!['post']!.parameters?.some(
      (parameter) => parameter.name === 'X-Captcha' && parameter.in === 'header' && parameter.required,
    ) ?? false;
  expect(needs('/v1/auth/register/buyer')).toBe(true);
  expect(needs('/v1/auth/reset-password/request')).toBe(true);
  expect(needs('/v1/auth/login')).toBe(false);
});
