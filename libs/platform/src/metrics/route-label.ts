/** The label of requests no route matched: their raw URLs would make one series per scanner's guess. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The `route` label of a request: the pattern of the route that answered it (`/v1/orders/:id`), as the
 * router knows it, never the URL itself, so that ids, slugs and query strings never become labels.
 * Parameter constraints (`:id(^\d+$)`) are dropped and a trailing slash is ignored.
 */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return UNMATCHED_ROUTE;
  const label = pattern
    .replace(/(:\w+)\([^)]*\)/g, '$1')
    .split('?')[0]!
    .replace(/(.)\/+$/, '$1');
  return label || UNMATCHED_ROUTE;
}
