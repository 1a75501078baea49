import { routeLabel, UNMATCHED_ROUTE } from '../route-label.js';

describe('routeLabel', () => {
  test.each([
    ['/v1/orders/:id', '/v1/orders/:id'],
    ['/v1/gs1/01/:ean/10/:lot', '/v1/gs1/01/:ean/10/:lot'],
    ['/v1/health', '/v1/health'],
    ['/metrics', '/metrics'],
    // A trailing slash is the same route.
    ['/v1/orders/', '/v1/orders'],
    ['/', '/'],
    // Constraints written into the pattern are not part of the label.
    ['/v1/files/:id(^\\d+$)', '/v1/files/:id'],
    ['/v1/visuals/:shopId(^\\d+$)/:file', '/v1/visuals/:shopId/:file'],
    // Wildcards stay wildcards.
    ['/docs/*', '/docs/*'],
  ])('the pattern %s is labelled %s', (pattern, label) => {
    expect(routeLabel(pattern)).toBe(label);
  });

  test('a request no route matched is one label, whatever its URL', () => {
    expect(routeLabel(undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel('')).toBe(UNMATCHED_ROUTE);
  });

  test('a query string in a pattern never reaches the label', () => {
    expect(routeLabel('/v1/orders?range=[0,24]')).toBe('/v1/orders');
  });
});
