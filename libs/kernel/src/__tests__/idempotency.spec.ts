import { requestHashOf } from '../node/request-hash.js';
import {
  decideIdempotency,
  isIdempotencyKey,
  IDEMPOTENCY_IN_FLIGHT_TIMEOUT_MS,
  IDEMPOTENCY_RETENTION_MS,
  type IdempotencyRecord,
} from '../idempotency.js';

const T0 = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HASH = requestHashOf({ orders: [{ sellerId: 1 }] });

const record = (overrides: Partial<IdempotencyRecord<string>> = {}): IdempotencyRecord<string> => ({
  requestHash: HASH,
  state: 'done',
  createdAt: T0,
  response: 'order 42',
  ...overrides,
});

describe('Idempotency-Key decisions', () => {
  it('runs a request whose key is new', () => {
    expect(decideIdempotency(null, HASH, T0)).toEqual({ kind: 'proceed' });
  });

  it('answers the same body again with the first answer', () => {
    expect(decideIdempotency(record(), HASH, at(1000))).toEqual({ kind: 'replay', response: 'order 42' });
  });

  it('refuses another body under the same key with 422', () => {
    expect(decideIdempotency(record(), requestHashOf({ orders: [] }), at(1000))).toEqual({
      kind: 'refused',
      status: 422,
      failure: { code: 'idempotency.mismatch' },
    });
  });

  it('refuses with 409 while the first request runs, and frees a key stuck in flight', () => {
    const running = record({ state: 'inFlight', response: null });
    expect(decideIdempotency(running, HASH, at(1000))).toEqual({
      kind: 'refused',
      status: 409,
      failure: { code: 'idempotency.inFlight' },
    });
    expect(decideIdempotency(running, HASH, at(IDEMPOTENCY_IN_FLIGHT_TIMEOUT_MS))).toEqual({
      kind: 'proceed',
    });
  });

  it('keeps a key 24 hours, then lets it be used again', () => {
    expect(decideIdempotency(record(), HASH, at(IDEMPOTENCY_RETENTION_MS - 1)).kind).toBe('replay');
    expect(decideIdempotency(record(), 'other', at(IDEMPOTENCY_RETENTION_MS))).toEqual({ kind: 'proceed' });
  });
});

describe('isIdempotencyKey', () => {
  test.each([
    ['one character', 'a'],
    ['a UUID', '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b'],
    ['the first printable character', '!'],
    ['the last printable character', '~'],
    ['128 characters', 'k'.repeat(128)],
  ])('accepts %s', (_what, key) => {
    expect(isIdempotencyKey(key)).toBe(true);
  });

  test.each([
    ['an empty key', ''],
    ['129 characters', 'k'.repeat(129)],
    ['a space', 'order 42'],
    ['a leading space', ' order42'],
    ['a trailing space', 'order42 '],
    ['a line break at the end', 'order42\n'],
    ['DEL', 'order\x7f'],
    ['an accent', 'commandé'],
  ])('refuses %s', (_what, key) => {
    expect(isIdempotencyKey(key)).toBe(false);
  });
});

describe('how long a key holds', () => {
  it('frees a key stuck in flight after 5 minutes, not before', () => {
    const running = record({ state: 'inFlight', response: null });
    expect(decideIdempotency(running, HASH, at(5 * 60 * 1000 - 1)).kind).toBe('refused');
    expect(decideIdempotency(running, HASH, at(5 * 60 * 1000)).kind).toBe('proceed');
  });

  it('replays for 24 hours, then forgets the key', () => {
    expect(decideIdempotency(record(), HASH, at(24 * 3600 * 1000 - 1)).kind).toBe('replay');
    expect(decideIdempotency(record(), HASH, at(24 * 3600 * 1000)).kind).toBe('proceed');
  });
});
