import { PARIS_TIME_ZONE, type Locale } from '@cuvee/kernel';
import type { ReactNode } from 'react';
import type { Health, HealthState } from './health.js';
import { uiMessages, type UiTexts } from './ui-messages.js';

type HealthTexts = UiTexts['health'];

export interface HealthCardProps {
  state: HealthState;
  onRetry: () => void;
  locale: Locale;
  /** The card's heading: each application names the service its own way. */
  title: string;
}

/** A live view of GET /v1/health: version, database engine and job-queue driver, or why it failed. */
export function HealthCard({ state, onRetry, locale, title }: HealthCardProps) {
  const t = uiMessages[locale].health;
  const loading = state.kind === 'loading';
  const health: Health | undefined = 'health' in state ? state.health : loading ? state.previous : undefined;
  const tone = loading ? 'pending' : state.kind === 'ok' ? 'ok' : 'error';

  let summary = t.checking;
  let detail: string | undefined;
  if (state.kind === 'ok') summary = t.ok;
  if (state.kind === 'degraded') summary = t.degraded;
  if (state.kind === 'unreachable') {
    summary = t.unreachable;
    const reason =
      typeof state.reason === 'number' ? `${t.reasons.http} ${state.reason}` : t.reasons[state.reason];
    detail = `${t.unreachableHelp} (${reason})`;
  }

  return (
    <section className={`card health health--${tone}`} aria-labelledby="health-title" aria-busy={loading}>
      <h2 id="health-title" className="card-title">
        {title}
      </h2>
      <div className="health-summary" role="status">
        <span className="health-dot" aria-hidden="true" />
        <p>
          <strong>{summary}</strong>
          {detail && <span className="health-detail">{detail}</span>}
        </p>
      </div>

      {health && (
        <dl className={`health-facts${loading ? ' health-facts--stale' : ''}`}>
          <div>
            <dt>{t.version}</dt>
            <dd>{health.version}</dd>
          </div>
          <HealthFact term={t.database} name={t.engines[health.database.engine] ?? health.database.engine}>
            <StatusPill status={health.database.status} t={t} />
          </HealthFact>
          <HealthFact term={t.queue} name={t.drivers[health.queue.driver] ?? health.queue.driver}>
            <StatusPill status={health.queue.status} t={t} />
          </HealthFact>
        </dl>
      )}

      <div className="health-footer">
        {'checkedAt' in state && (
          <span className="health-time">
            {t.checkedAt}{' '}
            {new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: PARIS_TIME_ZONE }).format(
              state.checkedAt,
            )}
          </span>
        )}
        {/* Always the same button, so keyboard focus stays on it across retries. */}
        <button
          type="button"
          className="button"
          onClick={loading ? undefined : onRetry}
          aria-disabled={loading}
        >
          {state.kind === 'unreachable' ? t.retry : t.refresh}
        </button>
      </div>
    </section>
  );
}

function HealthFact({ term, name, children }: { term: string; name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {name} {children}
      </dd>
    </div>
  );
}

function StatusPill({ status, t }: { status: 'up' | 'down'; t: HealthTexts }) {
  return <span className={`pill pill--${status}`}>{status === 'up' ? t.up : t.down}</span>;
}
