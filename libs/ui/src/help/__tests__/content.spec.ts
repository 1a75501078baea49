import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, matchRoute } from '@cuvee/kernel';
import { loadHelpContent, parseChangelog, parseFrontMatter, renderMarkdown, textOf } from '../content.js';
import { HELP_SLUGS } from '../slugs.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('the help content, as the fronts are built with it', () => {
  test.each(LOCALES)('every article of HELP_SLUGS is written in %s, with its front matter', (locale) => {
    const { articles } = loadHelpContent(ROOT, locale);
    expect(articles.map((article) => article.slug)).toEqual([...HELP_SLUGS]);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const article of articles) {
      expect(article.title).not.toBe('');
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.tags.length).toBeGreaterThan(2);
      expect(article.text.split(' ').length).toBeGreaterThan(150);
    }
  });

  test('the screens an article explains are pages of the route table, and its links are articles', () => {
    for (const locale of LOCALES)
      for (const article of loadHelpContent(ROOT, locale).articles) {
        for (const screen of article.screens)
          expect([article.slug, matchRoute(screen)?.policy.path]).toEqual([article.slug, screen]);
        for (const [, slug] of article.html.matchAll(/href="\/help\/([^"]+)"/g))
          expect(HELP_SLUGS).toContain(slug);
      }
  });

  test('both languages explain the same screens', () => {
    const [fr, en] = LOCALES.map((locale) => loadHelpContent(ROOT, locale).articles);
    expect(fr?.map((article) => article.screens)).toEqual(en?.map((article) => article.screens));
  });

  test('the changelog has dated releases in both languages, newest first', () => {
    const source = readFileSync(`${ROOT}/CHANGELOG.md`, 'utf8');
    for (const locale of LOCALES) {
      const releases = parseChangelog(source, locale);
      expect(releases.length).toBeGreaterThan(0);
      const dates = releases.map((release) => release.date);
      expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(parseChangelog(source, 'fr')[0]?.groups.map((group) => group.title)).toContain('Ajouté');
    expect(parseChangelog(source, 'en')[0]?.groups.map((group) => group.title)).toContain('Added');
  });
});

describe('Markdown at build time', () => {
  test('is sanitised: no script, no event attribute, no javascript: link', () => {
    const html = renderMarkdown(
      '# Titre\n\n<script>alert(1)</script><img src=x onerror="alert(1)">\n\n[lien](javascript:alert(1)) **gras**',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<img|<h1/);
    expect(html).toContain('<strong>gras</strong>');
  });

  test('its text keeps the words and their accents, without tags or entities', () => {
    expect(textOf(renderMarkdown('## Clôture\n\nLe **Z** & le fond < 10 €'))).toBe(
      'Clôture Le Z & le fond < 10 €',
    );
  });

  test('front matter: values and lists, anything else refused with the file named', () => {
    expect(parseFrontMatter('---\ntitle: A : b\ntags: [x, y z]\n---\nBody', 'a.md')).toEqual({
      fields: { title: 'A : b', tags: ['x', 'y z'] },
      body: 'Body',
    });
    expect(parseFrontMatter('---\ntags:\n  [x,\n  y]\ntitle: T\n---\n\nBody', 'a.md').fields).toEqual({
      tags: ['x', 'y'],
      title: 'T',
    });
    expect(() => parseFrontMatter('Body', 'a.md')).toThrow('a.md: no front matter');
    expect(() => parseFrontMatter('---\n- what\n---\n', 'b.md')).toThrow(
      'b.md: front matter line not understood',
    );
  });

  test('a changelog group without its language is refused', () => {
    expect(() => parseChangelog('## [1.0.0] - 2026-01-01\n### Added\n- x\n', 'en')).toThrow('(fr)');
  });
});
