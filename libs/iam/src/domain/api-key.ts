import { generateOpaqueToken, hashOpaqueToken } from './opaque-token.js';

/**
 * What starts every API key: the access guard tells a key from a JWT by it, and a secret scanner (or a
 * person) recognises one pasted where it should not be.
 */
export const API_KEY_PREFIX = 'cuvee_';

/** How many characters of a key are kept in clear to tell keys apart in a list ("cuvee_Ab3x…"). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

export interface NewApiKey {
  /** Given to the caller once, never stored. */
  secret: string;
  /** What the database keeps: its SHA-256. */
  hash: string;
  /** Its first characters, shown in lists. */
  start: string;
}

export function generateApiKey(): NewApiKey {
  const secret = `${API_KEY_PREFIX}${generateOpaqueToken()}`;
  return { secret, hash: hashOpaqueToken(secret), start: secret.slice(0, SHOWN_LENGTH) };
}

/** True for anything shaped like a key we issue; the database is asked only then. */
export function isWellFormedApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_KEY_PREFIX.length));
}

export function hashApiKey(secret: string): string {
  return hashOpaqueToken(secret);
}

/** A key answers requests until it is revoked or its expiry passes. */
export function isApiKeyUsable(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}
