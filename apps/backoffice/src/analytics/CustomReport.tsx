import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreate, useDelete, useGetList, useUpdate } from 'react-admin';
import {
  CLIENT_TYPOLOGIES,
  CUSTOM_DIMENSIONS,
  CUSTOM_MEASURES,
  isTimeDimension,
  SALES_CHANNELS,
  type CustomDimension,
  type CustomMeasure,
} from '@cuvee/kernel';
import type { CustomAnalytics, SavedReport } from '../api/custom-methods';
import { ComparisonChart, MAX_CHART_SERIES, ShareChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { showListError, showSuccess } from '../common/notices';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useChoices } from '../crm/crm-shared';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';
import { REPORTS_PATH, useReport, useReportAddress } from './analytics-data';
import {
  addressOf,
  apiQueryOf,
  axesOf,
  chartsFor,
  choicesOf,
  FILTERS,
  pivotOf,
  savedChoices,
  type CustomChoices,
  type Filter,
} from './custom-report';
import { formatCompactMoney, formatNumber, formatPercent } from './figures';
import { bucketLabel, presetPeriod, type ReportPeriod } from './period';
import {
  changeColumns,
  Changes,
  ComparedPeriods,
  ExportButtons,
  FIGURES_GRID,
  NothingToShow,
  ReportBody,
  ReportControls,
  ReportSelect,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable } from './ReportTable';

const SAVED = 'analytics/saved-reports';
type Row = CustomAnalytics['rows'][number];

/** A measure as it reads: euros for HT, a decimal for eq75, whole numbers otherwise. */
function useMeasureFormat(measure: CustomMeasure) {
  const money = useMoney();
  const locale = useLocale();
  if (measure === 'ht') return { format: money, axis: (value: number) => formatCompactMoney(value, locale) };
  const decimals = measure === 'eq75' ? 1 : 0;
  const format = (value: number) => formatNumber(value, locale, decimals);
  return { format, axis: format };
}

/** A key of an axis as it reads: a time bucket by its calendar name, the rest as the API labelled it. */
function useAxisLabel() {
  const locale = useLocale();
  return (dimension: string, key: string, label: string, form: 'short' | 'long' = 'short') =>
    isTimeDimension(dimension) ? bucketLabel(key, dimension, locale, form) : label;
}

/** A filter of the settings bar: several values of a reference list (none: all). */
function FilterSelect({
  filter,
  values,
  options,
  onChange,
}: {
  filter: Filter;
  values: string[];
  options: readonly { id: string; name: string }[];
  onChange: (values: string[]) => void;
}) {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      label={t(`analytics.custom.filters.${filter}`)}
      value={values}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) =>
            (selected as string[]).length === 0
              ? t('analytics.custom.filters.all')
              : (selected as string[])
                  .map((id) => options.find((option) => option.id === id)?.name ?? id)
                  .join(', '),
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 190 } }}
      data-report-filter={filter}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <Checkbox size="small" checked={values.includes(option.id)} />
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The countries filter: ISO codes typed, as the API takes them. */
function CountryFilter({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const t = useT();
  const [text, setText] = useState(values.join(', '));
  const commit = () =>
    onChange(
      text
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter((code) => /^[A-Z]{2}$/.test(code)),
    );
  return (
    <TextField
      size="small"
      label={t('analytics.custom.filters.country')}
      placeholder={t('analytics.custom.filters.countryHint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 190 } }}
      data-report-filter="country"
    />
  );
}

/** The measure, the two axes, the chart and the filters. */
function CustomControls({ choices, set }: { choices: CustomChoices; set: (next: CustomChoices) => void }) {
  const t = useT();
  const choicesOfList = useChoices();
  const axis = (index: 0 | 1) => {
    const others = choices.dimensions.filter((_, at) => at !== index);
    return (
      <ReportSelect
        name={`axis${index + 1}`}
        label={t(index === 0 ? 'analytics.custom.axis1' : 'analytics.custom.axis2')}
        value={choices.dimensions[index] ?? 'none'}
        options={(['none', ...CUSTOM_DIMENSIONS] as const)
          // An axis offers what the other leaves: not itself twice, not two time scales.
          .filter(
            (value) =>
              value === 'none' ||
              (!others.includes(value) && !(isTimeDimension(value) && others.some(isTimeDimension))),
          )
          .map((value) => ({ value, label: t(`analytics.custom.axes.${value}`) }))}
        onChange={(value) => {
          const next = [...choices.dimensions];
          next[index] = value as CustomDimension;
          const dimensions = axesOf(next.filter((one) => (one as string) !== 'none' && one !== undefined));
          const chart = chartsFor(dimensions).includes(choices.chart) ? choices.chart : 'bar';
          set({ ...choices, dimensions, chart });
        }}
      />
    );
  };
  return (
    <>
      <ReportSelect
        name="measure"
        label={t('analytics.custom.measure')}
        value={choices.measure}
        options={CUSTOM_MEASURES.map((value) => ({ value, label: t(`analytics.custom.measures.${value}`) }))}
        onChange={(value) => set({ ...choices, measure: value as CustomMeasure })}
      />
      {axis(0)}
      {choices.dimensions.length > 0 && axis(1)}
      <ReportSelect
        name="chart"
        label={t('analytics.custom.chart')}
        value={choices.chart}
        options={chartsFor(choices.dimensions).map((value) => ({
          value,
          label: t(`analytics.custom.charts.${value}`),
        }))}
        onChange={(value) => set({ ...choices, chart: value as CustomChoices['chart'] })}
      />
      <FilterSelect
        filter="channel"
        values={choices.filters.channel}
        options={choicesOfList(SALES_CHANNELS)}
        onChange={(channel) => set({ ...choices, filters: { ...choices.filters, channel } })}
      />
      <FilterSelect
        filter="typology"
        values={choices.filters.typology}
        options={choicesOfList(CLIENT_TYPOLOGIES)}
        onChange={(typology) => set({ ...choices, filters: { ...choices.filters, typology } })}
      />
      <CountryFilter
        key={choices.filters.country.join(',')}
        values={choices.filters.country}
        onChange={(country) => set({ ...choices, filters: { ...choices.filters, country } })}
      />
    </>
  );
}

/** The saved reports: open one, save the choices under a name, share, delete one's own. */
function SavedReports({
  choices,
  period,
  open,
}: {
  choices: CustomChoices;
  period: ReportPeriod;
  open: (report: SavedReport) => void;
}) {
  const t = useT();
  const { query, set } = useReportAddress();
  const { data: reports, refetch } = useGetList<SavedReport>(SAVED, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [create, { isPending: creating }] = useCreate<SavedReport>();
  const [update, { isPending: updating }] = useUpdate<SavedReport>();
  const [remove] = useDelete<SavedReport>();
  const [naming, setNaming] = useState<{ name: string; shared: boolean } | null>(null);
  const current = reports?.find((report) => String(report.id) === query.get('report'));
  const definition = {
    measure: choices.measure,
    dimensions: choices.dimensions,
    chart: choices.chart,
    filters: Object.fromEntries(FILTERS.map((filter) => [filter, choices.filters[filter]])),
    preset: period.choice,
    from: period.choice === 'custom' ? period.from : null,
    to: period.choice === 'custom' ? period.to : null,
  };
  const done = (text: string, after?: (report: SavedReport) => void) => ({
    onSuccess: (report: SavedReport | undefined) => {
      showSuccess(text);
      if (report) after?.(report);
      void refetch();
    },
    onError: showListError,
  });
  const change = (data: Partial<SavedReport>) =>
    current &&
    update(SAVED, { id: current.id, data, previousData: current }, done(t('analytics.custom.saved.done')));
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      sx={{ mb: 1.5 }}
      data-saved-reports
    >
      <ReportSelect
        name="report"
        wide
        label={t('analytics.custom.saved.label')}
        value={current ? String(current.id) : 'none'}
        options={[
          { value: 'none', label: t('analytics.custom.saved.none') },
          ...(reports ?? []).map((report) => ({
            value: String(report.id),
            label: report.mine
              ? report.name
              : `${report.name} · ${t('analytics.custom.saved.sharedBy', { name: report.ownerName })}`,
          })),
        ]}
        onChange={(value) => {
          const report = reports?.find((one) => String(one.id) === value);
          if (report) open(report);
          else set({ report: null });
        }}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={() => setNaming({ name: '', shared: false })}
        data-saved-save
      >
        {t('analytics.custom.saved.save')}
      </Button>
      {current?.mine && (
        <>
          <Button size="small" disabled={updating} onClick={() => change(definition)} data-saved-update>
            {t('analytics.custom.saved.update')}
          </Button>
          <Button
            size="small"
            disabled={updating}
            onClick={() => change({ shared: !current.shared })}
            data-saved-share
          >
            {t(current.shared ? 'analytics.custom.saved.unshare' : 'analytics.custom.saved.share')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() =>
              remove(
                SAVED,
                { id: current.id, previousData: current },
                done(t('analytics.custom.saved.removed'), () => set({ report: null })),
              )
            }
            data-saved-remove
          >
            {t('analytics.custom.saved.remove')}
          </Button>
        </>
      )}
      <Dialog open={naming !== null} onClose={() => setNaming(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('analytics.custom.saved.save')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('analytics.custom.saved.name')}
            value={naming?.name ?? ''}
            onChange={(event) => setNaming((state) => state && { ...state, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 120, 'data-saved-name': true } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={naming?.shared ?? false}
                onChange={(event) =>
                  setNaming((state) => state && { ...state, shared: event.target.checked })
                }
              />
            }
            label={t('analytics.custom.saved.shared')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(null)}>{t('analytics.custom.saved.cancel')}</Button>
          <Button
            variant="contained"
            disabled={creating || !naming?.name.trim()}
            onClick={() =>
              naming &&
              create(
                SAVED,
                { data: { ...definition, name: naming.name, shared: naming.shared } },
                done(t('analytics.custom.saved.done'), (report) => {
                  setNaming(null);
                  set({ report: String(report.id) });
                }),
              )
            }
            data-saved-confirm
          >
            {t('analytics.custom.saved.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The rows as a chart: bars or lines across the time axis (or down the first), a ring for a pie. */
function CustomChart({ answer, chart }: { answer: CustomAnalytics; chart: CustomChoices['chart'] }) {
  const t = useT();
  const locale = useLocale();
  const axisLabel = useAxisLabel();
  const { format, axis } = useMeasureFormat(answer.measure);
  const title = t(`analytics.custom.measures.${answer.measure}`);
  const pivot = pivotOf(answer, MAX_CHART_SERIES, {
    value: title,
    previous: t('analytics.sales.seriesNames.previousHt'),
    lastYear: t('analytics.sales.seriesNames.lastYearHt'),
    others: t('analytics.custom.others'),
  });
  if (!pivot) return <NothingToShow>{t('analytics.custom.noAxis')}</NothingToShow>;
  if (chart === 'pie') {
    const slices = pivot.categories.slice(0, MAX_CHART_SERIES);
    const whole = slices.reduce((sum, slice) => sum + Math.max(0, slice.values.value ?? 0), 0);
    return (
      <Box sx={{ maxWidth: 720 }}>
        <ShareChart
          label={title}
          format={format}
          slices={slices.map((slice) => ({
            key: slice.key,
            name: slice.label,
            value: slice.values.value ?? 0,
            share: formatPercent(whole > 0 ? (slice.values.value ?? 0) / whole : 0, locale),
          }))}
        />
      </Box>
    );
  }
  const timed = isTimeDimension(pivot.category);
  return (
    <ComparisonChart
      label={title}
      layout={timed ? 'columns' : 'rows'}
      format={format}
      axisFormat={axis}
      rows={pivot.categories.map((category) => ({
        label: axisLabel(pivot.category, category.key, category.label),
        title: axisLabel(pivot.category, category.key, category.label, 'long'),
        ...Object.fromEntries(
          pivot.series.map((series, index) => [`s${index}`, category.values[series.key] ?? 0]),
        ),
      }))}
      series={pivot.series.map((series, index) => ({
        key: `s${index}`,
        name: series.name,
        kind: series.key === 'previous' || series.key === 'lastYear' || chart === 'line' ? 'line' : 'bar',
        dashed: series.key === 'previous',
      }))}
    />
  );
}

/** The period's total of the measure with its changes (in the answer's measure, not the next one's). */
function CustomTotal({ answer }: { answer: CustomAnalytics }) {
  const t = useT();
  const { format } = useMeasureFormat(answer.measure);
  return (
    <Box sx={FIGURES_GRID} data-report-figures data-measure={answer.measure}>
      <Figure
        name="total"
        label={`${t(`analytics.custom.measures.${answer.measure}`)} · ${t('analytics.custom.total')}`}
        value={format(answer.totals.current)}
        detail={
          <Changes
            current={answer.totals.current}
            previous={answer.totals.previous}
            lastYear={answer.totals.lastYear}
          />
        }
      />
    </Box>
  );
}

/** The rows as a table: one column per axis, the measure, and its changes when no axis is time. */
function CustomTable({ answer }: { answer: CustomAnalytics }) {
  const t = useT();
  const axisLabel = useAxisLabel();
  const { format } = useMeasureFormat(answer.measure);
  const timed = answer.dimensions.some(isTimeDimension);
  type Shown = Row & { ht: number; previousHt: number; lastYearHt: number };
  const rows: Shown[] = answer.rows.map((row) => ({
    ...row,
    ht: row.value,
    previousHt: row.previousValue ?? 0,
    lastYearHt: row.lastYearValue ?? 0,
  }));
  return (
    <ReportTable
      label={t(`analytics.custom.measures.${answer.measure}`)}
      rows={rows}
      rowKey={(row) => row.keys.join('|') || 'total'}
      columns={[
        ...answer.dimensions.map((dimension, index) => ({
          key: `axis${index + 1}`,
          label: t(`analytics.custom.axes.${dimension as CustomDimension}`),
          render: (row: Shown) => axisLabel(dimension, row.keys[index]!, row.labels[index]!, 'long'),
        })),
        {
          key: 'value',
          label: t(`analytics.custom.measures.${answer.measure}`),
          numeric: true,
          render: (row: Shown) => format(row.value),
        },
        ...(timed
          ? []
          : [
              {
                key: 'previous',
                label: t('analytics.columns.previousHt'),
                numeric: true,
                render: (row: Shown) => format(row.previousHt),
              },
              {
                key: 'lastYear',
                label: t('analytics.columns.lastYearHt'),
                numeric: true,
                render: (row: Shown) => format(row.lastYearHt),
              },
              ...changeColumns<Shown>(t),
            ]),
      ]}
    />
  );
}

/**
 * /dashboard/analytics/custom (accessAnalytics): a measure of the sales by up to two axes, filtered,
 * as the chart of one's choosing or a table, compared with the previous period and last year; saved
 * under a name, shared with the team, exported as CSV or Excel. The figures are the sales: whoever may
 * not open the sales report is told so rather than asking the API (its 403 would end the session).
 */
export default function CustomReport() {
  const t = useT();
  const canOpen = useCanOpen();
  if (canOpen(`${REPORTS_PATH}/sells`)) return <CustomReportPage />;
  return (
    <>
      <PageHeader title={t('analytics.custom.title')} help="analytics" />
      <Alert severity="info" data-report-denied>
        {t('analytics.custom.denied')}
      </Alert>
    </>
  );
}

function CustomReportPage() {
  const t = useT();
  const { query, period, set, setPeriod } = useReportAddress();
  const choices = choicesOf(query);
  const table = useTableView();
  const reportQuery = apiQueryOf(choices, period);
  const result = useReport('custom', reportQuery);
  const choose = (next: CustomChoices) => set(addressOf(next));
  const open = (report: SavedReport) => {
    set({ report: String(report.id), ...addressOf(savedChoices(report)) });
    // The API keeps a custom period's two dates with it; the others move with the day.
    setPeriod(
      report.preset === 'custom'
        ? { choice: 'custom', from: report.from!, to: report.to! }
        : { choice: report.preset, ...presetPeriod(report.preset, new Date()) },
    );
  };
  return (
    <>
      <PageHeader
        title={t('analytics.custom.title')}
        help="analytics"
        actions={<ExportButtons report="custom" query={reportQuery} />}
      />
      <SavedReports choices={choices} period={period} open={open} />
      <ReportControls>
        <CustomControls choices={choices} set={choose} />
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <ComparedPeriods answer={answer} />
            <CustomTotal answer={answer} />
            {answer.truncated && (
              <Alert severity="info" sx={{ mb: 2 }} data-report-truncated>
                {t('analytics.custom.truncated')}
              </Alert>
            )}
            <Panel title={t(`analytics.custom.measures.${answer.measure}`)} data-report-panel="custom">
              {answer.rows.length === 0 ? (
                <NothingToShow>{t('analytics.custom.empty')}</NothingToShow>
              ) : table || choices.chart === 'table' ? (
                <CustomTable answer={answer} />
              ) : (
                <CustomChart answer={answer} chart={choices.chart} />
              )}
            </Panel>
          </>
        )}
      </ReportBody>
    </>
  );
}
