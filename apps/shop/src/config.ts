/*
 * Addresses the shop front links to, from the build's environment (Vite's VITE_* variables). The back
 * office is another origin (ports 5174/5173 with `npm start`, 80/8080 with docker/): the mirror of
 * apps/backoffice/src/config.ts, which finds the shop the same way.
 */

function backofficeOrigin(location: Location): string {
  const configured = import.meta.env.VITE_BACKOFFICE_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  const port = { '5174': '5173', '': '8080' }[location.port];
  if (port === undefined) return location.origin;
  return `${location.protocol}//${location.hostname}:${port}`;
}

/** Where the back office is served: its auth screen signs buyers in (/auth/login). */
export const BACKOFFICE_URL = backofficeOrigin(window.location);

/** The auth route, with the shop's public code so the auth screen wears the shop's look. */
export function authHref(shopCode?: string): string {
  const query = shopCode ? `?id=${encodeURIComponent(shopCode)}` : '';
  return `${BACKOFFICE_URL}/auth/login${query}`;
}

/** A page of the back office: the buyer's space, the registration and password reset screens. */
export function backofficeHref(path: string): string {
  return `${BACKOFFICE_URL}${path}`;
}

/** The application's version file, written by the build (see @cuvee/ui/vite). */
export const VERSION_URL = '/version.json';
