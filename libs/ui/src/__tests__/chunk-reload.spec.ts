import { describe, expect, it } from '@jest/globals';
import { RELOAD_GUARD_MS } from '@cuvee/kernel';
import { isChunkLoadError, mayReload, reloadAfterChunkFailure } from '../chunk-reload.js';

function environment(start: number) {
  const stored = new Map<string, string>();
  const state = { now: start, reloads: 0 };
  return {
    state,
    env: {
      storage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
      now: () => state.now,
      reload: () => void (state.reloads += 1),
    },
  };
}

describe('chunk load failure', () => {
  it('recognises what browsers throw for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const { state, env } = environment(1_000_000);
    expect(reloadAfterChunkFailure(env)).toBe(true);
    state.now += RELOAD_GUARD_MS - 1;
    expect(reloadAfterChunkFailure(env)).toBe(false);
    state.now += 1;
    expect(reloadAfterChunkFailure(env)).toBe(true);
    expect(state.reloads).toBe(2);
    expect(mayReload(null, 0)).toBe(true);
  });
});
