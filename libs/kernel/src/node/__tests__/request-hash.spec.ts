import fc from 'fast-check';
import { requestHashOf } from '../request-hash.js';

describe('requestHashOf', () => {
  it('hashes equal bodies alike whatever the order of their keys, and different bodies apart', () => {
    expect(requestHashOf({ a: 1, b: { c: [1, 2], d: null } })).toBe(
      requestHashOf({ b: { d: null, c: [1, 2] }, a: 1 }),
    );
    expect(requestHashOf({ a: 1, skipped: undefined })).toBe(requestHashOf({ a: 1 }));
    expect(requestHashOf({ a: [1, 2] })).not.toBe(requestHashOf({ a: [2, 1] }));
    expect(requestHashOf({ a: '1' })).not.toBe(requestHashOf({ a: 1 }));
    // Rebuilding every object with its keys in reverse order never changes the hash.
    const reversed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reversed);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([k, v]) => [k, reversed(v)]),
      );
    };
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(requestHashOf(reversed(body))).toBe(requestHashOf(body));
      }),
      { numRuns: 1000 },
    );
  });
});
