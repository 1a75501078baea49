import i18next, { type i18n } from 'i18next';
import { languageFrom, messages, type Locale, type MessageKey } from '@cuvee/kernel';

export type { Locale, MessageKey };

/**
 * Server-side messages, French by default, English on request. The texts themselves live in the kernel
 * catalogue (the one place for every user-facing message); this only picks the language and interpolates.
 */
export class Translator {
  private readonly i18n: i18n;

  constructor() {
    this.i18n = i18next.createInstance();
    void this.i18n.init({
      initImmediate: false,
      showSupportNotice: false,
      lng: 'fr',
      fallbackLng: 'fr',
      supportedLngs: ['fr', 'en'],
      keySeparator: false,
      nsSeparator: false,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      resources: {
        fr: { translation: messages.fr },
        en: { translation: messages.en },
      },
    });
  }

  translate(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
    return this.i18n.t(key, { lng: locale, ...params });
  }

  isKey(key: string): key is MessageKey {
    return key in messages.fr;
  }
}

/** The first language of an Accept-Language header decides, with the product's rule ("en" → English). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return languageFrom(undefined, first);
}
