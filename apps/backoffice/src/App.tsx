import { FrontPage, HealthCard, useHealth, useMessages, versionOf } from '@cuvee/ui';
import { messages } from './messages';

/** Placeholder of the back office (Foundation stage): what is coming, and whether the API answers. */
export function App() {
  const { locale, t } = useMessages(messages);
  const [health, retryHealth] = useHealth();

  return (
    <FrontPage locale={locale} texts={t} version={versionOf(health)} headerTone="dark" footerTone="light">
      <div className="container main">
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
        <HealthCard state={health} onRetry={retryHealth} locale={locale} title={t.healthTitle} />
      </div>
    </FrontPage>
  );
}
