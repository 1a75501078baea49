import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './support/server.js';

// The production build the browser tests drive: no JS chunk over 500 kB minified, and the
// initial load split by route, so that the screens load when their route is opened.

const ASSETS = join(DIST, 'assets');
const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

/** The files of the back office's own source a chunk holds, from its source map. */
function sourcesOf(chunk: string): string[] {
  // Rolldown writes no map for a chunk without modules of its own (the entry's stub that starts the app).
  if (!existsSync(join(ASSETS, `${chunk}.map`))) return [];
  const map = JSON.parse(readFileSync(join(ASSETS, `${chunk}.map`), 'utf8')) as { sources: string[] };
  // Paths relative to the map: '../../src/settings/SettingsPage.tsx'; libraries are under node_modules.
  return map.sources.filter((source) => source.startsWith('../../src/'));
}

test('no JS chunk is over 500 kB minified', () => {
  const big = chunks.filter((name) => statSync(join(ASSETS, name)).size > 500_000);
  expect(big).toEqual([]);
});

test('the route screens are not in what the first page load fetches', () => {
  // The entry script and the chunks it imports statically, transitively (dynamic imports are the lazy part).
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)![1]!;
  const initial = [entry];
  for (let i = 0; i < initial.length; i++) {
    const code = readFileSync(join(ASSETS, initial[i]!), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      if (!initial.includes(imported!)) initial.push(imported!);
    }
  }
  const loadedFirst = initial.flatMap(sourcesOf);
  expect(loadedFirst).toContain('../../src/main.tsx');
  for (const screen of [
    '/dashboard/Dashboard',
    '/settings/SettingsPage',
    '/collaborators/List',
    '/collaborators/Edit',
    '/auth/LoginPage',
  ]) {
    expect(loadedFirst.filter((source) => source.includes(screen))).toEqual([]);
  }
  // …they are chunks of their own, fetched on navigation.
  const lazy = chunks.filter((chunk) => !initial.includes(chunk)).flatMap(sourcesOf);
  expect(lazy.some((source) => source.includes('/settings/SettingsPage'))).toBe(true);
  expect(lazy.some((source) => source.includes('/collaborators/List'))).toBe(true);
});
