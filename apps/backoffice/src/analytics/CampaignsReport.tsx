import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { CampaignsAnalytics } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { formatCompactMoney, formatNumber } from './figures';
import {
  FigureNote,
  ComparedPeriods,
  ExportButtons,
  FIGURES_GRID,
  NothingToShow,
  ReportBody,
  ReportControls,
  ReportSelect,
  TotalChanges,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

type Row = CampaignsAnalytics['campaigns'][number];
/** The windows offered; the API takes any number of days from 1 to 90. */
const WINDOWS = [7, 14, 30] as const;
const DEFAULT_WINDOW = 14;
const DELIVERIES = ['delivered', 'failed', 'skipped', 'unsubscribed'] as const;

function CampaignFigures({ totals }: { totals: CampaignsAnalytics['totals'] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const { current } = totals;
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      <Figure
        name="ht"
        label={t('analytics.campaigns.figures.ht')}
        value={money(current.ht)}
        detail={
          <>
            <TotalChanges totals={totals} field="ht" />
            <FigureNote>
              {t('analytics.campaigns.figures.invoices', {
                invoices: current.invoices,
                buyers: current.buyers,
              })}
            </FigureNote>
          </>
        }
      />
      <Figure
        name="campaigns"
        label={t('analytics.campaigns.figures.campaigns')}
        value={formatNumber(current.campaigns, locale)}
        detail={<TotalChanges totals={totals} field="campaigns" />}
      />
      <Figure
        name="delivered"
        label={t('analytics.campaigns.figures.delivered')}
        value={formatNumber(current.delivered, locale)}
        detail={
          <>
            <TotalChanges totals={totals} field="delivered" />
            <FigureNote>
              {t('analytics.campaigns.figures.recipients', { count: current.recipients })}
            </FigureNote>
          </>
        }
      />
      <Figure
        name="failed"
        label={t('analytics.campaigns.figures.failed')}
        value={formatNumber(current.failed, locale)}
        detail={<TotalChanges totals={totals} field="failed" />}
      />
      <Figure
        name="unsubscribed"
        label={t('analytics.campaigns.figures.unsubscribed')}
        value={formatNumber(current.unsubscribed, locale)}
        detail={<TotalChanges totals={totals} field="unsubscribed" />}
      />
    </Box>
  );
}

/** Each campaign's mails and what its recipients bought: two charts, or one table. */
function CampaignRows({ rows, windowDays }: { rows: readonly Row[]; windowDays: number }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const table = useTableView();
  const count = (value: number) => formatNumber(value, locale);
  const title = t('analytics.campaigns.table');
  const label = (row: Row) => `${row.name} (${row.sentOn})`;
  const columns: ReportColumn<Row>[] = [
    {
      key: 'campaign',
      label: t('analytics.campaigns.columns.campaign'),
      render: (row) => (
        <Link
          {...linkProps(`/dashboard/crm/campaigns/${row.campaignId}`)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {row.name}
        </Link>
      ),
    },
    { key: 'sentOn', label: t('analytics.campaigns.columns.sentOn'), render: (row) => row.sentOn },
    ...(['recipients', ...DELIVERIES, 'buyers', 'invoices'] as const).map((name) => ({
      key: name,
      label: t(`analytics.campaigns.columns.${name}`),
      numeric: true,
      render: (row: Row) => count(row[name]),
    })),
    { key: 'ht', label: t('analytics.columns.ht'), numeric: true, render: (row) => money(row.ht) },
    {
      key: 'windowEndsOn',
      label: t('analytics.campaigns.columns.windowEndsOn'),
      render: (row) => row.windowEndsOn,
    },
  ];
  return (
    <Panel
      title={title}
      hint={t('analytics.campaigns.htHint', { count: windowDays })}
      data-report-panel="campaigns"
    >
      {table ? (
        <ReportTable label={title} rows={rows} rowKey={(row) => String(row.campaignId)} columns={columns} />
      ) : (
        <Stack spacing={3}>
          <ComparisonChart
            label={t('analytics.campaigns.deliveriesChart')}
            layout="rows"
            rows={rows.map((row) => ({
              label: label(row),
              ...Object.fromEntries(DELIVERIES.map((name) => [name, row[name]])),
            }))}
            series={DELIVERIES.map((name) => ({
              key: name,
              name: t(`analytics.campaigns.columns.${name}`),
              kind: 'bar' as const,
            }))}
            format={count}
            axisFormat={count}
            wholeNumbers
          />
          <ComparisonChart
            label={t('analytics.campaigns.htChart')}
            layout="rows"
            rows={rows.map((row) => ({ label: label(row), ht: row.ht }))}
            series={[{ key: 'ht', name: t('analytics.campaigns.figures.ht'), kind: 'bar' }]}
            format={money}
            axisFormat={(value) => formatCompactMoney(value, locale)}
          />
        </Stack>
      )}
    </Panel>
  );
}

/**
 * /dashboard/analytics/campaigns (campaignsAnalytics, with the crm module): the campaigns sent in the
 * period, their mails delivered, bounced and unsubscribed, and what their recipients bought in the
 * days after (docs/analytics.md "Campaigns"); charts or a table; CSV and Excel.
 */
export default function CampaignsReport() {
  const t = useT();
  const { query, period, set } = useReportAddress();
  const windowDays = WINDOWS.find((one) => String(one) === query.get('windowDays')) ?? DEFAULT_WINDOW;
  const reportQuery = { from: period.from, to: period.to, windowDays };
  const result = useReport('campaigns', reportQuery);
  return (
    <>
      <PageHeader
        title={t('analytics.campaigns.title')}
        help="analytics"
        actions={<ExportButtons report="campaigns" query={reportQuery} />}
      />
      <ReportControls>
        <ReportSelect
          name="windowDays"
          label={t('analytics.campaigns.windowDays')}
          value={String(windowDays)}
          options={WINDOWS.map((value) => ({
            value: String(value),
            label: t('analytics.campaigns.window', { count: value }),
          }))}
          onChange={(value) => set({ windowDays: value === String(DEFAULT_WINDOW) ? null : value })}
        />
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <ComparedPeriods answer={answer} />
            <CampaignFigures totals={answer.totals} />
            {answer.campaigns.length === 0 ? (
              <Panel title={t('analytics.campaigns.table')} data-report-panel="campaigns">
                <NothingToShow>{t('analytics.campaigns.empty')}</NothingToShow>
              </Panel>
            ) : (
              <CampaignRows rows={answer.campaigns} windowDays={answer.windowDays} />
            )}
          </>
        )}
      </ReportBody>
    </>
  );
}
