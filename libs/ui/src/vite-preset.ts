import { COLOURS } from '@cuvee/kernel';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type ProxyOptions, type UserConfig } from 'vite';

// The Vite configuration of both fronts (entry @cuvee/ui/vite). Vite loads it in Node from dist/:
// the fronts' `dev` and `preview` targets build the libraries first.

/** What the API serves to the fronts: the REST calls, and the OpenAPI UI and document. */
const API_PREFIXES = ['/v1', '/docs-json', '/docs'];

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
    plugins: [react(), themeColour()],
    // Workspace libraries (@cuvee/kernel, @cuvee/ui, @cuvee/api-client) are read from their TypeScript source.
    resolve: { conditions: ['@cuvee/source', ...defaultClientConditions] },
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  };
}
