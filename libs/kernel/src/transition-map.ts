import { failure, type MessageKey, type ValidationFailure } from './validation/index.js';

/*
 * A state machine as data (the habit of Vendure's order process): for each status, the statuses it may
 * go to, and for some moves a guard that reads the facts of the moment and refuses with a message key.
 * A move absent from the map is refused with 'sales.transitionNotAllowed'.
 */

/** A guard answers null when the move may happen, else why not. */
export type TransitionGuard<F> = (facts: F) => ValidationFailure | null;

export interface TransitionMap<S extends string, F> {
  /** Where each status may go; a terminal status has an empty list. */
  readonly to: Readonly<Record<S, readonly S[]>>;
  /** Guards keyed "from->to"; a move without a guard is free once it is in `to`. */
  readonly guards?: Readonly<Partial<Record<`${S}->${S}`, TransitionGuard<F>>>>;
}

export type TransitionCheck =
  { readonly ok: true } | { readonly ok: false; readonly failure: ValidationFailure };

const OK: TransitionCheck = { ok: true };

/** Whether `from → to` is allowed by the map and its guard, for these facts. */
export function checkTransition<S extends string, F>(
  map: TransitionMap<S, F>,
  from: S,
  to: S,
  facts: F,
): TransitionCheck {
  if (!map.to[from]?.includes(to)) {
    return { ok: false, failure: failure('sales.transitionNotAllowed', { from, to }) };
  }
  const guard = map.guards?.[`${from}->${to}`];
  const refused = guard ? guard(facts) : null;
  return refused ? { ok: false, failure: refused } : OK;
}

/** Statuses with no way out. */
export function terminalStatuses<S extends string, F>(map: TransitionMap<S, F>): S[] {
  return (Object.keys(map.to) as S[]).filter((status) => map.to[status].length === 0);
}

/** Thrown by a service when a move is refused; the API answers it as a 409 with the message key. */
export class TransitionRefusedError extends Error {
  constructor(readonly failure: ValidationFailure) {
    super(failure.code);
    this.name = 'TransitionRefusedError';
  }
}

/** The checked move: the new status, or a TransitionRefusedError. */
export function transition<S extends string, F>(map: TransitionMap<S, F>, from: S, to: S, facts: F): S {
  const check = checkTransition(map, from, to, facts);
  if (!check.ok) throw new TransitionRefusedError(check.failure);
  return to;
}

/** A guard that refuses with `key` unless `holds(facts)`. */
export function guardThat<F>(holds: (facts: F) => boolean, key: MessageKey): TransitionGuard<F> {
  return (facts) => (holds(facts) ? null : failure(key));
}
