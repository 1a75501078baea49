import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP password storage cheat sheet, argon2id line: m = 19 MiB, t = 2, p = 1. The numeric
 * algorithm value is used because `Algorithm` is an ambient const enum (not importable with isolatedModules).
 */
export const ARGON2_OPTIONS: Readonly<Options> = {
  algorithm: 2, // Argon2id
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** Passwords are compared after Unicode normalisation, so "é" typed either way is the same password. */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** argon2id in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), salt included. */
export async function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, normalise(password));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
  return false;
}

/** True when the stored hash is not argon2id with today's parameters: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

/**
 * A hash that no password matches, verified when the account does not exist so that an unknown login
 * costs the same time as a wrong password (no account enumeration by timing).
 */
export const UNUSABLE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Y3V2ZWUtbm8tdXNlcg$2dUq8YkI1eHf0Ua3nl3z8p4B0m0Qk7Xw9d6vE5c3JcY';

// ---- Legacy: hashes written before argon2id (scrypt$salt$hash); verified, then upgraded at login.
const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(normalise(password), Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Only for tests of the legacy path: a hash as the first version of Cuvée wrote it. */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const digest = await scrypt(normalise(password), salt, 64);
  return `scrypt$${salt.toString('base64')}$${digest.toString('base64')}`;
}
