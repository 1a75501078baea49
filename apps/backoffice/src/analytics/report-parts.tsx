import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AnalyticsReport } from '../api/custom-methods';
import { replyMessage } from '../common/notices';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useReportAddress, useReportFile, type ReportQuery } from './analytics-data';
import { formatPercent, percentChange, trendOf } from './figures';
import type { ReportColumn } from './ReportTable';
import {
  defaultGranularity,
  GRANULARITIES,
  periodLabel,
  periodProblem,
  PRESETS,
  presetPeriod,
  type Granularity,
  type Period,
  type PeriodChoice,
} from './period';

/*
 * What the three report pages share: the settings bar (period, the page's own selects, chart or
 * table), the line naming the periods compared, a figure's changes, the states of the answer and the
 * export buttons.
 */

/** The grid of a report's figures: five across a desktop; two by two on a phone, the first across. */
export const FIGURES_GRID = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
  '& > :first-of-type': { gridColumn: { xs: 'span 2', sm: 'auto' } },
  mb: 2,
} as const;

interface Option {
  value: string;
  label: string;
}

/** A select of the settings bar, named for the browser tests by `name`. */
export function ReportSelect({
  name,
  label,
  value,
  options,
  onChange,
  wide = false,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** On a phone, the whole row (the period) rather than half of it. */
  wide?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ width: { xs: wide ? '100%' : 'calc(50% - 4px)', sm: 190 } }}
      data-report-select={name}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The period: a preset, or two days of the user's choosing (the address keeps either). */
function PeriodPicker() {
  const t = useT();
  const { period, set, setPeriod } = useReportAddress();
  const problem = period.choice === 'custom' ? periodProblem(period) : null;
  const choose = (choice: PeriodChoice) =>
    setPeriod(choice === 'custom' ? { ...period, choice } : { choice, ...presetPeriod(choice, new Date()) });
  const day = (end: keyof Period, label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={period[end]}
      onChange={(event) => event.target.value && set({ period: 'custom', [end]: event.target.value })}
      error={problem !== null}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 160 } }}
    />
  );
  return (
    <>
      <ReportSelect
        name="period"
        wide
        label={t('analytics.period.label')}
        value={period.choice}
        options={[...PRESETS, 'custom' as const].map((choice) => ({
          value: choice,
          label: t(`analytics.period.presets.${choice}`),
        }))}
        onChange={(choice) => choose(choice as PeriodChoice)}
      />
      {period.choice === 'custom' && (
        <Stack direction="row" spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {day('from', t('analytics.period.from'))}
          {day('to', t('analytics.period.to'))}
        </Stack>
      )}
      {problem && (
        <Typography color="error" variant="body2" role="alert" sx={{ width: '100%' }}>
          {t(`analytics.period.${problem}`)}
        </Typography>
      )}
    </>
  );
}

/** The buckets of the address (`granularity`), else the ones the API chooses for the period. */
export function useGranularity(): Granularity {
  const { query, period } = useReportAddress();
  return GRANULARITIES.find((one) => one === query.get('granularity')) ?? defaultGranularity(period);
}

/** The buckets' select of a report with a series: automatic (the API's rule), by day, week or month. */
export function GranularitySelect() {
  const t = useT();
  const { query, set } = useReportAddress();
  const asked = GRANULARITIES.find((one) => one === query.get('granularity'));
  return (
    <ReportSelect
      name="granularity"
      label={t('analytics.granularity.label')}
      value={asked ?? 'auto'}
      options={(['auto', ...GRANULARITIES] as const).map((value) => ({
        value,
        label: t(`analytics.granularity.${value}`),
      }))}
      onChange={(value) => set({ granularity: value === 'auto' ? null : value })}
    />
  );
}

/** Chart or table: the same numbers either way (the address keeps `view=table`). */
export function ViewToggle() {
  const t = useT();
  const { query, set } = useReportAddress();
  const view = query.get('view') === 'table' ? 'table' : 'chart';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_event, chosen: string | null) =>
        chosen && set({ view: chosen === 'table' ? 'table' : null })
      }
      aria-label={t('analytics.view.label')}
      sx={{ ml: { sm: 'auto' } }}
    >
      <ToggleButton value="chart" data-view="chart" sx={{ gap: 0.5, px: 1.5 }}>
        <ShowChartOutlined fontSize="small" />
        {t('analytics.view.chart')}
      </ToggleButton>
      <ToggleButton value="table" data-view="table" sx={{ gap: 0.5, px: 1.5 }}>
        <TableRowsOutlined fontSize="small" />
        {t('analytics.view.table')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Whether the page shows its tables in place of its charts. */
export function useTableView(): boolean {
  return useReportAddress().query.get('view') === 'table';
}

/** The settings bar: the period first, then the page's own settings. */
export function ReportControls({ children }: { children?: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1}
      alignItems="center"
      sx={{ mb: 1.5 }}
      data-report-controls
    >
      <PeriodPicker />
      {children}
    </Stack>
  );
}

/** The days shown and the two periods they are compared with, as the API answered them. */
export function ComparedPeriods({
  answer,
}: {
  answer: { period: Period; previous: Period; lastYear: Period };
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-compared-periods>
      <Box
        component="strong"
        sx={{ color: 'text.primary' }}
        data-period={`${answer.period.from}:${answer.period.to}`}
      >
        {periodLabel(answer.period, locale)}
      </Box>
      {' · '}
      {t('analytics.period.compared', {
        previous: periodLabel(answer.previous, locale),
        lastYear: periodLabel(answer.lastYear, locale),
      })}
    </Typography>
  );
}

const TREND_ICONS = { up: TrendingUp, down: TrendingDown, flat: TrendingFlat };

/**
 * A figure's change against a period compared: an arrow and a signed percentage, green up and red down
 * (the arrow and the sign say it without the colour); "—" when there was nothing to compare with.
 */
export function Change({
  current,
  compared,
  against,
  compact = false,
}: {
  current: number;
  compared: number;
  against: 'previous' | 'lastYear';
  /** In a table: the percentage alone, the column says against what. */
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const change = percentChange(current, compared);
  const trend = trendOf(change);
  const Icon = trend && TREND_ICONS[trend];
  const colour = trend === 'up' ? 'success.main' : trend === 'down' ? 'error.main' : 'text.secondary';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        verticalAlign: 'middle',
        gap: 0.5,
        color: colour,
        whiteSpace: 'nowrap',
      }}
      data-change={against}
      data-trend={trend ?? 'none'}
      title={trend ? t(`analytics.change.${trend}`) : undefined}
    >
      {Icon && <Icon sx={{ fontSize: 16 }} aria-hidden />}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {change === null ? '—' : formatPercent(change, locale, true)}
      </Box>
      {!compact && (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t(`analytics.change.${against}`)}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t(`analytics.change.${against}Short`)}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** A row's HT against each compared period: the same two columns in every report's table. */
export function changeColumns<Row extends { ht: number; previousHt: number; lastYearHt: number }>(
  t: ReturnType<typeof useT>,
): ReportColumn<Row>[] {
  return [
    {
      key: 'changePrevious',
      label: t('analytics.columns.changePrevious'),
      numeric: true,
      render: (row) => <Change current={row.ht} compared={row.previousHt} against="previous" compact />,
    },
    {
      key: 'changeLastYear',
      label: t('analytics.columns.changeLastYear'),
      numeric: true,
      render: (row) => <Change current={row.ht} compared={row.lastYearHt} against="lastYear" compact />,
    },
  ];
}

/** A figure's two changes, under it. */
export function Changes({
  current,
  previous,
  lastYear,
}: {
  current: number;
  previous: number;
  lastYear: number;
}) {
  return (
    <Stack spacing={0.25} sx={{ mt: 1, typography: 'body2' }}>
      <Change current={current} compared={previous} against="previous" />
      <Change current={current} compared={lastYear} against="lastYear" />
    </Stack>
  );
}

/** The three periods' totals of a report, as the API answers them. */
export interface ComparedTotals<T> {
  current: T;
  previous: T;
  lastYear: T;
}

/** The changes of one field of a report's totals (a number in each period). */
export function TotalChanges<T, K extends { [F in keyof T]: T[F] extends number ? F : never }[keyof T]>({
  totals,
  field,
}: {
  totals: ComparedTotals<T>;
  field: K;
}) {
  const number = (figures: T) => figures[field] as number;
  return (
    <Changes
      current={number(totals.current)}
      previous={number(totals.previous)}
      lastYear={number(totals.lastYear)}
    />
  );
}

/** A line of explanation under a figure. */
export function FigureNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {children}
    </Typography>
  );
}

/**
 * The states of a report's answer around what the page draws with it: a bar while it loads (the
 * figures shown stay until the new ones come), the API's refusal in place of the figures with a way to
 * ask again.
 */
export function ReportBody<T>({
  result,
  children,
}: {
  result: UseQueryResult<T>;
  children: (answer: T) => ReactNode;
}) {
  const t = useT();
  const message = replyMessage(result.error);
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>
        {result.isFetching && <LinearProgress aria-label={t('analytics.states.loading')} />}
      </Box>
      {result.isError ? (
        <Alert
          severity="error"
          data-report-error
          action={
            <Button color="inherit" size="small" onClick={() => void result.refetch()}>
              {t('analytics.states.retry')}
            </Button>
          }
        >
          {[message ?? t('analytics.states.failed')].flat().join('\n')}
        </Alert>
      ) : result.data !== undefined ? (
        <Box
          sx={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          data-report-ready={!result.isPlaceholderData}
        >
          {children(result.data)}
        </Box>
      ) : null}
    </>
  );
}

/** The report as a CSV or an Excel file, for the same settings as the page shows. */
export function ExportButtons<R extends AnalyticsReport>({
  report,
  query,
}: {
  report: R;
  query: ReportQuery<R>;
}) {
  return <FileButtons download={useReportFile(report, query)} disabled={periodProblem(query) !== null} />;
}

/** A CSV and an Excel button, off while a file is on its way. */
export function FileButtons({
  download,
  disabled = false,
}: {
  download: { isPending: boolean; mutate: (format: 'csv' | 'xlsx') => void };
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={disabled || download.isPending}
          onClick={() => download.mutate(format)}
          data-export={format}
        >
          {t(`analytics.export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** A message in place of a chart or a table that has nothing to show. */
export function NothingToShow({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-report-empty>
      {children}
    </Typography>
  );
}
