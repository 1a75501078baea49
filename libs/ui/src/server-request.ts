/*
 * The page a front is rendered for on the server (the shop front's public pages, ADR 0057). A browser
 * has `window.location`, `document.cookie` and `navigator.language`; a server rendering a page has
 * the request instead. The server says where to read it (per request: an AsyncLocalStorage); code that
 * runs on both sides reads the page through `pageLocation` and `pageCookies`.
 */

/** What a server knows of the page it renders. */
export interface ServerRequest {
  /** The page's absolute address as the visitor asked for it (origin, path, query). */
  url: string;
  /** The request's Cookie header. */
  cookies: string;
  /** The first language of the Accept-Language header, e.g. "fr-FR". */
  language: string | undefined;
}

/** The server side of a rendering: the API's address, and the request being rendered, if any. */
export interface ServerSide {
  apiUrl: string;
  request: () => ServerRequest | undefined;
}

const KEY = Symbol.for('cuvee.server-side');
type Holder = { [KEY]?: ServerSide };

/** Set once by a front's server before it renders anything. */
export function provideServerSide(side: ServerSide): void {
  (globalThis as Holder)[KEY] = side;
}

/** The server side, or undefined in a browser. */
export function serverSide(): ServerSide | undefined {
  return typeof window === 'undefined' ? (globalThis as Holder)[KEY] : undefined;
}

/** The page's address: the browser's, or on the server the request's (a placeholder outside one). */
export function pageLocation(): Pick<
  Location,
  'origin' | 'protocol' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'
> {
  if (typeof window !== 'undefined') return window.location;
  return new URL(serverSide()?.request()?.url ?? 'http://localhost/');
}

/** The page's cookies: `document.cookie`, or the request's Cookie header on the server. */
export function pageCookies(): string {
  if (typeof document !== 'undefined') return document.cookie;
  return serverSide()?.request()?.cookies ?? '';
}
