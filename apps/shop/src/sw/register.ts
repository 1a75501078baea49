/**
 * Registers the service worker (/sw.js, scope /) in a production build, once the page has loaded (its
 * first paint and data never wait for it). Not in an embedded widget: a framed page on another site has
 * its own storage there, and the worker is the shop's own pages' (docs/shop-front.md).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || window.parent !== window) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
