/** The two interface languages. French is the default everywhere. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** A text in both interface languages. */
export interface Labels {
  readonly fr: string;
  readonly en: string;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/** The Intl locale of an interface language: British English (day before month, 24-hour clock). */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : 'fr-FR';
}
