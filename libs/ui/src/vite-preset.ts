import { COLOURS } from '@cuvee/kernel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type ProxyOptions, type UserConfig } from 'vite';

// The Vite configuration of both fronts (entry @cuvee/ui/vite). Vite loads it in Node from dist/:
// the fronts' `dev` and `preview` targets build the libraries first.

/** What the API serves to the fronts: the REST calls, and the OpenAPI UI and document. */
const API_PREFIXES = ['/v1', '/docs-json', '/docs'];

/**
 * Spec §4: the fronts poll /version.json and offer to reload when it changes. Each build writes its
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
 * Libraries in chunks of their own, none over 500 kB minified (the budget): React, MUI,
 * react-admin and i18next change rarely, so browsers keep them cached across deployments.
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
 * A front calls the API with relative URLs (/v1/…). `vite dev` and `vite preview` forward them to
 * API_URL, as nginx does in production.
 */
export function frontConfig({ port }: { port: number }): UserConfig {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    API_PREFIXES.map((prefix) => [prefix, { target: apiUrl, xfwd: true }]),
  );
  return {
    plugins: [react(), themeColour(), versionFile()],
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
      rolldownOptions: { output: { strictExecutionOrder: true, codeSplitting: { groups: VENDOR_CHUNKS } } },
    },
  };
}
