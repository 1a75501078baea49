import { indexWords, normalisedWords, prefixUpperBound, queryWords } from '../search-words.js';

describe('normalised words', () => {
  test('lower case, accents folded, cut at every character that is not a letter or a digit', () => {
    expect(normalisedWords('Côte-Rôtie')).toEqual(['cote', 'rotie']);
    expect(normalisedWords('CHINON 2022, Les Picasses')).toEqual(['chinon', '2022', 'les', 'picasses']);
    expect(normalisedWords("  -- d'Yquem ")).toEqual(['d', 'yquem']);
    expect(normalisedWords('')).toEqual([]);
  });

  test('ligatures become two letters', () => {
    expect(normalisedWords('Cœur Æther Straße')).toEqual(['coeur', 'aether', 'strasse']);
  });

  test('a letter with several accents loses them all', () => {
    // ǘ: u with a diaeresis and an acute accent.
    expect(normalisedWords('Ǘ')).toEqual(['u']);
  });

  test('words are cut at 40 characters', () => {
    expect(normalisedWords(`${'a'.repeat(45)} b`)).toEqual(['a'.repeat(40), 'b']);
  });
});

describe('index and query words', () => {
  test('a row indexes its distinct words of two letters or more, sorted', () => {
    expect(indexWords(["Château d'Yquem", null, undefined, '', 'Yquem 2019'])).toEqual([
      '2019',
      'chateau',
      'yquem',
    ]);
    expect(indexWords([])).toEqual([]);
  });

  test('a query keeps its first 5 distinct words, one-letter words included', () => {
    expect(queryWords('Rouge rouge ROUGE a b c d e f')).toEqual(['rouge', 'a', 'b', 'c', 'd']);
    expect(queryWords('x')).toEqual(['x']);
  });
});

describe('prefixUpperBound', () => {
  test.each<[string, string | null]>([
    ['abc', 'abd'],
    ['a', 'b'],
    ['a9', 'aa'],
    ['c0', 'c1'],
    ['az', 'b'],
    ['9', 'a'],
    ['zzz', null],
    ['', null],
  ])('the first word after every word starting with %p is %p', (prefix, bound) => {
    expect(prefixUpperBound(prefix)).toBe(bound);
  });

  test('a character outside the alphabet is passed over', () => {
    expect(prefixUpperBound('a-')).toBe('b');
  });
});
