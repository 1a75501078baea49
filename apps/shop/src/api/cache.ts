// Not the barrel: this module runs in unit tests, where the barrel's stylesheets cannot load.
import { serverSide } from '@cuvee/ui/server-request';

/**
 * Route loaders of a layout and of its page run in parallel and often need the same answer: they share
 * one request. `keep` keeps a settled answer for the life of the page (a shop's look), otherwise only
 * the request in flight is shared (prices must be fresh on every visit).
 */
export function shared<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
  { keep }: { keep: boolean },
): Promise<T> {
  const pending = cache.get(key);
  if (pending) return pending;
  const request = load();
  cache.set(key, request);
  const forget = () => {
    if (cache.get(key) === request) cache.delete(key);
  };
  // A server renders for many visitors over days: it keeps nothing past the request.
  request.then(keep && !serverSide() ? undefined : forget, forget);
  return request;
}
