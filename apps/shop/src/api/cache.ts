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
  request.then(keep ? undefined : forget, forget);
  return request;
}
