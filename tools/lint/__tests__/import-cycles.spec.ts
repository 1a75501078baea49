// No import circle inside a library: a file never reaches itself again through the relative imports
// of its library (type-only imports included, since a reader follows those too). Between libraries
// the boundary rule of eslint.config.js already forbids going back (module-boundaries.spec.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const repoRoot = resolve(import.meta.dirname, '../../..');
const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names ('./a.js' is a.ts or a.tsx, './dir' its index), if any. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Every circle of the graph, each as the files around it. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const found: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('import circles', () => {
  it('finds the circle it is meant to find', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  const libraries = readdirSync(join(repoRoot, 'libs')).filter((name) =>
    existsSync(join(repoRoot, 'libs', name, 'src')),
  );

  it.each(libraries)('libs/%s has none', (library) => {
    const root = join(repoRoot, 'libs', library, 'src');
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(root)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      graph.set(
        file,
        importedFiles
          .map(({ fileName }) => fileName)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => resolveImport(file, specifier))
          .filter((target): target is string => target !== null),
      );
    }
    const named = circles(graph).map((circle) => circle.map((file) => relative(root, file)).join(' -> '));
    expect(named).toEqual([]);
  });
});
