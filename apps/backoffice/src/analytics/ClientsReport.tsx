import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_TYPOLOGIES } from '@cuvee/kernel';
import type { ClientsAnalytics } from '../api/custom-methods';
import { ShareChart } from '../common/charts';
import { Figure } from '../common/Figure';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useIsSmall } from '../common/use-is-small';
import { useLabelOf } from '../crm/crm-shared';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useLocale } from '../session/use-session';
import { useReport, useReportAddress } from './analytics-data';
import { formatNumber, formatPercent } from './figures';
import {
  changeColumns,
  ComparedPeriods,
  ExportButtons,
  NothingToShow,
  ReportBody,
  ReportControls,
  ReportSelect,
} from './report-parts';
import { ReportTable } from './ReportTable';

const DORMANT_DAYS = ['60', '90', '180', '365'] as const;
const DEFAULT_DORMANT_DAYS = '90';

/** A client's name, opening their page. */
function ClientLink({ id, name }: { id: number; name: string }) {
  return (
    <Link
      {...linkProps(`/dashboard/clients/${id}`)}
      underline="hover"
      sx={{ fontWeight: 600 }}
      data-client-link={id}
    >
      {name}
    </Link>
  );
}

/** New clients against returning ones: how many, and their share of the period's sales. */
function NewAndReturning({ answer }: { answer: ClientsAnalytics }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const { newClients, returningClients } = answer;
  const whole = newClients.ht + returningClients.ht;
  const share = (ht: number) => formatPercent(whole > 0 ? ht / whole : 0, locale);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, mb: 2 }}>
      <Box
        sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}
        data-report-figures
      >
        <Figure
          name="newClients"
          label={t('analytics.clients.figures.newClients')}
          value={formatNumber(newClients.count, locale)}
          detail={
            <Typography variant="body2">
              {t('analytics.clients.figures.ht', { amount: money(newClients.ht) })}
            </Typography>
          }
        />
        <Figure
          name="returningClients"
          label={t('analytics.clients.figures.returningClients')}
          value={formatNumber(returningClients.count, locale)}
          detail={
            <Typography variant="body2">
              {t('analytics.clients.figures.ht', { amount: money(returningClients.ht) })}
            </Typography>
          }
        />
      </Box>
      <Panel
        title={t('analytics.clients.mix')}
        hint={t('analytics.clients.mixHint')}
        fill
        data-report-panel="mix"
      >
        <ShareChart
          label={t('analytics.clients.mix')}
          format={money}
          slices={[
            {
              key: 'new',
              name: t('analytics.clients.newSlice'),
              value: newClients.ht,
              share: share(newClients.ht),
            },
            {
              key: 'returning',
              name: t('analytics.clients.returningSlice'),
              value: returningClients.ht,
              share: share(returningClients.ht),
            },
          ]}
        />
      </Panel>
    </Box>
  );
}

/** The period's best clients, each opening their page. */
function TopClients({ rows }: { rows: ClientsAnalytics['top'] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const day = useDateTime();
  const labelOf = useLabelOf();
  const title = t('analytics.clients.top');
  return (
    <Panel title={title} data-report-panel="top">
      {rows.length === 0 ? (
        <NothingToShow>{t('analytics.clients.emptyTop')}</NothingToShow>
      ) : (
        <ReportTable
          label={title}
          rows={rows}
          rowKey={(row) => String(row.clientId)}
          columns={[
            {
              key: 'client',
              label: t('analytics.clients.columns.client'),
              render: (row) => <ClientLink id={row.clientId} name={row.name} />,
            },
            { key: 'ht', label: t('analytics.columns.ht'), numeric: true, render: (row) => money(row.ht) },
            {
              key: 'invoices',
              label: t('analytics.columns.invoices'),
              numeric: true,
              render: (row) => formatNumber(row.invoices, locale),
            },
            ...changeColumns(t),
            {
              key: 'typology',
              label: t('analytics.clients.columns.typology'),
              render: (row) => labelOf(CLIENT_TYPOLOGIES, row.typology),
            },
            {
              key: 'lastInvoiceOn',
              label: t('analytics.clients.columns.lastInvoiceOn'),
              numeric: true,
              render: (row) => (row.lastInvoiceOn ? day(row.lastInvoiceOn, false) : '—'),
            },
          ]}
        />
      )}
    </Panel>
  );
}

/** A dormant client's phone and address, as links that call and write. */
function ContactLinks({ client }: { client: ClientsAnalytics['dormant'][number] }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      {client.phone && (
        <IconButton
          size="small"
          color="primary"
          href={`tel:${client.phone.replace(/\s/g, '')}`}
          aria-label={t('analytics.clients.call', { name: client.name })}
          title={client.phone}
          data-call={client.clientId}
        >
          <PhoneOutlined fontSize="small" />
        </IconButton>
      )}
      {client.email && (
        <IconButton
          size="small"
          color="primary"
          href={`mailto:${client.email}`}
          aria-label={t('analytics.clients.write', { name: client.name })}
          title={client.email}
          data-write={client.clientId}
        >
          <EmailOutlined fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/** The clients to call back: they bought this year, but not lately. */
function DormantClients({ rows, days }: { rows: ClientsAnalytics['dormant']; days: string }) {
  const t = useT();
  const money = useMoney();
  const day = useDateTime();
  const small = useIsSmall();
  const title = t('analytics.clients.dormant');
  return (
    <Panel
      title={title}
      hint={t('analytics.clients.dormantHint', { count: Number(days) })}
      data-report-panel="dormant"
    >
      {rows.length === 0 ? (
        <NothingToShow>{t('analytics.clients.emptyDormant')}</NothingToShow>
      ) : small ? (
        <List disablePadding aria-label={title}>
          {rows.map((row) => (
            <ListItem
              key={row.clientId}
              divider
              disableGutters
              secondaryAction={<ContactLinks client={row} />}
              data-row={row.clientId}
            >
              <ListItemText
                primary={<ClientLink id={row.clientId} name={row.name} />}
                secondary={t('analytics.clients.dormantLine', {
                  day: day(row.lastInvoiceOn, false),
                  amount: money(row.htLast12Months),
                })}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <ReportTable
          label={title}
          rows={rows}
          rowKey={(row) => String(row.clientId)}
          columns={[
            {
              key: 'client',
              label: t('analytics.clients.columns.client'),
              render: (row) => <ClientLink id={row.clientId} name={row.name} />,
            },
            {
              key: 'lastInvoiceOn',
              label: t('analytics.clients.columns.lastInvoiceOn'),
              numeric: true,
              render: (row) => day(row.lastInvoiceOn, false),
            },
            {
              key: 'htLast12Months',
              label: t('analytics.clients.columns.htLast12Months'),
              numeric: true,
              render: (row) => money(row.htLast12Months),
            },
            {
              key: 'contact',
              label: t('analytics.clients.columns.contact'),
              numeric: true,
              render: (row) => <ContactLinks client={row} />,
            },
          ]}
        />
      )}
    </Panel>
  );
}

/**
 * /dashboard/analytics/clients (clientSalesAnalytics): the period's best clients, new clients against
 * returning ones, and the clients of the year who have not bought lately, with their phone and email.
 */
export default function ClientsReport() {
  const t = useT();
  const { query, period, set } = useReportAddress();
  const asked = query.get('dormantDays');
  const dormantDays = DORMANT_DAYS.find((one) => one === asked) ?? DEFAULT_DORMANT_DAYS;
  const reportQuery = { from: period.from, to: period.to, dormantDays: Number(dormantDays) };
  const result = useReport('clients', reportQuery);
  return (
    <>
      <PageHeader
        title={t('analytics.clients.title')}
        help="analytics"
        actions={<ExportButtons report="clients" query={reportQuery} />}
      />
      <ReportControls>
        <ReportSelect
          name="dormantDays"
          label={t('analytics.clients.dormantDays')}
          value={dormantDays}
          options={DORMANT_DAYS.map((value) => ({
            value,
            label: t('analytics.clients.days', { count: Number(value) }),
          }))}
          onChange={(value) => set({ dormantDays: value === DEFAULT_DORMANT_DAYS ? null : value })}
        />
      </ReportControls>
      <ReportBody result={result}>
        {(answer) => (
          <>
            <ComparedPeriods answer={answer} />
            <NewAndReturning answer={answer} />
            <Stack spacing={2}>
              <TopClients rows={answer.top} />
              <DormantClients rows={answer.dormant} days={String(answer.asked.dormantDays)} />
            </Stack>
          </>
        )}
      </ReportBody>
    </>
  );
}
