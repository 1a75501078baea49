import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CREDIT_STATUSES, messageOf, statusLabel, tryToCents } from '@cuvee/kernel';
import { usePopup } from '@cuvee/ui';
import { useState, type FormEvent } from 'react';
import {
  AutocompleteInput,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField as RaTextField,
  useRefresh,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import { api } from '../services';
import { useLocale } from '../session/use-session';
import { ResponsiveList } from '../common/ResponsiveList';
import {
  BillingHeader,
  GRID_SX,
  LIST_SX,
  ListActions,
  clientPath,
  CreditStatusChip,
  dayOf,
  documentPath,
  type CreditRecord,
} from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { ClientPicker, type ClientOption } from './pickers';
import { EmptyList } from '../common/EmptyList';

/*
 * /dashboard/payments/credits (seeAllPayment): the clients' credits (notes de crédit) — what a credit
 * note gave back beyond what was owed, an over-payment, or a credit granted by hand — with what is left
 * of each (statuses full, partial, empty, cancelled). A credit is spent by a payment of type "credit";
 * one nothing was spent from can be cancelled.
 */

function GrantCredit({ onClose }: { onClose: (saved: boolean) => void }) {
  const t = useT();
  const locale = useLocale();
  const [client, setClient] = useState<ClientOption | null>(null);
  const [amount, setAmount] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = tryToCents(amount);
    if (!client || !(cents && cents > 0)) return setError(messageOf({ code: 'validation.needed' }, locale));
    const { data } = await api.POST('/v1/client-credits', {
      body: { clientId: client.id, amount: cents, label: label.trim() || undefined },
    });
    if (!data) return;
    showSuccess(t('billing.credits.granted'));
    onClose(true);
  };
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('billing.credits.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ClientPicker value={client} onChange={setClient} error={!client ? error : undefined} />
            <TextField
              label={t('billing.payments.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(client && error)}
              helperText={client && error ? error : ' '}
              required
            />
            <TextField
              label={t('billing.deposit.label')}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{t('billing.editor.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('billing.credits.grant')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Origin({ credit }: { credit: CreditRecord }) {
  const t = useT();
  if (credit.origin === 'creditNote' && credit.documentId)
    return (
      <RouterLink
        to={documentPath('creditNote', credit.documentId)}
        onClick={(event) => event.stopPropagation()}
      >
        {t('billing.credits.origins.creditNote')}
      </RouterLink>
    );
  return <>{t(`billing.credits.origins.${credit.origin}`)}</>;
}

function CancelCredit({ credit }: { credit: CreditRecord }) {
  const t = useT();
  const popup = usePopup();
  const refresh = useRefresh();
  if (credit.status !== 'full') return null;
  const cancel = async () => {
    if (
      !(await popup({
        title: t('billing.credits.cancelTitle'),
        text: t('billing.credits.cancelText'),
        tone: 'error',
      }))
    )
      return;
    const { data } = await api.POST('/v1/client-credits/{id}/cancel', {
      params: { path: { id: credit.id } },
    });
    if (!data) return;
    showSuccess(t('billing.credits.cancelled'));
    refresh();
  };
  return (
    <Button size="small" color="error" onClick={() => void cancel()}>
      {t('billing.credits.cancel')}
    </Button>
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

export default function ClientCreditsPage() {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const refresh = useRefresh();
  const [granting, setGranting] = useState(false);
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label={t('billing.fields.status')}
      choices={CREDIT_STATUSES.map((status) => ({ id: status, name: statusLabel('credit', status, locale) }))}
      alwaysOn
    />,
    <ReferenceInput key="clientId" source="clientId" reference="clients" alwaysOn>
      <AutocompleteInput
        label={t('billing.fields.client')}
        optionText="displayName"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
  ];
  return (
    <>
      <BillingHeader title={t('billing.menu.clientCredits')} tabs="payments" />
      <List
        sx={LIST_SX}
        resource="client-credits"
        title={t('billing.menu.clientCredits')}
        filters={filters}
        actions={
          <ListActions>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGranting(true)}>
              {t('billing.credits.new')}
            </Button>
          </ListActions>
        }
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        storeKey="billing.credits"
        empty={false}
      >
        <ResponsiveList<CreditRecord>
          sx={GRID_SX}
          rowClick={false}
          empty={<EmptyList nothingYet={t('billing.credits.empty')} />}
          mobile={{
            primaryText: () => <ClientName />,
            secondaryText: (credit) =>
              `${dayOf(credit.createdAt)} · ${statusLabel('credit', credit.status, locale)}`,
            tertiaryText: (credit) => money(credit.remaining),
          }}
        >
          <FunctionField<CreditRecord>
            label={t('billing.credits.date')}
            sortBy="createdAt"
            render={(credit) => dayOf(credit.createdAt)}
          />
          <FunctionField label={t('billing.fields.client')} sortable={false} render={() => <ClientName />} />
          <FunctionField<CreditRecord>
            label={t('billing.credits.origin')}
            sortable={false}
            render={(credit) => <Origin credit={credit} />}
          />
          <RaTextField source="label" label={t('billing.deposit.label')} emptyText="—" sortable={false} />
          <FunctionField<CreditRecord>
            label={t('billing.credits.amount')}
            sortBy="amount"
            textAlign="right"
            render={(credit) => money(credit.amount)}
          />
          <FunctionField<CreditRecord>
            label={t('billing.credits.remaining')}
            sortBy="remaining"
            textAlign="right"
            render={(credit) => <strong>{money(credit.remaining)}</strong>}
          />
          <FunctionField<CreditRecord>
            label={t('billing.fields.status')}
            sortable={false}
            render={(credit) => <CreditStatusChip status={credit.status} />}
          />
          <FunctionField<CreditRecord>
            label=""
            sortable={false}
            render={(credit) => <CancelCredit credit={credit} />}
          />
        </ResponsiveList>
      </List>
      {granting && (
        <GrantCredit
          onClose={(saved) => {
            setGranting(false);
            if (saved) refresh();
          }}
        />
      )}
    </>
  );
}
