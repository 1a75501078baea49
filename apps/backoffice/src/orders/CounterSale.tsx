import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RemoveIcon from '@mui/icons-material/Remove';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { formatLabel } from '@cuvee/kernel';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { api } from '../services';
import { draftLineOf, linesInput, useCatalogueSearch, useLivePrice, type DraftLine } from './order-lines';
import { usePaymentLabel, useShopId, type ProductRecord, type SalesPointRecord } from './orders-shared';
import { showSuccess } from '../common/notices';

/** A payment method a sales point takes (the API lists them as its DTO's enum). */
type Method = Schemas['SalesPointOrderDto']['paymentMethod'];

/**
 * /dashboard/salespoints/:id/new-order: the till, full screen and made for a tablet: big product tiles
 * (one touch adds a bottle), the basket priced by the server at the sales point's price list, the
 * payment methods it takes as big buttons, one button to take the money.
 */
export default function CounterSale() {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const paymentLabel = usePaymentLabel();
  const id = Number(useParams().id);
  const shopId = useShopId();
  const { data: point = null } = useGetOne<SalesPointRecord>('sales-points', { id, meta: { quiet: true } });
  const [text, setText] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [chosen, setMethod] = useState<Method | null>(null);
  // The first method the sales point takes until another is touched.
  const method = chosen ?? (point?.paymentMethods[0] as Method | undefined) ?? null;
  const [saving, setSaving] = useState(false);
  const products = useCatalogueSearch(shopId, text);
  const { price, pricing } = useLivePrice({ shopId, lines, salesPointId: id, enabled: point !== null });

  const add = (product: ProductRecord) =>
    setLines((before) => {
      const formatId = product.formats[0]?.id;
      const same = before.find((line) => line.product.id === product.id && line.formatId === formatId);
      return same
        ? before.map((line) => (line === same ? { ...line, quantity: line.quantity + 1 } : line))
        : [...before, draftLineOf(product, 1)];
    });
  const step = (key: string, delta: number) =>
    setLines((before) =>
      before.flatMap((line) =>
        line.key !== key
          ? [line]
          : line.quantity + delta <= 0
            ? []
            : [{ ...line, quantity: line.quantity + delta }],
      ),
    );
  const pay = async () => {
    if (!method) return;
    setSaving(true);
    try {
      const { data } = await api.POST('/v1/sales-points/{id}/orders', {
        params: { path: { id } },
        body: { lines: linesInput(lines), paymentMethod: method },
      });
      if (data) {
        showSuccess(t('orders.salesPoints.paid', { number: data.number }));
        setLines([]);
      }
    } finally {
      setSaving(false);
    }
  };
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 380px' },
        gap: 2,
        p: { xs: 1, md: 2 },
        minHeight: '100%',
      }}
      data-counter-sale
    >
      <Box sx={{ minWidth: 0 }}>
        <PageHeader
          title={point?.name ?? t('orders.salesPoints.sale')}
          actions={
            <IconButton
              component={RouterLink}
              to={`/dashboard/salespoints/${id}`}
              aria-label={t('orders.salesPoints.done')}
            >
              <ArrowBackIcon />
            </IconButton>
          }
        />
        <TextField
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('orders.create.searchProduct')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 2 }}
        />
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
          {products.map((product) => (
            <Paper key={product.id} variant="outlined" sx={{ overflow: 'hidden' }}>
              <ButtonBase
                onClick={() => add(product)}
                sx={{
                  width: '100%',
                  minHeight: 110,
                  p: 1.5,
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  flexDirection: 'column',
                }}
                data-tile={product.name}
              >
                <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{product.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {[product.vintage, product.formats[0] ? formatLabel(product.formats[0], locale) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </ButtonBase>
            </Paper>
          ))}
        </Box>
      </Box>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          position: { md: 'sticky' },
          top: { md: 16 },
          alignSelf: 'start',
          minHeight: { md: 'calc(100vh - 112px)' },
        }}
        data-basket
      >
        <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('orders.salesPoints.items', { count })}
          </Typography>
          {lines.length > 0 && <Button onClick={() => setLines([])}>{t('orders.salesPoints.clear')}</Button>}
        </Stack>
        {pricing ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {lines.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {t('orders.salesPoints.empty')}
            </Typography>
          )}
          {lines.map((line) => {
            const row = price?.lines.find((answer) => answer.idTmp === line.key);
            return (
              <Stack
                key={line.key}
                direction="row"
                alignItems="center"
                spacing={1}
                sx={{ py: 1 }}
                data-basket-line={line.product.name}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {line.product.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row ? money(row.totalTtc) : '—'}
                  </Typography>
                </Box>
                <IconButton onClick={() => step(line.key, -1)} aria-label="-" size="large">
                  <RemoveIcon />
                </IconButton>
                <Typography sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>
                  {line.quantity}
                </Typography>
                <IconButton onClick={() => step(line.key, 1)} aria-label="+" size="large">
                  <AddIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('orders.salesPoints.total')}</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-total-ttc>
            {money(price?.price.totalTTC ?? 0)}
          </Typography>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 2 }} role="radiogroup">
          {(point?.paymentMethods ?? []).map((key) => (
            <Button
              key={key}
              role="radio"
              aria-checked={method === key}
              variant={method === key ? 'contained' : 'outlined'}
              onClick={() => setMethod(key as Method)}
              sx={{ py: 1.5, lineHeight: 1.2 }}
            >
              {paymentLabel(key)}
            </Button>
          ))}
        </Box>
        <Button
          variant="contained"
          size="large"
          sx={{ py: 2, fontSize: 18 }}
          disabled={lines.length === 0 || !method || pricing || saving || !price}
          onClick={() => void pay()}
          data-pay
        >
          {t('orders.salesPoints.pay', { amount: money(price?.price.totalTTC ?? 0) })}
        </Button>
      </Paper>
    </Box>
  );
}
