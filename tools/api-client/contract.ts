/**
 * The API's published contract may grow, never change: every path, operation, parameter, schema and
 * property of the committed baseline (tools/api-client/openapi-contract.json) must still be in the
 * current OpenAPI document, with the same values. New paths, operations, schemas and properties are
 * additions and pass, and so are new members of a few lists (a schema's `required`, an `enum`, an
 * operation's `parameters`); removing or changing one is a break. Any other list must stay as it
 * was. Descriptions and summaries are prose for people and may be reworded.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Lists whose new members are additions; every other list must be unchanged. */
const GROWING_LISTS = new Set(['enum', 'tags', 'parameters', 'required']);

/** Prose for people: rewording it changes no client. */
const PROSE = new Set(['description', 'summary']);

/** The parts of the document that are the contract: `info` carries the running version, and
 * prose (descriptions, summaries) is left out. */
export function contractOf(document: { paths?: unknown; components?: unknown }): Json {
  return JSON.parse(
    JSON.stringify({ paths: document.paths ?? {}, components: document.components ?? {} }),
    (key, value: Json) => (PROSE.has(key) && typeof value === 'string' ? undefined : value),
  ) as Json;
}

/** Where `current` breaks `baseline`, as readable JSON pointers (empty when it only adds). */
export function contractBreaks(baseline: Json, current: Json, path = ''): string[] {
  if (Array.isArray(baseline)) {
    if (!Array.isArray(current)) return [`${path}: was a list`];
    const key = path.slice(path.lastIndexOf('/') + 1);
    if (GROWING_LISTS.has(key)) {
      return baseline.flatMap((item) => {
        const match = current.find((candidate) => sameIdentity(item, candidate));
        return match === undefined
          ? [`${path}: ${JSON.stringify(identityOf(item))} removed`]
          : contractBreaks(item, match, `${path}/${JSON.stringify(identityOf(item))}`);
      });
    }
    return JSON.stringify(baseline) === JSON.stringify(current)
      ? []
      : [`${path}: ${JSON.stringify(baseline)} became ${JSON.stringify(current)}`];
  }
  if (baseline !== null && typeof baseline === 'object') {
    if (current === null || typeof current !== 'object' || Array.isArray(current))
      return [`${path}: was an object`];
    return Object.entries(baseline).flatMap(([key, value]) =>
      key in current
        ? contractBreaks(value, current[key]!, `${path}/${escape(key)}`)
        : [`${path}/${escape(key)}: removed`],
    );
  }
  return baseline === current
    ? []
    : [`${path}: ${JSON.stringify(baseline)} became ${JSON.stringify(current)}`];
}

/** A parameter is known by where and what it is; any other member by its value. */
function identityOf(item: Json): Json {
  if (item !== null && typeof item === 'object' && !Array.isArray(item) && 'name' in item && 'in' in item)
    return { in: item.in!, name: item.name! };
  return item;
}

function sameIdentity(a: Json, b: Json): boolean {
  return JSON.stringify(identityOf(a)) === JSON.stringify(identityOf(b));
}

/** JSON pointer escaping, so paths like `/v1/orders/{id}` stay readable in one segment. */
function escape(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
