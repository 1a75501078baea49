/*
 * The tokens of a session (ADR 0008), for both fronts: a 15-minute access token and a single-use refresh
 * token, kept in localStorage so a reload or a new tab stays logged in. Refreshes are serialised, within the tab
 * (one in flight, the others wait for it) and across tabs (a Web Lock): two tabs presenting the same
 * refresh token would be taken for a theft and end the session.
 */

export interface Tokens {
  jwt: string;
  refreshToken: string;
}

// One key for both fronts: served from one origin, they share the session.
const STORAGE_KEY = 'cuvee.tokens';
const LOCK_NAME = 'cuvee.refresh';

export function readTokens(): Tokens | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Tokens> | null;
    return typeof value?.jwt === 'string' && typeof value.refreshToken === 'string'
      ? { jwt: value.jwt, refreshToken: value.refreshToken }
      : null;
  } catch {
    return null;
  }
}

export function writeTokens(tokens: Tokens | null): void {
  if (tokens) localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  else localStorage.removeItem(STORAGE_KEY);
}

/** Runs `work` holding the cross-tab refresh lock (directly where Web Locks are missing). */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request(LOCK_NAME, work) as Promise<T>) : work();
}

let inFlight: Promise<Tokens | null> | null = null;

/**
 * New tokens for the ones that `stale` holds, or null when the session is over. `exchange` calls
 * POST /v1/auth/refresh. Another tab that refreshed meanwhile left its tokens in storage: they are
 * used instead of spending the (already spent) refresh token again.
 */
export function refreshTokens(
  stale: Tokens,
  exchange: (refreshToken: string) => Promise<Tokens | null>,
): Promise<Tokens | null> {
  inFlight ??= withLock(async () => {
    const stored = readTokens();
    if (!stored) return null;
    if (stored.refreshToken !== stale.refreshToken) return stored;
    const fresh = await exchange(stored.refreshToken);
    writeTokens(fresh);
    return fresh;
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** POST /v1/auth/refresh: the new pair, or null when the refresh token is refused (session over). */
export async function exchangeRefreshToken(refreshToken: string): Promise<Tokens | null> {
  const response = await fetch('/v1/auth/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`refresh: HTTP ${response.status}`);
  return (await response.json()) as Tokens;
}
