import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf, parseDecimalInput, tryToCents } from '@cuvee/kernel';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api, quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { documentPath, KIND_PAGES, listQuery, type DocumentRecord } from './billing-shared';
import { showSuccess } from '../common/notices';
import { useMoney } from '../common/formats';
import { ClientPicker, type ClientOption } from './pickers';

/*
 * A draft deposit invoice (facture d'acompte): on an order (&orderId=, from the order's page) or an
 * accepted quote that made none, a percent or an amount of its total (the API spreads it over the
 * VAT rates and deducts it from the final invoice), or a free amount for a client at one VAT rate.
 */

type Basis = 'order' | 'quote' | 'free';

export function DepositCreate() {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [quotes, setQuotes] = useState<DocumentRecord[]>([]);
  const orderId = Number(params.get('orderId')) || null;
  const [order, setOrder] = useState<{ number: string; totalTtc: number; clientName: string } | null>(null);
  const [basis, setBasis] = useState<Basis>(orderId ? 'order' : 'quote');
  const [quoteId, setQuoteId] = useState(params.get('quoteId') ?? '');
  const [share, setShare] = useState<'percent' | 'amount'>('percent');
  const [percent, setPercent] = useState('30');
  const [amount, setAmount] = useState('');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [vatRate, setVatRate] = useState('20');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    // The accepted quotes that made no order (services only): an order's deposit is asked on the order.
    void quietApi
      .GET('/v1/quotes', { params: { query: listQuery({ status: 'completed', latest: true }) } })
      .then(({ data }) => {
        if (!live || !data) return;
        const open = data.filter((quote) => quote.orderId === null);
        setQuotes(open);
        if (!open.length && !orderId) setBasis('free');
      });
    if (orderId)
      void quietApi.GET('/v1/orders/{id}', { params: { path: { id: orderId } } }).then(({ data }) => {
        if (live && data)
          setOrder({ number: data.number, totalTtc: data.totalTTC, clientName: data.clientName });
      });
    return () => {
      live = false;
    };
  }, [orderId]);

  const needed = messageOf({ code: 'validation.needed' }, locale);
  const notNumber = messageOf({ code: 'validation.numberFloat' }, locale);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const cents = amount.trim() ? tryToCents(amount) : null;
    if (basis === 'quote' && !quoteId) found.quote = needed;
    if (basis !== 'free' && share === 'percent' && !((parseDecimalInput(percent) ?? 0) > 0))
      found.percent = notNumber;
    if ((basis === 'free' || share === 'amount') && !(cents && cents > 0))
      found.amount = amount.trim() ? notNumber : needed;
    if (basis === 'free' && !client) found.client = needed;
    setErrors(found);
    if (Object.keys(found).length) return;
    const body =
      basis !== 'free'
        ? {
            source:
              basis === 'order'
                ? { kind: 'orders', ids: [orderId!] }
                : { kind: 'quote', ids: [Number(quoteId)] },
            ...(share === 'percent' ? { percent: parseDecimalInput(percent)! } : { amount: cents! }),
            label: label.trim() || undefined,
          }
        : {
            clientId: client!.id,
            amount: cents!,
            vatRate: parseDecimalInput(vatRate) ?? Number.NaN,
            label: label.trim() || undefined,
          };
    const { data } = await api.POST('/v1/deposit-invoices', { body });
    if (!data) return;
    showSuccess(t('billing.messages.saved'));
    navigate(documentPath('deposit', data.id));
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ pb: 4, maxWidth: 900 }}
      data-editor="deposit"
    >
      <Button
        component={RouterLink}
        to={KIND_PAGES.deposit}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {t('billing.editor.cancel')}
      </Button>
      <PageHeader title={t('billing.actions.new.deposit')} />
      <Card variant="outlined">
        <CardContent>
          <RadioGroup
            row
            value={basis}
            onChange={(event) => setBasis(event.target.value as Basis)}
            sx={{ mb: 2 }}
          >
            {orderId && (
              <FormControlLabel value="order" control={<Radio />} label={t('billing.deposit.onOrder')} />
            )}
            <FormControlLabel
              value="quote"
              control={<Radio />}
              label={t('billing.deposit.onQuote')}
              disabled={!quotes.length}
            />
            <FormControlLabel value="free" control={<Radio />} label={t('billing.deposit.free')} />
          </RadioGroup>
          {basis !== 'free' ? (
            <Stack spacing={2}>
              {basis === 'order' ? (
                <TextField
                  label={t('billing.deposit.order')}
                  value={order ? `${order.number} — ${order.clientName} — ${money(order.totalTtc)}` : ''}
                  slotProps={{ input: { readOnly: true } }}
                  helperText={t('billing.deposit.orderHint')}
                  data-deposit-order={orderId}
                />
              ) : (
                <TextField
                  select
                  label={t('billing.deposit.quote')}
                  value={quoteId}
                  onChange={(event) => setQuoteId(event.target.value)}
                  error={Boolean(errors.quote)}
                  helperText={errors.quote ?? t('billing.deposit.quoteHint')}
                >
                  {quotes.map((quote) => (
                    <MenuItem key={quote.id} value={String(quote.id)}>
                      {`${quote.number ?? ''} — ${quote.buyer.name} — ${money(quote.totalTtc)}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <RadioGroup
                row
                value={share}
                onChange={(event) => setShare(event.target.value as 'percent' | 'amount')}
              >
                <FormControlLabel value="percent" control={<Radio />} label={t('billing.deposit.percent')} />
                <FormControlLabel value="amount" control={<Radio />} label={t('billing.deposit.amount')} />
              </RadioGroup>
              {share === 'percent' ? (
                <TextField
                  label={t('billing.deposit.percentField')}
                  value={percent}
                  onChange={(event) => setPercent(event.target.value)}
                  error={Boolean(errors.percent)}
                  helperText={errors.percent ?? ' '}
                  sx={{ maxWidth: 200 }}
                />
              ) : (
                <TextField
                  label={t('billing.deposit.amountField')}
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  error={Boolean(errors.amount)}
                  helperText={errors.amount ?? ' '}
                  sx={{ maxWidth: 200 }}
                />
              )}
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <ClientPicker value={client} onChange={setClient} error={errors.client} />
              <TextField
                label={t('billing.deposit.amountField')}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? ' '}
                sx={{ maxWidth: 200 }}
              />
              <TextField
                label={t('billing.lines.vatRate')}
                value={vatRate}
                onChange={(event) => setVatRate(event.target.value)}
                helperText=" "
                sx={{ maxWidth: 120 }}
              />
            </Stack>
          )}
          <TextField
            label={t('billing.deposit.label')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            helperText={t('billing.deposit.labelHint')}
            fullWidth
            sx={{ mt: 2 }}
          />
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button component={RouterLink} to={KIND_PAGES.deposit}>
          {t('billing.editor.cancel')}
        </Button>
        <Button type="submit" variant="contained" data-save>
          {t('billing.actions.saveDraft')}
        </Button>
      </Stack>
    </Box>
  );
}
