import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schemas } from '@cuvee/api-client';
import { formatIsoDate, intlLocale, parisDateOf } from '@cuvee/kernel';
import { useBackofficeData } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useFileDownload, useReportAddress } from './analytics-data';
import { centsOfTyped, formatCompactMoney, formatPercent } from './figures';
import { bucketLabel } from './period';
import {
  FIGURES_GRID,
  FileButtons,
  ReportBody,
  ReportSelect,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

type Comparison = Schemas['BudgetComparisonDto'];
type Month = Comparison['months'][number];
type Cell = Schemas['BudgetCellDto'];
type Category = Schemas['BudgetCategoryDto'];

const monthDay = (year: number, month: number) => formatIsoDate({ year, month, day: 1 });
const cellKey = (month: number, category: string) => `${month}/${category}`;

/** The year of the address (`?year=2026`), this year by default. */
function useYear(): [number, (year: number) => void] {
  const { query, set } = useReportAddress();
  const thisYear = Number(parisDateOf(new Date()).slice(0, 4));
  const asked = Number(query.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  return [year, (chosen) => set({ year: chosen === thisYear ? null : String(chosen) })];
}

/** A variance with its sign and rate, green when above the budget and red below. */
function Variance({ figures }: { figures: Pick<Month, 'variance' | 'varianceRate'> }) {
  const money = useMoney();
  const locale = useLocale();
  const colour = figures.variance > 0 ? 'success.main' : figures.variance < 0 ? 'error.main' : undefined;
  return (
    <Box component="span" sx={{ color: colour }}>
      {figures.variance > 0 ? '+' : ''}
      {money(figures.variance)}
      {figures.varianceRate !== null && ` (${formatPercent(figures.varianceRate, locale, true)})`}
    </Box>
  );
}

function BudgetFigures({ answer }: { answer: Comparison }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const ytd = answer.yearToDate;
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      <Figure name="budget" label={t('analytics.budget.figures.budget')} value={money(answer.total.budget)} />
      <Figure name="ytdBudget" label={t('analytics.budget.figures.ytdBudget')} value={money(ytd.budget)} />
      <Figure name="ytdActual" label={t('analytics.budget.figures.ytdActual')} value={money(ytd.actual)} />
      <Figure
        name="ytdVariance"
        label={t('analytics.budget.figures.ytdVariance')}
        value={`${ytd.variance > 0 ? '+' : ''}${money(ytd.variance)}`}
        detail={
          ytd.varianceRate !== null && (
            <Typography variant="body2" color={ytd.variance < 0 ? 'error.main' : 'success.main'}>
              {formatPercent(ytd.varianceRate, locale, true)}
            </Typography>
          )
        }
      />
    </Box>
  );
}

function BudgetChart({ answer }: { answer: Comparison }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const title = t('analytics.budget.chart');
  return (
    <Panel title={title} data-report-panel="chart">
      <ComparisonChart
        label={title}
        rows={answer.months.map((month) => ({
          label: bucketLabel(monthDay(answer.year, month.month), 'month', locale),
          title: bucketLabel(monthDay(answer.year, month.month), 'month', locale, 'long'),
          budget: month.budget,
          actual: month.actual,
        }))}
        series={[
          { key: 'actual', name: t('analytics.budget.series.actual'), kind: 'bar' },
          { key: 'budget', name: t('analytics.budget.series.budget'), kind: 'bar' },
        ]}
        format={money}
        axisFormat={(value) => formatCompactMoney(value, locale)}
      />
    </Panel>
  );
}

function BudgetTable({ answer }: { answer: Comparison }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const title = t('analytics.budget.table');
  const columns: ReportColumn<Month>[] = [
    {
      key: 'month',
      label: t('analytics.budget.columns.month'),
      render: (month) =>
        month.month === 0
          ? t('analytics.budget.grid.total')
          : bucketLabel(monthDay(answer.year, month.month), 'month', locale, 'long'),
    },
    {
      key: 'budget',
      label: t('analytics.budget.columns.budget'),
      numeric: true,
      render: (m) => money(m.budget),
    },
    {
      key: 'actual',
      label: t('analytics.budget.columns.actual'),
      numeric: true,
      render: (m) => money(m.actual),
    },
    {
      key: 'variance',
      label: t('analytics.budget.columns.variance'),
      numeric: true,
      render: (month) => <Variance figures={month} />,
    },
  ];
  return (
    <Panel title={title} data-report-panel="months">
      <ReportTable
        label={title}
        rows={answer.months}
        rowKey={(month) => String(month.month)}
        columns={columns}
        total={{ ...answer.total, month: 0 }}
      />
    </Panel>
  );
}

/**
 * The year's grid, months down and channels across, typed in euros: the totals follow as one types,
 * « Enregistrer » saves the whole grid in one go.
 */
function BudgetGrid({ year, budget }: { year: number; budget: Schemas['BudgetDto'] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  // Euros as the user writes them (a decimal comma in French).
  const typed = (cents: number) =>
    cents
      ? new Intl.NumberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 2 }).format(
          cents / 100,
        )
      : '';
  const saved = () =>
    new Map(budget.cells.map((cell) => [cellKey(cell.month, cell.category), typed(cell.amount)]));
  const [draft, setDraft] = useState(saved);
  const save = useMutation({
    mutationFn: (cells: Cell[]) => data.saveBudget(year, cells),
    onSuccess: () => {
      showSuccess(t('analytics.budget.grid.saved'));
      void queryClient.invalidateQueries({ queryKey: ['analytics', 'budget', year] });
    },
  });
  const amount = (month: number, category: string) => centsOfTyped(draft.get(cellKey(month, category)) ?? '');
  const months = budget.cells
    .map((cell) => cell.month)
    .filter((month, index, all) => all.indexOf(month) === index);
  const invalid = [...draft.values()].some((text) => centsOfTyped(text) === null);
  const dirty = [...draft].some(([key, text]) => saved().get(key) !== text);
  const sum = (cells: readonly (number | null)[]) =>
    cells.reduce<number>((total, cell) => total + (cell ?? 0), 0);
  const header = (category: Category | 'total') => (
    <TableCell
      key={category === 'total' ? 'total' : category.key}
      align="right"
      sx={{ fontWeight: 600, color: 'text.secondary' }}
    >
      {category === 'total' ? t('analytics.budget.grid.total') : category.label}
    </TableCell>
  );
  return (
    <Panel
      title={t('analytics.budget.grid.title')}
      hint={t('analytics.budget.grid.hint')}
      data-report-panel="grid"
      actions={
        <Stack direction="row" spacing={1}>
          <Button size="small" disabled={!dirty} onClick={() => setDraft(saved())}>
            {t('analytics.budget.grid.reset')}
          </Button>
          <Button
            size="small"
            variant="contained"
            disabled={!dirty || invalid || save.isPending}
            onClick={() =>
              save.mutate(
                budget.cells.map((cell) => ({ ...cell, amount: amount(cell.month, cell.category) ?? 0 })),
              )
            }
            data-budget-save
          >
            {t('analytics.budget.grid.save')}
          </Button>
        </Stack>
      }
    >
      {invalid && (
        <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
          {t('analytics.budget.grid.invalid')}
        </Typography>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('analytics.budget.grid.title')} data-budget-grid>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>
                {t('analytics.budget.columns.month')}
              </TableCell>
              {budget.categories.map(header)}
              {header('total')}
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((month) => {
              const name = bucketLabel(monthDay(year, month), 'month', locale, 'long');
              return (
                <TableRow key={month} data-row={month}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{name}</TableCell>
                  {budget.categories.map((category) => {
                    const key = cellKey(month, category.key);
                    return (
                      <TableCell key={category.key} align="right" sx={{ py: 0.5 }}>
                        <TextField
                          size="small"
                          variant="outlined"
                          value={draft.get(key) ?? ''}
                          error={centsOfTyped(draft.get(key) ?? '') === null}
                          onChange={(event) => setDraft(new Map(draft).set(key, event.target.value))}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': t('analytics.budget.grid.cell', {
                                category: category.label,
                                month: name,
                              }),
                              'data-budget-cell': key,
                              style: { textAlign: 'right' },
                            },
                          }}
                          sx={{ width: 120 }}
                        />
                      </TableCell>
                    );
                  })}
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {money(sum(budget.categories.map((category) => amount(month, category.key))))}
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow data-row="total">
              <TableCell sx={{ fontWeight: 700 }}>{t('analytics.budget.grid.total')}</TableCell>
              {budget.categories.map((category) => (
                <TableCell key={category.key} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {money(sum(months.map((month) => amount(month, category.key))))}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-budget-total>
                {money(
                  sum(
                    months.flatMap((month) =>
                      budget.categories.map((category) => amount(month, category.key)),
                    ),
                  ),
                )}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
}

/**
 * /dashboard/analytics/budget (manageBudget): the year's budget by month and sales channel, typed in
 * a grid and saved whole, against what was invoiced (credit notes deducted): the year, the year to date,
 * each month as a chart or a table, and the file (docs/analytics.md "Budget").
 */
export default function BudgetReport() {
  const t = useT();
  const data = useBackofficeData();
  const table = useTableView();
  const [year, setYear] = useYear();
  const thisYear = Number(parisDateOf(new Date()).slice(0, 4));
  const comparison = useQuery({
    queryKey: ['analytics', 'budget', year, 'comparison'],
    queryFn: () => data.budgetComparison(year),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const grid = useQuery({
    queryKey: ['analytics', 'budget', year, 'grid'],
    queryFn: () => data.budget(year),
    retry: false,
  });
  const download = useFileDownload((format) => data.budgetFile(year, format));
  return (
    <>
      <PageHeader
        title={t('analytics.budget.title')}
        subtitle={t('analytics.budget.hint')}
        help="analytics"
        actions={<FileButtons download={download} />}
      />
      <Stack
        direction="row"
        useFlexGap
        flexWrap="wrap"
        spacing={1}
        alignItems="center"
        sx={{ mb: 1.5 }}
        data-report-controls
      >
        <ReportSelect
          name="year"
          label={t('analytics.budget.year')}
          value={String(year)}
          options={[thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((one) => ({
            value: String(one),
            label: String(one),
          }))}
          onChange={(value) => setYear(Number(value))}
        />
        <ViewToggle />
      </Stack>
      <ReportBody result={comparison}>
        {(answer) => (
          <Stack spacing={2}>
            <BudgetFigures answer={answer} />
            {table ? <BudgetTable answer={answer} /> : <BudgetChart answer={answer} />}
          </Stack>
        )}
      </ReportBody>
      {grid.data && (
        <Box sx={{ mt: 2 }}>
          <BudgetGrid key={`${year}-${grid.dataUpdatedAt}`} year={year} budget={grid.data} />
        </Box>
      )}
    </>
  );
}
