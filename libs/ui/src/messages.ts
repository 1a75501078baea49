import type { Locale } from '@cuvee/kernel';
import { useLocale } from './use-locale.js';

/** A text table: the same texts in both interface languages. */
export type Messages<T> = Readonly<Record<Locale, T>>;

/**
 * Declares a text table. Its shape is taken from the French texts (French is the default language),
 * and the English ones must have exactly that shape: a text missing in English does not compile.
 */
export function defineMessages<T>(fr: T, en: NoInfer<T>): Messages<T> {
  return { fr, en };
}

/** The texts of a table in the page's language (see useLocale), with that language. */
export function useMessages<T>(messages: Messages<T>): { locale: Locale; t: T } {
  const locale = useLocale();
  return { locale, t: messages[locale] };
}
