import fc from 'fast-check';
import { newSection, SECTION_KINDS, type BuilderSection } from '@cuvee/kernel';
import {
  discard,
  hasUnpublishedChanges,
  placeFailure,
  placeHolder,
  placeKey,
  placeOf,
  publish,
  sanitizedSections,
  type PagePlace,
  type PageVersions,
} from '../builder-pages.js';

const sectionsArb = fc.array(fc.constantFrom(...SECTION_KINDS), { maxLength: 8 }).map((kinds) =>
  kinds.reduce<BuilderSection[]>(
    (list, kind) => [
      ...list,
      newSection(
        kind,
        list.map((s) => s.id),
      ),
    ],
    [],
  ),
);
const contentArb = fc.record({ title: fc.string({ minLength: 1, maxLength: 20 }), sections: sectionsArb });
const versionsArb: fc.Arbitrary<PageVersions> = fc.record({
  draft: contentArb,
  published: fc.option(contentArb, { nil: null }),
});

describe('draft and published versions', () => {
  test('publishing makes the draft what visitors see, with nothing left to publish', () => {
    fc.assert(
      fc.property(versionsArb, (versions) => {
        const outcome = publish(versions);
        if (versions.draft.sections.length === 0) {
          expect(outcome).toEqual({ failure: { code: 'storefront.emptyPage' } });
          return;
        }
        if (!('versions' in outcome)) throw new Error('published');
        expect(outcome.versions.published).toEqual(versions.draft);
        expect(outcome.versions.draft).toEqual(versions.draft);
        expect(hasUnpublishedChanges(outcome.versions)).toBe(false);
      }),
    );
  });

  test('discarding brings the published version back and leaves it untouched', () => {
    fc.assert(
      fc.property(versionsArb, (versions) => {
        const outcome = discard(versions);
        if (!versions.published) {
          expect(outcome).toEqual({ failure: { code: 'storefront.nothingPublished' } });
          return;
        }
        if (!('versions' in outcome)) throw new Error('discarded');
        expect(outcome.versions.draft).toEqual(versions.published);
        expect(outcome.versions.published).toBe(versions.published);
        expect(hasUnpublishedChanges(outcome.versions)).toBe(false);
      }),
    );
  });

  test('the published copy is not the draft itself: editing the draft after publishing changes nothing public', () => {
    const versions: PageVersions = {
      draft: { title: 'A', sections: [newSection('text', [])] },
      published: null,
    };
    const outcome = publish(versions);
    if (!('versions' in outcome)) throw new Error('published');
    outcome.versions.draft.sections.push(newSection('hero', ['text-1']));
    expect(outcome.versions.published?.sections).toHaveLength(1);
    expect(hasUnpublishedChanges(outcome.versions)).toBe(true);
  });

  test('a page never published always has changes to publish', () => {
    fc.assert(
      fc.property(contentArb, (draft) =>
        expect(hasUnpublishedChanges({ draft, published: null })).toBe(true),
      ),
    );
  });
});

describe('places', () => {
  const placeArb: fc.Arbitrary<PagePlace> = fc.oneof(
    fc.constant<PagePlace>({ placement: 'home', tabId: null }),
    fc.constant<PagePlace>({ placement: 'none', tabId: null }),
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,31}$/).map<PagePlace>((tabId) => ({ placement: 'tab', tabId })),
  );

  test('a place is stored as one value and read back the same', () => {
    fc.assert(
      fc.property(placeArb, (place) => {
        expect(placeFailure(place)).toBeNull();
        expect(placeOf(placeKey(place))).toEqual(place);
      }),
    );
  });

  test('a tab needs its id; home and none take none', () => {
    expect(placeFailure({ placement: 'tab', tabId: null })?.code).toBe('storefront.placement');
    expect(placeFailure({ placement: 'tab', tabId: 'Le Domaine' })?.code).toBe('storefront.placement');
    expect(placeFailure({ placement: 'home', tabId: 'x' })?.code).toBe('storefront.placement');
    expect(placeFailure({ placement: 'footer' })?.code).toBe('storefront.placement');
  });

  test('one page per place: another page holding it is found, the page itself and "none" never', () => {
    const pages = [
      { id: 1, place: 'home' },
      { id: 2, place: 'tab:visites' },
      { id: 3, place: null },
    ];
    expect(placeHolder(pages, 9, { placement: 'home', tabId: null })?.id).toBe(1);
    expect(placeHolder(pages, 1, { placement: 'home', tabId: null })).toBeNull();
    expect(placeHolder(pages, 9, { placement: 'tab', tabId: 'visites' })?.id).toBe(2);
    expect(placeHolder(pages, 9, { placement: 'tab', tabId: 'boutique' })).toBeNull();
    expect(placeHolder(pages, 9, { placement: 'none', tabId: null })).toBeNull();
  });
});

describe('sanitised sections', () => {
  test('rich texts lose what the editor cannot make; other kinds stay as they are', () => {
    const sections: BuilderSection[] = [
      { id: 't', kind: 'text', html: '<p style="position:fixed">Bonjour</p><style>p{}</style>' },
      { id: 'h', kind: 'hero', title: '<b>Titre</b>', subtitle: '', image: null, ctaLabel: '', ctaHref: '' },
    ];
    const [text, hero] = sanitizedSections(sections);
    expect(text).toEqual({ id: 't', kind: 'text', html: '<p>Bonjour</p>' });
    expect(hero).toBe(sections[1]);
  });
});
