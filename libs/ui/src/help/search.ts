/*
 * The help centre's search (docs/help-centre.md): accent- and case-insensitive, every word of the query
 * must start a word of the article (prefix matching: "fact" finds "facture"), and an article whose title
 * holds the words ranks above one whose tags or summary do, above one where only the body does.
 * Framework-free: the page runs it in the browser over the articles built at build time.
 */

import { normalisedWords } from '@cuvee/kernel';

/** What the search reads of an article. */
export interface Searchable {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** The article's body as plain text. */
  readonly text: string;
}

/** How much a word found in each field weighs: title over tags and summary over body. */
export const FIELD_WEIGHTS = { title: 100, lead: 10, body: 1 } as const;

interface IndexedArticle<T extends Searchable> {
  readonly article: T;
  readonly title: readonly string[];
  readonly lead: readonly string[];
  readonly body: readonly string[];
}

export interface HelpIndex<T extends Searchable> {
  readonly entries: readonly IndexedArticle<T>[];
}

/** The words of every article, once, so each keystroke only compares words. */
export function indexArticles<T extends Searchable>(articles: readonly T[]): HelpIndex<T> {
  const unique = (text: string) => [...new Set(normalisedWords(text))];
  return {
    entries: articles.map((article) => ({
      article,
      title: unique(article.title),
      lead: unique(`${article.tags.join(' ')} ${article.summary}`),
      body: unique(article.text),
    })),
  };
}

/** The weight of the best field where a word of the article starts with `query`; 0 if none. */
function weightOf(entry: IndexedArticle<Searchable>, query: string): number {
  const starts = (words: readonly string[]) => words.some((word) => word.startsWith(query));
  if (starts(entry.title)) return FIELD_WEIGHTS.title;
  if (starts(entry.lead)) return FIELD_WEIGHTS.lead;
  if (starts(entry.body)) return FIELD_WEIGHTS.body;
  return 0;
}

/**
 * The articles that hold every word of the query (each as the start of one of theirs), best first; ties
 * keep the index's order. An empty query finds every article, in order.
 */
export function searchArticles<T extends Searchable>(index: HelpIndex<T>, query: string): T[] {
  const words = [...new Set(normalisedWords(query))];
  if (words.length === 0) return index.entries.map((entry) => entry.article);
  const scored: { article: T; score: number; rank: number }[] = [];
  index.entries.forEach((entry, rank) => {
    let score = 0;
    for (const word of words) {
      const weight = weightOf(entry, word);
      if (weight === 0) return;
      score += weight;
    }
    scored.push({ article: entry.article, score, rank });
  });
  return scored.sort((a, b) => b.score - a.score || a.rank - b.rank).map((found) => found.article);
}
