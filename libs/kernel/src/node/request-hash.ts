import { createHash } from 'node:crypto';

/*
 * The hash of a request body or a document's content: equal values hash alike whatever the order of
 * their keys. Orders compare an Idempotency-Key's body with it, billing seals an issued document
 * with it. Node only (node:crypto): the fronts never import this entry.
 */

/** JSON with object keys sorted at every level, so equal bodies hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the canonical JSON of a request body (hex). */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
