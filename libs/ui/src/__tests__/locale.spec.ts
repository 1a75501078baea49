import { describe, expect, it } from '@jest/globals';
import {
  languageCookie,
  languageHref,
  languageName,
  localeOf,
  queriedLanguage,
  rememberedLanguage,
} from '../locale.js';

const sources = (search: string, cookies: string, browserLanguage: string | undefined) => ({
  search,
  cookies,
  browserLanguage,
});

describe('localeOf (lang query, else the remembered choice, else the browser)', () => {
  it('is French by default', () => {
    expect(localeOf(sources('', '', 'fr-FR'))).toBe('fr');
    expect(localeOf(sources('', '', 'de-DE'))).toBe('fr');
    expect(localeOf(sources('', '', ''))).toBe('fr');
    expect(localeOf(sources('', '', undefined))).toBe('fr');
  });

  it('is English when the browser language contains "en"', () => {
    expect(localeOf(sources('', '', 'en-GB'))).toBe('en');
    expect(localeOf(sources('', '', 'en'))).toBe('en');
  });

  it('follows the lang query first, whatever the cookie and the browser say', () => {
    expect(localeOf(sources('?lang=en', 'lang=fr', 'fr-FR'))).toBe('en');
    expect(localeOf(sources('?lang=EN-us', '', 'fr-FR'))).toBe('en');
    expect(localeOf(sources('?lang=fr', 'lang=en', 'en-US'))).toBe('fr');
    expect(localeOf(sources('?page=2&lang=de', '', 'en-US'))).toBe('fr');
  });

  it('follows the cookie when there is no query, over the browser', () => {
    expect(localeOf(sources('', 'lang=en', 'fr-FR'))).toBe('en');
    expect(localeOf(sources('?page=2', 'theme=x; lang=fr', 'en-US'))).toBe('fr');
  });

  it('ignores a blank query and a cookie that is not an interface language', () => {
    expect(localeOf(sources('?lang=', 'lang=en', 'fr-FR'))).toBe('en');
    expect(localeOf(sources('?lang=%20', '', 'en-GB'))).toBe('en');
    expect(localeOf(sources('', 'lang=english', 'fr-FR'))).toBe('fr');
  });
});

describe('queriedLanguage', () => {
  it('reads the lang parameter, and nothing when it is absent or blank', () => {
    expect(queriedLanguage('?lang=en')).toBe('en');
    expect(queriedLanguage('?a=1&lang=fr-CA')).toBe('fr-CA');
    expect(queriedLanguage('')).toBeUndefined();
    expect(queriedLanguage('?lang=')).toBeUndefined();
    expect(queriedLanguage('?language=en')).toBeUndefined();
  });
});

describe('rememberedLanguage', () => {
  it('finds the lang cookie among others', () => {
    expect(rememberedLanguage('lang=en')).toBe('en');
    expect(rememberedLanguage('a=1; lang=fr; b=2')).toBe('fr');
    expect(rememberedLanguage(' lang = en ')).toBe('en');
  });

  it('ignores other cookies and values that are not fr or en', () => {
    expect(rememberedLanguage('')).toBeUndefined();
    expect(rememberedLanguage('slang=en; langue=en')).toBeUndefined();
    expect(rememberedLanguage('lang=de')).toBeUndefined();
    expect(rememberedLanguage('lang=EN')).toBeUndefined();
  });
});

describe('languageCookie', () => {
  it('lasts 365 days for the whole site', () => {
    expect(languageCookie('en', { secure: false })).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is Secure on https', () => {
    expect(languageCookie('fr', { secure: true })).toBe(
      'lang=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('is read back as the language it stores', () => {
    for (const locale of ['fr', 'en'] as const) {
      const pair = languageCookie(locale, { secure: false }).split(';')[0] ?? '';
      expect(rememberedLanguage(pair)).toBe(locale);
    }
  });
});

describe('languageHref', () => {
  it('keeps the path, the other parameters and the hash', () => {
    expect(languageHref('en', { pathname: '/orders', search: '?page=2', hash: '#top' })).toBe(
      '/orders?page=2&lang=en#top',
    );
  });

  it('replaces a lang parameter already there', () => {
    expect(languageHref('fr', { pathname: '/', search: '?lang=en', hash: '' })).toBe('/?lang=fr');
  });
});

describe('languageName', () => {
  it("is each interface language's own name, from the kernel's list", () => {
    expect(languageName('fr')).toBe('Français');
    expect(languageName('en')).toBe('English');
  });
});
