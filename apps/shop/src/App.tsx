import { FrontPage, HealthCard, useHealth, useMessages, versionOf } from '@cuvee/ui';
import { messages } from './messages';

/** Placeholder of the shop front (Foundation stage): what is coming, whether the API answers, legal notices. */
export function App() {
  const { locale, t } = useMessages(messages);
  const [health, retryHealth] = useHealth();

  const notices = (
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
  );

  return (
    <FrontPage
      locale={locale}
      texts={t}
      version={versionOf(health)}
      headerTone="light"
      footerTone="dark"
      footerTop={notices}
    >
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
        <HealthCard state={health} onRetry={retryHealth} locale={locale} title={t.healthTitle} />
      </div>
    </FrontPage>
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
