import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { chosenCreditFailure, PAYMENT_DELAYS, type PaymentDelay } from '@cuvee/kernel';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api } from '../services';
import { centsOfText, eurosText, SALES_SETTINGS } from '../sales-settings/use-sales-settings';
import { useAuthenticated, useLocale } from '../session/use-session';
import { ClientPicker, type ClientRecord } from './client-picker';
import {
  draftLineOf,
  LinesEditor,
  linesInput,
  PriceSummary,
  ProductPicker,
  useLivePrice,
  type DraftLine,
} from './order-lines';
import { orderPath, usePaymentLabel, useShopId } from './orders-shared';
import { showSuccess } from '../common/notices';

type Delivery = Schemas['DeliverySettingsDto'];
const OFFLINE_METHODS = ['transfer', 'check', 'cash', 'bill', 'payLater'] as const;
type OfflineMethod = (typeof OFFLINE_METHODS)[number];

/**
 * The shop's delivery types and collection points: its settings for owners and collaborators, what
 * its buyers are offered (GET /v1/checkout-options) for agents, who do not read the settings.
 */
export function useShopDelivery(shopId: number | null): Delivery | null {
  const { user } = useAuthenticated();
  const data = useBackofficeData();
  const readsSettings = user.role === 'owner' || user.role === 'iam';
  const settings = useQuery({
    queryKey: SALES_SETTINGS,
    queryFn: () => data.salesSettings(),
    enabled: shopId !== null && readsSettings,
  });
  const offered = useQuery({
    queryKey: ['checkout-options', shopId],
    queryFn: () => data.checkoutOptions(shopId!),
    enabled: shopId !== null && !readsSettings,
  });
  return (readsSettings ? settings.data : offered.data)?.delivery ?? null;
}

/** A delivery choice as one select value: "type:<ref>", "point:<ref>" or "" for none. */
function shippingOf(choice: string, delivery: Delivery | null) {
  if (choice.startsWith('type:')) {
    const ref = choice.slice(5);
    return {
      type: delivery?.options.find((option) => option.ref === ref)?.type ?? null,
      ref,
      collectionPoint: null,
    };
  }
  if (choice.startsWith('point:')) return { type: null, ref: null, collectionPoint: choice.slice(6) };
  return { type: null, ref: null, collectionPoint: null };
}

/**
 * /dashboard/orders/add: an order for a client of the shop (owners, collaborators and agents with
 * createOrder), priced live by the server at the client's price list. `?subType=bill` an order to be
 * invoiced at once; `?clientId=` preselects the client (tour mode). `?subType=quote` (the kernel's
 * named route) opens the quote form, which is billing's: one "Nouveau devis" form, not two.
 */
export default function OrderCreate() {
  const [params] = useSearchParams();
  if (params.get('subType') !== 'quote') return <OrderForm />;
  const clientId = Number(params.get('clientId')) || null;
  return <Navigate replace to={`/dashboard/orders/quotes?new${clientId ? `&clientId=${clientId}` : ''}`} />;
}

function OrderForm() {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const navigate = useNavigate();
  const paymentLabel = usePaymentLabel();
  const [params] = useSearchParams();
  const subType = params.get('subType') === 'bill' ? 'bill' : null;
  const initialClientId = Number(params.get('clientId')) || null;
  const shopId = useShopId();
  const delivery = useShopDelivery(shopId);
  const [client, setClient] = useState<ClientRecord | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [choice, setChoice] = useState('');
  const [method, setMethod] = useState<OfflineMethod>('transfer');
  const [delay, setDelay] = useState<PaymentDelay>('days30');
  const [buyerNotes, setBuyerNotes] = useState('');
  const [sellerNotes, setSellerNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [useCredit, setUseCredit] = useState(false);
  const [creditText, setCreditText] = useState('');
  const title = t(subType === 'bill' ? 'orders.create.billTitle' : 'orders.create.title');

  // A client who pays in a known way gets it by default.
  useEffect(() => {
    const usual = client?.paymentType;
    if (usual && (OFFLINE_METHODS as readonly string[]).includes(usual)) setMethod(usual as OfflineMethod);
    setUseCredit(false);
  }, [client]);

  const deferred = method === 'bill' || method === 'payLater';
  const shipping = shippingOf(choice, delivery);
  const { price, pricing } = useLivePrice({
    shopId,
    lines,
    clientId: client?.id ?? null,
    shipping,
    paymentType: method,
    enabled: client !== null,
  });
  const credit = useClientCredit(client?.id ?? null, useCredit, creditText, price?.price.totalTTC ?? null);
  const blocked =
    !client ||
    lines.length === 0 ||
    saving ||
    pricing ||
    (price?.missing.length ?? 0) > 0 ||
    credit.error !== null;

  const submit = async () => {
    if (!client) return;
    setSaving(true);
    try {
      const { data } = await api.POST('/v1/orders', {
        body: {
          clientId: client.id,
          ...(subType ? { subType } : {}),
          lines: linesInput(lines),
          delivery: { ...shipping },
          paymentMethod: method,
          ...(deferred ? { paymentDelay: delay } : {}),
          ...(credit.spent > 0 ? { creditAmount: credit.spent } : {}),
          ...(buyerNotes.trim() ? { buyerNotes: buyerNotes.trim() } : {}),
          ...(sellerNotes.trim() ? { sellerNotes: sellerNotes.trim() } : {}),
        },
      });
      if (data) {
        showSuccess(t('orders.create.created', { number: data.number }));
        navigate(orderPath(data.id));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-order-create={subType ?? 'order'}>
      <PageHeader title={title} />
      {subType === 'bill' && (
        <Alert severity="info" sx={{ mb: 2 }} data-bill-now>
          {t('orders.show.billNow')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent>
              <ClientPicker
                label={t('orders.create.client')}
                helperText={t('orders.create.clientHelp')}
                value={client}
                onChange={setClient}
                initialId={initialClientId}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <ProductPicker
                shopId={shopId}
                disabled={!client}
                onPick={(product) =>
                  setLines((before) => [
                    ...before,
                    draftLineOf(product, product.productType === 'bottle' ? 6 : 1),
                  ])
                }
              />
              {!client && (
                <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
                  {t('orders.create.pickClient')}
                </Typography>
              )}
              <Box sx={{ mt: 2 }}>
                <LinesEditor lines={lines} onChange={setLines} price={price} />
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  select
                  label={t('orders.create.delivery')}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                  data-delivery-choice
                >
                  <MenuItem value="">{t('orders.create.deliveryNone')}</MenuItem>
                  {delivery?.options.map((option) => (
                    <MenuItem key={option.ref} value={`type:${option.ref}`}>
                      {option.label}
                    </MenuItem>
                  ))}
                  {delivery?.collectionPoints.map((point) => (
                    <MenuItem key={point.ref} value={`point:${point.ref}`}>
                      {t('orders.show.collectionPoint', { name: point.name })}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack direction="row" spacing={1}>
                  <TextField
                    select
                    fullWidth
                    label={t('orders.create.payment')}
                    value={method}
                    onChange={(event) => setMethod(event.target.value as OfflineMethod)}
                    data-payment-choice
                  >
                    {OFFLINE_METHODS.map((key) => (
                      <MenuItem key={key} value={key}>
                        {paymentLabel(key)}
                      </MenuItem>
                    ))}
                  </TextField>
                  {deferred && (
                    <TextField
                      select
                      fullWidth
                      label={t('orders.create.paymentDelay')}
                      value={delay}
                      onChange={(event) => setDelay(event.target.value as PaymentDelay)}
                    >
                      {PAYMENT_DELAYS.filter((d) => d.key !== 'atOrder').map((d) => (
                        <MenuItem key={d.key} value={d.key}>
                          {d[locale]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Stack>
                {credit.available > 0 && (
                  <Box sx={{ gridColumn: '1 / -1' }} data-client-credit={credit.available}>
                    <Typography sx={{ fontWeight: 600 }} data-credit-available>
                      {t('orders.create.creditAvailable', { amount: money(credit.available) })}
                    </Typography>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={useCredit}
                            onChange={(event) => {
                              setUseCredit(event.target.checked);
                              // All of it by default, as far as the order goes.
                              if (event.target.checked) setCreditText(eurosText(credit.proposed));
                            }}
                            data-use-credit
                          />
                        }
                        label={t('orders.create.useCredit')}
                      />
                      {useCredit && (
                        <TextField
                          label={t('orders.create.creditAmount')}
                          value={creditText}
                          onChange={(event) => setCreditText(event.target.value)}
                          error={credit.error !== null}
                          helperText={credit.error ?? credit.help}
                          slotProps={{
                            htmlInput: { inputMode: 'decimal', 'data-credit-amount': true },
                            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                          }}
                          size="small"
                        />
                      )}
                    </Stack>
                  </Box>
                )}
                <TextField
                  label={t('orders.create.buyerNotes')}
                  value={buyerNotes}
                  onChange={(event) => setBuyerNotes(event.target.value)}
                  multiline
                  minRows={2}
                />
                <TextField
                  label={t('orders.create.sellerNotes')}
                  value={sellerNotes}
                  onChange={(event) => setSellerNotes(event.target.value)}
                  multiline
                  minRows={2}
                />
              </Box>
            </CardContent>
          </Card>
        </Stack>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <PriceSummary
            price={price}
            pricing={pricing}
            footer={
              <Button
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 2 }}
                disabled={blocked}
                onClick={() => void submit()}
                data-submit-order
              >
                {t('orders.create.submit')}
              </Button>
            }
          />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The client's credit on the order form (docs/sales.md): what they hold (GET
 * /v1/orders/client-credit), the amount the seller chose in cents, and why it cannot be spent — not
 * above what the client holds nor the order's TTC, the rules the server checks again when it saves.
 */
function useClientCredit(
  clientId: number | null,
  using: boolean,
  text: string,
  total: number | null,
): { available: number; proposed: number; spent: number; error: string | null; help: string } {
  const t = useT();
  const money = useMoney();
  const data = useBackofficeData();
  // Quiet: the form works without it (no credit shown), as the live price does.
  const held = useQuery({
    queryKey: ['order-client-credit', clientId],
    queryFn: () => data.orderClientCredit(clientId!),
    enabled: clientId !== null,
  });
  const available = clientId === null ? 0 : (held.data ?? 0);
  const proposed = Math.min(available, total ?? available);
  if (!using || available === 0) return { available, proposed, spent: 0, error: null, help: '' };
  const cents = centsOfText(text);
  // The API's own rule (kernel), said in the form's words.
  const refused = cents === undefined || cents === null ? null : chosenCreditFailure(cents, available, total);
  const error =
    cents === undefined || (cents !== null && cents < 0)
      ? t('orders.create.creditInvalid')
      : refused === 'sales.creditAboveAvailable'
        ? t('orders.create.creditAboveAvailable', { amount: money(available) })
        : refused === 'sales.creditAboveTotal'
          ? t('orders.create.creditAboveTotal', { amount: money(total ?? 0) })
          : null;
  const spent = error === null ? (cents ?? 0) : 0;
  const help = t(spent > 0 && spent === total ? 'orders.create.creditCovers' : 'orders.create.creditHelp');
  return { available, proposed, spent, error, help };
}
