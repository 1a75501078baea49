/*
 * Words for indexed search (ADR 0011, catalogue; ADR on the CRM): the searchable texts of a row are cut
 * into normalised words stored in an indexed table; a query word matches every stored word it is a prefix
 * of. Normalised means lower case, accents and ligatures folded, letters and digits only, so "Côte-Rôtie"
 * is found by "cote" and "rotie" and both engines compare plain ASCII the same way.
 */

/** Longer words are cut: nobody types more to find something, and the column stays small. */
export const MAX_WORD_LENGTH = 40;
/** Beyond this, a query's extra words are ignored (each one is a condition of the search). */
export const MAX_QUERY_WORDS = 5;

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** The normalised words of a text, in order, one-letter words included. */
export function normalisedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[œæß]/g, (ligature) => LIGATURES[ligature]!)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The distinct words of a row's searchable texts, sorted; one-letter words (d', l') are left out. */
export function indexWords(texts: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalisedWords(text)) if (word.length > 1) found.add(word);
  }
  return [...found].sort();
}

/** The words of a query, as prefixes to look for (all must match); duplicates and extras dropped. */
export function queryWords(query: string): string[] {
  return [...new Set(normalisedWords(query))].slice(0, MAX_QUERY_WORDS);
}

// Digits sort before letters in binary order and in MySQL's unicode collations alike.
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * The first word that no longer starts with `prefix`, so that `word >= prefix AND word < bound` is
 * a prefix search an index serves on both engines (LIKE 'x%' is not indexed by SQLite by default).
 * Null when nothing sorts after every word of the prefix ("zzz").
 */
export function prefixUpperBound(prefix: string): string | null {
  for (let end = prefix.length - 1; end >= 0; end--) {
    const next = ALPHABET.indexOf(prefix[end]!) + 1;
    if (next > 0 && next < ALPHABET.length) return prefix.slice(0, end) + ALPHABET[next];
  }
  return null;
}
