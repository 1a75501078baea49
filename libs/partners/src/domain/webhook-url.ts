import { isIP } from 'node:net';

export type WebhookUrlProblem = 'webhooks.urlInvalid' | 'webhooks.urlHttps' | 'webhooks.urlPrivate';

/** The loopback names a developer's receiving server runs on. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Why `raw` may not receive webhooks, or null when it may: https only, and never a private, loopback or
 * link-local address (the server would call into its own network). `allowLoopback` (outside production)
 * lets a developer's http://localhost receive them.
 */
export function webhookUrlProblem(raw: string, allowLoopback: boolean): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'webhooks.urlInvalid';
  }
  if (url.username || url.password || raw.length > 500) return 'webhooks.urlInvalid';
  const host = url.hostname.toLowerCase();
  if (allowLoopback && LOOPBACK_NAMES.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return null;
  }
  if (url.protocol !== 'https:') return 'webhooks.urlHttps';
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost') || host.endsWith('.local'))
    return 'webhooks.urlPrivate';
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(literal) && isPrivateAddress(literal)) return 'webhooks.urlPrivate';
  return null;
}

/**
 * Loopback, private, link-local, carrier-grade NAT, "this network" and unique-local addresses, in both
 * IP versions (IPv4-mapped IPv6 included): never a partner's public server. Also checked on the address
 * a name resolves to, just before each delivery.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(lower) ||
    /^fe[89ab][0-9a-f]:/.test(lower) ||
    lower.startsWith('ff')
  );
}
