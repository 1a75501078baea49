import fc from 'fast-check';
import { isLocalPath, safeRedirect } from '../safe-redirect.js';

describe('safeRedirect', () => {
  test.each([
    '/dashboard',
    '/dashboard/orders/42?tab=1#top',
    '/',
    '/auth/login?redirectLink=%2Fdashboard',
    '/shops/7/cuv%C3%A9e',
    '/javascript:alert(1)', // a path named so, on this site
    '/dashboard/clients?q=Jean Dupont', // a space is not a control character
  ])('keeps the local path %p', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  test.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/dashboard'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/dashboard'],
    ['slash-backslash', '/\\evil.com'],
    ['backslash-slash', '\\/evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash later in the path', '/dashboard\\..\\\\evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, upper case', 'JavaScript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab that browsers strip', '/\t/evil.com'],
    ['newline that browsers strip', '/\n/evil.com'],
    ['null byte', '/dashboard\u0000'],
    ['last control character', '/dashboard\u001f'],
    ['DEL', '/dashboard\u007f'],
    ['leading space', ' /dashboard'],
    ['relative path', 'dashboard'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_why, target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
    expect(isLocalPath(target)).toBe(false);
  });

  test('uses the fallback given, and "/" when the fallback is not local either', () => {
    expect(safeRedirect('//evil.com', '/admin')).toBe('/admin');
    expect(safeRedirect('//evil.com', 'https://evil.com')).toBe('/');
    expect(safeRedirect('/ok', '//evil.com')).toBe('/ok');
  });

  test('isLocalPath refuses non-strings', () => {
    expect(isLocalPath(42)).toBe(false);
    expect(isLocalPath({ toString: () => '/dashboard' })).toBe(false);
  });

  test('property: whatever it is given, safeRedirect answers a local path', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.webUrl(),
      fc.webPath(),
      fc
        .constantFrom('/', '//', '/\\', '\\', 'javascript:', ' ', '\t', '%2F%2F')
        .chain((prefix) => fc.string().map((rest) => prefix + rest)),
    );
    fc.assert(
      fc.property(
        fc.option(hostile, { nil: undefined }),
        fc.option(hostile, { nil: undefined }),
        (target, fallback) => {
          const result = fallback === undefined ? safeRedirect(target) : safeRedirect(target, fallback);
          return (
            result.startsWith('/') &&
            !result.startsWith('//') &&
            !result.includes('\\') &&
            [...result].every((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f) &&
            (result === target || result === fallback || result === '/' || result === '/dashboard')
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('property: a local path is kept as is', () => {
    fc.assert(fc.property(fc.webPath(), (path) => !isLocalPath(path) || safeRedirect(path) === path));
  });
});
