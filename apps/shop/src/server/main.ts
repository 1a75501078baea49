import { provideServerSide, type ServerRequest } from '@cuvee/ui';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import { NO_FRAMING, renderPage } from './render';
import { robotsTxt, shopSitemap, sitemapIndex } from './sitemap';

/*
 * The shop front's server (ADR 0057): the built files, the API behind /v1 (and its OpenAPI pages), the
 * public pages rendered with React, robots.txt and the sitemaps. `npm start` runs it on 5174 and docker/
 * runs it behind nginx; the browser tests start it in their process (startShopServer).
 *
 *   API_URL     the API (default http://127.0.0.1:3000)
 *   SHOP_PORT   where to listen (default 5174), HOST (default 127.0.0.1)
 *   SHOP_URL    the public address for canonical links and sitemaps (default: the request's host)
 */

/** The client build: this file is dist/server/main.js. */
const DIST = fileURLToPath(new URL('..', import.meta.url));
const API_PREFIXES = ['/v1/', '/docs', '/docs-json'];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** What docker/nginx compresses (gzip on, level 5, from 1 kB, proxied answers too). */
const COMPRESSED = /^(text\/|application\/(javascript|json|xml))/;
const GZIP = { level: 5 };

const requests = new AsyncLocalStorage<ServerRequest>();

export interface ShopServerOptions {
  apiUrl: string;
  port?: number;
  host?: string;
  /** The public address; by default the request's own (Host, X-Forwarded-Proto). */
  publicUrl?: string;
  /** Called with each request's path (the tests count the calls a page makes). */
  onRequest?: (path: string) => void;
}

function acceptsGzip(incoming: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
}

function send(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  cache = 'no-cache',
  headers: Readonly<Record<string, string>> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const gzip = COMPRESSED.test(type) && bytes.length >= 1024 && acceptsGzip(incoming);
  outgoing.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': cache,
    ...headers,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  outgoing.end(gzip ? gzipSync(bytes, GZIP) : bytes);
}

/** The API's answer, passed on (compressed like nginx when it is text). */
function proxy(api: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = forward(
    {
      host: api.hostname,
      port: api.port,
      path: incoming.url,
      method: incoming.method,
      headers: {
        ...incoming.headers,
        'x-forwarded-for': incoming.socket.remoteAddress ?? '',
        'x-forwarded-host': incoming.headers.host ?? '',
      },
    },
    (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!COMPRESSED.test(type) || !acceptsGzip(incoming) || answer.headers['content-encoding']) {
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
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
}

/** A file of the build (assets, public/), or null. */
function builtFile(pathname: string): string | null {
  let file: string;
  try {
    file = normalize(join(DIST, decodeURIComponent(pathname)));
  } catch {
    return null; // a malformed escape is no file
  }
  const inside = file.startsWith(DIST) && !file.startsWith(join(DIST, 'server'));
  return inside && pathname !== '/' && existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The address visitors use, for canonical links: SHOP_URL, else the request's host and scheme. */
function originOf(incoming: IncomingMessage, configured: string | undefined): string {
  if (configured) return configured.replace(/\/$/, '');
  const proto = String(incoming.headers['x-forwarded-proto'] ?? 'http')
    .split(',')[0]!
    .trim();
  return `${proto}://${incoming.headers.host ?? 'localhost'}`;
}

export async function startShopServer(
  options: ShopServerOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const api = new URL(options.apiUrl);
  const apiUrl = api.origin;
  provideServerSide({ apiUrl, request: () => requests.getStore() });

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const origin = originOf(incoming, options.publicUrl);
    const url = new URL(incoming.url ?? '/', origin);
    options.onRequest?.(url.pathname);
    if (
      API_PREFIXES.some(
        (prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix),
      )
    ) {
      proxy(api, incoming, outgoing);
      return;
    }
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      send(incoming, outgoing, 405, TYPES['.txt']!, 'Method Not Allowed');
      return;
    }
    if (url.pathname === '/robots.txt') {
      send(incoming, outgoing, 200, TYPES['.txt']!, robotsTxt(origin));
      return;
    }
    if (url.pathname === '/sitemap.xml') {
      send(incoming, outgoing, 200, TYPES['.xml']!, await sitemapIndex(apiUrl, origin));
      return;
    }
    const sitemap = /^\/sitemaps\/([^/]+)\.xml$/.exec(url.pathname);
    if (sitemap) {
      const xml = await shopSitemap(apiUrl, origin, decodeURIComponent(sitemap[1]!));
      if (xml === null) send(incoming, outgoing, 404, TYPES['.txt']!, 'Not Found');
      else send(incoming, outgoing, 200, TYPES['.xml']!, xml);
      return;
    }
    const file = builtFile(url.pathname);
    if (file) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      send(incoming, outgoing, 200, type, readFileSync(file), cache);
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      // A hashed file of another deployment: a missing file, never a page.
      send(incoming, outgoing, 404, TYPES['.txt']!, 'Not Found');
      return;
    }
    const language =
      String(incoming.headers['accept-language'] ?? '')
        .split(',')[0]
        ?.trim() || undefined;
    const page: ServerRequest = { url: url.href, cookies: String(incoming.headers.cookie ?? ''), language };
    const rendered = await requests.run(page, () =>
      renderPage(new Request(url, { headers: { Accept: 'text/html' } }), origin, template),
    );
    if (rendered.kind === 'redirect') {
      outgoing.writeHead(rendered.status, { Location: rendered.location, 'Cache-Control': 'no-cache' });
      outgoing.end();
    } else if (rendered.kind === 'shell') {
      send(incoming, outgoing, 200, TYPES['.html']!, rendered.html, 'no-cache', NO_FRAMING);
    } else {
      send(incoming, outgoing, rendered.status, TYPES['.html']!, rendered.html, 'no-cache', rendered.framing);
    }
  }

  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing).catch((error: unknown) => {
      // eslint-disable-next-line no-console -- the server's log: a page that could not be made
      console.error(error);
      if (!outgoing.headersSent) send(incoming, outgoing, 500, TYPES['.html']!, template);
      else outgoing.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const shown = options.host && !['0.0.0.0', '::'].includes(options.host) ? options.host : '127.0.0.1';
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// Run as a program (node apps/shop/dist/server/main.js), not imported by the tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = await startShopServer({
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3000',
    port: Number(process.env.SHOP_PORT || 5174),
    host: process.env.HOST || '127.0.0.1',
    publicUrl: process.env.SHOP_URL || undefined,
  });
  // eslint-disable-next-line no-console -- the process's one line: where it listens
  console.log(`Boutique / Shop ${started.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void started.close().then(() => process.exit(0)));
  }
}
