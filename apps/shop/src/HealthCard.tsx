import type { Health, HealthState } from './health';
import type { Locale } from './locale';
import type { Messages } from './messages';

interface HealthCardProps {
  state: HealthState;
  onRetry: () => void;
  locale: Locale;
  t: Messages['health'];
}

/** A live view of GET /v1/health: version, database engine and job-queue driver, or why it failed. */
export function HealthCard({ state, onRetry, locale, t }: HealthCardProps) {
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
        {t.title}
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
          <div>
            <dt>{t.database}</dt>
            <dd>
              {t.engines[health.database.engine] ?? health.database.engine}{' '}
              <StatusPill status={health.database.status} t={t} />
            </dd>
          </div>
          <div>
            <dt>{t.queue}</dt>
            <dd>
              {t.drivers[health.queue.driver] ?? health.queue.driver}{' '}
              <StatusPill status={health.queue.status} t={t} />
            </dd>
          </div>
        </dl>
      )}

      <div className="health-footer">
        {'checkedAt' in state && (
          <span className="health-time">
            {t.checkedAt}{' '}
            {new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(
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

function StatusPill({ status, t }: { status: 'up' | 'down'; t: Messages['health'] }) {
  return <span className={`pill pill--${status}`}>{status === 'up' ? t.up : t.down}</span>;
}
