import { MAX_SLUG_LENGTH, slugify, uniqueSlug } from '../slug.js';

describe('product slugs', () => {
  test('lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Chinon « Les Demoiselles » 2022')).toBe('chinon-les-demoiselles-2022');
    expect(slugify('Crémant de Loire – Brut Œil-de-Perdrix')).toBe('cremant-de-loire-brut-oeil-de-perdrix');
    expect(slugify('***')).toBe('article');
    expect(slugify('Cuvée Ænigma')).toBe('cuvee-aenigma');
  });

  test('never longer than the limit and never ending with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(MAX_SLUG_LENGTH - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });

  test('a taken slug gets the first free number', () => {
    expect(uniqueSlug('rose', new Set())).toBe('rose');
    expect(uniqueSlug('rose', new Set(['rose', 'rose-2']))).toBe('rose-3');
  });

  test('a numbered slug stays within the limit: the base is cut to make room for its number', () => {
    const base = 'a'.repeat(MAX_SLUG_LENGTH);
    expect(uniqueSlug(base, new Set([base]))).toBe(`${'a'.repeat(MAX_SLUG_LENGTH - 2)}-2`);
  });
});
