import fc from 'fast-check';
import { normalisedWords } from '@cuvee/kernel';
import { indexArticles, searchArticles, type Searchable } from '../search.js';

const article = (slug: string, title: string, body = '', tags: string[] = [], summary = ''): Searchable => ({
  slug,
  title,
  summary,
  tags,
  text: body,
});

const ARTICLES = [
  article('stock', 'Le stock et les entrepôts', 'Chaque mouvement est écrit ; la DRM en est tirée.'),
  article('drm', 'La DRM et les capsules CRD', 'Déclaration récapitulative mensuelle des entrepôts.', [
    'douane',
  ]),
  article('invoices', 'Commandes, devis et factures', 'Émettre une facture numérotée.', ['facture']),
  article('till', 'La caisse et ses clôtures', 'Clôture Z, fond de caisse, écarts.', [], 'Vendre au caveau'),
];
const index = indexArticles(ARTICLES);
const slugs = (query: string) => searchArticles(index, query).map((found) => found.slug);

describe('the help search', () => {
  test('accents, case and ligatures aside', () => {
    expect(normalisedWords('Œnotourisme ÉCRITURE Clôture')).toEqual(['oenotourisme', 'ecriture', 'cloture']);
    expect(normalisedWords("L'entrepôt, 75 cl !")).toEqual(['l', 'entrepot', '75', 'cl']);
    expect(slugs('cloture')).toEqual(['till']);
    expect(slugs('ENTREPOTS')).toEqual(['stock', 'drm']);
  });

  test('a word finds the articles where it starts a word: prefix matching', () => {
    expect(slugs('fact')).toEqual(['invoices']);
    expect(slugs('caps')).toEqual(['drm']);
    expect(slugs('apsules')).toEqual([]);
  });

  test('every word of the query must be found', () => {
    expect(slugs('drm mensuelle')).toEqual(['drm']);
    expect(slugs('drm facture')).toEqual([]);
  });

  test('the title ranks over the tags and summary, which rank over the body', () => {
    // "drm" is in the title of one and in the body of the other.
    expect(slugs('drm')).toEqual(['drm', 'stock']);
    // "douane" is a tag of drm only; "caveau" the summary of the till.
    expect(slugs('douane')).toEqual(['drm']);
    expect(slugs('caveau')).toEqual(['till']);
    const ranked = searchArticles(
      indexArticles([
        article('body', 'Autre', 'facture'),
        article('tag', 'Autre', '', ['facture']),
        article('title', 'Facture'),
      ]),
      'facture',
    ).map((found) => found.slug);
    expect(ranked).toEqual(['title', 'tag', 'body']);
  });

  test('an empty query lists every article in order', () => {
    expect(slugs('')).toEqual(['stock', 'drm', 'invoices', 'till']);
    expect(slugs('  ,; ')).toEqual(['stock', 'drm', 'invoices', 'till']);
  });

  test('property: a query finds the same articles with or without its accents and capitals', () => {
    const accented = fc.constantFrom(
      'é',
      'è',
      'ê',
      'à',
      'ô',
      'î',
      'û',
      'ç',
      'É',
      'e',
      'a',
      'o',
      'c',
      'r',
      't',
    );
    fc.assert(
      fc.property(fc.array(accented, { minLength: 1, maxLength: 6 }), (letters) => {
        const query = letters.join('');
        expect(slugs(query)).toEqual(slugs(normalisedWords(query).join(' ')));
      }),
    );
  });

  test('property: every article found holds each word of the query as the start of one of its words', () => {
    fc.assert(
      fc.property(fc.constantFrom('d', 'dr', 'ca', 'cl', 'fa', 'en', 'mo', 'z', 'xyz'), (query) => {
        for (const found of searchArticles(index, query)) {
          const words = normalisedWords(
            `${found.title} ${found.summary} ${found.tags.join(' ')} ${found.text}`,
          );
          expect(words.some((word) => word.startsWith(query))).toBe(true);
        }
      }),
    );
  });
});
