import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = new URL('./sw.js', import.meta.url);

/**
 * Writes /sw.js into the browser build: src/sw/sw.js with its version (a hash of every file the build
 * made, so a new deployment is a new worker and an unchanged one is not) and the first page's files
 * (what index.html loads), precached with the offline page.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'cuvee-service-worker',
    apply: 'build',
    // Once everything is written: index.html is the last file the build makes.
    writeBundle(options, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      const html = bundle['index.html'];
      const page = html && html.type === 'asset' ? String(html.source) : '';
      hash.update(page);
      const shell = [...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+)"/g)].map(
        (match) => match[1]!,
      );
      const source = readFileSync(SOURCE, 'utf8')
        .replace('__CUVEE_SW_VERSION__', hash.digest('hex').slice(0, 16))
        .replace("'__CUVEE_SW_SHELL__'", `'${JSON.stringify([...new Set(shell)])}'`);
      writeFileSync(join(options.dir ?? 'dist', 'sw.js'), source);
    },
  };
}
