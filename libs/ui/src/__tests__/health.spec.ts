import { describe, expect, it } from '@jest/globals';
import { fetchHealth, HEALTH_URL, versionOf, type Health } from '../health.js';
import { remainingDisplayMs } from '../use-health.js';

const report: Health = {
  status: 'ok',
  version: '0.1.0',
  database: { status: 'up', engine: 'sqlite' },
  queue: { status: 'up', driver: 'database' },
};
const checkedAt = new Date('2026-05-04T10:20:30Z');
const signal = new AbortController().signal;

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

function failing(name: string): typeof fetch {
  return async () => {
    throw Object.assign(new Error(name), { name });
  };
}

describe('fetchHealth', () => {
  it('asks GET /v1/health for JSON', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetcher: typeof fetch = async (input, init) => {
      calls.push([String(input), init]);
      return new Response(JSON.stringify(report));
    };
    await fetchHealth(signal, fetcher);
    expect(calls).toEqual([[HEALTH_URL, { headers: { Accept: 'application/json' }, signal }]]);
  });

  it('is ok when the API answers 200 with status ok', async () => {
    await expect(
      fetchHealth(signal, answering(200, JSON.stringify(report)), () => checkedAt),
    ).resolves.toEqual({ kind: 'ok', health: report, checkedAt });
  });

  it('is degraded when the report comes with a 503 or says error', async () => {
    const down: Health = { ...report, status: 'error', queue: { status: 'down', driver: 'bullmq' } };
    await expect(fetchHealth(signal, answering(503, JSON.stringify(down)), () => checkedAt)).resolves.toEqual(
      {
        kind: 'degraded',
        health: down,
        checkedAt,
      },
    );
    await expect(fetchHealth(signal, answering(200, JSON.stringify(down)), () => checkedAt)).resolves.toEqual(
      {
        kind: 'degraded',
        health: down,
        checkedAt,
      },
    );
  });

  it('is unreachable with the HTTP status when the body is not a health report', async () => {
    await expect(fetchHealth(signal, answering(502, '<html>Bad gateway</html>'))).resolves.toEqual({
      kind: 'unreachable',
      reason: 502,
    });
    await expect(fetchHealth(signal, answering(200, '{"status":"ok"}'))).resolves.toEqual({
      kind: 'unreachable',
      reason: 200,
    });
  });

  it('tells a timeout from a network failure', async () => {
    await expect(fetchHealth(signal, failing('TimeoutError'))).resolves.toEqual({
      kind: 'unreachable',
      reason: 'timeout',
    });
    await expect(fetchHealth(signal, failing('TypeError'))).resolves.toEqual({
      kind: 'unreachable',
      reason: 'network',
    });
  });
});

describe('versionOf', () => {
  it('is the version of the last report, if any', () => {
    expect(versionOf({ kind: 'ok', health: report, checkedAt })).toBe('0.1.0');
    expect(versionOf({ kind: 'degraded', health: report, checkedAt })).toBe('0.1.0');
    expect(versionOf({ kind: 'loading', previous: report })).toBeUndefined();
    expect(versionOf({ kind: 'unreachable', reason: 'network' })).toBeUndefined();
  });
});

describe('remainingDisplayMs (a fetch shows its loading state at least 200 ms)', () => {
  it('waits for the rest of the 200 ms after a quick answer, not at all after a slow one', () => {
    expect(remainingDisplayMs(1_000, 1_000)).toBe(200);
    expect(remainingDisplayMs(1_000, 1_050)).toBe(150);
    expect(remainingDisplayMs(1_000, 1_200)).toBe(0);
    expect(remainingDisplayMs(1_000, 5_000)).toBe(0);
  });
});
