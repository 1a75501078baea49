import { matchRoute, shopPagePath, type MenuItem } from '@cuvee/kernel';
import { useCallback } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EXTERNAL_LINKS, shopHref } from '../config';

/** Where a location is drawn: here, in the shop front (/shops, /cart, a shop page), or elsewhere. */
export type Destination = { kind: 'here'; path: string } | { kind: 'away'; href: string };

export function destinationOf(location: string): Destination {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location)) return { kind: 'away', href: location };
  const match = matchRoute(location);
  if (match?.policy.app === 'shop') return { kind: 'away', href: shopHref(location) };
  return { kind: 'here', path: location };
}

/** The location a menu entry opens (null: the user has no shop page yet). */
export function menuTarget(
  item: MenuItem,
  shop: { shopId: number | null; shopUrl?: string | null },
): string | null {
  switch (item.kind) {
    case 'link':
      return item.path;
    case 'shop':
      return shopPagePath(shop);
    case 'external':
      return EXTERNAL_LINKS[item.target];
    case 'group':
      return null;
  }
}

/** Goes to a location: a route of the back office in place, anything else by loading its page. */
export function useGo(): (location: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (location: string) => {
      const destination = destinationOf(location);
      if (destination.kind === 'here') navigate(destination.path);
      else window.location.assign(destination.href);
    },
    [navigate],
  );
}

/** The href of a location, for links that can also be opened in a new tab. */
export function hrefOf(location: string): string {
  const destination = destinationOf(location);
  return destination.kind === 'here' ? destination.path : destination.href;
}

/** The props that make an MUI button a link: in-app routes through the router, the rest by href. */
export function linkProps(
  location: string,
): { component: typeof RouterLink; to: string } | { component: 'a'; href: string } {
  const destination = destinationOf(location);
  return destination.kind === 'here'
    ? { component: RouterLink, to: destination.path }
    : { component: 'a', href: destination.href };
}
