// The catalogue's search relies on the kernel's word rules (ADR 0011): pinned here for the catalogue.
import { indexWords, MAX_QUERY_WORDS, prefixUpperBound, queryWords } from '@cuvee/kernel';

describe('search words', () => {
  test('names, appellations and grapes become folded, distinct words; one-letter words are left out', () => {
    expect(indexWords(['Côte-Rôtie « Cœur de Syrah »', "Vin d'Anjou", null, 'Syrah'])).toEqual([
      'anjou',
      'coeur',
      'cote',
      'de',
      'rotie',
      'syrah',
      'vin',
    ]);
  });

  test('a query keeps its first words, folded the same way', () => {
    expect(queryWords('  CHÎNON  chinon Cabernet ')).toEqual(['chinon', 'cabernet']);
    expect(queryWords('a b c d e f g')).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords('***')).toEqual([]);
  });

  test('the upper bound of a prefix is the next word that no longer starts with it', () => {
    expect(prefixUpperBound('chin')).toBe('chio');
    expect(prefixUpperBound('chiz')).toBe('chj');
    expect(prefixUpperBound('a9')).toBe('aa');
    expect(prefixUpperBound('zz')).toBeNull();
  });

  test('every word with the prefix lies in [prefix, bound) and a word without it does not', () => {
    const words = indexWords(['chinon chinonais chio chimay chi zz zzz chj']);
    for (const prefix of ['chi', 'chin', 'zz', 'ch']) {
      const bound = prefixUpperBound(prefix);
      for (const word of words) {
        const inRange = word >= prefix && (bound === null || word < bound);
        expect(inRange).toBe(word.startsWith(prefix));
      }
    }
  });
});
