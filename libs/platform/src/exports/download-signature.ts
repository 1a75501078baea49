import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link handed to the browser stays valid. */
export const DOWNLOAD_LINK_TTL_S = 24 * 3600;

/**
 * Download links a browser can open in a new window, where no Authorization header goes: the path
 * carries an expiry and an HMAC of (what, id, user, expiry) under the server's secret, so the link works
 * for the file's owner only and only for a day.
 */
export class DownloadSignature {
  constructor(private readonly secret: string) {}

  sign(what: string, id: number, userId: number, now = Date.now()): { expires: number; signature: string } {
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_S;
    return { expires, signature: this.mac(what, id, userId, expires) };
  }

  verify(
    what: string,
    id: number,
    userId: number,
    expires: number,
    signature: string,
    now = Date.now(),
  ): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.mac(what, id, userId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(what: string, id: number, userId: number, expires: number): string {
    return createHmac('sha256', this.secret).update(`${what}:${id}:${userId}:${expires}`).digest('base64url');
  }
}
