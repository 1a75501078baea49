/*
 * Addresses the back office links to, from the build's environment (Vite's VITE_* variables).
 * The shop front is another origin (ports 5173/5174 with `npm start`, 8080/80 with docker/).
 */

function shopOrigin(location: Location): string {
  const configured = import.meta.env.VITE_SHOP_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  const port = { '5173': '5174', '8080': '' }[location.port];
  if (port === undefined) return location.origin;
  return `${location.protocol}//${location.hostname}${port ? `:${port}` : ''}`;
}

/** Where the shop front is served: its pages (/shops, /cart, a shop's page) are opened there. */
export const SHOP_URL = shopOrigin(window.location);

/** Help centre and news, external links; our help page by default. */
export const EXTERNAL_LINKS = {
  helpCentre: (import.meta.env.VITE_HELP_CENTRE_URL as string | undefined) ?? '/help',
  news: (import.meta.env.VITE_NEWS_URL as string | undefined) ?? '/help/news',
} as const;

/** The application's version file, written by the build (see @cuvee/ui/vite). */
export const VERSION_URL = '/version.json';

/** A page of the shop front. */
export function shopHref(path: string): string {
  return `${SHOP_URL}${path}`;
}
