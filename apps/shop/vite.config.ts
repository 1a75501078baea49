// The shop front, served on 5174 (the back office has 5173); the Vite preset both use is in libs/ui.
// Two builds: the browser's (dist/) and, with --ssr, the server that renders the public pages
// (dist/server/main.js, ADR 0057), one file with every library in it: it runs with node alone.
import { frontConfig } from '@cuvee/ui/vite';
import { defaultServerConditions, defineConfig, mergeConfig } from 'vite';
import { serviceWorker } from './src/sw/vite-plugin';

export default defineConfig(({ isSsrBuild }) => {
  const browser = frontConfig({ port: 5174, fewFirstPageFiles: !isSsrBuild });
  // The browser's build also writes the service worker (/sw.js).
  if (!isSsrBuild) return mergeConfig(browser, { plugins: [serviceWorker()] });
  return mergeConfig(browser, {
    // React and react-router's production builds, whatever NODE_ENV the server runs under.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: {
      noExternal: true,
      resolve: { conditions: ['@cuvee/source', ...defaultServerConditions] },
    },
    build: {
      outDir: 'dist/server',
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: { input: 'src/server/main.ts', output: { codeSplitting: false } },
    },
  });
});
