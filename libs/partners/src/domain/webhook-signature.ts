import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The headers of every webhook delivery (docs/partners.md "Webhooks"). */
export const WEBHOOK_HEADERS = {
  /** The delivery's id, the same on every try: the partner drops a delivery it already handled. */
  id: 'Cuvee-Webhook-Id',
  /** Seconds since the epoch when this try was signed. */
  timestamp: 'Cuvee-Webhook-Timestamp',
  /** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` under the subscription's secret. */
  signature: 'Cuvee-Webhook-Signature',
  event: 'Cuvee-Webhook-Event',
} as const;

/** A subscription's signing secret: shown to the owner, kept to sign every delivery. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The signature of one try: HMAC-SHA256 over the timestamp, a dot and the exact body sent. Signing the
 * timestamp with the body lets the partner refuse an old delivery replayed by someone who captured it.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/**
 * What a partner runs on receipt (the guide shows it): the signature matches and the timestamp is within
 * `toleranceSeconds` of now. Compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isSafeInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
