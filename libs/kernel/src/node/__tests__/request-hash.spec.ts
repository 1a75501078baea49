import { createHash } from 'node:crypto';
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

describe('the canonical text behind the hash', () => {
  // The expected hashes are of texts written out by hand: keys sorted, no spaces, undefined left out.
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('sorts the keys at every level and joins with commas, without spaces', () => {
    expect(requestHashOf({ b: 1, a: [1, 2], c: { z: null, y: 'é' } })).toBe(
      sha256('{"a":[1,2],"b":1,"c":{"y":"é","z":null}}'),
    );
    expect(requestHashOf({ b: 1, a: 2, skipped: undefined })).toBe(sha256('{"a":2,"b":1}'));
    expect(requestHashOf({ '10': 'x', '9': 'y', B: 0, a: 0 })).toBe(sha256('{"10":"x","9":"y","B":0,"a":0}'));
  });

  it('hashes a missing body or a missing array item as null, like JSON', () => {
    expect(requestHashOf(undefined)).toBe(sha256('null'));
    expect(requestHashOf([undefined, 1])).toBe(sha256('[null,1]'));
    expect(requestHashOf([])).toBe(sha256('[]'));
    expect(requestHashOf({})).toBe(sha256('{}'));
  });

  it('keeps the items of an array apart: [1, 2] is not [12]', () => {
    expect(requestHashOf([1, 2])).not.toBe(requestHashOf([12]));
  });
});
