import { COLOURS } from '@cuvee/kernel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import { helpContent } from './help/vite-plugin.js';

// The Vite configuration of both fronts (entry @cuvee/ui/vite). Vite loads it in Node from dist/:
// the fronts' `dev` and `preview` targets build the libraries first.

/** What the API serves to the fronts: the REST calls, and the OpenAPI UI and document. */
const API_PREFIXES = ['/v1', '/docs-json', '/docs'];

/**
 * The fronts poll /version.json and offer to reload when it changes. Each build writes its
 * own: the package version plus the build time, so every deployment is a new version.
 */
function versionFile(): Plugin {
  return {
    name: 'cuvee-version-file',
    apply: 'build',
    generateBundle() {
      const version = `${process.env.npm_package_version ?? '0.0.0'}+${Date.now().toString(36)}`;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/**
 * Libraries in chunks of their own, none over 500 kB minified (the budget the back office's
 * e2e/bundle.browser-spec.ts checks): React, MUI, react-admin and i18next change rarely, so browsers
 * keep them cached across deployments.
 */
const VENDOR_CHUNKS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
    priority: 4,
  },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
    priority: 3,
    maxSize: 350_000,
  },
  {
    name: 'react-admin',
    test: /node_modules[\\/](react-admin|ra-[a-z-]+|@tanstack|react-hook-form|react-dropzone|react-error-boundary)[\\/]/,
    priority: 2,
    maxSize: 350_000,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|ra-i18n-i18next)[\\/]/, priority: 5 },
  // The phone-number metadata (the kernel's telephone rule) only for the forms that check a phone: in
  // "vendor" it would ride along with what every first page needs (the shop's 150 kB budget).
  { name: 'phone-numbers', test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 2 },
  // The charts (recharts and what only it uses) for the report pages alone: in "vendor" they would
  // load with every first page.
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|decimal\.js-light|tiny-invariant|use-sync-external-store)[\\/]/,
    priority: 2,
    maxSize: 350_000,
  },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 1, maxSize: 350_000 },
];

/** The browser's UI colour is the header navy of the kernel's palette, in both fronts. */
function themeColour(): Plugin {
  return {
    name: 'cuvee-theme-colour',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: COLOURS.darkNavy }, injectTo: 'head' },
    ],
  };
}

/**
 * Few files for the first page. Left to the default splitting, every module a lazy page shares with the
 * entry becomes a chunk of its own, and the first page waits for a dozen small files over a phone's few
 * connections (the shop's Lighthouse budget). Two groups instead: the front's own sources the entry
 * reaches by static imports (read from the module graph once it is built) in one chunk, and the
 * workspace libraries' modules shared by several chunks in a few more. Libraries are not taken from the
 * graph: it holds every module of a barrel, used or not (tree-shaking decides later), and would drag
 * the phone-number metadata in.
 */
function firstPageChunks() {
  const firstPage = new Set<string>();
  const entries = new Set<string>();
  let sources = '';
  const plugin: Plugin = {
    name: 'cuvee-first-page-chunks',
    apply: 'build',
    configResolved(config) {
      sources = `${config.root}/src/`;
    },
    buildEnd() {
      firstPage.clear();
      entries.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // index.html is the entry; the script it names (main.tsx) is the front's entry module.
      for (const id of queue)
        for (const script of this.getModuleInfo(id)?.importedIds ?? []) entries.add(script);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (firstPage.has(id)) continue;
        firstPage.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // Without their dependencies: those keep their own groups (the libraries, the vendors). The entry
  // module and the stylesheets stay in the entry chunk, where the theme's comes before the front's own
  // (the cascade depends on it). The libraries' shared modules are split by the set of chunks that use
  // them (entriesAware): the first page loads those it uses, not those only the checkout's pages share
  // (the validation messages, the phone-number rule). Only chunks under 1 kB are merged into others: at
  // 4 kB a product picture's address helpers were merged with the message catalogue (32 kB gzip), which
  // then loaded with every first page.
  const groups = [
    {
      name: 'first-page',
      test: (id: string) =>
        id.startsWith(sources) && /\.tsx?$/.test(id) && firstPage.has(id) && !entries.has(id),
      priority: 0,
      includeDependenciesRecursively: false,
    },
    {
      name: 'shared',
      test: /libs[\\/](kernel|ui|api-client)[\\/]src[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 1_000,
      priority: 0,
      includeDependenciesRecursively: false,
    },
  ];
  // A shared chunk is named after every chunk that uses it; one short name instead.
  const chunkFileNames = ({ name }: { name: string }) =>
    `assets/${name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`;
  return { plugin, groups, chunkFileNames };
}

/**
 * A front calls the API with relative URLs (/v1/…). `vite dev` and `vite preview` forward them to
 * API_URL, as nginx does in production.
 */
export function frontConfig({
  port,
  fewFirstPageFiles = false,
}: {
  port: number;
  /** Few files for the first page (see firstPageChunks). */
  fewFirstPageFiles?: boolean;
}): UserConfig {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
  const firstPage = fewFirstPageFiles ? firstPageChunks() : null;
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    API_PREFIXES.map((prefix) => [prefix, { target: apiUrl, xfwd: true }]),
  );
  return {
    plugins: [react(), themeColour(), versionFile(), helpContent(), ...(firstPage ? [firstPage.plugin] : [])],
    // Workspace libraries (@cuvee/kernel, @cuvee/ui, @cuvee/api-client) are read from their TypeScript source.
    resolve: { conditions: ['@cuvee/source', ...defaultClientConditions] },
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Split vendor chunks import each other in cycles; without strict order a chunk could run before
      // what it uses is defined ("n is not a function" at start-up).
      rolldownOptions: {
        output: {
          strictExecutionOrder: true,
          ...(firstPage ? { chunkFileNames: firstPage.chunkFileNames } : {}),
          codeSplitting: { groups: firstPage ? [...VENDOR_CHUNKS, ...firstPage.groups] : VENDOR_CHUNKS },
        },
      },
    },
  };
}
