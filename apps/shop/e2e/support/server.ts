import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';

/** The production build the tests drive (npx nx build @cuvee/shop). */
export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** What docker/nginx compresses (gzip on, level 5, from 1 kB, proxied answers too). */
const COMPRESSED = /^(text\/|application\/(javascript|json))/;
const GZIP = { level: 5 };

function acceptsGzip(headers: Record<string, string | string[] | undefined>): boolean {
  return /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));
}

/**
 * Serves the built shop front as nginx does in production (docker/nginx): its files, hashed assets cached
 * for good and index.html revalidated, index.html for every other path (the routes, the /{name}
 * catch-alls), gzip, and /v1 proxied to the API. Requests are counted by path so a test can tell which
 * calls a page made (the e-label page must call nothing but its own data).
 */
export async function serveShop(
  apiUrl: string,
  port = 0,
): Promise<{
  url: string;
  requests: string[];
  close: () => Promise<void>;
}> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No shop build in ${DIST}: run "npx nx build @cuvee/shop" first.`);
  }
  const api = new URL(apiUrl);
  const requests: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    if (url.pathname.startsWith('/v1')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          const type = String(answer.headers['content-type'] ?? '');
          if (
            !COMPRESSED.test(type) ||
            !acceptsGzip(incoming.headers) ||
            answer.headers['content-encoding']
          ) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
          delete headers['content-length'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(createGzip(GZIP)).pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
      return;
    }
    const file = normalize(join(DIST, decodeURIComponent(url.pathname)));
    const found = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    const path = found ? file : join(DIST, 'index.html');
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const body = readFileSync(path);
    const gzip = COMPRESSED.test(type) && body.length >= 1024 && acceptsGzip(incoming.headers);
    outgoing.writeHead(200, {
      'Content-Type': type,
      'Cache-Control':
        url.pathname.startsWith('/assets/') && found ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    outgoing.end(gzip ? gzipSync(body, GZIP) : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
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
 * The initial JavaScript of the built shop: the scripts index.html names (the entry, the early-data
 * script) and the chunks it preloads, with their gzip sizes. The performance budget's measure
 * (bundle-size.browser-spec.ts, tools/bench/shop-lighthouse).
 */
export function initialJavaScript(dist = DIST): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file, dist), 0) };
}
