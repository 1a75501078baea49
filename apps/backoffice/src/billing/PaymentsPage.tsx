import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPES } from '@cuvee/kernel';
import { usePopup } from '@cuvee/ui';
import { useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField as RaTextField,
  useRefresh,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useChoices, useLabelOf } from '../crm/crm-shared';
import { useT } from '../i18n';
import { api } from '../services';
import { ResponsiveList } from '../common/ResponsiveList';
import { useIsSmall } from '../common/use-is-small';
import {
  BillingHeader,
  GRID_SX,
  LIST_SX,
  ListActions,
  clientPath,
  day,
  documentPath,
  type PaymentRecord,
} from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { BankDepositDialog, BankDeposits } from './BankDeposits';
import { RecordPayment } from './RecordPayment';
import { EmptyList } from '../common/EmptyList';

/*
 * /dashboard/payments (seeAllPayment): the payments received (règlements) of any spec payment type,
 * recorded against one or several invoices of a client — partly, or beyond what is owed (the surplus
 * becomes a client credit) — and the cheques put in bank deposit batches (remises de chèques).
 */

/** A payment's type and amount as the list shows them: money sent back (a card refund) below zero. */
function usePaymentAmounts() {
  const t = useT();
  const money = useMoney();
  const labelOf = useLabelOf();
  return {
    typeOf: (payment: PaymentRecord) => {
      const type = labelOf(PAYMENT_TYPES, payment.type);
      return payment.direction === 'out' ? t('billing.payments.refund', { type }) : type;
    },
    amountOf: (payment: PaymentRecord) =>
      money(payment.direction === 'out' ? -payment.amount : payment.amount),
  };
}

function CancelPayment({ payment }: { payment: PaymentRecord }) {
  const t = useT();
  const popup = usePopup();
  const refresh = useRefresh();
  // A deposited cheque left with its batch; a refund left through the payment provider (the API refuses both).
  if (payment.bankDepositId || payment.direction === 'out') return null;
  const cancel = async () => {
    const answer = await popup({
      title: t('billing.payments.cancelTitle'),
      text: t('billing.payments.cancelText'),
      tone: 'error',
    });
    if (!answer) return;
    const { data } = await api.DELETE('/v1/payments/{id}', { params: { path: { id: payment.id } } });
    if (!data) return;
    showSuccess(t('billing.payments.cancelled'));
    refresh();
  };
  return (
    <Tooltip title={t('billing.payments.cancel')}>
      <IconButton
        size="small"
        aria-label={t('billing.payments.cancel')}
        onClick={(event) => {
          event.stopPropagation();
          void cancel();
        }}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function Allocations({ payment }: { payment: PaymentRecord }) {
  const t = useT();
  const money = useMoney();
  return (
    <Stack spacing={0.25}>
      {payment.allocations.map((allocation) => (
        <Typography key={allocation.documentId} variant="body2" component="span">
          <Link component={RouterLink} to={documentPath('invoice', allocation.documentId)}>
            {allocation.number}
          </Link>{' '}
          {money(allocation.amount)}
        </Typography>
      ))}
      {payment.overpayment > 0 && (
        <Typography variant="body2" color="text.secondary" component="span">
          {t('billing.payments.toCredit', { amount: money(payment.overpayment) })}
        </Typography>
      )}
    </Stack>
  );
}

function ClientName() {
  return (
    <ReferenceField
      source="clientId"
      reference="clients"
      link={(client: { id: number }) => clientPath(client.id)}
    >
      <RaTextField source="displayName" />
    </ReferenceField>
  );
}
export default function PaymentsPage() {
  const t = useT();
  const small = useIsSmall();
  const { typeOf, amountOf } = usePaymentAmounts();
  const choices = useChoices();
  const refresh = useRefresh();
  const [params, setParams] = useSearchParams();
  const [depositing, setDepositing] = useState(false);
  const recording = params.has('new');
  const closeRecord = (saved: boolean) => {
    setParams({});
    if (saved) refresh();
  };
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('billing.payments.search')} />,
    <SelectInput
      key="type"
      source="type"
      label={t('billing.payments.type')}
      choices={choices(PAYMENT_TYPES)}
      alwaysOn={!small}
      sx={{ minWidth: 220 }}
    />,
    <ReferenceInput key="clientId" source="clientId" reference="clients" alwaysOn={!small}>
      <AutocompleteInput
        label={t('billing.fields.client')}
        optionText="displayName"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
    <DateInput key="receivedOn" source="receivedOn" label={t('billing.payments.receivedOn')} />,
  ];
  return (
    <>
      <BillingHeader title={t('billing.menu.payments')} tabs="payments" />
      <List
        sx={LIST_SX}
        resource="payments"
        title={t('billing.menu.payments')}
        filters={filters}
        actions={
          <ListActions>
            <FilterButton />
            <Button
              startIcon={<AccountBalanceOutlinedIcon />}
              onClick={() => setDepositing(true)}
              data-action="bankDeposit"
            >
              {t('billing.deposits.new')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setParams({ new: '' })}
              data-action="recordPayment"
            >
              {t('billing.payments.new')}
            </Button>
          </ListActions>
        }
        sort={{ field: 'receivedOn', order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey="billing.payments"
        empty={false}
      >
        <ResponsiveList<PaymentRecord>
          sx={GRID_SX}
          rowClick={false}
          empty={<EmptyList nothingYet={t('billing.payments.empty')} />}
          mobile={{
            primaryText: (payment) => <ClientName key={payment.id} />,
            secondaryText: (payment) =>
              `${day(payment.receivedOn)} · ${typeOf(payment)}${payment.reference ? ` · ${payment.reference}` : ''}`,
            tertiaryText: (payment) => amountOf(payment),
          }}
        >
          <FunctionField<PaymentRecord>
            label={t('billing.payments.receivedOn')}
            sortBy="receivedOn"
            render={(payment) => day(payment.receivedOn)}
          />
          <FunctionField label={t('billing.fields.client')} sortable={false} render={() => <ClientName />} />
          <FunctionField<PaymentRecord>
            label={t('billing.payments.type')}
            sortable={false}
            render={(payment) => typeOf(payment)}
          />
          <RaTextField
            source="reference"
            label={t('billing.payments.reference')}
            emptyText="—"
            sortable={false}
          />
          <FunctionField<PaymentRecord>
            label={t('billing.payments.allocatedTo')}
            sortable={false}
            render={(payment) => <Allocations payment={payment} />}
          />
          <FunctionField<PaymentRecord>
            label={t('billing.payments.amount')}
            sortBy="amount"
            textAlign="right"
            render={(payment) => <strong>{amountOf(payment)}</strong>}
          />
          <FunctionField<PaymentRecord>
            label={t('billing.deposits.short')}
            sortable={false}
            render={(payment) =>
              payment.type === 'check'
                ? payment.bankDepositId
                  ? t('billing.deposits.done')
                  : t('billing.deposits.waiting')
                : ''
            }
          />
          <FunctionField<PaymentRecord>
            label=""
            sortable={false}
            render={(payment) => <CancelPayment payment={payment} />}
          />
        </ResponsiveList>
      </List>
      <BankDeposits />
      {recording && (
        <RecordPayment
          onClose={closeRecord}
          clientId={Number(params.get('clientId')) || null}
          documentId={Number(params.get('documentId')) || null}
        />
      )}
      {depositing && (
        <BankDepositDialog
          onClose={(saved) => {
            setDepositing(false);
            if (saved) refresh();
          }}
        />
      )}
    </>
  );
}
