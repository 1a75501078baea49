export type Locale = 'fr' | 'en';

/**
 * Spec §9: English when the `lang` query or the browser language contains "en", French otherwise.
 * An explicit `lang` query wins over the browser, so `?lang=fr` gives French in an English browser.
 */
export function detectLocale(
  search: string = window.location.search,
  browser: string = navigator.language,
): Locale {
  const wanted = new URLSearchParams(search).get('lang') ?? browser ?? '';
  return wanted.toLowerCase().includes('en') ? 'en' : 'fr';
}

/** The same page in the other language (keeps the path and the other query parameters). */
export function hrefFor(locale: Locale, location: Location = window.location): string {
  const query = new URLSearchParams(location.search);
  query.set('lang', locale);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}
