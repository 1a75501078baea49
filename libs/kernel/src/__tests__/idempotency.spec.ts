import { requestHashOf } from '../node/request-hash.js';
import {
  decideIdempotency,
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
