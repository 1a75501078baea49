import type { Locale } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { languageCookie, localeOf, queriedLanguage } from './locale.js';

/**
 * The interface language of this page load (spec §9): the `lang` query, else the language cookie,
 * else the browser's. Marks the document with it, and remembers a language picked with the query
 * in the cookie. Switching language is a navigation (see LanguageSwitch), so it never changes here.
 */
export function useLocale(): Locale {
  const [locale] = useState(() =>
    localeOf({
      search: window.location.search,
      cookies: document.cookie,
      browserLanguage: navigator.language,
    }),
  );

  useEffect(() => {
    document.documentElement.lang = locale;
    if (queriedLanguage(window.location.search) !== undefined) {
      document.cookie = languageCookie(locale, { secure: window.location.protocol === 'https:' });
    }
  }, [locale]);

  return locale;
}
