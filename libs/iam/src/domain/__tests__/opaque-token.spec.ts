import fc from 'fast-check';
import { generateOpaqueToken, hashOpaqueToken, isWellFormedOpaqueToken } from '../opaque-token.js';

describe('opaque tokens (refresh tokens, mailed links)', () => {
  test('carry 256 bits in base64url: 43 characters, URL-safe', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedOpaqueToken(token)).toBe(true);
  });

  test('are never the same twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateOpaqueToken));
    expect(tokens.size).toBe(1000);
  });

  test('are stored as their SHA-256 in hex, stable and distinct from the token', () => {
    const token = generateOpaqueToken();
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
    expect(hashOpaqueToken(token)).not.toContain(token);
  });

  test('a token with one character more before or after, or one less, or not a string, is refused', () => {
    const token = generateOpaqueToken();
    for (const value of [`!${token}`, `${token}!`, `${token}A`, token.slice(1), [token]])
      expect(isWellFormedOpaqueToken(value)).toBe(false);
  });

  test('anything else is refused before any lookup', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (value) => {
        const wellFormed = typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
        return isWellFormedOpaqueToken(value) === wellFormed;
      }),
    );
  });
});
