import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The production build the tests drive (npx nx build @cuvee/shop). */
export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** What docker/nginx compresses (gzip level 5): the size measures below use it. */
const GZIP = { level: 5 };

/** What the built server exports (src/server/main.ts), as far as the tests use it. */
interface ShopServerModule {
  startShopServer(options: {
    apiUrl: string;
    port?: number;
    onRequest?: (path: string) => void;
  }): Promise<{ url: string; close: () => Promise<void> }>;
}

/**
 * The built shop front served by its own server (dist/server/main.js: the files, /v1 proxied to the API,
 * the public pages rendered on the server), as `npm start` and docker/ run it. Requests are counted by
 * path so a test can tell which calls a page made (the e-label page must call nothing but its own data).
 */
export async function serveShop(
  apiUrl: string,
  port = 0,
): Promise<{
  url: string;
  requests: string[];
  close: () => Promise<void>;
}> {
  const entry = join(DIST, 'server', 'main.js');
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(entry)) {
    throw new Error(`No shop build in ${DIST}: run "npx nx build @cuvee/shop" first.`);
  }
  const { startShopServer } = (await import(pathToFileURL(entry).href)) as ShopServerModule;
  const requests: string[] = [];
  const server = await startShopServer({ apiUrl, port, onRequest: (path) => requests.push(path) });
  return { ...server, requests };
}

/** A port free on 127.0.0.1 now: the shop's address known before the API starts (its CORS_ORIGINS). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A built file as nginx sends it: its gzip size at level 5, in bytes. */
export function gzipSize(file: string, dist = DIST): number {
  return gzipSync(readFileSync(join(dist, file)), GZIP).length;
}

/**
 * The initial JavaScript of the built shop: the script index.html names (the entry) and the chunks it
 * preloads, with their gzip sizes. The performance budget's measure (bundle-size.browser-spec.ts,
 * tools/bench/shop-lighthouse).
 */
export function initialJavaScript(dist = DIST): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file, dist), 0) };
}
