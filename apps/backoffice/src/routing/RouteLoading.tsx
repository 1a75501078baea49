import { Suspense, useEffect, type ReactNode } from 'react';
import { loading } from '../services';

/** While a lazy page loads, the loading overlay runs (200 ms at least, see LoadingOverlay). */
export function RouteLoading() {
  useEffect(() => {
    let done: () => void = () => undefined;
    void loading.track(new Promise<void>((resolve) => (done = resolve)));
    return () => done();
  }, []);
  return null;
}

/** A lazily loaded page with the loading overlay while its chunk arrives. */
export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteLoading />}>{children}</Suspense>;
}
