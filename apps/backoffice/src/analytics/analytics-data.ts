import { ROUTE_POLICIES } from '@cuvee/kernel';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveBlob } from '@cuvee/ui';
import {
  useBackofficeData,
  type AnalyticsQueries,
  type AnalyticsReport,
  type AnalyticsReports,
  type NamedFile,
} from '../api/custom-methods';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { periodOfQuery, periodProblem, periodQuery, type Period, type ReportPeriod } from './period';
import { analyticsFr } from './texts';

export const REPORTS_PATH = '/dashboard/analytics';

export type ReportKey = keyof typeof analyticsFr.reports;

/** The report pages of the kernel's policy table, in its order (a page's key is its last segment). */
export const REPORT_KEYS: readonly ReportKey[] = ROUTE_POLICIES.flatMap(({ path }) => {
  const key = path.slice(REPORTS_PATH.length + 1);
  return path.startsWith(`${REPORTS_PATH}/`) && key in analyticsFr.reports ? [key as ReportKey] : [];
});

/** The reports drawn today; the other report pages of the table show "coming soon". */
export const BUILT_REPORTS: readonly ReportKey[] = [
  'sells',
  'clients',
  'products',
  'commissions',
  'activities',
  'campaigns',
  'reservations',
  'custom',
  'objectives',
  'budget',
];

/**
 * A report's settings as the page's address holds them (so a link shows the same report): the period
 * and the page's own choices. `set` writes some of them (null removes one), in place of the current
 * entry of the history.
 */
export function useReportAddress() {
  const [query, setQuery] = useSearchParams();
  const period = useMemo(() => periodOfQuery(query, new Date()), [query]);
  const set = useCallback(
    (changes: Record<string, string | null>) => {
      // From the address as it is now, not as the last render read it: two changes before the next
      // render (the two days of a period typed quickly) both stay.
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes))
        if (value === null) next.delete(name);
        else next.set(name, value);
      setQuery(next, { replace: true });
    },
    [setQuery],
  );
  const setPeriod = useCallback(
    (chosen: ReportPeriod) => set({ period: null, from: null, to: null, ...periodQuery(chosen) }),
    [set],
  );
  return { query, period, set, setPeriod };
}

/** A report's query as the pages ask it: always with its days. */
export type ReportQuery<R extends AnalyticsReport> = AnalyticsQueries[R] & Period;

/** A report's answer with the query it answers (the figures shown while the next ones load are the last query's). */
export type Answered<R extends AnalyticsReport> = AnalyticsReports[R] & { asked: ReportQuery<R> };

/**
 * A report of the API for the address's period, read again when a setting changes (the figures shown
 * stay until the new ones come). Not asked while the period is one the API would refuse (the picker
 * says why); a refusal is not retried.
 */
export function useReport<R extends AnalyticsReport>(report: R, query: ReportQuery<R>) {
  const data = useBackofficeData();
  return useQuery<Answered<R>>({
    queryKey: ['analytics', report, query],
    queryFn: async () => ({ ...(await data.analytics(report, query)), asked: query }),
    enabled: periodProblem(query) === null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Downloads the report as a file with the token (a plain link would not carry it). */
export function useReportFile<R extends AnalyticsReport>(report: R, query: ReportQuery<R>) {
  const data = useBackofficeData();
  return useFileDownload((format) => data.analyticsFile(report, format, query));
}

/** Saves a file the API names, and says so. */
export function useFileDownload(file: (format: 'csv' | 'xlsx') => Promise<NamedFile>) {
  const t = useT();
  return useMutation({
    mutationFn: file,
    onSuccess: ({ blob, name }) => {
      saveBlob(blob, name);
      showSuccess(t('analytics.export.done'));
    },
  });
}
