import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: refresh tokens and the single-use tokens sent by mail. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token: its SHA-256. A stolen table then holds nothing usable, and
 * a plain hash is enough because the token carries 256 bits of entropy (no dictionary to try).
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as we issue it; anything else is refused before touching the database. */
export function isWellFormedOpaqueToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
