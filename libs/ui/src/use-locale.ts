import type { Locale } from '@cuvee/kernel';
import { useEffect, useState } from 'react';
import { languageCookie, localeOf, queriedLanguage } from './locale.js';
import { pageCookies, pageLocation, serverSide } from './server-request.js';

/**
 * The interface language of this page load (docs/kernel.md): the `lang` query, else the language cookie,
 * else the browser's. Marks the document with it, and remembers a language picked with the query
 * in the cookie. Switching language is a navigation (see LanguageSwitch), so it never changes here.
 */
export function useLocale(): Locale {
  const [locale] = useState(pageLocale);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (queriedLanguage(window.location.search) !== undefined) rememberLanguage(locale);
  }, [locale]);

  return locale;
}

/** The interface language of this page load, outside React (the same rule as useLocale). */
export function pageLocale(): Locale {
  const rendered = serverSide()?.request();
  return localeOf({
    search: pageLocation().search,
    cookies: pageCookies(),
    // Node has a navigator too, speaking the server's language: the visitor's is the request's.
    browserLanguage: rendered ? rendered.language : navigator.language,
  });
}

/**
 * Remembers a language for 365 days and marks the document with it: used when the language
 * comes from the query, and by a language switch that changes it in place.
 */
export function rememberLanguage(locale: Locale): void {
  document.cookie = languageCookie(locale, { secure: window.location.protocol === 'https:' });
  document.documentElement.lang = locale;
}
