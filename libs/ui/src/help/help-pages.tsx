// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual modules' types are an ambient declaration, which no import brings in
/// <reference path="./help-content.d.ts" />
import { formatMoney, type Locale } from '@cuvee/kernel';
import { useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { HelpContent } from './content.js';
import { helpTexts } from './help-texts.js';
import {
  computeRoi,
  ROI_ASSUMPTIONS,
  ROI_DEFAULTS,
  validateRoi,
  type RoiField,
  type RoiInputs,
} from './roi.js';
import { indexArticles, searchArticles } from './search.js';
import { HELP_PATHS, isHelpSlug } from './slugs.js';
import './help.css';

/*
 * The help centre's pages (docs/help-centre.md), drawn by both fronts inside their own frame: the shop
 * front for visitors and buyers, the back office for sellers. Plain elements with the theme's classes,
 * no MUI: the shop has none. Each front loads this module lazily, with the content of its language.
 */

const CONTENT: Record<Locale, () => Promise<{ default: HelpContent }>> = {
  fr: () => import('virtual:cuvee-help-fr'),
  en: () => import('virtual:cuvee-help-en'),
};

/** The help content of a language, once its chunk has loaded (null until then). */
function useHelpContent(locale: Locale): HelpContent | null {
  const [content, setContent] = useState<HelpContent | null>(null);
  useEffect(() => {
    let live = true;
    void CONTENT[locale]().then((module) => live && setContent(module.default));
    return () => {
      live = false;
    };
  }, [locale]);
  return content;
}

function Loading({ locale }: { locale: Locale }) {
  return (
    <p className="help-muted" aria-busy="true">
      {helpTexts[locale].loading}
    </p>
  );
}

/** The help centre's sections, as links: the articles, the news, the simulator. */
function HelpNav({ locale, current }: { locale: Locale; current: 'centre' | 'news' | 'roi' | null }) {
  const t = helpTexts[locale];
  const links = [
    ['centre', HELP_PATHS.centre, t.centre],
    ['news', HELP_PATHS.news, t.news],
    ['roi', HELP_PATHS.roiSimulator, t.roi],
  ] as const;
  return (
    <nav className="help-nav" aria-label={t.centre}>
      {links.map(([key, to, label]) => (
        <Link key={key} to={to} aria-current={current === key ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

function HelpFrame({
  locale,
  current,
  children,
}: {
  locale: Locale;
  current: 'centre' | 'news' | 'roi' | null;
  children: ReactNode;
}) {
  return (
    <div className="help">
      <HelpNav locale={locale} current={current} />
      {children}
    </div>
  );
}

/** /help: every article, filtered as the reader types (the query is kept in ?q= to be shared). */
export function HelpCentrePage({ locale }: { locale: Locale }) {
  const t = helpTexts[locale];
  const content = useHelpContent(locale);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const index = useMemo(() => (content ? indexArticles(content.articles) : null), [content]);
  const found = index ? searchArticles(index, query) : [];
  const inputId = useId();

  return (
    <HelpFrame locale={locale} current="centre">
      <header className="help-head">
        <h1>{t.centre}</h1>
        <p className="help-lead">{t.centreLead}</p>
        <label className="help-search-label" htmlFor={inputId}>
          {t.searchLabel}
        </label>
        <input
          id={inputId}
          className="help-search"
          type="search"
          value={query}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            setParams(next ? { q: next } : {}, { replace: true });
          }}
        />
      </header>
      {!content ? (
        <Loading locale={locale} />
      ) : found.length === 0 ? (
        <p className="help-muted" role="status">
          {t.noResult(query)}
        </p>
      ) : (
        <>
          <p className="help-muted" role="status">
            {t.results(found.length)}
          </p>
          <ul className="help-list">
            {found.map((article) => (
              <li key={article.slug}>
                <Link className="help-card" to={HELP_PATHS.article(article.slug)}>
                  <strong>{article.title}</strong>
                  <span>{article.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </HelpFrame>
  );
}

/**
 * Links inside an article that lead to another page of the help centre open in place (the router),
 * not by reloading the front.
 */
function useInPlaceLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
}

/** /help/:slug: one article (its HTML was sanitised when the front was built). */
export function HelpArticlePage({ locale, slug }: { locale: Locale; slug: string }) {
  const t = helpTexts[locale];
  const content = useHelpContent(locale);
  const inPlace = useInPlaceLinks();
  const article = isHelpSlug(slug) ? content?.articles.find((one) => one.slug === slug) : undefined;

  return (
    <HelpFrame locale={locale} current={null}>
      <p>
        <Link className="help-back" to={HELP_PATHS.centre}>
          ← {t.back}
        </Link>
      </p>
      {!content ? (
        <Loading locale={locale} />
      ) : !article ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <article className="help-article" aria-labelledby="help-article-title">
          <h1 id="help-article-title">{article.title}</h1>
          <p className="help-lead">{article.summary}</p>
          {/* Sanitised with sanitize-html when the front was built (content.ts). */}
          <div className="help-body" onClick={inPlace} dangerouslySetInnerHTML={{ __html: article.html }} />
        </article>
      )}
    </HelpFrame>
  );
}

/** /help/news: the changelog's releases, newest first. */
export function NewsPage({ locale }: { locale: Locale }) {
  const t = helpTexts[locale];
  const content = useHelpContent(locale);
  const dates = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' });

  return (
    <HelpFrame locale={locale} current="news">
      <header className="help-head">
        <h1>{t.news}</h1>
        <p className="help-lead">{t.newsLead}</p>
      </header>
      {!content ? (
        <Loading locale={locale} />
      ) : (
        content.news.map((release) => (
          <section key={release.version} className="help-release" aria-label={release.version}>
            <h2>{release.date ? dates.format(new Date(`${release.date}T12:00:00Z`)) : release.version}</h2>
            {release.groups.map((group) => (
              <div key={group.title} className="help-body">
                <h3>{group.title}</h3>
                {/* Sanitised with sanitize-html when the front was built (content.ts). */}
                <div dangerouslySetInnerHTML={{ __html: group.html }} />
              </div>
            ))}
          </section>
        ))
      )}
    </HelpFrame>
  );
}

/** A typed figure: "12,5" and "12.5" both read 12.5; anything else is not a number (NaN). */
function parseFigure(typed: string): number {
  const cleaned = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const ROI_FIELDS = Object.keys(ROI_DEFAULTS) as RoiField[];

/** /roi-simulator: the producer's figures in, the year's gains out, computed as they type. */
export function RoiSimulatorPage({ locale }: { locale: Locale }) {
  const t = helpTexts[locale];
  const [typed, setTyped] = useState<Record<RoiField, string>>(
    () =>
      Object.fromEntries(ROI_FIELDS.map((field) => [field, String(ROI_DEFAULTS[field])])) as Record<
        RoiField,
        string
      >,
  );
  const inputs = Object.fromEntries(
    ROI_FIELDS.map((field) => [field, parseFigure(typed[field])]),
  ) as unknown as RoiInputs;
  const problems = validateRoi(inputs, locale);
  const valid = Object.keys(problems).length === 0;
  const result = valid ? computeRoi(inputs) : null;
  const numbers = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 });
  const money = (cents: number) => formatMoney(cents, locale).replace(/[.,]00(?=\s?€|$)/, '');
  const a = ROI_ASSUMPTIONS;
  const id = useId();

  return (
    <HelpFrame locale={locale} current="roi">
      <header className="help-head">
        <h1>{t.roi}</h1>
        <p className="help-lead">{t.roiLead}</p>
      </header>
      <div className="roi">
        <form className="roi-form help-panel" noValidate onSubmit={(event) => event.preventDefault()}>
          <h2>{t.roiYourFigures}</h2>
          {ROI_FIELDS.map((field) => {
            const [name, unit] = t.fields[field];
            const problem = problems[field];
            return (
              <div key={field} className="roi-field">
                <label htmlFor={`${id}-${field}`}>{name}</label>
                <div className="roi-input">
                  <input
                    id={`${id}-${field}`}
                    name={field}
                    inputMode="decimal"
                    value={typed[field]}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-${field}-problem` : undefined}
                    onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
                  />
                  <span aria-hidden="true">{unit}</span>
                </div>
                {problem && (
                  <p id={`${id}-${field}-problem`} className="roi-problem" role="alert">
                    {problem}
                  </p>
                )}
              </div>
            );
          })}
        </form>
        <section className="roi-result help-panel" aria-labelledby={`${id}-result`} aria-live="polite">
          <h2 id={`${id}-result`}>{t.roiYourGains}</h2>
          {result ? (
            <>
              <p className="roi-total">
                <span>{t.roiTotal}</span>
                <strong data-roi-total>{money(result.totalCents)}</strong>
              </p>
              <dl className="roi-parts">
                <dt>{t.roiTime(numbers.format(result.hoursSavedPerYear))}</dt>
                <dd>{money(result.timeValueCents)}</dd>
                <dt>{t.roiMargin(numbers.format(result.bottlesMovedDirect))}</dt>
                <dd>{money(result.marginGainCents)}</dd>
                <dt>{t.roiErrors(numbers.format(result.errorsAvoidedPerYear))}</dt>
                <dd>{money(result.errorsValueCents)}</dd>
              </dl>
            </>
          ) : (
            <p className="help-muted">{t.roiFix}</p>
          )}
          <h3>{t.roiHow}</h3>
          <p className="help-muted">
            {t.roiAssumptions(
              a.workingWeeks,
              a.timeSavedShare * 100,
              a.directShareGainPoints,
              a.errorsAvoidedShare * 100,
              money(a.errorCostCents),
            )}
          </p>
        </section>
      </div>
    </HelpFrame>
  );
}
