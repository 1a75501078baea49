import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { SalesAnalytics } from '../api/custom-methods';
import { ComparisonChart, MAX_CHART_SERIES, ShareChart, type ChartSeries } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { foldRows, formatCompactMoney, formatNumber, formatPercent } from './figures';
import { bucketLabel, type Granularity } from './period';
import {
  changeColumns,
  Changes,
  ComparedPeriods,
  ExportButtons,
  FIGURES_GRID,
  GranularitySelect,
  FigureNote,
  NothingToShow,
  ReportBody,
  ReportControls,
  ReportSelect,
  useGranularity,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable } from './ReportTable';

const BREAKDOWNS = ['channel', 'typology', 'country', 'agent'] as const;
type Breakdown = (typeof BREAKDOWNS)[number];
type BreakdownRow = SalesAnalytics['breakdown'][number];

export const SALES_FIGURES = ['ht', 'invoices', 'averageBasket', 'bottles', 'eq75'] as const;

/**
 * The period's figures (all five unless `only` names some), each with its changes; `to` makes each a
 * link (the dashboard's figures open the report); `children`, more figures in the same grid (an agent's).
 */
export function SalesFigures({
  totals,
  only = SALES_FIGURES,
  to,
  children,
}: {
  totals: SalesAnalytics['totals'];
  only?: readonly (typeof SALES_FIGURES)[number][];
  to?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const { current, previous, lastYear } = totals;
  const figures = [
    { name: 'ht', value: money(current.ht), field: 'ht' },
    { name: 'invoices', value: formatNumber(current.invoices, locale), field: 'invoices' },
    { name: 'averageBasket', value: money(current.averageBasketHt), field: 'averageBasketHt' },
    { name: 'bottles', value: formatNumber(current.bottles, locale), field: 'bottles' },
    { name: 'eq75', value: formatNumber(current.eq75, locale, 1), field: 'eq75' },
  ] as const;
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      {figures
        .filter(({ name }) => only.includes(name))
        .map(({ name, value, field }) => (
          <Figure
            key={name}
            name={name}
            label={t(`analytics.sales.figures.${name}`)}
            value={value}
            to={to}
            detail={
              <>
                <Changes current={current[field]} previous={previous[field]} lastYear={lastYear[field]} />
                {name === 'invoices' && current.creditNotes > 0 && (
                  <FigureNote>{t('analytics.sales.creditNotes', { count: current.creditNotes })}</FigureNote>
                )}
              </>
            }
          />
        ))}
      {children}
    </Box>
  );
}

/** The period's buckets with the two periods compared, as a chart or a table (an agent's page too). */
export function SalesSeries({
  answer,
  granularity,
}: {
  answer: Pick<SalesAnalytics, 'series' | 'totals'>;
  granularity: Granularity;
}) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const table = useTableView();
  const title = t(`analytics.sales.series.${granularity}`);
  const names = {
    ht: t('analytics.sales.seriesNames.ht'),
    previousHt: t('analytics.sales.seriesNames.previousHt'),
    lastYearHt: t('analytics.sales.seriesNames.lastYearHt'),
  };
  const series: ChartSeries[] = [
    { key: 'ht', name: names.ht, kind: 'bar' },
    { key: 'previousHt', name: names.previousHt, kind: 'line', dashed: true },
    { key: 'lastYearHt', name: names.lastYearHt, kind: 'line' },
  ];
  const nothing = answer.series.every((bucket) => !bucket.ht && !bucket.previousHt && !bucket.lastYearHt);
  const { current, previous, lastYear } = answer.totals;
  return (
    <Panel title={title} data-report-panel="series">
      {nothing ? (
        <NothingToShow>{t('analytics.sales.empty')}</NothingToShow>
      ) : table ? (
        <ReportTable
          label={title}
          rows={answer.series}
          rowKey={(bucket) => bucket.bucket}
          total={{ bucket: '', ht: current.ht, previousHt: previous.ht, lastYearHt: lastYear.ht }}
          columns={[
            {
              key: 'bucket',
              label: t(`analytics.columns.bucket.${granularity}`),
              render: (bucket) =>
                bucket.bucket
                  ? bucketLabel(bucket.bucket, granularity, locale, 'long')
                  : t('analytics.columns.total'),
            },
            { key: 'ht', label: names.ht, numeric: true, render: (bucket) => money(bucket.ht) },
            {
              key: 'previousHt',
              label: names.previousHt,
              numeric: true,
              render: (bucket) => money(bucket.previousHt),
            },
            {
              key: 'lastYearHt',
              label: names.lastYearHt,
              numeric: true,
              render: (bucket) => money(bucket.lastYearHt),
            },
          ]}
        />
      ) : (
        <ComparisonChart
          label={title}
          rows={answer.series.map((bucket) => ({
            label: bucketLabel(bucket.bucket, granularity, locale),
            title: bucketLabel(bucket.bucket, granularity, locale, 'long'),
            ht: bucket.ht,
            previousHt: bucket.previousHt,
            lastYearHt: bucket.lastYearHt,
          }))}
          series={series}
          format={money}
          axisFormat={(value) => formatCompactMoney(value, locale)}
        />
      )}
    </Panel>
  );
}

/** The period's sales by channel, typology, country or agent: a ring and its legend, or a table. */
function SalesBreakdown({ rows, by }: { rows: readonly BreakdownRow[]; by: Breakdown }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const table = useTableView();
  const title = t(`analytics.sales.breakdown.${by}`);
  const folded = foldRows(rows, MAX_CHART_SERIES, (rest) => ({
    key: 'others',
    label: t('analytics.others'),
    ht: rest.reduce((sum, row) => sum + row.ht, 0),
    share: rest.reduce((sum, row) => sum + row.share, 0),
    invoices: rest.reduce((sum, row) => sum + row.invoices, 0),
    previousHt: rest.reduce((sum, row) => sum + row.previousHt, 0),
    lastYearHt: rest.reduce((sum, row) => sum + row.lastYearHt, 0),
  }));
  return (
    <Panel title={title} data-report-panel="breakdown">
      {rows.length === 0 ? (
        <NothingToShow>{t('analytics.sales.emptyBreakdown')}</NothingToShow>
      ) : table ? (
        <ReportTable
          label={title}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { key: 'label', label: t(`analytics.sales.key.${by}`), render: (row) => row.label },
            { key: 'ht', label: t('analytics.columns.ht'), numeric: true, render: (row) => money(row.ht) },
            {
              key: 'share',
              label: t('analytics.columns.share'),
              numeric: true,
              render: (row) => formatPercent(row.share, locale),
            },
            {
              key: 'invoices',
              label: t('analytics.columns.invoices'),
              numeric: true,
              render: (row) => formatNumber(row.invoices, locale),
            },
            ...changeColumns(t),
          ]}
        />
      ) : (
        <Box sx={{ maxWidth: 720 }}>
          <ShareChart
            label={title}
            format={money}
            slices={folded.map((row) => ({
              key: row.key,
              name: row.label,
              value: row.ht,
              share: formatPercent(row.share, locale),
            }))}
          />
        </Box>
      )}
    </Panel>
  );
}

/**
 * /dashboard/analytics/sells (salesAnalytics): the sales of a period (HT, invoices, average basket,
 * bottles, 75 cl equivalent) against the period before and the same days a year earlier, by bucket
 * and broken down by channel, typology, country or agent; as charts or tables; CSV and Excel files.
 */
export default function SalesReport() {
  const t = useT();
  const { query, period, set } = useReportAddress();
  const granularity = useGranularity();
  const askedBy = query.get('by');
  const by = askedBy === 'none' ? null : (BREAKDOWNS.find((one) => one === askedBy) ?? 'channel');
  const reportQuery = { from: period.from, to: period.to, granularity, ...(by ? { by } : {}) };
  const result = useReport('sales', reportQuery);
  return (
    <>
      <PageHeader
        title={t('analytics.sales.title')}
        help="analytics"
        actions={<ExportButtons report="sales" query={reportQuery} />}
      />
      <ReportControls>
        <GranularitySelect />
        <ReportSelect
          name="by"
          label={t('analytics.sales.by.label')}
          value={by ?? 'none'}
          options={(['none', ...BREAKDOWNS] as const).map((value) => ({
            value,
            label: t(`analytics.sales.by.${value}`),
          }))}
          onChange={(value) => set({ by: value === 'channel' ? null : value })}
        />
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <ComparedPeriods answer={answer} />
            <SalesFigures totals={answer.totals} />
            <Stack spacing={2}>
              <SalesSeries answer={answer} granularity={answer.asked.granularity as Granularity} />
              {answer.asked.by && (
                <SalesBreakdown rows={answer.breakdown} by={answer.asked.by as Breakdown} />
              )}
            </Stack>
          </>
        )}
      </ReportBody>
    </>
  );
}
