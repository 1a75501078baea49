import fc from 'fast-check';
import {
  isSafeLink,
  MAX_SECTIONS,
  moveSection,
  newSection,
  readSections,
  removeSection,
  SECTION_ITEMS_MAX,
  SECTION_KINDS,
  type BuilderSection,
} from '../builder-sections.js';

const SHOP = 7;
const picture = `/v1/visuals/${SHOP}/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp`;

const hero = (over: Partial<Record<string, unknown>> = {}) => ({
  id: 'hero-1',
  kind: 'hero',
  title: 'Bienvenue',
  subtitle: '',
  image: null,
  ctaLabel: '',
  ctaHref: '',
  ...over,
});

const failureOf = (value: unknown) => {
  const outcome = readSections(value, SHOP);
  return 'failure' in outcome ? outcome.failure : null;
};

describe('readSections', () => {
  test('every kind, as the editor makes it and filled, reads back the same', () => {
    const sections: BuilderSection[] = [
      {
        ...newSection('hero', []),
        title: 'Le domaine',
        image: picture,
        ctaLabel: 'Voir',
        ctaHref: '/shops/7',
      },
      { ...newSection('text', []), html: '<p>Bonjour</p>' },
      { ...newSection('products', []), productIds: [3, 1] },
      { ...newSection('events', []), title: 'Visites' },
      { ...newSection('imageText', []), image: picture, html: '<p>Chai</p>', side: 'right' },
      {
        ...newSection('contact', []),
        address: '1 rue',
        mapUrl: 'https://www.openstreetmap.org/#map=15/47/0',
      },
    ];
    expect(readSections(sections, SHOP)).toEqual({ sections });
  });

  test('a script, an event handler or a javascript: link in a text is refused with its position', () => {
    for (const html of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:x">a</a>',
    ])
      expect(failureOf([hero(), { id: 't', kind: 'text', html }])).toEqual({
        code: 'storefront.sectionScript',
        params: { position: 2 },
      });
  });

  test("a picture must be the shop's own upload", () => {
    expect(failureOf([hero({ image: 'https://ailleurs.example/x.webp' })])?.code).toBe(
      'storefront.sectionImage',
    );
    expect(failureOf([hero({ image: picture.replace('/7/', '/8/') })])?.code).toBe('storefront.sectionImage');
  });

  test('links: the shop front or http(s), a map in https only; a call to action whole or absent', () => {
    expect(failureOf([hero({ ctaLabel: 'Voir', ctaHref: 'javascript:alert(1)' })])?.code).toBe(
      'storefront.sectionLink',
    );
    expect(failureOf([hero({ ctaLabel: 'Voir', ctaHref: '//ailleurs.example' })])?.code).toBe(
      'storefront.sectionLink',
    );
    expect(failureOf([hero({ ctaLabel: 'Voir' })])?.code).toBe('storefront.sectionCallToAction');
    const contact = {
      id: 'c',
      kind: 'contact',
      title: '',
      address: '',
      hours: '',
      mapUrl: 'http://carte.example',
    };
    expect(failureOf([contact])?.code).toBe('storefront.sectionMapLink');
    expect(isSafeLink('/cgv')).toBe(true);
    expect(isSafeLink('https://exemple.fr/a b')).toBe(true);
    expect(isSafeLink('mailto:a@b.fr')).toBe(false);
  });

  test('ids are short, URL-safe and unique; kinds known; counts within bounds', () => {
    expect(failureOf([hero(), hero()])).toEqual({ code: 'storefront.sectionId', params: { position: 2 } });
    expect(failureOf([hero({ id: 'Hero 1' })])?.code).toBe('storefront.sectionId');
    expect(failureOf([hero({ kind: 'video' })])?.code).toBe('storefront.sectionChoice');
    expect(failureOf([{ id: 'e', kind: 'events', title: '', count: SECTION_ITEMS_MAX + 1 }])?.code).toBe(
      'storefront.sectionCount',
    );
    expect(
      failureOf([{ id: 'p', kind: 'products', title: '', productIds: [1, 1], filter: {}, count: 3 }])?.code,
    ).toBe('storefront.sectionProducts');
    expect(failureOf([hero({ title: 'x'.repeat(201) })])?.code).toBe('storefront.sectionText');
  });

  test('at most MAX_SECTIONS sections', () => {
    const many = Array.from({ length: MAX_SECTIONS + 1 }, (_, index) => hero({ id: `h-${index}` }));
    expect(failureOf(many)).toEqual({ code: 'storefront.tooManySections', params: { max: MAX_SECTIONS } });
    expect(failureOf(many.slice(1))).toBeNull();
  });

  test('property: any list of new sections reads back as is', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SECTION_KINDS), { maxLength: MAX_SECTIONS }), (kinds) => {
        const sections = kinds.reduce<BuilderSection[]>(
          (list, kind) => [
            ...list,
            newSection(
              kind,
              list.map((section) => section.id),
            ),
          ],
          [],
        );
        expect(readSections(sections, SHOP)).toEqual({ sections });
      }),
    );
  });

  test('property: a text holding an on…= handler anywhere is refused, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('onclick', 'onerror', 'onload', 'onmouseover'),
        (a, b, handler) => {
          expect(failureOf([{ id: 't', kind: 'text', html: `${a}<p ${handler}="x">${b}</p>` }])?.code).toBe(
            'storefront.sectionScript',
          );
        },
      ),
    );
  });
});

describe('moves', () => {
  test('a move keeps every section once and puts the moved one where asked', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: -3, max: 40 }),
        fc.integer({ min: -3, max: 40 }),
        (list, from, to) => {
          const moved = moveSection(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          const source = Math.min(Math.max(from, 0), list.length - 1);
          const target = Math.min(Math.max(to, 0), list.length - 1);
          expect(moved[target]).toBe(list[source]);
          // The others keep their order.
          expect(moved.filter((item) => item !== list[source])).toEqual(
            list.filter((item) => item !== list[source]),
          );
        },
      ),
    );
  });

  test('moving back undoes a move', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          expect(moveSection(moveSection(list, from, to), to, from)).toEqual(list);
        },
      ),
    );
  });

  test('a new section takes a free id; removing it gives the list back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SECTION_KINDS), { maxLength: 20 }),
        fc.constantFrom(...SECTION_KINDS),
        (kinds, kind) => {
          const list = kinds.reduce<BuilderSection[]>(
            (all, k) => [
              ...all,
              newSection(
                k,
                all.map((s) => s.id),
              ),
            ],
            [],
          );
          const added = newSection(
            kind,
            list.map((section) => section.id),
          );
          expect(list.some((section) => section.id === added.id)).toBe(false);
          expect(removeSection([...list, added], added.id)).toEqual(list);
        },
      ),
    );
  });
});
