import { failure, type ValidationFailure } from './validation/failure.js';

/*
 * The Idempotency-Key rules (order placement, payment capture, the partners' bulk sync), as a decision
 * over the stored record of a key, so the service only stores and reads: same key and same body → the
 * same answer again; same key, other body → 422; the first request still running → 409. Keys are
 * kept at least 24 h. A request still "in flight" long after it began is taken as crashed, so the
 * key does not stay blocked for a day.
 */

/** An Idempotency-Key is 1 to 128 printable ASCII characters (else "idempotency.keyInvalid"). */
export function isIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,128}$/.test(key);
}

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_IN_FLIGHT_TIMEOUT_MS = 5 * 60 * 1000;

export interface IdempotencyRecord<R> {
  /** The kernel's requestHashOf(the request body), with the route and the caller folded in by the service. */
  readonly requestHash: string;
  readonly state: 'inFlight' | 'done';
  readonly createdAt: Date;
  /** The answer given, once done. */
  readonly response: R | null;
}

export type IdempotencyDecision<R> =
  /** Run the request (after storing the key as in flight). */
  | { readonly kind: 'proceed' }
  /** Answer what was answered the first time. */
  | { readonly kind: 'replay'; readonly response: R }
  | { readonly kind: 'refused'; readonly status: 409 | 422; readonly failure: ValidationFailure };

export function decideIdempotency<R>(
  record: IdempotencyRecord<R> | null,
  requestHash: string,
  now: Date,
): IdempotencyDecision<R> {
  if (!record) return { kind: 'proceed' };
  const age = now.getTime() - record.createdAt.getTime();
  if (age >= IDEMPOTENCY_RETENTION_MS) return { kind: 'proceed' };
  if (record.requestHash !== requestHash) {
    return { kind: 'refused', status: 422, failure: failure('idempotency.mismatch') };
  }
  if (record.state === 'inFlight') {
    return age >= IDEMPOTENCY_IN_FLIGHT_TIMEOUT_MS
      ? { kind: 'proceed' }
      : { kind: 'refused', status: 409, failure: failure('idempotency.inFlight') };
  }
  return { kind: 'replay', response: record.response as R };
}
