import { LOCALES, type Locale } from '@cuvee/kernel';
import { languageHref, languageName } from './locale.js';
import { pageLocation } from './server-request.js';

/**
 * Links to the same page in each interface language. A link, not a button: the choice lands in the
 * `lang` query, which useLocale reads and remembers on the next page load.
 */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  return (
    <nav className="lang-switch" aria-label={label}>
      {LOCALES.map((code) => (
        <a
          key={code}
          href={languageHref(code, pageLocation())}
          lang={code}
          hrefLang={code}
          aria-current={code === locale ? 'true' : undefined}
        >
          {languageName(code)}
        </a>
      ))}
    </nav>
  );
}
