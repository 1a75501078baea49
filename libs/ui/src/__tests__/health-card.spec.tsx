import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Health, HealthState } from '../health.js';
import { HealthCard } from '../health-card.js';

const report: Health = {
  status: 'error',
  version: '0.1.0',
  database: { status: 'up', engine: 'sqlite' },
  queue: { status: 'down', driver: 'bullmq' },
};
const noop = () => undefined;

function render(state: HealthState, locale: 'fr' | 'en' = 'fr'): string {
  return renderToStaticMarkup(<HealthCard state={state} onRetry={noop} locale={locale} title="État" />);
}

describe('HealthCard', () => {
  it('says what each service is and whether it is up, in the page language', () => {
    const checkedAt = new Date('2026-05-04T10:20:30Z');
    const fr = render({ kind: 'degraded', health: report, checkedAt });
    expect(fr).toContain('API dégradée : un service ne répond pas');
    expect(fr).toContain('SQLite (embarquée) <span class="pill pill--up">en service</span>');
    expect(fr).toContain('BullMQ (Redis) <span class="pill pill--down">hors service</span>');
    expect(fr).toContain('Vérifié à 12:20:30'); // Paris time
    expect(fr).toContain('class="card health health--error"');

    const en = render({ kind: 'ok', health: { ...report, status: 'ok' }, checkedAt }, 'en');
    expect(en).toContain('API up and running');
    expect(en).toContain('class="card health health--ok"');
    expect(en).toContain('>Refresh</button>');
  });

  it('shows an engine it does not know as the API names it', () => {
    const html = render({
      kind: 'ok',
      health: { ...report, database: { status: 'up', engine: 'postgres' } },
      checkedAt: new Date(),
    });
    expect(html).toContain('postgres <span class="pill pill--up">');
  });

  it('explains an unreachable API and offers to try again', () => {
    const html = render({ kind: 'unreachable', reason: 502 });
    expect(html).toContain('API injoignable');
    expect(html).toContain('Vérifiez que l’API est démarrée (npm start), puis réessayez. (réponse HTTP 502)');
    expect(html).toContain('>Réessayer</button>');
    expect(html).not.toContain('<dl');
  });

  it('keeps the last report, dimmed, while checking again', () => {
    const html = render({ kind: 'loading', previous: report });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Vérification en cours…');
    expect(html).toContain('class="health-facts health-facts--stale"');
    expect(html).toContain('aria-disabled="true"');
  });
});
