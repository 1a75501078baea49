import fc from 'fast-check';
import { contrastRatio, HEADER_FONTS } from '@cuvee/kernel';
import {
  contentOf,
  DEFAULT_THEME,
  frameAncestors,
  MAX_ORIGINS,
  MAX_PRODUCTS,
  mergeTheme,
  MIN_ACCENT_CONTRAST,
  MODE_COLOURS,
  normaliseOrigin,
  normaliseOrigins,
  originMatches,
} from '../iframe-rules.js';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
const domain = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));
const scheme = fc.constantFrom('http', 'https');
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
const defaultPort = { http: 80, https: 443 } as const;

/** An origin as the browser writes it (no default port). */
const origin = fc
  .record({ scheme, host: domain, port })
  .map(({ scheme, host, port }) =>
    port === undefined || port === defaultPort[scheme]
      ? `${scheme}://${host}`
      : `${scheme}://${host}:${port}`,
  );

function normalised(input: string): string {
  const outcome = normaliseOrigin(input);
  if (!('origin' in outcome)) throw new Error(`refused ${input}: ${JSON.stringify(outcome)}`);
  return outcome.origin;
}

describe('origins', () => {
  test('a browser origin is kept as it is; case, blanks, a trailing slash and the default port do not count', () => {
    fc.assert(
      fc.property(origin, (site) => {
        expect(normalised(site)).toBe(site);
        expect(normalised(`  ${site.toUpperCase()}/ `)).toBe(site);
        const [head, host] = site.split('://') as [string, string];
        if (!host.includes(':')) {
          const port = defaultPort[head as 'http' | 'https'];
          expect(normalised(`${head}://${host}:${port}`)).toBe(site);
        }
      }),
    );
  });

  test('normalising twice changes nothing', () => {
    fc.assert(fc.property(origin, (site) => normalised(normalised(site)) === normalised(site)));
  });

  test('a path, a query, a fragment, a user, another scheme or no scheme is refused with its reason', () => {
    fc.assert(
      fc.property(origin, label, (site, word) => {
        expect(normaliseOrigin(`${site}/${word}`)).toEqual({ problem: 'path' });
        expect(normaliseOrigin(`${site}?${word}`)).toEqual({ problem: 'path' });
        expect(normaliseOrigin(`${site}#${word}`)).toEqual({ problem: 'path' });
        expect(normaliseOrigin(site.replace('://', `://${word}@`))).toEqual({ problem: 'credentials' });
        expect(normaliseOrigin(site.replace(/^https?/, 'ftp'))).toEqual({ problem: 'scheme' });
        expect(normaliseOrigin(site.replace(/^https?:\/\//, ''))).toEqual({ problem: 'notUrl' });
      }),
    );
    expect(normaliseOrigin('javascript://alert(1)')).toEqual({ problem: 'scheme' });
    expect(normaliseOrigin('https://')).toEqual({ problem: 'notUrl' });
    expect(normaliseOrigin('https://exa mple.fr')).toEqual({ problem: 'notUrl' });
    expect(normaliseOrigin('https://domaine.fr?')).toEqual({ problem: 'path' });
  });

  test('international names are stored in their ASCII form', () => {
    expect(normalised('https://Château-Exemple.fr')).toBe('https://xn--chteau-exemple-chb.fr');
  });

  test('a wildcard is one whole first label before at least two labels', () => {
    expect(normalised('https://*.Domaine.fr')).toBe('https://*.domaine.fr');
    for (const bad of [
      'https://*.fr',
      'https://*domaine.fr',
      'https://www.*.domaine.fr',
      'https://*.*.fr',
      'https://*',
    ]) {
      expect(normaliseOrigin(bad)).toEqual({ problem: 'wildcard' });
    }
  });

  test('an origin matches itself and no other scheme, host or port', () => {
    fc.assert(
      fc.property(origin, origin, (a, b) => {
        expect(originMatches(a, a)).toBe(true);
        expect(originMatches(a, b)).toBe(a === b);
      }),
    );
  });

  test('a wildcard matches every subdomain at any depth, never the bare domain nor another scheme or port', () => {
    fc.assert(
      fc.property(scheme, domain, fc.array(label, { minLength: 1, maxLength: 3 }), (s, host, subs) => {
        const wildcard = `${s}://*.${host}`;
        expect(originMatches(wildcard, `${s}://${subs.join('.')}.${host}`)).toBe(true);
        expect(originMatches(wildcard, `${s}://${host}`)).toBe(false);
        expect(originMatches(wildcard, `${s === 'http' ? 'https' : 'http'}://${subs[0]}.${host}`)).toBe(
          false,
        );
        expect(originMatches(wildcard, `${s}://${subs[0]}.${host}:8443`)).toBe(false);
        // A host that only ends with the same letters is another site.
        expect(originMatches(wildcard, `${s}://${subs[0]}${host}`)).toBe(false);
      }),
    );
  });

  test('a list keeps its order, drops duplicates and what its wildcards cover, and refuses at its first bad site', () => {
    fc.assert(
      fc.property(fc.array(origin, { maxLength: MAX_ORIGINS }), (sites) => {
        const outcome = normaliseOrigins([...sites, ...sites]);
        expect(outcome).toEqual({ origins: [...new Set(sites)] });
      }),
    );
    expect(
      normaliseOrigins([
        'https://www.domaine.fr',
        'https://*.domaine.fr',
        'https://boutique.domaine.fr',
        'https://domaine.fr',
      ]),
    ).toEqual({ origins: ['https://*.domaine.fr', 'https://domaine.fr'] });
    expect(normaliseOrigins(['https://a.fr', 'https://b.fr/page', 'nope'])).toEqual({
      problem: 'path',
      input: 'https://b.fr/page',
    });
  });

  test('more than the limit of distinct sites is refused; the limit itself is kept', () => {
    const sites = Array.from({ length: MAX_ORIGINS + 1 }, (_, index) => `https://site${index}.fr`);
    expect(normaliseOrigins(sites.slice(0, MAX_ORIGINS))).toEqual({ origins: sites.slice(0, MAX_ORIGINS) });
    expect(normaliseOrigins(sites)).toEqual({ problem: 'tooMany', count: MAX_ORIGINS + 1 });
  });

  test("the CSP directive lists the sites, or 'none' when there are none", () => {
    expect(frameAncestors([])).toBe("frame-ancestors 'none'");
    fc.assert(
      fc.property(fc.array(origin, { minLength: 1, maxLength: 5 }), (sites) => {
        expect(frameAncestors(sites)).toBe(`frame-ancestors ${sites.join(' ')}`);
      }),
    );
  });
});

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`);

describe('theme', () => {
  test('an accepted theme has a known mode and font, a whole radius within 0–24 and a readable accent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('light', 'dark', 'sepia'),
        hex,
        fc.constantFrom(...HEADER_FONTS.map((font) => font.key), 'comic'),
        fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double({ min: 0, max: 24, noNaN: true })),
        (mode, accent, font, radius) => {
          const outcome = mergeTheme(DEFAULT_THEME, { mode, accent: accent.toUpperCase(), font, radius });
          const readable =
            mode !== 'sepia' &&
            contrastRatio(accent, MODE_COLOURS[mode as 'light'].background) >= MIN_ACCENT_CONTRAST;
          const valid =
            mode !== 'sepia' && font !== 'comic' && Number.isInteger(radius) && radius >= 0 && radius <= 24;
          if (valid && readable) {
            expect(outcome).toEqual({
              theme: { ...DEFAULT_THEME, mode, accent, font, radius },
            });
          } else {
            expect('problem' in outcome).toBe(true);
          }
        },
      ),
    );
  });

  test('a field left out keeps its value; each problem is named', () => {
    expect(mergeTheme(DEFAULT_THEME, { showPrices: false })).toEqual({
      theme: { ...DEFAULT_THEME, showPrices: false },
    });
    expect(mergeTheme(DEFAULT_THEME, { mode: 'sepia' })).toEqual({ problem: 'mode' });
    expect(mergeTheme(DEFAULT_THEME, { accent: 'red' })).toEqual({ problem: 'colour' });
    expect(mergeTheme(DEFAULT_THEME, { accent: '#abc' })).toEqual({ problem: 'colour' });
    expect(mergeTheme(DEFAULT_THEME, { font: 'comic' })).toEqual({ problem: 'font' });
    expect(mergeTheme(DEFAULT_THEME, { radius: 25 })).toEqual({ problem: 'radius' });
    expect(mergeTheme(DEFAULT_THEME, { radius: -1 })).toEqual({ problem: 'radius' });
    expect(mergeTheme(DEFAULT_THEME, { radius: 24 })).toEqual({ theme: { ...DEFAULT_THEME, radius: 24 } });
    expect(mergeTheme(DEFAULT_THEME, { radius: 0 })).toEqual({ theme: { ...DEFAULT_THEME, radius: 0 } });
    // White on white; the same dark accent is refused on the dark page.
    expect(mergeTheme(DEFAULT_THEME, { accent: '#ffffff' })).toEqual({ problem: 'contrast' });
    expect(mergeTheme(DEFAULT_THEME, { mode: 'dark' })).toEqual({ problem: 'contrast' });
    expect(mergeTheme(DEFAULT_THEME, { mode: 'dark', accent: '#f0c040' })).toEqual({
      theme: { ...DEFAULT_THEME, mode: 'dark', accent: '#f0c040' },
    });
  });
});

describe('content', () => {
  const ids = fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: MAX_PRODUCTS + 10 });

  test('a product list keeps its chosen products unique and in order, else its filter; never both', () => {
    fc.assert(
      fc.property(ids, fc.option(label, { nil: undefined }), (chosen, color) => {
        const outcome = contentOf({ kind: 'productList', productIds: chosen, filter: { color }, eventId: 4 });
        const unique = [...new Set(chosen)];
        if (unique.length > MAX_PRODUCTS) return expect(outcome).toEqual({ problem: 'tooManyProducts' });
        expect(outcome).toEqual({
          content: {
            kind: 'productList',
            productIds: unique,
            filter: unique.length > 0 || color === undefined ? {} : { color },
            eventId: null,
          },
        });
      }),
    );
  });

  test('one product is exactly one; an event list keeps its event or none; the other fields are emptied', () => {
    expect(contentOf({ kind: 'product', productIds: [3, 3], filter: { q: 'x' } })).toEqual({
      content: { kind: 'product', productIds: [3], filter: {}, eventId: null },
    });
    expect(contentOf({ kind: 'product', productIds: [] })).toEqual({ problem: 'oneProduct' });
    expect(contentOf({ kind: 'product', productIds: [1, 2] })).toEqual({ problem: 'oneProduct' });
    expect(contentOf({ kind: 'events', productIds: [1], eventId: 7 })).toEqual({
      content: { kind: 'events', productIds: [], filter: {}, eventId: 7 },
    });
    expect(contentOf({ kind: 'events' })).toEqual({
      content: { kind: 'events', productIds: [], filter: {}, eventId: null },
    });
    expect(contentOf({ kind: 'slideshow' })).toEqual({ problem: 'kind' });
    expect(contentOf({ kind: 'productList', filter: { price: 'low' } })).toEqual({ problem: 'badFilter' });
    expect(contentOf({ kind: 'productList', filter: { q: 'x'.repeat(101) } })).toEqual({
      problem: 'badFilter',
    });
  });
});
