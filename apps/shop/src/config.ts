import { pageLocation } from '@cuvee/ui';

/*
 * Addresses the shop front links to, from the build's environment (Vite's VITE_* variables). The back
 * office is another origin (ports 5174/5173 with `npm start`, 80/8080 with docker/): the mirror of
 * apps/backoffice/src/config.ts, which finds the shop the same way.
 */

function backofficeOrigin(location: Pick<Location, 'origin' | 'protocol' | 'hostname' | 'port'>): string {
  const configured = import.meta.env.VITE_BACKOFFICE_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  const port = { '5174': '5173', '': '8080' }[location.port];
  if (port === undefined) return location.origin;
  return `${location.protocol}//${location.hostname}:${port}`;
}

/** A page of the back office: the buyer's space, the registration and password reset screens. */
export function backofficeHref(path: string): string {
  // Read per call: on the server each rendered page has its own address (pageLocation).
  return `${backofficeOrigin(pageLocation())}${path}`;
}

/** The auth route (it signs buyers in), with the shop's public code so it wears the shop's look. */
export function authHref(shopCode?: string): string {
  const query = shopCode ? `?id=${encodeURIComponent(shopCode)}` : '';
  return backofficeHref(`/auth/login${query}`);
}

/** The application's version file, written by the build (see @cuvee/ui/vite). */
export const VERSION_URL = '/version.json';
