import type { Locale } from '@cuvee/kernel';
import { createInstance, type InitOptions } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { useTranslate, type I18nProvider } from 'react-admin';
import { en } from './en';
import { fr, type Texts } from './fr';

/** The dotted path of every text of the back office: 'layout.notifications.title'. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Paths<Texts>;

/** react-admin's own texts in both languages, and ours on top (i18next interpolation: {{name}}). */
export function createI18nProvider(locale: Locale): Promise<I18nProvider> {
  const options: InitOptions = {
    // No advertisement in the user's console.
    showSupportNotice: false,
    lng: locale,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    interpolation: { escapeValue: false },
    resources: {
      fr: { translation: { ...convertRaTranslationsToI18next(frenchMessages), ...fr } },
      en: { translation: { ...convertRaTranslationsToI18next(englishMessages), ...en } },
    },
  };
  type ProviderParameters = Parameters<typeof getI18nProvider>;
  return getI18nProvider(
    // ra-i18n-i18next types its parameters with its own copy of i18next (v23); the workspace's v25
    // instance and options have the same runtime interface (use, init, changeLanguage, language…).
    createInstance() as unknown as ProviderParameters[0],
    options as ProviderParameters[1],
    [
      { locale: 'fr', name: 'Français' },
      { locale: 'en', name: 'English' },
    ],
  );
}

/** react-admin's translate, with the back office's own keys checked at compile time. */
export function useT(): (key: TextKey, options?: Record<string, unknown>) => string {
  return useTranslate() as (key: TextKey, options?: Record<string, unknown>) => string;
}
