import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import type { Rollup } from 'vite';
import { serviceWorker } from '../vite-plugin';

const PAGE =
  '<script type="module" src="/assets/index-A1.js"></script>' +
  '<link rel="modulepreload" href="/assets/react-B2.js"><link rel="stylesheet" href="/assets/shop-C3.css">';

/** The worker a build of these files and this index.html writes. */
function written(files: readonly string[], page = PAGE): string {
  const dir = mkdtempSync(join(tmpdir(), 'cuvee-sw-'));
  const bundle = Object.fromEntries([
    ...files.map((fileName) => [fileName, { type: 'chunk', fileName }]),
    ['index.html', { type: 'asset', fileName: 'index.html', source: page }],
  ]) as unknown as Rollup.OutputBundle;
  const plugin = serviceWorker() as unknown as {
    writeBundle: (options: { dir: string }, bundle: Rollup.OutputBundle) => void;
  };
  plugin.writeBundle({ dir }, bundle);
  return readFileSync(join(dir, 'sw.js'), 'utf8');
}

const versionOf = (source: string) => /const VERSION = '([0-9a-f]{16})'/.exec(source)?.[1];

test('the worker precaches the files index.html loads, with the offline page', () => {
  const source = written(['assets/index-A1.js', 'assets/react-B2.js', 'assets/lazy-D4.js']);
  expect(source).toContain(
    `JSON.parse('["/assets/index-A1.js","/assets/react-B2.js","/assets/shop-C3.css"]')`,
  );
  expect(source).toContain("const OFFLINE = '/offline.html'");
  expect(source).not.toContain('__CUVEE_SW_');
});

test('its version follows the build: the same files give the same worker, another file a new one', () => {
  const files = ['assets/index-A1.js', 'assets/react-B2.js'];
  expect(versionOf(written(files))).toBeDefined();
  expect(versionOf(written(files))).toBe(versionOf(written([...files].reverse())));
  expect(versionOf(written(['assets/index-A2.js', 'assets/react-B2.js']))).not.toBe(
    versionOf(written(files)),
  );
  expect(versionOf(written(files, `${PAGE}<!-- changed -->`))).not.toBe(versionOf(written(files)));
});
