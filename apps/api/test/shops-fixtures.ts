import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pactum from 'pactum';
import { DEMO_PASSWORD } from '@cuvee/iam';
import { seedDemoData } from '@cuvee/migrations';
import { Database } from '@cuvee/platform';
import type { TestApi } from '@cuvee/testing';

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

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** Quoted-printable and RFC 2047 words, enough for the mails we compose. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The mails the API wrote to its outbox (no SMTP_URL in tests), oldest first. */
export function outbox(api: TestApi): OutboxMail[] {
  const dir = join(api.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), body: decode(raw) };
  });
}

/** The single-use token of the last mail sent to this address (invitation, validation, reset). */
export function lastTokenSentTo(api: TestApi, email: string): string {
  const mails = outbox(api).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no mail with a token was sent to ${email}`);
  return token;
}

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
