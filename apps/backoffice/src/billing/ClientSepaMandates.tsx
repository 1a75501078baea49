import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { usePopup } from '@cuvee/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  DateInput,
  Form,
  TextInput,
  required,
  useCreate,
  useGetList,
  useRefresh,
} from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useMoney } from '../common/formats';
import { Panel } from '../common/Panel';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { day, listQuery, MandateStatusChip, usePermission } from './billing-shared';

type MandateRecord = Schemas['SepaMandateDto'];

/**
 * The client 360° page's « Mandats SEPA » (docs/billing.md "SEPA direct debit", ADR 0076): its
 * mandates with their reference, masked IBAN and status, adding one (the API checks the IBAN by its
 * key and says what is wrong) and revoking one. For those who see payments.
 */
export function ClientSepaMandates({
  clientId,
  paymentType,
  closed = false,
}: {
  clientId: number;
  paymentType: string | null;
  closed?: boolean;
}) {
  const t = useT();
  const can = usePermission();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const seesPayments = can('seeAllPayment');
  const [create, { isPending }] = useCreate();
  const { data: mandates = [] } = useGetList<MandateRecord>(
    'sepa-mandates',
    {
      filter: { clientId },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
      meta: { quiet: true },
    },
    { enabled: seesPayments },
  );
  const popup = usePopup();
  const revoke = useMutation({
    mutationFn: (id: number) => data.revokeMandate(id),
    onSuccess: () => showSuccess(t('billing.sepa.revoked')),
    onSettled: () => refresh(),
  });
  if (!seesPayments) return null;
  return (
    <Panel title={t('billing.sepa.title')} data-sepa-mandates>
      <Typography variant="body2" color="text.secondary">
        {t('billing.sepa.hint')}
      </Typography>
      {paymentType !== 'sample' && mandates.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('billing.sepa.notPaidByDebit')}
        </Alert>
      )}
      {mandates.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('billing.sepa.none')}
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('billing.sepa.reference')}</TableCell>
              <TableCell>{t('billing.sepa.iban')}</TableCell>
              <TableCell>{t('billing.sepa.signedOn')}</TableCell>
              <TableCell />
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {mandates.map((mandate) => (
              <TableRow key={mandate.id} data-mandate={mandate.reference}>
                <TableCell>
                  {mandate.reference}
                  <Typography variant="body2" color="text.secondary">
                    {mandate.holder}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{mandate.iban}</TableCell>
                <TableCell>{mandate.signedOn ? day(mandate.signedOn) : '—'}</TableCell>
                <TableCell>
                  {mandate.revokedAt ? (
                    <Typography variant="body2" color="text.secondary" data-status="mandate:revoked">
                      {t('billing.sepa.revokedOn')}
                    </Typography>
                  ) : (
                    <MandateStatusChip status={mandate.status} />
                  )}
                </TableCell>
                <TableCell>
                  {!mandate.revokedAt && (
                    <Button
                      size="small"
                      color="error"
                      disabled={revoke.isPending}
                      onClick={async () => {
                        // Revoking stops every debit still to come on it: asked first.
                        const answer = await popup({
                          title: t('billing.sepa.revokeTitle', { reference: mandate.reference }),
                          text: t('billing.sepa.revokeText'),
                          validateLabel: t('billing.sepa.revoke'),
                          tone: 'error',
                        });
                        if (answer) revoke.mutate(mandate.id);
                      }}
                      data-mandate-revoke
                    >
                      {t('billing.sepa.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!closed && (
        <Form
          key={mandates.length}
          defaultValues={{ recurring: true }}
          onSubmit={(values: Record<string, unknown>) =>
            create(
              'sepa-mandates',
              {
                data: {
                  clientId,
                  ...values,
                  bic: values.bic || undefined,
                  signedOn: values.signedOn || undefined,
                },
              },
              {
                onSuccess: () => {
                  showSuccess(t('billing.sepa.added'));
                  refresh();
                },
                // The IBAN's and BIC's refusals, each with what is wrong.
                onError: showListError,
              },
            )
          }
        >
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
            <TextInput source="holder" label={t('billing.sepa.holder')} validate={required()} />
            <TextInput
              source="iban"
              label={t('billing.sepa.iban')}
              validate={required()}
              sx={{ minWidth: 280 }}
            />
            <TextInput source="bic" label={t('billing.sepa.bic')} sx={{ width: 140 }} />
            <DateInput source="signedOn" label={t('billing.sepa.signedOn')} />
            <BooleanInput source="recurring" label={t('billing.sepa.recurring')} />
            <Button type="submit" variant="outlined" disabled={isPending} data-mandate-add>
              {t('billing.sepa.add')}
            </Button>
          </Stack>
        </Form>
      )}
    </Panel>
  );
}

const DEBIT_COLOURS = { scheduled: 'info', paid: 'success', failed: 'error', cancelled: 'default' } as const;

/**
 * An invoice's SEPA debit on its page, in the settlement panel: its day, the mandate, its status and,
 * rejected, why — with « Relancer » to present it again (the job answers in a moment: read again).
 */
export function InvoiceSepaDebits({ invoiceId }: { invoiceId: number }) {
  const t = useT();
  const money = useMoney();
  const data = useBackofficeData();
  const can = usePermission();
  const seesPayments = can('seeAllPayment');
  const query = useQuery({
    queryKey: ['sepa-debits', invoiceId],
    queryFn: async () =>
      (await quietApi.GET('/v1/sepa-debits', { params: { query: listQuery({ invoiceId }) } })).data ?? [],
    enabled: seesPayments,
    refetchInterval: (current) =>
      current.state.data?.some((debit) => debit.status === 'scheduled' && debit.attempts > 1) ? 2_000 : false,
  });
  const retry = useMutation({
    mutationFn: (id: number) => data.retryDebit(id),
    onSuccess: () => showSuccess(t('billing.sepa.retried')),
    onSettled: () => query.refetch(),
  });
  const debits = query.data ?? [];
  if (debits.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-sepa-debits>
      <Typography variant="overline" color="text.secondary">
        {t('billing.sepa.debits')}
      </Typography>
      {debits.map((debit) => (
        <Stack
          key={debit.id}
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ py: 0.5 }}
          data-debit={debit.id}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2">
              {money(debit.amount)} ·{' '}
              {t('billing.sepa.debitOn', { day: day(debit.debitOn), reference: debit.mandateReference })}
            </Typography>
            {debit.failureMessage && (
              <Typography
                variant="body2"
                color={debit.status === 'failed' ? 'error' : 'text.secondary'}
                data-debit-reason
              >
                {debit.failureMessage}
              </Typography>
            )}
          </Box>
          <Chip
            size="small"
            color={DEBIT_COLOURS[debit.status]}
            label={t(`billing.sepa.debitStatus.${debit.status}`)}
            data-status={`debit:${debit.status}`}
          />
          {debit.status === 'failed' && (
            <Button
              size="small"
              variant="contained"
              disabled={retry.isPending}
              onClick={() => retry.mutate(debit.id)}
              data-debit-retry
            >
              {t('billing.sepa.retry')}
            </Button>
          )}
        </Stack>
      ))}
    </Box>
  );
}
