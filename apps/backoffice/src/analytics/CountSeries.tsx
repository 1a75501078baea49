import { ComparisonChart } from '../common/charts';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { formatNumber } from './figures';
import { bucketLabel, type Granularity } from './period';
import { NothingToShow, useTableView } from './report-parts';
import { ReportTable } from './ReportTable';

/** A bucket of counts: the period's, and the compared periods' at the same position. */
export interface CountBucket {
  bucket: string;
  current: number;
  previous: number;
  lastYear: number;
}

/**
 * A count by bucket against the two periods compared (activities done, persons expected), as bars and
 * lines or as a table, like the sales report's series.
 */
export function CountSeries({
  title,
  names,
  buckets,
  granularity,
  empty,
}: {
  title: string;
  names: Record<'current' | 'previous' | 'lastYear', string>;
  buckets: readonly CountBucket[];
  granularity: Granularity;
  empty: string;
}) {
  const t = useT();
  const locale = useLocale();
  const table = useTableView();
  const count = (value: number) => formatNumber(value, locale);
  const nothing = buckets.every((b) => !b.current && !b.previous && !b.lastYear);
  const sum = (field: 'current' | 'previous' | 'lastYear') =>
    buckets.reduce((total, b) => total + b[field], 0);
  return (
    <Panel title={title} data-report-panel="series">
      {nothing ? (
        <NothingToShow>{empty}</NothingToShow>
      ) : table ? (
        <ReportTable
          label={title}
          rows={buckets}
          rowKey={(b) => b.bucket}
          total={{
            bucket: '',
            current: sum('current'),
            previous: sum('previous'),
            lastYear: sum('lastYear'),
          }}
          columns={[
            {
              key: 'bucket',
              label: t(`analytics.columns.bucket.${granularity}`),
              render: (b) =>
                b.bucket ? bucketLabel(b.bucket, granularity, locale, 'long') : t('analytics.columns.total'),
            },
            ...(['current', 'previous', 'lastYear'] as const).map((field) => ({
              key: field,
              label: names[field],
              numeric: true,
              render: (b: CountBucket) => count(b[field]),
            })),
          ]}
        />
      ) : (
        <ComparisonChart
          label={title}
          rows={buckets.map((b) => ({
            label: bucketLabel(b.bucket, granularity, locale),
            title: bucketLabel(b.bucket, granularity, locale, 'long'),
            current: b.current,
            previous: b.previous,
            lastYear: b.lastYear,
          }))}
          series={[
            { key: 'current', name: names.current, kind: 'bar' },
            { key: 'previous', name: names.previous, kind: 'line', dashed: true },
            { key: 'lastYear', name: names.lastYear, kind: 'line' },
          ]}
          format={count}
          axisFormat={count}
          wholeNumbers
        />
      )}
    </Panel>
  );
}
