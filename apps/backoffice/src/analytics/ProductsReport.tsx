import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductsAnalytics } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { formatCompactMoney, formatNumber, formatPercent } from './figures';
import {
  changeColumns,
  ComparedPeriods,
  ExportButtons,
  FIGURES_GRID,
  NothingToShow,
  ReportBody,
  ReportControls,
  ReportSelect,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

const GROUPINGS = ['product', 'vintage', 'format'] as const;
type Grouping = (typeof GROUPINGS)[number];
type Row = ProductsAnalytics['rows'][number];

/** How many rows the chart draws: the rest is in the table under it. */
const CHARTED_ROWS = 10;

/** The period's totals; the margin only when some purchase said what a product cost. */
function ProductFigures({ totals }: { totals: ProductsAnalytics['totals'] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const rate = totals.margin !== null && totals.ht > 0 ? totals.margin / totals.ht : null;
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      <Figure name="ht" label={t('analytics.products.figures.ht')} value={money(totals.ht)} />
      <Figure
        name="quantity"
        label={t('analytics.products.figures.quantity')}
        value={formatNumber(totals.quantity, locale)}
      />
      <Figure
        name="bottles"
        label={t('analytics.products.figures.bottles')}
        value={formatNumber(totals.bottles, locale)}
      />
      <Figure
        name="eq75"
        label={t('analytics.products.figures.eq75')}
        value={formatNumber(totals.eq75, locale, 1)}
      />
      <Figure
        name="margin"
        label={t('analytics.products.figures.margin')}
        value={totals.margin === null ? null : money(totals.margin)}
        detail={
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {rate === null
              ? t('analytics.products.figures.marginUnknown')
              : t('analytics.products.figures.marginRate', { rate: formatPercent(rate, locale) })}
          </Typography>
        }
      />
    </Box>
  );
}

/** A row's name: the product's page when it is one product. */
function RowName({ row }: { row: Row }) {
  return row.productId === null ? (
    row.label
  ) : (
    <Link {...linkProps(`/dashboard/products/${row.productId}`)} underline="hover" sx={{ fontWeight: 600 }}>
      {row.label}
    </Link>
  );
}

/** The rows of the period, with what is known of each (the columns the grouping has). */
function ProductRows({ rows, by }: { rows: readonly Row[]; by: Grouping }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const title = t('analytics.products.table');
  const known = (value: number | null, write: (value: number) => string) =>
    value === null ? '—' : write(value);
  const columns: ReportColumn<Row>[] = [
    {
      // A vintage's row names its wine and year already.
      key: 'label',
      label: t(`analytics.products.columns.${by === 'format' ? 'format' : 'label'}`),
      render: (row) => <RowName row={row} />,
    },
    {
      key: 'quantity',
      label: t('analytics.products.columns.quantity'),
      numeric: true,
      render: (row) => formatNumber(row.quantity, locale),
    },
    {
      key: 'bottles',
      label: t('analytics.products.columns.bottles'),
      numeric: true,
      render: (row) => formatNumber(row.bottles, locale),
    },
    {
      key: 'eq75',
      label: t('analytics.products.columns.eq75'),
      numeric: true,
      render: (row) => formatNumber(row.eq75, locale, 1),
    },
    { key: 'ht', label: t('analytics.columns.ht'), numeric: true, render: (row) => money(row.ht) },
    ...changeColumns(t),
    {
      key: 'cost',
      label: t('analytics.products.columns.cost'),
      numeric: true,
      render: (row) => known(row.cost, money),
    },
    {
      key: 'margin',
      label: t('analytics.products.columns.margin'),
      numeric: true,
      render: (row) => known(row.margin, money),
    },
    {
      key: 'marginRate',
      label: t('analytics.products.columns.marginRate'),
      numeric: true,
      render: (row) => known(row.marginRate, (rate) => formatPercent(rate, locale)),
    },
  ];
  return (
    <Panel title={title} hint={t('analytics.products.marginHint')} data-report-panel="rows">
      <ReportTable label={title} rows={rows} rowKey={(row) => row.key} columns={columns} />
    </Panel>
  );
}

/** The first rows by sales, against the two periods compared. */
function ProductChart({ rows, by }: { rows: readonly Row[]; by: Grouping }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const title = t(`analytics.products.chart.${by}`);
  return (
    <Panel title={title} data-report-panel="chart">
      <ComparisonChart
        label={title}
        layout="rows"
        rows={rows.slice(0, CHARTED_ROWS).map((row) => ({
          label: row.label,
          ht: row.ht,
          previousHt: row.previousHt,
          lastYearHt: row.lastYearHt,
        }))}
        series={[
          { key: 'ht', name: t('analytics.sales.seriesNames.ht'), kind: 'bar' },
          { key: 'previousHt', name: t('analytics.sales.seriesNames.previousHt'), kind: 'bar' },
          { key: 'lastYearHt', name: t('analytics.sales.seriesNames.lastYearHt'), kind: 'bar' },
        ]}
        format={money}
        axisFormat={(value) => formatCompactMoney(value, locale)}
      />
    </Panel>
  );
}

/**
 * /dashboard/analytics/products (productSalesAnalytics): what sold in the period by product, vintage or
 * format: quantities, bottles, 75 cl equivalent, sales HT against the periods compared, and the margin
 * where purchases say what a product cost.
 */
export default function ProductsReport() {
  const t = useT();
  const { query, period, set } = useReportAddress();
  const asked = query.get('by');
  const by = GROUPINGS.find((one) => one === asked) ?? 'product';
  const reportQuery = { from: period.from, to: period.to, by };
  const result = useReport('products', reportQuery);
  return (
    <>
      <PageHeader
        title={t('analytics.products.title')}
        help="analytics"
        actions={<ExportButtons report="products" query={reportQuery} />}
      />
      <ReportControls>
        <ReportSelect
          name="by"
          label={t('analytics.products.by.label')}
          value={by}
          options={GROUPINGS.map((value) => ({ value, label: t(`analytics.products.by.${value}`) }))}
          onChange={(value) => set({ by: value === 'product' ? null : value })}
        />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <ComparedPeriods answer={answer} />
            <ProductFigures totals={answer.totals} />
            {answer.rows.length === 0 ? (
              <Panel title={t('analytics.products.table')} data-report-panel="rows">
                <NothingToShow>{t('analytics.products.empty')}</NothingToShow>
              </Panel>
            ) : (
              <Stack spacing={2}>
                <ProductChart rows={answer.rows} by={answer.asked.by as Grouping} />
                <ProductRows rows={answer.rows} by={answer.asked.by as Grouping} />
              </Stack>
            )}
          </>
        )}
      </ReportBody>
    </>
  );
}
