import type { Schemas } from '@cuvee/api-client';
import {
  exchangeRefreshToken,
  pageLocale,
  readTokens,
  refreshTokens,
  writeTokens,
  type Tokens,
} from '@cuvee/ui';
import { useSyncExternalStore } from 'react';

/*
 * The shop front's session (ADR 0012): a buyer (or any account) signs in here with the API's
 * POST /v1/auth/login, and every call of the shop front then carries the bearer token, so prices,
 * tabs and the producers list are theirs. Tokens live where the back office keeps its own (the same
 * localStorage key, @cuvee/ui session-tokens): served from one origin, the two fronts share the session.
 * The cart (src/cart), the checkout and the buyer space build on this.
 */

export type SessionUser = Pick<
  Schemas['UserView'],
  'id' | 'username' | 'firstname' | 'lastname' | 'email' | 'role'
> & { shops: Pick<Schemas['MembershipView'], 'id' | 'urlShop' | 'role'>[] };

const USER_KEY = 'cuvee.shop.user';
const listeners = new Set<() => void>();

function readUser(): SessionUser | null {
  if (!readTokens()) return null;
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

let current: SessionUser | null = readUser();

function setUser(user: SessionUser | null): void {
  current = user;
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
  for (const listener of listeners) listener();
}

function userOf(view: Schemas['UserView']): SessionUser {
  return {
    id: view.id,
    username: view.username,
    firstname: view.firstname,
    lastname: view.lastname,
    email: view.email,
    role: view.role,
    shops: view.shops.map((shop) => ({ id: shop.id, urlShop: shop.urlShop, role: shop.role })),
  };
}

export function sessionUser(): SessionUser | null {
  return current;
}

/** Calls `listener` whenever the user signs in or out; answers the unsubscription. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const visitor = () => null;

/** The signed-in user, or null; re-renders when the session changes. */
export function useSessionUser(): SessionUser | null {
  // A page rendered on the server is a visitor's (no session there); hydration starts from it too.
  return useSyncExternalStore(subscribeSession, () => current, visitor);
}

function forget(): void {
  writeTokens(null);
  setUser(null);
}

/**
 * Every call of the shop front: the bearer token when signed in; on a 401 the tokens are refreshed once
 * and the call retried; a session that cannot be refreshed ends, and the call is made again as a
 * visitor (a public page never fails because a session expired).
 */
export async function sessionFetch(request: Request): Promise<Response> {
  const tokens = readTokens();
  if (!tokens) return fetch(request);
  const again = request.clone();
  const withToken = (jwt: string, from: Request) => {
    const headers = new Headers(from.headers);
    headers.set('Authorization', `Bearer ${jwt}`);
    return new Request(from, { headers });
  };
  const response = await fetch(withToken(tokens.jwt, request));
  if (response.status !== 401) return response;
  const fresh: Tokens | null = await refreshTokens(tokens, exchangeRefreshToken).catch(() => null);
  if (fresh) return fetch(withToken(fresh.jwt, again));
  forget();
  return fetch(again);
}

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; message: string };

/** POST /v1/auth/login; the API's own message (in the page's language) when it refuses. */
export async function signIn(identifier: string, password: string): Promise<SignInResult> {
  const response = await fetch('/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': pageLocale() },
    body: JSON.stringify({ username: identifier.trim(), password }),
  });
  const body = (await response.json().catch(() => null)) as
    (Partial<Tokens> & { user?: Schemas['UserView'] | null; message?: string | string[] }) | null;
  // A login needs a user in the reply (a master account alone chooses in the back office).
  if (!response.ok || !body?.user || !body.jwt || !body.refreshToken) {
    return { ok: false, message: [body?.message ?? ''].flat().join(' ') };
  }
  writeTokens({ jwt: body.jwt, refreshToken: body.refreshToken });
  const user = userOf(body.user);
  setUser(user);
  return { ok: true, user };
}

const beforeSignOut = new Set<() => Promise<void>>();

/** Work to finish while the session still holds its token (the cart's pending save). */
export function onBeforeSignOut(task: () => Promise<void>): void {
  beforeSignOut.add(task);
}

/** Ends the session here and on the server (POST /v1/auth/logout). */
export async function signOut(): Promise<void> {
  await Promise.all([...beforeSignOut].map((task) => task().catch(() => undefined)));
  const tokens = readTokens();
  forget();
  if (tokens) {
    await fetch('/v1/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.jwt}` },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    }).catch(() => undefined);
  }
}

/**
 * Tokens without a user (signed in by the back office on the same origin): the user is read once from
 * GET /v1/users/me.
 */
export async function restoreUser(): Promise<void> {
  if (current || !readTokens()) return;
  const response = await sessionFetch(
    new Request('/v1/users/me', { headers: { Accept: 'application/json' } }),
  );
  if (response.ok) setUser(userOf((await response.json()) as Schemas['UserView']));
}
