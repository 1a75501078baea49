import { createHash, timingSafeEqual } from 'node:crypto';
import type { MetricsConfig } from '../config/app-config.js';

export type MetricsAccess = 'granted' | 'missing' | 'wrong';

/**
 * Whether an Authorization header carries the configured scrape credentials: `Bearer <METRICS_TOKEN>`
 * or `Basic base64(<METRICS_BASIC_AUTH>)`. Compared in constant time, so the answer's timing tells
 * nothing of how much of a guess was right.
 */
export function metricsAccess(authorization: string | undefined, config: MetricsConfig): MetricsAccess {
  const match = /^(\w+) +(\S+)\s*$/.exec(authorization ?? '');
  if (!match) return 'missing';
  const [, scheme = '', value = ''] = match;
  switch (scheme.toLowerCase()) {
    case 'bearer':
      return config.token !== undefined && sameSecret(value, config.token) ? 'granted' : 'wrong';
    case 'basic': {
      if (!config.basic) return 'wrong';
      const expected = `${config.basic.user}:${config.basic.password}`;
      return sameSecret(Buffer.from(value, 'base64').toString('utf8'), expected) ? 'granted' : 'wrong';
    }
    default:
      return 'wrong';
  }
}

/** The WWW-Authenticate challenge of a refusal: the schemes the configuration accepts. */
export function metricsChallenge(config: MetricsConfig): string {
  return [config.basic ? 'Basic realm="metrics"' : [], config.token ? 'Bearer realm="metrics"' : []]
    .flat()
    .join(', ');
}

/** Digests first: timingSafeEqual needs equal lengths, and a length check would leak the length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
