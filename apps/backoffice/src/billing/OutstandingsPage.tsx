import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePopup } from '@cuvee/ui';
import {
  AutocompleteInput,
  BooleanInput,
  FunctionField,
  List,
  ReferenceInput,
  useGetList,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT, type TextKey } from '../i18n';
import { api } from '../services';
import { ResponsiveList } from '../common/ResponsiveList';
import {
  BillingHeader,
  GRID_SX,
  LIST_SX,
  ListActions,
  clientPath,
  day,
  type OutstandingRecord,
} from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { EmptyList } from '../common/EmptyList';

/*
 * /dashboard/payments/outstandings (seeAllPayment): what each client owes (encours), split into not due
 * yet and overdue by age (the ageing balance: 1–30, 31–60, 61–90, over 90 days), with the credit they
 * hold; an overdue client gets a reminder mailed from the shop's template, listing the late invoices.
 */

const BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
type Bucket = (typeof BUCKETS)[number];
const BUCKET_TEXTS: Readonly<Record<Bucket, TextKey>> = {
  notDue: 'billing.outstandings.notDue',
  days1to30: 'billing.outstandings.days1to30',
  days31to60: 'billing.outstandings.days31to60',
  days61to90: 'billing.outstandings.days61to90',
  over90: 'billing.outstandings.over90',
};

/** Mails the client the list of its overdue invoices, to the addresses chosen in the mail selector. */
function useRemind(): (row: OutstandingRecord) => Promise<void> {
  const t = useT();
  const popup = usePopup();
  const money = useMoney();
  return async (row) => {
    const result = await popup({
      title: t('billing.outstandings.remindTitle', { name: row.clientName }),
      text: t('billing.outstandings.remindText', { amount: money(row.overdue) }),
      fields: [
        {
          kind: 'emails',
          name: 'to',
          label: t('billing.send.to'),
          required: true,
          initial: row.email ? [row.email] : [],
        },
      ],
      validateLabel: t('billing.outstandings.remind'),
    });
    if (!result) return;
    const { data } = await api.POST('/v1/payments/outstandings/{clientId}/remind', {
      params: { path: { clientId: row.clientId } },
      body: { to: [...(result.values.to as readonly string[])] },
    });
    if (data)
      showSuccess(
        t('billing.outstandings.reminded', {
          to: data.to.join(', '),
          count: data.invoices.length,
          amount: money(data.amount),
        }),
      );
  };
}

function RemindButton({ row }: { row: OutstandingRecord }) {
  const t = useT();
  const remind = useRemind();
  if (row.overdue <= 0) return null;
  return (
    <Button
      size="small"
      startIcon={<MailOutlineIcon />}
      onClick={(event) => {
        event.stopPropagation();
        void remind(row);
      }}
      data-action="remind"
    >
      {t('billing.outstandings.remind')}
    </Button>
  );
}

/** The totals of the ageing balance over every client the filters keep (up to the API's 100 rows). */
function Summary() {
  const t = useT();
  const money = useMoney();
  const { filterValues } = useListContext();
  const { data = [], total = 0 } = useGetList<OutstandingRecord>('payments/outstandings', {
    pagination: { page: 1, perPage: 100 },
    filter: filterValues,
  });
  const sum = (pick: (row: OutstandingRecord) => number) => data.reduce((acc, row) => acc + pick(row), 0);
  const figures: [string, number, boolean][] = [
    [t('billing.outstandings.due'), sum((row) => row.due), true],
    [t('billing.outstandings.overdue'), sum((row) => row.overdue), true],
    ...BUCKETS.map((bucket): [string, number, boolean] => [
      t(BUCKET_TEXTS[bucket]),
      sum((row) => row.buckets[bucket]),
      false,
    ]),
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 } }}
      data-summary
    >
      {figures.map(([label, value, strong]) => (
        <Box key={label} sx={{ minWidth: 110 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography
            variant={strong ? 'h6' : 'subtitle1'}
            sx={{
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              color: label === t('billing.outstandings.overdue') && value > 0 ? 'error.main' : undefined,
            }}
          >
            {money(value)}
          </Typography>
        </Box>
      ))}
      {total > data.length && (
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {t('billing.outstandings.firstClients', { count: data.length })}
        </Typography>
      )}
    </Paper>
  );
}

export default function OutstandingsPage() {
  const t = useT();
  const money = useMoney();
  const filters = [
    <ReferenceInput key="clientId" source="clientId" reference="clients" alwaysOn>
      <AutocompleteInput
        label={t('billing.fields.client')}
        optionText="displayName"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
    <BooleanInput
      key="overdueOnly"
      source="overdueOnly"
      label={t('billing.outstandings.overdueOnly')}
      alwaysOn
    />,
  ];
  const amount = (value: number, strong = false) => (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: strong ? 700 : undefined,
        color: value ? undefined : 'text.disabled',
      }}
    >
      {money(value)}
    </Box>
  );
  return (
    <>
      <BillingHeader title={t('billing.menu.outstandings')} tabs="payments" />
      <List
        sx={LIST_SX}
        resource="payments/outstandings"
        title={t('billing.menu.outstandings')}
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'overdue', order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey="billing.outstandings"
        empty={false}
      >
        <Summary />
        <ResponsiveList<OutstandingRecord>
          sx={GRID_SX}
          rowClick={false}
          empty={<EmptyList nothingYet={t('billing.outstandings.empty')} />}
          mobile={{
            primaryText: (row) => row.clientName,
            secondaryText: (row) =>
              `${t('billing.outstandings.overdue')} ${money(row.overdue)} · ${t('billing.outstandings.oldest')} ${day(row.oldestDueDate)}`,
            tertiaryText: (row) => money(row.due),
            rowClick: (id) => clientPath(Number(id)),
          }}
        >
          <FunctionField<OutstandingRecord>
            label={t('billing.fields.client')}
            sortBy="clientName"
            render={(row) => (
              <>
                <Link
                  component={RouterLink}
                  to={clientPath(row.clientId)}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {row.clientName}
                </Link>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('billing.outstandings.oldest')} {day(row.oldestDueDate)}
                </Typography>
              </>
            )}
          />
          {BUCKETS.map((bucket) => (
            <FunctionField<OutstandingRecord>
              key={bucket}
              label={t(BUCKET_TEXTS[bucket])}
              sortable={false}
              textAlign="right"
              render={(row) => amount(row.buckets[bucket])}
            />
          ))}
          <FunctionField<OutstandingRecord>
            label={t('billing.outstandings.overdue')}
            sortBy="overdue"
            textAlign="right"
            render={(row) => (
              <Box
                component="span"
                sx={{ color: row.overdue > 0 ? 'error.main' : 'text.disabled', fontWeight: 700 }}
              >
                {money(row.overdue)}
              </Box>
            )}
          />
          <FunctionField<OutstandingRecord>
            label={t('billing.outstandings.due')}
            sortBy="due"
            textAlign="right"
            render={(row) => amount(row.due, true)}
          />
          <FunctionField<OutstandingRecord>
            label={t('billing.outstandings.credit')}
            sortable={false}
            textAlign="right"
            render={(row) => amount(row.credit)}
          />
          <FunctionField<OutstandingRecord>
            label=""
            sortable={false}
            render={(row) => <RemindButton row={row} />}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
