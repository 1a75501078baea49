import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackofficeData, type CommissionsAnalytics } from '../api/custom-methods';
import { ComparisonChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { formatCompactMoney, formatNumber, formatPercent } from './figures';
import type { Period } from './period';
import {
  ExportButtons,
  FIGURES_GRID,
  NothingToShow,
  ReportBody,
  ReportControls,
  useTableView,
  ViewToggle,
} from './report-parts';
import { ReportTable, type ReportColumn } from './ReportTable';

type Agent = CommissionsAnalytics['agents'][number];
const SOURCES = ['default', 'typology', 'product'] as const;
/** Lines shown at once under the report. */
const LINES_PAGE = 25;

/** A rate in basis points as a percentage (500 → « 5 % »). */
const useRate = () => {
  const locale = useLocale();
  return (bp: number) => formatPercent(bp / 10_000, locale);
};

function CommissionFigures({ answer }: { answer: CommissionsAnalytics }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  return (
    <Box sx={FIGURES_GRID} data-report-figures>
      <Figure
        name="commission"
        label={t('commissions.report.figures.commission')}
        value={money(answer.totals.commission)}
      />
      <Figure name="ht" label={t('commissions.report.figures.ht')} value={money(answer.totals.ht)} />
      <Figure
        name="agents"
        label={t('commissions.report.figures.agents')}
        value={formatNumber(answer.agents.length, locale)}
      />
    </Box>
  );
}

/** Each agent's commission as bars, one per rule that set the rate. */
function CommissionChart({ agents }: { agents: readonly Agent[] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const title = t('commissions.report.chart');
  return (
    <Panel title={title} data-report-panel="chart">
      <ComparisonChart
        label={title}
        layout="rows"
        rows={agents.map((agent) => ({
          label: agent.name,
          ...Object.fromEntries(SOURCES.map((source) => [source, agent.bySource[source].commission])),
        }))}
        series={SOURCES.map((source) => ({
          key: source,
          name: t(`commissions.report.sources.${source}`),
          kind: 'bar' as const,
        }))}
        format={money}
        axisFormat={(value) => formatCompactMoney(value, locale)}
      />
    </Panel>
  );
}

/** The same figures as a table, each agent's lines a click away. */
function CommissionTable({
  answer,
  onLines,
}: {
  answer: CommissionsAnalytics;
  onLines: (agent: Agent) => void;
}) {
  const t = useT();
  const money = useMoney();
  const rate = useRate();
  const title = t('commissions.report.table');
  const columns: ReportColumn<Agent>[] = [
    { key: 'agent', label: t('commissions.report.columns.agent'), render: (agent) => agent.name },
    {
      key: 'basis',
      label: t('commissions.report.columns.basis'),
      render: (agent) => (agent.agentId ? t(`commissions.bases.${agent.basis}`) : ''),
    },
    {
      key: 'defaultRate',
      label: t('commissions.report.columns.defaultRate'),
      numeric: true,
      render: (agent) => (agent.agentId ? rate(agent.defaultRateBp) : ''),
    },
    {
      key: 'ht',
      label: t('commissions.report.columns.ht'),
      numeric: true,
      render: (agent) => money(agent.ht),
    },
    ...SOURCES.map((source) => ({
      key: source,
      label: t(`commissions.report.columns.${source}`),
      numeric: true,
      render: (agent: Agent) => money(agent.bySource[source].commission),
    })),
    {
      key: 'commission',
      label: t('commissions.report.columns.commission'),
      numeric: true,
      render: (agent) => <strong>{money(agent.commission)}</strong>,
    },
    {
      key: 'lines',
      label: '',
      render: (agent) =>
        agent.agentId ? (
          <Button size="small" onClick={() => onLines(agent)} data-agent-lines={agent.agentId}>
            {t('commissions.report.showLines')}
          </Button>
        ) : null,
    },
  ];
  const none = { commission: 0, ht: 0 };
  const total: Agent = {
    agentId: 0,
    name: t('analytics.columns.total'),
    basis: 'invoiced',
    defaultRateBp: 0,
    ...answer.totals,
    bySource: { default: none, typology: none, product: none },
  };
  for (const source of SOURCES)
    total.bySource[source] = answer.agents.reduce(
      (sum, agent) => ({
        ht: sum.ht + agent.bySource[source].ht,
        commission: sum.commission + agent.bySource[source].commission,
      }),
      none,
    );
  return (
    <Panel title={title} data-report-panel="agents">
      <ReportTable
        label={title}
        rows={answer.agents}
        rowKey={(agent) => String(agent.agentId)}
        columns={columns}
        total={total}
      />
    </Panel>
  );
}

/** The lines behind one agent's commission, a page at a time, the largest first. */
function CommissionLines({ agent, period }: { agent: Agent; period: Period }) {
  const t = useT();
  const money = useMoney();
  const rate = useRate();
  const data = useBackofficeData();
  const [start, setStart] = useState(0);
  const lines = useQuery({
    queryKey: ['analytics', 'commission-lines', agent.agentId, period, start],
    queryFn: () =>
      data.commissionLines(agent.agentId, { from: period.from, to: period.to, start, size: LINES_PAGE }),
    placeholderData: keepPreviousData,
  });
  const title = t('commissions.report.lines.title', { name: agent.name });
  type Line = NonNullable<typeof lines.data>['rows'][number];
  const columns: ReportColumn<Line>[] = [
    { key: 'day', label: t('commissions.report.lines.day'), render: (line) => line.day },
    {
      key: 'document',
      label: t('commissions.report.lines.document'),
      render: (line) => line.documentNumber ?? `#${line.documentId}`,
    },
    { key: 'client', label: t('commissions.report.lines.client'), render: (line) => line.clientName },
    {
      key: 'product',
      label: t('commissions.report.lines.product'),
      render: (line) => line.productName ?? t('commissions.report.lines.otherLines'),
    },
    { key: 'ht', label: t('commissions.report.columns.ht'), numeric: true, render: (line) => money(line.ht) },
    {
      key: 'rate',
      label: t('commissions.report.lines.rate'),
      numeric: true,
      render: (line) => rate(line.rateBp),
    },
    {
      key: 'rule',
      label: t('commissions.report.lines.rule'),
      render: (line) => t(`commissions.report.sources.${line.source}`),
    },
    {
      key: 'commission',
      label: t('commissions.report.columns.commission'),
      numeric: true,
      render: (line) => money(line.commission),
    },
  ];
  const total = lines.data?.total ?? 0;
  return (
    <Panel title={title} data-report-panel="lines">
      {lines.data && (
        <>
          <ReportTable label={title} rows={lines.data.rows} rowKey={(line) => line.id} columns={columns} />
          <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {total > 0 &&
                t('commissions.report.lines.page', {
                  from: start + 1,
                  to: Math.min(start + LINES_PAGE, total),
                  total,
                })}
            </Typography>
            <Button size="small" disabled={start === 0} onClick={() => setStart(start - LINES_PAGE)}>
              {t('commissions.report.lines.previous')}
            </Button>
            <Button
              size="small"
              disabled={start + LINES_PAGE >= total}
              onClick={() => setStart(start + LINES_PAGE)}
            >
              {t('commissions.report.lines.next')}
            </Button>
          </Stack>
        </>
      )}
    </Panel>
  );
}

/**
 * /dashboard/analytics/commissions and /dashboard/agents/analytics (commissionsAnalytics): each agent's
 * commission of the period on their basis, split by the rule that set the rate, as a chart or a table,
 * the lines behind an agent's figures and the file (docs/analytics.md "Commissions").
 */
export default function CommissionsReport() {
  const t = useT();
  const { period } = useReportAddress();
  const table = useTableView();
  const reportQuery = { from: period.from, to: period.to };
  const result = useReport('commissions', reportQuery);
  const [chosen, setChosen] = useState<Agent | null>(null);
  return (
    <>
      <PageHeader
        title={t('commissions.report.title')}
        help="analytics"
        actions={<ExportButtons report="commissions" query={reportQuery} />}
      />
      <ReportControls>
        <ViewToggle />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <CommissionFigures answer={answer} />
            {answer.agents.length === 0 ? (
              <Panel title={t('commissions.report.table')} data-report-panel="agents">
                <NothingToShow>{t('commissions.report.empty')}</NothingToShow>
              </Panel>
            ) : (
              <Stack spacing={2}>
                {/* The table is always there (each agent's lines open from it); the chart unless asked away. */}
                {!table && <CommissionChart agents={answer.agents} />}
                <CommissionTable answer={answer} onLines={setChosen} />
                {chosen && <CommissionLines key={chosen.agentId} agent={chosen} period={answer.period} />}
              </Stack>
            )}
          </>
        )}
      </ReportBody>
    </>
  );
}
