import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@cuvee/api-client';
import { FunctionField, ListBase, Pagination, TextField, type RaRecord } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { Figure } from '../common/Figure';
import { useDateTime, useMoney } from '../common/formats';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useLocale } from '../session/use-session';
import { useReportAddress } from '../analytics/analytics-data';
import { formatNumber } from '../analytics/figures';
import { monthsEndingOn, periodProblem, type Period } from '../analytics/period';
import {
  Changes,
  ComparedPeriods,
  FIGURES_GRID,
  ReportBody,
  ReportControls,
  ViewToggle,
} from '../analytics/report-parts';
import { SalesFigures, SalesSeries } from '../analytics/SalesReport';

type Summary = Schemas['AgentSummaryDto'];
type PortfolioClient = Schemas['AgentClientDto'] & RaRecord;

/**
 * An agent's figures of a period (GET /v1/analytics/agents/{id}): read again when the period changes,
 * the figures shown staying until the new ones come; a refusal is said in place, not retried.
 */
export function useAgentSummary(agentId: number, query: Period & { granularity?: 'month' }, enabled = true) {
  const data = useBackofficeData();
  return useQuery<Summary>({
    queryKey: ['analytics', 'agent', agentId, query],
    queryFn: () => data.agentSummary(agentId, query),
    enabled: enabled && periodProblem(query) === null,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/**
 * The agent's page « Ventes »: the period's HT, invoices and average basket against the period before
 * and last year, the commission, the portfolio's size, the first clients; then the twelve months up to
 * the period's end by month, against the twelve before and last year.
 */
export function AgentSales({ agentId }: { agentId: number }) {
  const t = useT();
  const money = useMoney();
  const { period } = useReportAddress();
  const result = useAgentSummary(agentId, { from: period.from, to: period.to });
  const months = useAgentSummary(agentId, { ...monthsEndingOn(period.to), granularity: 'month' });
  return (
    <>
      <Panel title={t('agentPage.sales.title')} hint={t('agentPage.sales.hint')} data-agent-sales>
        <ReportControls>
          <ViewToggle />
        </ReportControls>
        <ReportBody result={result}>
          {(answer) => (
            <>
              <ComparedPeriods answer={answer} />
              <SalesFigures totals={answer.totals} only={['ht', 'invoices', 'averageBasket']}>
                {answer.commission !== null && (
                  <Figure
                    name="agentCommission"
                    label={t('agentPage.sales.commission')}
                    value={money(answer.commission)}
                  />
                )}
                <Figure
                  name="agentClients"
                  label={t('agentPage.portfolio.clients')}
                  value={answer.portfolio.clients}
                />
                <Figure
                  name="agentActiveClients"
                  label={t('agentPage.portfolio.activeClients')}
                  value={answer.portfolio.activeClients}
                />
              </SalesFigures>
              <TopClients clients={answer.topClients} />
            </>
          )}
        </ReportBody>
      </Panel>
      <ReportBody result={months}>
        {(answer) => <SalesSeries answer={answer} granularity="month" />}
      </ReportBody>
    </>
  );
}

function TopClients({ clients }: { clients: Summary['topClients'] }) {
  const t = useT();
  const money = useMoney();
  return (
    <Box sx={{ mb: 2 }} data-agent-top-clients>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('agentPage.portfolio.topClients')}
      </Typography>
      {clients.length === 0 ? (
        <Typography color="text.secondary">{t('agentPage.portfolio.noTopClient')}</Typography>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {clients.map((client) => (
            <li key={client.clientId}>
              <Link {...linkProps(`/dashboard/clients/${client.clientId}`)}>{client.name}</Link>
              {' · '}
              {money(client.ht)}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The agent's page « Portefeuille »: the clients they follow, each opening the client's page, with
 * their last order and their HT of the year (a react-admin list: sort by a column, ten a page).
 */
export function AgentPortfolio({ agentId }: { agentId: number }) {
  const t = useT();
  const money = useMoney();
  const day = useDateTime();
  const lastOrder = (client: PortfolioClient) =>
    client.lastOrderOn ? day(client.lastOrderOn, false) : t('agentPage.portfolio.never');
  return (
    <Panel title={t('agentPage.portfolio.title')} data-agent-portfolio>
      <ListBase
        resource={`analytics/agents/${agentId}/clients`}
        perPage={10}
        sort={{ field: 'yearHt', order: 'DESC' }}
        disableSyncWithLocation
      >
        <ResponsiveList<PortfolioClient>
          rowClick={(id) => `/dashboard/clients/${id}`}
          empty={<Typography color="text.secondary">{t('agentPage.portfolio.empty')}</Typography>}
          mobile={{
            primaryText: (client) => client.displayName,
            secondaryText: (client) => `${money(client.yearHt)} · ${lastOrder(client)}`,
            rowClick: (id) => `/dashboard/clients/${id}`,
          }}
        >
          <TextField source="displayName" label={t('agentPage.portfolio.displayName')} />
          <TextField source="city" label={t('agentPage.portfolio.city')} sortable={false} emptyText="—" />
          <FunctionField<PortfolioClient>
            source="lastOrderOn"
            label={t('agentPage.portfolio.lastOrderOn')}
            render={lastOrder}
          />
          <FunctionField<PortfolioClient>
            source="yearHt"
            label={t('agentPage.portfolio.yearHt')}
            textAlign="right"
            render={(client) => money(client.yearHt)}
          />
        </ResponsiveList>
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
      </ListBase>
    </Panel>
  );
}

/**
 * The agent's own figures on their dashboard: the month's sales against the month before and last
 * year, their clients and their commission. Drawn when the answer comes; a refusal leaves nothing.
 */
export function MyFigures({ agentId, period }: { agentId: number; period: Period }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const result = useAgentSummary(agentId, period);
  if (result.isError || !result.data) return null;
  const { totals, portfolio, commission } = result.data;
  return (
    <Box component="section" sx={{ mb: 4 }} data-dashboard-section="my-figures">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('agentPage.mine.title')}
      </Typography>
      <Box sx={FIGURES_GRID}>
        <Figure
          name="myHt"
          label={t('agentPage.mine.ht')}
          value={money(totals.current.ht)}
          detail={
            <Changes
              current={totals.current.ht}
              previous={totals.previous.ht}
              lastYear={totals.lastYear.ht}
            />
          }
        />
        <Figure
          name="myClients"
          label={t('agentPage.mine.clients')}
          value={formatNumber(portfolio.clients, locale)}
          to="/dashboard/clients"
          detail={
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('agentPage.mine.activeClients', { count: portfolio.activeClients })}
            </Typography>
          }
        />
        {commission !== null && (
          <Figure name="myCommission" label={t('agentPage.mine.commission')} value={money(commission)} />
        )}
      </Box>
    </Box>
  );
}
