import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  DEPOSITABLE_ORDER_STATUSES,
  hasPermission,
  INVOICEABLE_ORDER_STATUSES,
  type OrderStatus,
  type Permission,
} from '@cuvee/kernel';
import { type ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { documentPath, KIND_PAGES } from '../billing/billing-shared';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useIdParam } from '../common/use-id-param';
import { NotFound } from '../coming-soon/ComingSoon';
import { useT } from '../i18n';
import { useAuthenticated, useGuardUser } from '../session/use-session';
import { Panel } from '../common/Panel';
import { StatusChip, usePaymentLabel, type OrderDetail } from './orders-shared';
import { OrderTimeline } from './OrderTimeline';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderRefundsPanel, useOrderRefunds } from './OrderRefunds';
import { OrderShipmentsPanel, useOrderShipments } from './OrderShipments';
import { useOrderMoves } from './use-order-moves';

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ py: 0.25 }}>
      <Typography color="text.secondary" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** An address as stored on the order (its own copy: a later change of the client's never moves it). */
function AddressText({ address }: { address: Record<string, unknown> }) {
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[
        text('name'),
        text('street'),
        text('street2'),
        `${text('zipcode')} ${text('city')}`.trim(),
        text('country'),
      ]
        .filter(Boolean)
        .join('\n')}
    </Typography>
  );
}

/** Not invoiced yet, and in one of `statuses` (the order's status comes typed as a plain string). */
function billableIn(statuses: readonly string[], order: OrderDetail): boolean {
  return order.invoiceId === null && statuses.includes(order.status);
}

/** What the caller may do, as the API checks it: role and permission, then the lifecycle's next moves. */
function useAllowed(order: OrderDetail | null) {
  const user = useGuardUser();
  const may = (permission: Permission) =>
    user !== null && (user.role === 'owner' || user.role === 'iam') && hasPermission(user.access, permission);
  const next = (status: string) =>
    (order?.nextStatuses as readonly string[] | undefined)?.includes(status) ?? false;
  return {
    validate: may('createOrder') && next('validated'),
    refuse: may('createOrder') && order?.status === 'pending',
    cancel: may('createOrder') && next('cancelled'),
    place:
      user !== null &&
      user.role !== 'buyer' &&
      hasPermission(user.access, 'createOrder') &&
      order?.subType === 'quote' &&
      order.status === 'draft',
    delivery:
      may('manageDelivery') &&
      (order?.status === 'validated' || order?.status === 'invoiced') &&
      order.nextDeliveryStatuses.length > 0,
    payment: may('seeAllPayment') && (order?.nextPaymentStatuses.length ?? 0) > 0,
    // The statuses billing takes an order in (kernel), as the API's 'orders' source checks them.
    invoice: may('billOrder') && order?.kind === 'order' && billableIn(INVOICEABLE_ORDER_STATUSES, order),
    deposit: may('billOrder') && order?.kind === 'order' && billableIn(DEPOSITABLE_ORDER_STATUSES, order),
    ship: may('manageDelivery'),
    // Card refunds are money: seeAllPayment, as the API's refunds routes ask.
    refunds: may('seeAllPayment'),
    // An accepted quote's order is invoiced whole, at its quote's lines (docs/sales.md).
    invoiceShipment:
      may('billOrder') &&
      order?.kind === 'order' &&
      order.quoteId === null &&
      INVOICEABLE_ORDER_STATUSES.includes(order.status as OrderStatus),
  };
}

/**
 * /dashboard/orders/:id: the order as placed (lines at their snapshot prices, totals, delivery and
 * payment chosen, notes, timeline), with the moves the caller may make: validate (captures the card),
 * refuse, cancel, turn a quote into an order, delivery and offline payment statuses, and its shipments
 * (recorded and invoiced one by one).
 */
export default function OrderShow() {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const paymentLabel = usePaymentLabel();
  const { user } = useAuthenticated();
  const id = useIdParam();
  const {
    data: order,
    isPending,
    refetch,
  } = useGetOne<OrderDetail>('orders', { id: id ?? 0, meta: { quiet: true } }, { enabled: id !== null });
  const { busy, place, validate, invoice, decide, setDelivery, setPayment } = useOrderMoves(order, refetch);
  const allowed = useAllowed(order ?? null);
  const shipments = useOrderShipments(order);
  const refunds = useOrderRefunds(order, allowed.refunds, refetch);

  if (id === null) return <NotFound />;
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (!order)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {t('orders.show.notFound')}
      </Alert>
    );

  const paymentStatusLabel: Record<string, string> = {
    paid: t('orders.actions.paid'),
    partial: t('orders.actions.partial'),
    missing: t('orders.actions.missing'),
    cancelled: t('orders.actions.paymentCancelled'),
  };
  const buyer = user.role === 'buyer';
  const delivery = order.delivery;

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-order-number={order.number}>
      <Button
        component={RouterLink}
        to="/dashboard/orders"
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {t('orders.show.back')}
      </Button>
      <PageHeader
        title={order.number}
        subtitle={[
          t('orders.show.placedOn', { date: dateTime(order.placedAt ?? order.createdAt) }),
          buyer ? order.sellerName : order.clientName,
          t(`orders.channel.${order.channel as 'shop'}`),
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-order-actions>
            {allowed.place && (
              <Button variant="contained" disabled={busy} onClick={place}>
                {t('orders.actions.place')}
              </Button>
            )}
            {allowed.validate && (
              <Button variant="contained" startIcon={<CheckIcon />} disabled={busy} onClick={validate}>
                {t('orders.actions.validate')}
              </Button>
            )}
            {allowed.invoice && shipments.data?.invoicing !== 'perShipment' && (
              <Button
                variant="contained"
                startIcon={<ReceiptLongOutlinedIcon />}
                disabled={busy}
                onClick={invoice}
              >
                {t('orders.actions.invoice')}
              </Button>
            )}
            {allowed.deposit && (
              <Button
                variant="outlined"
                disabled={busy}
                component={RouterLink}
                to={`${KIND_PAGES.deposit}?new&orderId=${order.id}`}
              >
                {t('orders.actions.deposit')}
              </Button>
            )}
            {allowed.refuse && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<CloseIcon />}
                disabled={busy}
                onClick={() => void decide('refuse')}
              >
                {t('orders.actions.refuse')}
              </Button>
            )}
            {allowed.cancel && (
              <Button color="error" disabled={busy} onClick={() => void decide('cancel')}>
                {t('orders.actions.cancel')}
              </Button>
            )}
          </Stack>
        }
      >
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
          {(
            [
              ['order', order.status],
              ['delivery', order.deliveryStatus],
              ['payment', order.paymentStatus],
            ] as const
          ).map(([set, status]) => (
            <Stack key={set} direction="row" spacing={0.75} alignItems="center">
              <Typography variant="body2" color="text.secondary">
                {t(`orders.show.kinds.${set}`)}
              </Typography>
              <StatusChip set={set} status={status} size="medium" />
            </Stack>
          ))}
        </Stack>
        {order.imported && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-imported>
            {t('orders.show.imported', { id: order.importId ?? '' })}
          </Typography>
        )}
      </PageHeader>

      {(order.quoteId || order.invoiceId) && (
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mb: 2 }} data-order-documents>
          {order.quoteId && (
            <Link component={RouterLink} to={documentPath('quote', order.quoteId)} data-order-quote>
              {t('orders.show.fromQuote')}
            </Link>
          )}
          {order.invoiceId && (
            <Link component={RouterLink} to={documentPath('invoice', order.invoiceId)} data-order-invoice>
              {t('orders.show.invoice', { number: order.invoiceNumber ?? '' })}
            </Link>
          )}
        </Stack>
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
          <Panel title={t('orders.show.lines')} data-block="lines">
            <OrderLinesTable order={order} />
          </Panel>
          {!buyer && shipments.data && (
            <OrderShipmentsPanel
              order={order}
              shipments={shipments.data}
              canShip={allowed.ship}
              canInvoice={allowed.invoiceShipment}
              onChange={() => Promise.all([refetch(), shipments.refetch()])}
            />
          )}
          {!buyer && refunds.data && (
            <OrderRefundsPanel
              order={order}
              refunds={refunds.data}
              onChange={() => Promise.all([refetch(), refunds.refetch()])}
            />
          )}
          <Panel title={t('orders.show.totals')} data-block="totals">
            {order.promoAmount > 0 && (
              <Line label={t('orders.show.promo')} value={`− ${money(order.promoAmount)}`} />
            )}
            <Line
              label={t('orders.show.shipping')}
              value={
                order.franco ? `${money(order.shipping)} · ${t('orders.show.franco')}` : money(order.shipping)
              }
            />
            <Line label={t('orders.show.totalHT')} value={money(order.totalHT)} strong />
            {order.totalDuties > 0 && (
              <Line label={t('orders.show.duties')} value={money(order.totalDuties)} />
            )}
            {order.vatByRate.map((row) => (
              <Line
                key={row.rate}
                label={t('orders.show.vatRow', { rate: row.rate })}
                value={money(row.vat)}
              />
            ))}
            <Divider sx={{ my: 1 }} />
            <Stack direction="row" justifyContent="space-between" alignItems="baseline">
              <Typography sx={{ fontWeight: 700 }}>{t('orders.show.totalTTC')}</Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-total-ttc>
                {money(order.totalTTC)}
              </Typography>
            </Stack>
          </Panel>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Panel title={t('orders.show.delivery')} data-block="delivery">
            <Typography sx={{ fontWeight: 600 }}>
              {delivery.kind === 'none'
                ? t('orders.show.noDelivery')
                : delivery.kind === 'collectionPoint'
                  ? t('orders.show.collectionPoint', { name: delivery.label ?? delivery.ref })
                  : (delivery.label ?? delivery.ref)}
            </Typography>
            {delivery.packages > 0 && (
              <Typography color="text.secondary">
                {t('orders.show.packages', { count: delivery.packages })}
              </Typography>
            )}
            {delivery.address && (
              <Box sx={{ mt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('orders.show.address')}
                </Typography>
                <AddressText address={delivery.address} />
              </Box>
            )}
            {delivery.instructions && (
              <Line label={t('orders.show.instructions')} value={delivery.instructions} />
            )}
            {allowed.delivery && (
              <TextField
                select
                fullWidth
                size="small"
                label={t('orders.actions.deliveryStatus')}
                value=""
                onChange={(event) =>
                  void setDelivery(event.target.value as Schemas['DeliveryStatusInputDto']['status'])
                }
                sx={{ mt: 2 }}
                disabled={busy}
                data-delivery-select
              >
                {order.nextDeliveryStatuses.map((status) => (
                  <MenuItem key={status} value={status}>
                    <StatusChip set="delivery" status={status} />
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Panel>
          <Panel title={t('orders.show.paymentTitle')} data-block="payment">
            <Line
              label={t('orders.show.method')}
              value={paymentLabel(order.payment?.method ?? order.paymentMethod)}
            />
            {order.payment?.dueDate && (
              <Line label={t('orders.show.due')} value={dateTime(order.payment.dueDate, false)} />
            )}
            {order.creditAmount > 0 && (
              <Line
                label={t('orders.show.creditUsed')}
                value={<span data-credit-used>{money(order.creditAmount)}</span>}
              />
            )}
            {order.payment && order.payment.amount > 0 && (
              <Line label={t('orders.show.received')} value={money(order.payment.amount)} />
            )}
            {order.payment?.failureReason && (
              <Line label={t('orders.show.failure')} value={order.payment.failureReason} />
            )}
            {allowed.payment && (
              <TextField
                select
                fullWidth
                size="small"
                label={t('orders.actions.paymentStatus')}
                value=""
                onChange={(event) =>
                  void setPayment(event.target.value as Schemas['PaymentStatusInputDto']['status'])
                }
                sx={{ mt: 2 }}
                disabled={busy}
                data-payment-select
              >
                {order.nextPaymentStatuses.map((status) => (
                  <MenuItem key={status} value={status}>
                    {paymentStatusLabel[status] ?? status}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Panel>
          {(order.buyerNotes || order.sellerNotes) && (
            <Panel title={t('orders.show.notes')} data-block="notes">
              {order.buyerNotes && (
                <Box sx={{ mb: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('orders.show.buyerNotes')}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{order.buyerNotes}</Typography>
                </Box>
              )}
              {order.sellerNotes && (
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {t('orders.show.sellerNotes')}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{order.sellerNotes}</Typography>
                </Box>
              )}
            </Panel>
          )}
          <Panel title={t('orders.show.timeline')} data-block="timeline">
            <OrderTimeline order={order} />
            {!buyer && <Line label={t('orders.show.typology')} value={order.typology} />}
          </Panel>
        </Stack>
      </Box>
    </Box>
  );
}
