import { useCallback, useEffect, useState } from 'react';

/** The body of GET /v1/health (200 when everything answers, 503 with the same shape otherwise). */
export interface Health {
  status: 'ok' | 'error';
  version: string;
  database: { status: 'up' | 'down'; engine: string };
  queue: { status: 'up' | 'down'; driver: string };
}

export type HealthState =
  | { kind: 'loading'; previous?: Health }
  | { kind: 'ok' | 'degraded'; health: Health; checkedAt: Date }
  | { kind: 'unreachable'; reason: 'timeout' | 'network' | number };

const HEALTH_URL = '/v1/health';
const TIMEOUT_MS = 10_000;
/** Spec §9: a fetch's loading state stays at least this long, so a quick answer does not flicker. */
const MIN_DISPLAY_MS = 200;

function isHealth(body: unknown): body is Health {
  const value = body as Partial<Health> | null;
  return (
    typeof value?.version === 'string' &&
    typeof value.database?.engine === 'string' &&
    typeof value.queue?.driver === 'string'
  );
}

async function fetchHealth(signal: AbortSignal): Promise<HealthState> {
  try {
    const response = await fetch(HEALTH_URL, { headers: { Accept: 'application/json' }, signal });
    const body: unknown = await response.json().catch(() => null);
    if (!isHealth(body)) return { kind: 'unreachable', reason: response.status };
    const ok = response.ok && body.status === 'ok';
    return { kind: ok ? 'ok' : 'degraded', health: body, checkedAt: new Date() };
  } catch (error) {
    return { kind: 'unreachable', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

/** Fetches /v1/health once, and again on `retry()`. */
export function useHealth(): [HealthState, () => void] {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const started = Date.now();
    void fetchHealth(AbortSignal.timeout(TIMEOUT_MS)).then(async (next) => {
      const wait = MIN_DISPLAY_MS - (Date.now() - started);
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
