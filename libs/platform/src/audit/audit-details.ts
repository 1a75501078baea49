/** Keys whose values may be secrets: they never reach the trail, whatever a route's details say. */
const SECRET_KEY = /pass(word)?|secret|token|api_?key|^key$|authorization|cookie|iban|bic|hash/i;
const MAX_DEPTH = 3;
const MAX_TEXT = 120;
const MAX_ITEMS = 50;

/**
 * The details an entry keeps: secret-looking keys dropped at any depth, text cut short, lists capped,
 * so a route's details function cannot turn the trail into a copy of the data it protects.
 */
export function safeDetails(
  details: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!details) return null;
  const kept = clean(details, 0) as Record<string, unknown>;
  return Object.keys(kept).length > 0 ? kept : null;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => clean(item, depth + 1));
  if (typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(key)) continue;
      const cleaned = clean(item, depth + 1);
      if (cleaned !== undefined) kept[key] = cleaned;
    }
    return kept;
  }
  return undefined;
}

/** The names of the fields a request body sets, sorted: what a change touched, never the values. */
export function fieldsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body).sort();
}
