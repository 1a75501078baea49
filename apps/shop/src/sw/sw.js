// @ts-check
/// <reference lib="webworker" />
/*
 * The shop front's service worker (/sw.js, scope /; docs/shop-front.md, "Service worker"). Written by
 * the build (src/sw/vite-plugin.ts), which replaces the two names below: the version (a hash of what the
 * build made, so every deployment installs a new worker, which replaces the old one at once) and the
 * files of the first page (index.html's script, styles and preloads).
 *
 * - Built files (/assets/…, hashed and immutable): from the cache once fetched, for fast repeat visits.
 * - Pages: always from the network, never from a copy (prices, stock and the cart change); when the
 *   network is down, the offline page (French and English).
 * - The API (/v1/…) and everything else: not touched, so no answer of the API, with or without the
 *   visitor's credentials, is ever kept.
 */
const VERSION = '__CUVEE_SW_VERSION__';
/** @type {string[]} */
const SHELL = JSON.parse('__CUVEE_SW_SHELL__');
const CACHE = `cuvee-shop-${VERSION}`;
const OFFLINE = '/offline.html';

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE, ...SHELL]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('cuvee-shop-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** A built file: the cache's copy, else the network's, kept (its name changes with its content). */
async function builtFile(/** @type {Request} */ request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

/** A page: the network's; the offline page when there is no network (never an old copy). */
async function page(/** @type {FetchEvent} */ event) {
  try {
    return await fetch(event.request);
  } catch {
    return (await caches.match(OFFLINE)) ?? Response.error();
  }
}

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/v1/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(builtFile(request));
});
