import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The production build the tests drive (npx nx build @cuvee/backoffice). */
export const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/**
 * Serves the built back office as nginx does in production (docker/nginx): its files with nginx's
 * caching, index.html for every other path (the SPA's routes), and /v1 and /docs proxied to the API.
 */
export async function serveBackoffice(apiUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No back-office build in ${DIST}: run "npx nx build @cuvee/backoffice" first.`);
  }
  const api = new URL(apiUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/v1') || url.pathname.startsWith('/docs')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end());
      // A request the browser gave up (an upload cancelled) is given up upstream too, as nginx does.
      incoming.on('close', () => incoming.complete || upstream.destroy());
      incoming.pipe(upstream);
      return;
    }
    const file = normalize(join(DIST, decodeURIComponent(url.pathname)));
    const found = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    const path = found ? file : join(DIST, 'index.html');
    outgoing.writeHead(200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      // As nginx: hashed files kept for good, the entry page revalidated (so a page reached again in the
      // same profile does not download and compile the whole application again).
      'Cache-Control':
        found && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    outgoing.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
