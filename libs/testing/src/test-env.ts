import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/**
 * The environment of a process under test: quiet logs, its own data folder, its own queue prefix in
 * Redis when REDIS_URL is set (so parallel test files never share jobs), fast polling, no demo data.
 */
export function testEnv(
  databaseEnv: Record<string, string>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    // Quiet unless asked: `TEST_LOG_LEVEL=error npm test` shows what the APIs under test log (a 500's cause).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cuvee-data-')),
    QUEUE_PREFIX: `cuvee-test-${randomBytes(4).toString('hex')}`,
    QUEUE_POLL_MS: '50',
    SEED_DEMO: 'false',
    // The captcha's real work, a thousand hashes at most instead of fifty thousand per public form.
    CAPTCHA_MAX_NUMBER: '1000',
    REDIS_URL: process.env.REDIS_URL ?? '',
    SMTP_URL: '',
    ...databaseEnv,
    ...overrides,
  };
}

/** Deletes every Redis key a test run created under its queue prefix. */
export async function clearQueuePrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Polls until `probe` returns a value (not undefined) or the time runs out. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: no result after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits, when the clock minute has less than `needMs` left, for the next one to start: rate limits count
 * in windows of a clock minute, and a test's requests must not straddle two of them.
 */
export async function withinOneMinute(needMs = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
