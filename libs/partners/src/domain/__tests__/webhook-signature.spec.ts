import fc from 'fast-check';
import { generateWebhookSecret, signWebhook, verifyWebhook } from '../webhook-signature.js';

const NOW = 1_800_000_000;

describe('webhook signature', () => {
  test('what is signed verifies, within the tolerance', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -300, max: 300 }), (body, skew) => {
        const secret = generateWebhookSecret();
        const signature = signWebhook(secret, NOW + skew, body);
        expect(verifyWebhook(secret, { timestamp: String(NOW + skew), signature }, body, NOW)).toBe(true);
      }),
    );
  });

  test('another body, timestamp or secret, or an old delivery, does not verify', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 10_000 }), (body, other, shift) => {
        const secret = generateWebhookSecret();
        const signature = signWebhook(secret, NOW, body);
        const ok = (s: string, t: number, b: string, now = NOW) =>
          verifyWebhook(s, { timestamp: String(t), signature }, b, now);
        if (other !== body) expect(ok(secret, NOW, other)).toBe(false);
        expect(ok(secret, NOW + shift, body, NOW + shift)).toBe(false);
        expect(ok(generateWebhookSecret(), NOW, body)).toBe(false);
        expect(ok(secret, NOW, body, NOW + 300 + shift)).toBe(false);
      }),
    );
  });

  test('the scheme is HMAC-SHA256 of "timestamp.body", hex, prefixed v1= (the guide shows it)', () => {
    // Pinned: partners' verification code depends on it byte for byte.
    expect(signWebhook('whsec_test', 1_700_000_000, '{"a":1}')).toBe(
      'v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789',
    );
    expect(signWebhook('whsec_test', 1_700_000_000, '{"a":1}')).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  test('a malformed timestamp or signature is refused, never thrown', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (timestamp, signature) => {
        expect(verifyWebhook('whsec_x', { timestamp, signature }, '{}', NOW)).toBe(false);
      }),
    );
  });
});
