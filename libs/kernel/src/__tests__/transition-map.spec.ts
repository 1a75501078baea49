import fc from 'fast-check';
import {
  checkTransition,
  guardThat,
  terminalStatuses,
  transition,
  TransitionRefusedError,
  type TransitionMap,
} from '../transition-map.js';

// A small lifecycle of its own, so the map's rules are tested apart from the contexts' lifecycles
// (orders and billing documents pin their own moves in their specs).
type Status = 'draft' | 'open' | 'done' | 'dropped';
const STATUSES: readonly Status[] = ['draft', 'open', 'done', 'dropped'];
const MAP: TransitionMap<Status, { readonly lines: number }> = {
  to: { draft: ['open', 'dropped'], open: ['done', 'dropped'], done: [], dropped: [] },
  guards: { 'draft->open': guardThat((facts) => facts.lines > 0, 'sales.emptyOrder') },
};

describe('transition map', () => {
  it('allows exactly the moves the map lists, a guard deciding the guarded one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom(...STATUSES),
        fc.nat(3),
        (from, to, lines) => {
          const check = checkTransition(MAP, from, to, { lines });
          const listed = MAP.to[from].includes(to);
          const guarded = from === 'draft' && to === 'open' && lines === 0;
          expect(check.ok).toBe(listed && !guarded);
          if (!listed)
            expect(check).toEqual({
              ok: false,
              failure: { code: 'sales.transitionNotAllowed', params: { from, to } },
            });
          if (listed && guarded) expect(check).toEqual({ ok: false, failure: { code: 'sales.emptyOrder' } });
        },
      ),
    );
  });

  it('moves or throws the refusal', () => {
    expect(transition(MAP, 'open', 'done', { lines: 1 })).toBe('done');
    expect(() => transition(MAP, 'done', 'open', { lines: 1 })).toThrow(TransitionRefusedError);
  });

  it('names the statuses with no way out', () => {
    expect(terminalStatuses(MAP)).toEqual(['done', 'dropped']);
  });
});

describe('transition map edges', () => {
  it('refuses a move from a status the map does not know, and runs without guards', () => {
    const free: TransitionMap<Status, null> = { to: MAP.to };
    expect(checkTransition(free, 'draft', 'open', null)).toEqual({ ok: true });
    expect(checkTransition(free, 'unknown' as Status, 'open', null)).toEqual({
      ok: false,
      failure: { code: 'sales.transitionNotAllowed', params: { from: 'unknown', to: 'open' } },
    });
  });

  it('a refusal is an error named after itself, with the message key as its message', () => {
    const error = new TransitionRefusedError({ code: 'sales.emptyOrder' });
    expect(error.name).toBe('TransitionRefusedError');
    expect(error.message).toBe('sales.emptyOrder');
    expect(error.failure).toEqual({ code: 'sales.emptyOrder' });
    expect(() => transition(MAP, 'draft', 'open', { lines: 0 })).toThrow(error);
  });
});
