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

export const HEALTH_URL = '/v1/health';

function isHealth(body: unknown): body is Health {
  const value = body as Partial<Health> | null;
  return (
    typeof value?.version === 'string' &&
    typeof value.database?.engine === 'string' &&
    typeof value.queue?.driver === 'string'
  );
}

/**
 * Asks the API how it is. Never throws: a body that is not a health report (a proxy's error page)
 * is "unreachable" with its HTTP status; no answer at all is a timeout or a network failure.
 */
export async function fetchHealth(
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): Promise<HealthState> {
  try {
    const response = await fetcher(HEALTH_URL, { headers: { Accept: 'application/json' }, signal });
    const body: unknown = await response.json().catch(() => null);
    if (!isHealth(body)) return { kind: 'unreachable', reason: response.status };
    const ok = response.ok && body.status === 'ok';
    return { kind: ok ? 'ok' : 'degraded', health: body, checkedAt: now() };
  } catch (error) {
    return { kind: 'unreachable', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

/** The API version the last answer gave, if any (the footer shows it). */
export function versionOf(state: HealthState): string | undefined {
  return 'health' in state ? state.health.version : undefined;
}
