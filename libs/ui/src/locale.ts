import {
  findRef,
  isLocale,
  languageFrom,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  LANGUAGES,
  type Locale,
} from '@cuvee/kernel';

/** The query parameter that picks the interface language (`?lang=en`). */
export const LANGUAGE_QUERY = 'lang';
/** The cookie that remembers a language picked with the query, so the next visit keeps it. */
export const LANGUAGE_COOKIE = 'lang';
const SECONDS_PER_DAY = 24 * 60 * 60;

/** What the interface language is decided from: the page's query, its cookies, the browser. */
export interface LanguageSources {
  /** `location.search`, e.g. "?lang=en". */
  search: string;
  /** `document.cookie`, e.g. "lang=en; other=1". */
  cookies: string;
  /** `navigator.language`, e.g. "en-GB". */
  browserLanguage: string | undefined;
}

/** The `lang` query when it names something (a blank one is as if absent). */
export function queriedLanguage(search: string): string | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY);
  return value?.trim() ? value : undefined;
}

/** The language the cookie remembers; anything but an interface language is ignored. */
export function rememberedLanguage(cookies: string): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim() !== LANGUAGE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('=').trim());
    if (isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The kernel's rule (English when the lang query or the browser language contains "en", else French),
 * with the remembered choice standing in for the query when there is none: query, then cookie, then browser.
 */
export function localeOf({ search, cookies, browserLanguage }: LanguageSources): Locale {
  return languageFrom(queriedLanguage(search) ?? rememberedLanguage(cookies), browserLanguage);
}

/** The `document.cookie` assignment that remembers a language for 365 days. */
export function languageCookie(locale: Locale, { secure }: { secure: boolean }): string {
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The same page in another language: keeps the path, the other query parameters and the hash. */
export function languageHref(
  locale: Locale,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const query = new URLSearchParams(location.search);
  query.set(LANGUAGE_QUERY, locale);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}

/** A language's own name, for the language switch ("Français", "English"). */
export function languageName(locale: Locale): string {
  return findRef(LANGUAGES, locale)?.native ?? locale;
}
