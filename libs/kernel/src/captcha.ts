import { CAPTCHA_DEFAULT_VERSION } from './constants.js';
import type { MessageKey } from './validation/messages.js';

/**
 * The self-hosted captcha (docs/adr/0088): a proof of work, so no visitor's data goes to a third party.
 * The API picks a secret number below `maxNumber` and hands out `challenge = SHA-256(salt + number)`,
 * signed; the browser finds the number by trying them in turn (tens of thousands of hashes, a second or
 * so), and the form sends it back with the challenge. A robot pays the same work for every form it fills.
 */
export interface CaptchaChallenge {
  /** The installation's public key: a challenge from another installation is refused. */
  readonly siteKey: string;
  /** The puzzle's format; the browser refuses one it does not know. */
  readonly version: number;
  readonly algorithm: 'SHA-256';
  /** Random hex, then `?expires=<epoch seconds>`: the expiry travels inside what the signature covers. */
  readonly salt: string;
  /** Hex SHA-256 of salt + the secret number. */
  readonly challenge: string;
  /** The secret number lies in [0, maxNumber]. */
  readonly maxNumber: number;
  /** Hex HMAC-SHA-256 of the challenge with the installation's secret. */
  readonly signature: string;
}

/** What a form sends back, in the `X-Captcha` header, as base64url JSON. */
export interface CaptchaSolution {
  readonly siteKey: string;
  readonly version: number;
  readonly salt: string;
  readonly challenge: string;
  readonly number: number;
  readonly signature: string;
}

export const CAPTCHA_HEADER = 'x-captcha';

/**
 * Why a challenge cannot be solved before any work is done, with the spec's message: a challenge
 * without its site key or its version comes from a misconfigured server.
 */
export function captchaChallengeFault(challenge: Partial<CaptchaChallenge>): MessageKey | null {
  if (!challenge.siteKey) return 'captcha.missingKey';
  if (!challenge.version) return 'captcha.missingVersion';
  if (
    challenge.version !== CAPTCHA_DEFAULT_VERSION ||
    challenge.algorithm !== 'SHA-256' ||
    !challenge.salt ||
    !HEX_64.test(challenge.challenge ?? '') ||
    !Number.isSafeInteger(challenge.maxNumber) ||
    (challenge.maxNumber ?? -1) < 0
  )
    return 'captcha.executeFailed';
  return null;
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** The challenge's expiry (epoch seconds) read from its salt; null when the salt carries none. */
export function captchaExpiry(salt: string): number | null {
  const match = /\?expires=(\d{1,12})$/.exec(salt);
  return match ? Number(match[1]) : null;
}

/** Hex SHA-256 of a text, by the platform's Web Crypto (Node ≥ 20 and every browser have it). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The secret number, found by trying 0, 1, 2… up to maxNumber; null when none matches (a forged or
 * corrupted challenge). `onProgress` hears the share tried, for a progress bar.
 */
export async function solveCaptcha(
  challenge: Pick<CaptchaChallenge, 'salt' | 'challenge' | 'maxNumber'>,
  onProgress?: (share: number) => void,
): Promise<number | null> {
  const step = Math.max(1, Math.floor(challenge.maxNumber / 20));
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if ((await sha256Hex(challenge.salt + number)) === challenge.challenge) return number;
    if (onProgress && number % step === 0) onProgress(number / challenge.maxNumber);
  }
  return null;
}

/** The header's value for a solved challenge. */
export function encodeCaptchaSolution(solution: CaptchaSolution): string {
  return base64url(JSON.stringify(solution));
}

/** The header's value read back; null when it is not a well-formed solution. */
export function decodeCaptchaSolution(header: string | undefined): CaptchaSolution | null {
  if (!header || header.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(header)) return null;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64url(header));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const solution = value as Record<string, unknown>;
  const texts = ['siteKey', 'salt', 'challenge', 'signature'] as const;
  if (!texts.every((name) => typeof solution[name] === 'string')) return null;
  if (!Number.isSafeInteger(solution['number']) || (solution['number'] as number) < 0) return null;
  if (!Number.isSafeInteger(solution['version'])) return null;
  return {
    siteKey: solution['siteKey'] as string,
    version: solution['version'] as number,
    salt: solution['salt'] as string,
    challenge: solution['challenge'] as string,
    number: solution['number'] as number,
    signature: solution['signature'] as string,
  };
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
