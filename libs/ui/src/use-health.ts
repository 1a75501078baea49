import { FETCH_MIN_DISPLAY_MS } from '@cuvee/kernel';
import { useCallback, useEffect, useState } from 'react';
import { fetchHealth, type HealthState } from './health.js';

const TIMEOUT_MS = 10_000;

/** How much longer the loading state must stay so that it lasts FETCH_MIN_DISPLAY_MS. */
export function remainingDisplayMs(startedAt: number, now: number): number {
  return Math.max(0, FETCH_MIN_DISPLAY_MS - (now - startedAt));
}

/** Fetches /v1/health once, and again on `retry()`; a quick answer does not flicker. */
export function useHealth(): [HealthState, () => void] {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const startedAt = Date.now();
    void fetchHealth(AbortSignal.timeout(TIMEOUT_MS)).then(async (next) => {
      const wait = remainingDisplayMs(startedAt, Date.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ kind: 'loading', previous: 'health' in current ? current.health : undefined }));
    setAttempt((count) => count + 1);
  }, []);

  return [state, retry];
}
