import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivitiesAnalytics } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { CountSeries } from './CountSeries';
import { formatNumber } from './figures';
import { type Granularity } from './period';
import {
  Change,
  Changes,
  ComparedPeriods,
  ExportButtons,
  FIGURES_GRID,
  GranularitySelect,
  NothingToShow,
  ReportBody,
  ReportControls,
  ReportSelect,
  useGranularity,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

const DIMENSIONS = ['person', 'type'] as const;
type Dimension = (typeof DIMENSIONS)[number];
type Row = ActivitiesAnalytics['rows'][number];
const COUNTS = ['planned', 'done', 'overdue', 'visits'] as const;

function ActivityFigures({ totals }: { totals: ActivitiesAnalytics['totals'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      {COUNTS.map((name) => (
        <Figure
          key={name}
          name={name}
          label={t(`analytics.activities.figures.${name}`)}
          value={formatNumber(totals.current[name], locale)}
          alert={name === 'overdue' && totals.current.overdue > 0}
          detail={
            <>
              <Changes
                current={totals.current[name]}
                previous={totals.previous[name]}
                lastYear={totals.lastYear[name]}
              />
              {name === 'overdue' && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('analytics.activities.overdueHint')}
                </Typography>
              )}
            </>
          }
        />
      ))}
    </Box>
  );
}

/** The period's rows by person or type: planned, done and overdue as bars, or the table with visits. */
function ActivityRows({ rows, by }: { rows: readonly Row[]; by: Dimension }) {
  const t = useT();
  const locale = useLocale();
  const table = useTableView();
  const title = t(`analytics.activities.rows.${by}`);
  const count = (value: number) => formatNumber(value, locale);
  const columns: ReportColumn<Row>[] = [
    { key: 'label', label: t(`analytics.activities.columns.${by}`), render: (row) => row.label },
    ...COUNTS.map((name) => ({
      key: name,
      label: t(`analytics.activities.columns.${name}`),
      numeric: true,
      render: (row: Row) => count(row[name]),
    })),
    {
      key: 'changePrevious',
      label: t('analytics.columns.changePrevious'),
      numeric: true,
      render: (row) => <Change current={row.done} compared={row.previousDone} against="previous" compact />,
    },
    {
      key: 'changeLastYear',
      label: t('analytics.columns.changeLastYear'),
      numeric: true,
      render: (row) => <Change current={row.done} compared={row.lastYearDone} against="lastYear" compact />,
    },
  ];
  return (
    <Panel title={title} data-report-panel="rows">
      {table ? (
        <ReportTable label={title} rows={rows} rowKey={(row) => row.key} columns={columns} />
      ) : (
        <ComparisonChart
          label={title}
          layout="rows"
          rows={rows.map((row) => ({
            label: row.label,
            planned: row.planned,
            done: row.done,
            overdue: row.overdue,
          }))}
          series={(['planned', 'done', 'overdue'] as const).map((name) => ({
            key: name,
            name: t(`analytics.activities.columns.${name}`),
            kind: 'bar' as const,
          }))}
          format={count}
          axisFormat={count}
          wholeNumbers
        />
      )}
    </Panel>
  );
}

/**
 * /dashboard/analytics/activities (activitiesAnalytics, with the iam module): the team's tasks of the
 * period — planned, done, overdue, client visits — by person or activity type, the ones done by bucket
 * against the periods compared; charts or tables; CSV and Excel (docs/analytics.md "Activities").
 */
export default function ActivitiesReport() {
  const t = useT();
  const { query, period, set } = useReportAddress();
  const granularity = useGranularity();
  const by = DIMENSIONS.find((one) => one === query.get('by')) ?? 'person';
  const reportQuery = { from: period.from, to: period.to, granularity, by };
  const result = useReport('activities', reportQuery);
  return (
    <>
      <PageHeader
        title={t('analytics.activities.title')}
        help="analytics"
        actions={<ExportButtons report="activities" query={reportQuery} />}
      />
      <ReportControls>
        <GranularitySelect />
        <ReportSelect
          name="by"
          label={t('analytics.activities.by.label')}
          value={by}
          options={DIMENSIONS.map((value) => ({ value, label: t(`analytics.activities.by.${value}`) }))}
          onChange={(value) => set({ by: value === 'person' ? null : value })}
        />
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => {
          const answered = answer.asked.granularity as Granularity;
          return (
            <>
              <ComparedPeriods answer={answer} />
              <ActivityFigures totals={answer.totals} />
              <Stack spacing={2}>
                <CountSeries
                  title={t(`analytics.activities.series.${answered}`)}
                  names={{
                    current: t('analytics.activities.seriesNames.done'),
                    previous: t('analytics.activities.seriesNames.previousDone'),
                    lastYear: t('analytics.activities.seriesNames.lastYearDone'),
                  }}
                  buckets={answer.series.map((b) => ({
                    bucket: b.bucket,
                    current: b.done,
                    previous: b.previousDone,
                    lastYear: b.lastYearDone,
                  }))}
                  granularity={answered}
                  empty={t('analytics.activities.empty')}
                />
                {answer.rows.length === 0 ? (
                  <Panel title={t(`analytics.activities.rows.${by}`)} data-report-panel="rows">
                    <NothingToShow>{t('analytics.activities.empty')}</NothingToShow>
                  </Panel>
                ) : (
                  <ActivityRows rows={answer.rows} by={answer.asked.by as Dimension} />
                )}
              </Stack>
            </>
          );
        }}
      </ReportBody>
    </>
  );
}
