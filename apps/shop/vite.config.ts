import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

// The shop front calls the API with relative URLs (/v1/…). `vite dev` and `vite preview` forward
// them to API_URL, as nginx does in production; /docs and /docs-json are the OpenAPI UI and document.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/v1', '/docs-json', '/docs'].map((prefix) => [prefix, { target: apiUrl, xfwd: true }]),
);
const port = 5174;

export default defineConfig({
  plugins: [react()],
  // Workspace libraries (@cuvee/kernel, @cuvee/ui, @cuvee/api-client) are read from their TypeScript source.
  resolve: { conditions: ['@cuvee/source', ...defaultClientConditions] },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
