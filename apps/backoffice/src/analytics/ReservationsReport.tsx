import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReservationsAnalytics } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { CountSeries } from './CountSeries';
import { formatNumber, formatPercent } from './figures';
import { type Granularity } from './period';
import {
  Change,
  FigureNote,
  ComparedPeriods,
  ExportButtons,
  FIGURES_GRID,
  GranularitySelect,
  NothingToShow,
  ReportBody,
  ReportControls,
  TotalChanges,
  useGranularity,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

type Row = ReservationsAnalytics['events'][number];

function ReservationFigures({ totals }: { totals: ReservationsAnalytics['totals'] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const { current } = totals;
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      <Figure
        name="persons"
        label={t('analytics.reservations.figures.persons')}
        value={formatNumber(current.persons, locale)}
        detail={<TotalChanges totals={totals} field="persons" />}
      />
      <Figure
        name="bookings"
        label={t('analytics.reservations.figures.bookings')}
        value={formatNumber(current.bookings, locale)}
        detail={<TotalChanges totals={totals} field="bookings" />}
      />
      <Figure
        name="fillRate"
        label={t('analytics.reservations.figures.fillRate')}
        value={current.fillRate === null ? null : formatPercent(current.fillRate, locale)}
        detail={
          <FigureNote>
            {current.capacity > 0
              ? t('analytics.reservations.figures.capacity', {
                  count: formatNumber(current.capacity, locale),
                })
              : t('analytics.reservations.figures.noCapacity')}
          </FigureNote>
        }
      />
      <Figure
        name="cancellations"
        label={t('analytics.reservations.figures.cancellations')}
        value={formatNumber(current.cancellations, locale)}
        detail={
          <>
            <TotalChanges totals={totals} field="cancellations" />
            <FigureNote>
              {t('analytics.reservations.figures.cancelledPersons', { count: current.cancelledPersons })}
            </FigureNote>
          </>
        }
      />
      <Figure
        name="ht"
        label={t('analytics.reservations.figures.ht')}
        value={money(current.ht)}
        detail={
          <>
            <TotalChanges totals={totals} field="ht" />
            <FigureNote>{t('analytics.reservations.figures.htHint')}</FigureNote>
          </>
        }
      />
    </Box>
  );
}

/** Each event's persons against the places its slots offered, or the table of its figures. */
function ReservationEvents({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const table = useTableView();
  const count = (value: number) => formatNumber(value, locale);
  const title = t('analytics.reservations.table');
  const columns: ReportColumn<Row>[] = [
    { key: 'event', label: t('analytics.reservations.columns.event'), render: (row) => row.title },
    ...(['bookings', 'persons', 'capacity'] as const).map((name) => ({
      key: name,
      label: t(`analytics.reservations.columns.${name}`),
      numeric: true,
      render: (row: Row) => count(row[name]),
    })),
    {
      key: 'fillRate',
      label: t('analytics.reservations.columns.fillRate'),
      numeric: true,
      render: (row) => (row.fillRate === null ? '—' : formatPercent(row.fillRate, locale)),
    },
    {
      key: 'cancellations',
      label: t('analytics.reservations.columns.cancellations'),
      numeric: true,
      render: (row) => count(row.cancellations),
    },
    { key: 'ht', label: t('analytics.columns.ht'), numeric: true, render: (row) => money(row.ht) },
    {
      key: 'changePrevious',
      label: t('analytics.columns.changePrevious'),
      numeric: true,
      render: (row) => (
        <Change current={row.persons} compared={row.previousPersons} against="previous" compact />
      ),
    },
    {
      key: 'changeLastYear',
      label: t('analytics.columns.changeLastYear'),
      numeric: true,
      render: (row) => (
        <Change current={row.persons} compared={row.lastYearPersons} against="lastYear" compact />
      ),
    },
  ];
  return (
    <Panel title={title} hint={t('analytics.reservations.hint')} data-report-panel="events">
      {table ? (
        <ReportTable label={title} rows={rows} rowKey={(row) => String(row.eventId)} columns={columns} />
      ) : (
        <ComparisonChart
          label={t('analytics.reservations.eventsChart')}
          layout="rows"
          rows={rows.map((row) => ({ label: row.title, persons: row.persons, capacity: row.capacity }))}
          series={(['persons', 'capacity'] as const).map((name) => ({
            key: name,
            name: t(`analytics.reservations.chartNames.${name}`),
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
 * /dashboard/analytics/reservations (productSalesAnalytics, with the reservations module): the
 * bookings of the period's slots by event — persons, places and fill rate, cancellations, HT — and the
 * persons expected by bucket against the periods compared (docs/analytics.md "Reservations").
 */
export default function ReservationsReport() {
  const t = useT();
  const { period } = useReportAddress();
  const granularity = useGranularity();
  const reportQuery = { from: period.from, to: period.to, granularity };
  const result = useReport('reservations', reportQuery);
  return (
    <>
      <PageHeader
        title={t('analytics.reservations.title')}
        help="analytics"
        actions={<ExportButtons report="reservations" query={reportQuery} />}
      />
      <ReportControls>
        <GranularitySelect />
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => {
          const answered = answer.asked.granularity as Granularity;
          return (
            <>
              <ComparedPeriods answer={answer} />
              <ReservationFigures totals={answer.totals} />
              <Stack spacing={2}>
                <CountSeries
                  title={t(`analytics.reservations.series.${answered}`)}
                  names={{
                    current: t('analytics.reservations.seriesNames.persons'),
                    previous: t('analytics.reservations.seriesNames.previousPersons'),
                    lastYear: t('analytics.reservations.seriesNames.lastYearPersons'),
                  }}
                  buckets={answer.series.map((b) => ({
                    bucket: b.bucket,
                    current: b.persons,
                    previous: b.previousPersons,
                    lastYear: b.lastYearPersons,
                  }))}
                  granularity={answered}
                  empty={t('analytics.reservations.empty')}
                />
                {answer.events.length === 0 ? (
                  <Panel title={t('analytics.reservations.table')} data-report-panel="events">
                    <NothingToShow>{t('analytics.reservations.empty')}</NothingToShow>
                  </Panel>
                ) : (
                  <ReservationEvents rows={answer.events} />
                )}
              </Stack>
            </>
          );
        }}
      </ReportBody>
    </>
  );
}
