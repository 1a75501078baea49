import { HealthCard } from './HealthCard';
import { useHealth } from './health';
import { hrefFor, type Locale } from './locale';
import { Logo } from './Logo';
import { messages } from './messages';

/** Placeholder of the back office (Foundation stage): what is coming, and whether the API answers. */
export function App({ locale }: { locale: Locale }) {
  const t = messages[locale];
  const [health, retryHealth] = useHealth();
  const version = 'health' in health ? health.health.version : undefined;

  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="header">
        <div className="container header-inner">
          <Logo tag={t.productTag} />
          <LanguageSwitch locale={locale} label={t.languageNav} />
        </div>
      </header>

      <main id="main" className="container main" tabIndex={-1}>
        <div className="intro">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.heading}</h1>
          <p className="lead">{t.intro}</p>
          <p>{t.next}</p>
          <h2 className="section-title">{t.comingTitle}</h2>
          <ul className="checklist">
            {t.coming.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <a className="text-link" href="/docs">
              {t.docsLink}
            </a>
          </p>
        </div>
        <HealthCard state={health} onRetry={retryHealth} locale={locale} t={t.health} />
      </main>

      <footer className="footer">
        <div className="container footer-inner">
          <span>
            © {new Date().getFullYear()} Cuvée · {t.footer}
          </span>
          {version && (
            <span>
              {t.version} {version}
            </span>
          )}
        </div>
      </footer>
    </>
  );
}

function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const languages: { code: Locale; name: string }[] = [
    { code: 'fr', name: 'Français' },
    { code: 'en', name: 'English' },
  ];
  return (
    <nav className="lang-switch" aria-label={label}>
      {languages.map(({ code, name }) => (
        <a
          key={code}
          href={hrefFor(code)}
          lang={code}
          hrefLang={code}
          aria-current={code === locale ? 'true' : undefined}
        >
          {name}
        </a>
      ))}
    </nav>
  );
}
