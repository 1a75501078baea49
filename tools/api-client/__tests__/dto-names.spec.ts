import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// OpenAPI names a schema after its class: two DTO classes of the same name in two contexts become one
// schema, and the typed client then describes one of them with the other's fields (it happened to the
// billing payments' allocations and the stock's). Every DTO class name must be unique.
const ROOTS = ['libs', 'apps/api/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

test('every DTO class name is declared once across the API', () => {
  const declared = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(sources))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/export class (\w+Dto)\b/g))
      declared.set(name!, [...(declared.get(name!) ?? []), file]);
  const twice = [...declared].filter(([, files]) => files.length > 1);
  expect(twice).toEqual([]);
});
