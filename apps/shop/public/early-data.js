/*
 * The first page's API calls, started while the application's code is still downloading (ADR 0012,
 * performance budget). A plain script in public/, loaded `async` by index.html: Vite would merge a
 * module script into the application's entry, which waits for React. So a phone asks for the shop (and
 * the product) as soon as the page arrives. The answers wait in `cuveeEarly`; the application's fetch
 * (src/session/session.ts) takes each one once, for a visitor: a signed-in buyer's calls carry their
 * token and are made again. Only GETs of pages a shop address names; anything else starts nothing.
 */
(function () {
  // First path segments of the shop front's own routes, never a shop (src/routes.tsx).
  var notAShop = ['', 'shops', 'gs1', 'cart', 'auth', 'assets'];

  function earlyCalls(pathname) {
    var parts = pathname.split('/').slice(1);
    var first = parts[0] || '';
    var second = parts[1];
    if (first === 'shops') return second && /^\d+$/.test(second) ? ['/v1/shops/' + second] : [];
    if (notAShop.indexOf(first) >= 0 || parts.length > 2) return [];
    var shop = '/v1/shops/' + first;
    if (!second || second === 'legal-notice') return [shop];
    if (second === 'nutritiveValues') return [];
    return [shop, '/v1/product-pages/' + first + '/' + second];
  }

  var calls = new Map();
  earlyCalls(window.location.pathname).forEach(function (path) {
    calls.set(path, fetch(path, { headers: { Accept: 'application/json' } }));
  });
  window.cuveeEarly = calls;
})();
