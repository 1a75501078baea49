import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { messageOf, parisDateOf, PAYMENT_TYPES, tryToCents, type PaymentType } from '@cuvee/kernel';
import { usePopup } from '@cuvee/ui';
import { useEffect, useState, type FormEvent } from 'react';
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
import { api, quietApi } from '../services';
import { useLocale } from '../session/use-session';
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
  listQuery,
  usePermission,
  type BankDepositRecord,
  type DocumentRecord,
  type PaymentRecord,
} from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { ClientPicker, type ClientOption } from './pickers';

/*
 * /dashboard/payments (seeAllPayment): the payments received (règlements) of any spec payment type,
 * recorded against one or several invoices of a client — partly, or beyond what is owed (the surplus
 * becomes a client credit) — and the cheques put in bank deposit batches (remises de chèques).
 */

const today = () => parisDateOf(new Date());

/** The client's issued invoices and deposits still owed, oldest due first. */
async function openDocuments(clientId: number): Promise<DocumentRecord[]> {
  const { data } = await quietApi.GET('/v1/billing-documents', {
    params: {
      query: listQuery({ clientId, kind: ['invoice', 'deposit'], status: ['generated', 'incomplete'] }, 100, [
        'dueDate',
        'ASC',
      ]),
    },
  });
  return data ?? [];
}

function RecordPayment({
  onClose,
  clientId,
  documentId,
}: {
  onClose: (saved: boolean) => void;
  clientId: number | null;
  documentId: number | null;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const choices = useChoices();
  const can = usePermission();
  const fullScreen = useIsSmall();
  // Choosing the invoices needs to read them (seeAllOrder); without it the API pays the oldest first.
  const readsDocuments = can('seeAllOrder');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [type, setType] = useState<PaymentType>('transfer');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today());
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [manual, setManual] = useState(documentId !== null && readsDocuments);
  const [documents, setDocuments] = useState<DocumentRecord[]>([]);
  const [shares, setShares] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    if (clientId !== null)
      void quietApi.GET('/v1/clients/{id}', { params: { path: { id: clientId } } }).then(({ data }) => {
        if (live && data) setClient({ id: data.id, displayName: data.displayName, email: data.email });
      });
    return () => {
      live = false;
    };
  }, [clientId]);

  useEffect(() => {
    let live = true;
    setDocuments([]);
    if (client && readsDocuments)
      void openDocuments(client.id).then((found) => {
        if (!live) return;
        setDocuments(found);
        const asked = found.find((document) => document.id === documentId);
        if (asked) {
          setShares({ [asked.id]: String(asked.outstanding / 100) });
          setAmount((before) => before || String(asked.outstanding / 100));
        }
      });
    return () => {
      live = false;
    };
  }, [client, readsDocuments, documentId]);

  const cents = tryToCents(amount) ?? 0;
  const allocations = manual
    ? Object.entries(shares)
        .map(([id, share]) => ({ documentId: Number(id), amount: tryToCents(share) ?? 0 }))
        .filter((allocation) => allocation.amount > 0)
    : [];
  const allocated = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  const owed = documents.reduce((sum, document) => sum + document.outstanding, 0);
  // What the allocations (or, automatically, what is owed) leave over: it becomes client credit.
  const surplus = Math.max(0, cents - (manual ? allocated : owed));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!client || !(cents > 0))
      return setError(messageOf({ code: client ? 'validation.numberFloat' : 'validation.needed' }, locale));
    setSaving(true);
    try {
      const { data } = await api.POST('/v1/payments', {
        body: {
          clientId: client.id,
          type,
          amount: cents,
          receivedOn,
          reference: reference.trim() || undefined,
          notes: notes.trim() || undefined,
          ...(manual ? { allocations } : {}),
        },
      });
      if (!data) return;
      showSuccess(
        data.overpayment > 0
          ? t('billing.payments.recordedWithCredit', { amount: money(data.overpayment) })
          : t('billing.payments.recorded'),
      );
      onClose(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate data-form="payment">
        <DialogTitle>{t('billing.payments.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ClientPicker value={client} onChange={setClient} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('billing.payments.type')}
                value={type}
                onChange={(event) => setType(event.target.value as PaymentType)}
                sx={{ minWidth: 220 }}
              >
                {choices(PAYMENT_TYPES).map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('billing.payments.amount')}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                required
              />
              <TextField
                type="date"
                label={t('billing.payments.receivedOn')}
                value={receivedOn}
                onChange={(event) => setReceivedOn(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <TextField
              label={t('billing.payments.reference')}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              helperText={t('billing.payments.referenceHint')}
            />
            {client && readsDocuments && (
              <Box>
                <RadioGroup
                  row
                  value={manual ? 'manual' : 'auto'}
                  onChange={(event) => setManual(event.target.value === 'manual')}
                >
                  <FormControlLabel value="auto" control={<Radio />} label={t('billing.payments.auto')} />
                  <FormControlLabel value="manual" control={<Radio />} label={t('billing.payments.manual')} />
                </RadioGroup>
                {documents.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('billing.payments.nothingOwed')}
                  </Typography>
                ) : (
                  <Table size="small" data-open-documents>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('billing.fields.number')}</TableCell>
                        <TableCell>{t('billing.fields.dueDate')}</TableCell>
                        <TableCell align="right">{t('billing.fields.outstanding')}</TableCell>
                        {manual && <TableCell align="right">{t('billing.payments.share')}</TableCell>}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {documents.map((document) => (
                        <TableRow key={document.id}>
                          <TableCell>{document.number}</TableCell>
                          <TableCell>{day(document.dueDate)}</TableCell>
                          <TableCell align="right">{money(document.outstanding)}</TableCell>
                          {manual && (
                            <TableCell align="right">
                              <TextField
                                size="small"
                                value={shares[document.id] ?? ''}
                                onChange={(event) =>
                                  setShares({ ...shares, [document.id]: event.target.value })
                                }
                                slotProps={{
                                  htmlInput: {
                                    inputMode: 'decimal',
                                    'aria-label': `${t('billing.payments.share')} ${document.number ?? ''}`,
                                  },
                                }}
                                sx={{ width: 110 }}
                              />
                            </TableCell>
                          )}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Box>
            )}
            {surplus > 0 && cents > 0 && (
              <Alert severity="info" data-surplus>
                {t('billing.payments.surplus', { amount: money(surplus) })}
              </Alert>
            )}
            {manual && allocated > cents && (
              <Alert severity="warning">{t('billing.payments.overAllocated')}</Alert>
            )}
            <TextField
              label={t('billing.payments.notes')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{t('billing.editor.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving} data-save>
            {t('billing.payments.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A batch of cheques for the bank: the cheques not deposited yet, all ticked. */
function BankDepositDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const t = useT();
  const money = useMoney();
  const [cheques, setCheques] = useState<PaymentRecord[] | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [depositedOn, setDepositedOn] = useState(today());
  const [reference, setReference] = useState('');
  useEffect(() => {
    let live = true;
    void quietApi
      .GET('/v1/payments', {
        params: { query: listQuery({ type: 'check', deposited: false }, 100, ['receivedOn', 'ASC']) },
      })
      .then(({ data }) => {
        if (!live || !data) return;
        setCheques(data);
        setPicked(new Set(data.map((cheque) => cheque.id)));
      });
    return () => {
      live = false;
    };
  }, []);
  const total = (cheques ?? [])
    .filter((cheque) => picked.has(cheque.id))
    .reduce((sum, cheque) => sum + cheque.amount, 0);
  const save = async () => {
    const { data } = await api.POST('/v1/bank-deposits', {
      body: { paymentIds: [...picked], depositedOn, reference: reference.trim() || undefined },
    });
    if (!data) return;
    showSuccess(t('billing.deposits.saved', { count: data.count, amount: money(data.total) }));
    onClose(true);
  };
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>{t('billing.deposits.new')}</DialogTitle>
      <DialogContent>
        {cheques?.length === 0 ? (
          <Typography color="text.secondary">{t('billing.deposits.none')}</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Table size="small">
              <TableBody>
                {(cheques ?? []).map((cheque) => (
                  <TableRow key={cheque.id}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={picked.has(cheque.id)}
                        onChange={(event) => {
                          const next = new Set(picked);
                          if (event.target.checked) next.add(cheque.id);
                          else next.delete(cheque.id);
                          setPicked(next);
                        }}
                      />
                    </TableCell>
                    <TableCell>{day(cheque.receivedOn)}</TableCell>
                    <TableCell>{cheque.reference ?? '—'}</TableCell>
                    <TableCell align="right">{money(cheque.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>
              {t('billing.deposits.total', { count: picked.size, amount: money(total) })}
            </Typography>
            <Stack direction="row" spacing={2}>
              <TextField
                type="date"
                label={t('billing.deposits.depositedOn')}
                value={depositedOn}
                onChange={(event) => setDepositedOn(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={t('billing.payments.reference')}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('billing.editor.cancel')}</Button>
        <Button variant="contained" disabled={picked.size === 0} onClick={() => void save()}>
          {t('billing.deposits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CancelPayment({ payment }: { payment: PaymentRecord }) {
  const t = useT();
  const popup = usePopup();
  const refresh = useRefresh();
  if (payment.bankDepositId) return null;
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

function BankDeposits() {
  const t = useT();
  const money = useMoney();
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('billing.deposits.title')}
      </Typography>
      <List
        resource="bank-deposits"
        sort={{ field: 'depositedOn', order: 'DESC' }}
        perPage={10}
        exporter={false}
        actions={false}
        disableSyncWithLocation
        storeKey={false}
        title=" "
        empty={false}
      >
        <ResponsiveList<BankDepositRecord>
          sx={GRID_SX}
          rowClick={false}
          empty={<Box sx={{ p: 2 }}>{t('billing.deposits.empty')}</Box>}
          mobile={{
            primaryText: (batch) => `${day(batch.depositedOn)} · ${batch.reference ?? '—'}`,
            secondaryText: (batch) => `${batch.count} ${t('billing.deposits.cheques').toLowerCase()}`,
            tertiaryText: (batch) => money(batch.total),
          }}
        >
          <FunctionField<BankDepositRecord>
            label={t('billing.deposits.depositedOn')}
            render={(batch) => day(batch.depositedOn)}
            sortBy="depositedOn"
          />
          <RaTextField
            source="reference"
            label={t('billing.payments.reference')}
            emptyText="—"
            sortable={false}
          />
          <FunctionField<BankDepositRecord>
            label={t('billing.deposits.cheques')}
            render={(batch) => batch.count}
            sortable={false}
          />
          <FunctionField<BankDepositRecord>
            label={t('billing.payments.amount')}
            render={(batch) => money(batch.total)}
            sortBy="total"
            textAlign="right"
          />
        </ResponsiveList>
      </List>
    </Box>
  );
}

export default function PaymentsPage() {
  const t = useT();
  const small = useIsSmall();
  const money = useMoney();
  const labelOf = useLabelOf();
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
          empty={<Box sx={{ p: 2 }}>{t('billing.payments.empty')}</Box>}
          mobile={{
            primaryText: (payment) => <ClientName key={payment.id} />,
            secondaryText: (payment) =>
              `${day(payment.receivedOn)} · ${labelOf(PAYMENT_TYPES, payment.type)}${payment.reference ? ` · ${payment.reference}` : ''}`,
            tertiaryText: (payment) => money(payment.amount),
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
            render={(payment) => labelOf(PAYMENT_TYPES, payment.type)}
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
            render={(payment) => <strong>{money(payment.amount)}</strong>}
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
