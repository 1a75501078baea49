import { HealthCard } from './HealthCard';
import { useHealth } from './health';
import { hrefFor, type Locale } from './locale';
import { Logo } from './Logo';
import { messages } from './messages';

/** Placeholder of the shop front (Foundation stage): what is coming, whether the API answers, legal notices. */
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

      <main id="main" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero-inner">
            <p className="eyebrow">{t.eyebrow}</p>
            <h1 id="hero-title">{t.heading}</h1>
            <p className="lead">{t.intro}</p>
            <p className="hero-next">{t.next}</p>
          </div>
        </section>

        <div className="container main">
          <section className="features" aria-labelledby="features-title">
            <h2 id="features-title" className="section-title">
              {t.featuresTitle}
            </h2>
            <ul className="feature-list">
              {t.features.map((feature) => (
                <li key={feature.title} className="feature">
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <HealthCard state={health} onRetry={retryHealth} locale={locale} t={t.health} />
        </div>
      </main>

      <footer className="footer">
        <div className="container">
          <section className="notices" aria-labelledby="notices-title">
            <h2 id="notices-title" className="visually-hidden">
              {t.noticesTitle}
            </h2>
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            <ul>
              <Notice text={t.alcoholWarning} legal={messages.fr.alcoholWarning} />
              <Notice text={t.minorsNotice} legal={messages.fr.minorsNotice} />
            </ul>
          </section>
          <div className="footer-inner">
            <span>
              © {new Date().getFullYear()} Cuvée · {t.footer}
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

/** A mandatory notice; when translated, the legal French wording follows it. */
function Notice({ text, legal }: { text: string; legal: string }) {
  return (
    <li>
      <strong>{text}</strong>
      {text !== legal && (
        <span className="notice-legal" lang="fr">
          {legal}
        </span>
      )}
    </li>
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
