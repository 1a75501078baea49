import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import Typography from '@mui/material/Typography';
import { messageOf, PAYMENT_TYPES, tryToCents, type PaymentType } from '@cuvee/kernel';
import { useEffect, useState, type FormEvent } from 'react';
import { useChoices } from '../crm/crm-shared';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { useIsSmall } from '../common/use-is-small';
import { day, listQuery, today, usePermission, type DocumentRecord } from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { ClientPicker, type ClientOption } from './pickers';

/*
 * Recording a payment (règlement) of any payment type against one or several of a client's open
 * invoices and deposits: partly, or beyond what is owed (the surplus becomes a client credit).
 */

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

export function RecordPayment({
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
