import type { Locale } from '@cuvee/kernel';
import { useEffect, type ReactNode } from 'react';
import { LanguageSwitch } from './language-switch.js';
import { Logo } from './logo.js';
import { uiMessages } from './ui-messages.js';

/** Dark: navy with white text. Light: white surface with navy text. */
export type FrontTone = 'dark' | 'light';

/** The texts of the frame that belong to the application (its own table may hold more). */
export interface FrontTexts {
  /** The document title. */
  title: string;
  /** Names the application beside the logo ("back office", "boutique"). */
  productTag: string;
}

export interface FrontPageProps {
  locale: Locale;
  texts: FrontTexts;
  /** The API version, shown in the footer once known. */
  version?: string;
  headerTone: FrontTone;
  footerTone: FrontTone;
  /** Shown in the footer above the copyright line (the shop's mandatory notices). */
  footerTop?: ReactNode;
  /** Shown in the header before the language switch (the shop's cart and account). */
  headerActions?: ReactNode;
  /** The content of <main>. */
  children: ReactNode;
}

/** The frame of every page of the fronts: skip link, header with the language switch, main, footer. */
export function FrontPage(props: FrontPageProps) {
  const { locale, texts, version, headerTone, footerTone, footerTop, headerActions, children } = props;
  const { title, productTag } = texts;
  const t = uiMessages[locale];

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className={`header header--${headerTone}`}>
        <div className="container header-inner">
          <Logo tag={productTag} />
          {headerActions ? (
            <div className="header-actions">
              {headerActions}
              <LanguageSwitch locale={locale} label={t.languageNav} />
            </div>
          ) : (
            <LanguageSwitch locale={locale} label={t.languageNav} />
          )}
        </div>
      </header>

      <main id="main" tabIndex={-1}>
        {children}
      </main>

      <footer className={`footer footer--${footerTone}`}>
        <div className="container">
          {footerTop}
          <div className="footer-inner">
            <span>
              © {new Date().getFullYear()} Cuvée · {t.licence}
            </span>
            {version && (
              <span>
                {t.version} {version}
              </span>
            )}
          </div>
        </div>
      </footer>
    </>
  );
}
