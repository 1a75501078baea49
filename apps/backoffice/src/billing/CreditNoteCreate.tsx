import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf, tryToCents } from '@cuvee/kernel';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NotFound } from '../coming-soon/ComingSoon';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { documentPath, KIND_PAGES, usePermission, type DocumentDetail } from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';

/*
 * A draft credit note (facture d'avoir) on an issued invoice or deposit invoice: all of it, some of
 * its lines and quantities, or an amount spread over its VAT rates; when goods come back, the
 * warehouse they return to (the stock movement is written when the credit note is issued).
 */

type Mode = 'full' | 'lines' | 'amount';

interface Warehouse {
  id: number;
  name: string;
}

export function CreditNoteCreate({ invoiceId }: { invoiceId: number }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const can = usePermission();
  const navigate = useNavigate();
  const [invoice, setInvoice] = useState<DocumentDetail | null | undefined>(undefined);
  const [warehouses, setWarehouses] = useState<Warehouse[]>([]);
  const [mode, setMode] = useState<Mode>('full');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [label, setLabel] = useState('');
  const [goodsBack, setGoodsBack] = useState(false);
  const [warehouseId, setWarehouseId] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const seesStock = can('seeAllStock');

  useEffect(() => {
    let live = true;
    void quietApi
      .GET('/v1/billing-documents/{id}', { params: { path: { id: invoiceId } } })
      .then(({ data }) => {
        if (!live) return;
        setInvoice(data && (data.kind === 'invoice' || data.kind === 'deposit') && data.number ? data : null);
      });
    // The warehouses are the stock's (seeAllStock): without it, no goods come back from this screen.
    if (seesStock)
      void quietApi.GET('/v1/warehouses').then(({ data }) => {
        if (!live || !data) return;
        setWarehouses(data);
        const preferred = data.find((warehouse) => warehouse.isDefault) ?? data[0];
        if (preferred) setWarehouseId(String(preferred.id));
      });
    return () => {
      live = false;
    };
  }, [invoiceId, seesStock]);

  if (invoice === undefined) return <CircularProgress sx={{ m: 4 }} />;
  if (invoice === null) return <NotFound />;
  const left = invoice.totalTtc - invoice.credited;
  const hasGoods = invoice.lines.some((line) => line.kind === 'product');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const lines = Object.entries(quantities)
      .map(([position, quantity]) => ({ position: Number(position), quantity: Number(quantity) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
    const cents = tryToCents(amount);
    if (mode === 'lines' && !lines.length) return setError(t('billing.credit.noLines'));
    if (mode === 'amount' && !(cents && cents > 0))
      return setError(
        messageOf({ code: amount.trim() ? 'validation.numberFloat' : 'validation.needed' }, locale),
      );
    const { data } = await api.POST('/v1/credit-notes', {
      body: {
        invoiceId,
        mode,
        ...(mode === 'lines' ? { lines } : {}),
        ...(mode === 'amount' ? { amount: cents!, label: label.trim() || undefined } : {}),
        returnWarehouseId: goodsBack && mode !== 'amount' && warehouseId ? Number(warehouseId) : null,
        notes: notes.trim() || null,
      },
    });
    if (!data) return;
    showSuccess(t('billing.messages.saved'));
    navigate(documentPath('creditNote', data.id));
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ pb: 4, maxWidth: 1000 }}
      data-editor="creditNote"
    >
      <Button
        component={RouterLink}
        to={documentPath(invoice.kind, invoice.id)}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {t('billing.editor.cancel')}
      </Button>
      <PageHeader
        title={t('billing.credit.title', { number: invoice.number })}
        help="credit-notes"
        subtitle={`${invoice.buyer.name} · ${t('billing.credit.left', { amount: money(left), total: money(invoice.totalTtc) })}`}
      />
      <Card variant="outlined">
        <CardContent>
          <RadioGroup
            row
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
            sx={{ mb: 1 }}
          >
            <FormControlLabel value="full" control={<Radio />} label={t('billing.credit.full')} />
            <FormControlLabel value="lines" control={<Radio />} label={t('billing.credit.lines')} />
            <FormControlLabel value="amount" control={<Radio />} label={t('billing.credit.amount')} />
          </RadioGroup>
          {mode === 'full' && (
            <Typography variant="body2" color="text.secondary">
              {t('billing.credit.fullHint', { amount: money(left) })}
            </Typography>
          )}
          {mode === 'lines' && (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.lines.designation')}</TableCell>
                    <TableCell align="right">{t('billing.credit.invoiced')}</TableCell>
                    <TableCell align="right">{t('billing.lines.totalHt')}</TableCell>
                    <TableCell align="right">{t('billing.credit.givenBack')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invoice.lines.map((line) => (
                    <TableRow key={line.position}>
                      <TableCell>{line.label}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{money(line.ht)}</TableCell>
                      <TableCell align="right">
                        <TextField
                          size="small"
                          value={quantities[line.position] ?? ''}
                          onChange={(event) =>
                            setQuantities({ ...quantities, [line.position]: event.target.value })
                          }
                          slotProps={{
                            htmlInput: {
                              inputMode: 'numeric',
                              'aria-label': `${t('billing.credit.givenBack')} — ${line.label}`,
                            },
                          }}
                          placeholder="0"
                          sx={{ width: 80 }}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {mode === 'amount' && (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                label={t('billing.credit.amountField')}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                helperText={t('billing.credit.amountHint')}
                sx={{ maxWidth: 220 }}
              />
              <TextField
                label={t('billing.deposit.label')}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
                helperText=" "
                sx={{ flex: 1 }}
              />
            </Stack>
          )}
          {hasGoods && mode !== 'amount' && (
            <Box sx={{ mt: 2, p: 2, bgcolor: 'grey.50', borderRadius: 1 }} data-stock-return>
              <FormControlLabel
                control={
                  <Checkbox checked={goodsBack} onChange={(event) => setGoodsBack(event.target.checked)} />
                }
                label={t('billing.credit.goodsBack')}
                disabled={!warehouses.length}
              />
              {goodsBack && (
                <TextField
                  select
                  size="small"
                  label={t('billing.credit.warehouse')}
                  value={warehouseId}
                  onChange={(event) => setWarehouseId(event.target.value)}
                  sx={{ minWidth: 240, ml: { md: 2 } }}
                >
                  {warehouses.map((warehouse) => (
                    <MenuItem key={warehouse.id} value={String(warehouse.id)}>
                      {warehouse.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t(seesStock ? 'billing.credit.goodsBackHint' : 'billing.credit.noStockAccess')}
              </Typography>
            </Box>
          )}
          <TextField
            label={t('billing.fields.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            fullWidth
            multiline
            sx={{ mt: 2 }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button component={RouterLink} to={KIND_PAGES.creditNote}>
          {t('billing.editor.cancel')}
        </Button>
        <Button type="submit" variant="contained" data-save>
          {t('billing.actions.saveDraft')}
        </Button>
      </Stack>
    </Box>
  );
}
