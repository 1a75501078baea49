import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES, type Locale } from '@cuvee/kernel';
import type { Plugin } from 'vite';
import { loadHelpContent } from './content.js';

/** The module a front imports for one language's help content (see help-content.d.ts). */
const PREFIX = 'virtual:cuvee-help-';

/** The repository's root: the first folder up from the front's that holds docs/help. */
function repositoryRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'docs', 'help'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no docs/help above ${from}`);
  }
}

/**
 * Serves `virtual:cuvee-help-fr` and `-en`: the help articles and the news of one language, rendered
 * from the Markdown when the front is built (docs/help-centre.md). Each is its own chunk, loaded by the
 * help pages only, so neither the other language nor any page outside the help centre pays for it.
 */
export function helpContent(): Plugin {
  let root = '';
  return {
    name: 'cuvee-help-content',
    configResolved(config) {
      root = repositoryRoot(config.root);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`no help content in "${locale}"`);
      this.addWatchFile(join(root, 'CHANGELOG.md'));
      this.addWatchFile(join(root, 'docs', 'help', locale));
      return `export default ${JSON.stringify(loadHelpContent(root, locale as Locale))};`;
    },
  };
}
