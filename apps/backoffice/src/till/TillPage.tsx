import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import UsbIcon from '@mui/icons-material/Usb';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { useMoney } from '../common/formats';
import { showError, showSuccess } from '../common/notices';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ClientPicker, type ClientRecord } from '../orders/client-picker';
import { useLivePrice } from '../orders/order-lines';
import { useShopId, type SalesPointRecord } from '../orders/orders-shared';
import { Basket, centsOf, grossOf, type TillLine } from './Basket';
import { CashPanel } from './CashPanel';
import { CatalogueTiles, type Pick } from './CatalogueTiles';
import { useCustomerDisplay } from './customer-display';
import { useOfflineQueue, type QueuedSale, type SendOutcome } from './offline-queue';
import { PaymentPanel, type Payment } from './PaymentPanel';
import { Receipt, type TillRecord } from './Receipt';
import { useReceiptPrinter } from './receipt-printer';
import { TillJournal } from './TillJournal';

let nextKey = 1;

/**
 * /dashboard/salespoints/:id/new-order: the till, made for a touch screen (docs/till.md). Products as
 * tiles or scanned, the basket priced by the server at the sales point's price list, discounts, split
 * payments with change, the receipt, the customer display, and sales kept while the network is down.
 * Every ticket is recorded by the API in the sales point's chained journal.
 */
export default function TillPage() {
  const t = useT();
  const money = useMoney();
  const data = useBackofficeData();
  const id = Number(useParams().id);
  const shopId = useShopId();
  const display = useCustomerDisplay();
  const printer = useReceiptPrinter();
  const { data: point = null } = useGetOne<SalesPointRecord>('sales-points', { id, meta: { quiet: true } });
  const [lines, setLines] = useState<TillLine[]>([]);
  const [ticketDiscount, setTicketDiscount] = useState('');
  const [client, setClient] = useState<ClientRecord | null>(null);
  const [payments, setPayments] = useState<Payment[]>([]);
  const [receipt, setReceipt] = useState<TillRecord | null>(null);
  const [cashOpen, setCashOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(0);
  const written = useCallback(() => setVersion((v) => v + 1), []);
  const { price, pricing } = useLivePrice({ shopId, lines, salesPointId: id, enabled: point !== null });

  const grosses = lines.map((line) => grossOf(line, price));
  const priced = grosses.every((gross) => gross !== null);
  const subtotal = lines.reduce((sum, line, index) => sum + (grosses[index] ?? 0) - line.discount, 0);
  const total = subtotal - centsOf(ticketDiscount);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);

  const send = useCallback(
    async (sale: QueuedSale): Promise<SendOutcome> =>
      (await data.sellAtTill(id, sale.body as never, sale.key)).outcome,
    [data, id],
  );
  const queue = useOfflineQueue(id, send, () => {
    showSuccess(t('till.offline.sent'));
    written();
  });

  const pick = ({ product, formatId }: Pick) => {
    setLines((before) => {
      const same = before.find((line) => line.product.id === product.id && line.formatId === formatId);
      return same
        ? before.map((line) => (line === same ? { ...line, quantity: line.quantity + 1 } : line))
        : [
            ...before,
            {
              key: `t${nextKey++}`,
              product,
              formatId,
              vintageName: product.vintages[0]?.name ?? null,
              quantity: 1,
              discount: 0,
            },
          ];
    });
    display.show(`${product.name}|${t('till.display.welcome')}`);
  };
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
  const reset = () => {
    setLines([]);
    setPayments([]);
    setTicketDiscount('');
    setClient(null);
  };

  const complete = async () => {
    const key = crypto.randomUUID();
    const body = {
      lines: lines.map((line) => ({
        productId: line.product.id,
        formatId: line.formatId,
        vintageName: line.vintageName,
        quantity: line.quantity,
        discount: line.discount,
      })),
      discount: centsOf(ticketDiscount),
      payments,
      clientId: client?.id ?? null,
      takenAt: new Date().toISOString(),
    };
    setSaving(true);
    try {
      const answer = await data.sellAtTill(id, body, key);
      if (answer.outcome === 'refused') return;
      const change = Math.max(0, paid - total);
      display.show(
        `${t('till.display.total', { amount: money(total) })}|${change ? t('till.display.change', { amount: money(change) }) : ''}`,
      );
      if (answer.outcome === 'sent') setReceipt(answer.record);
      else {
        queue.keep({ key, body, total });
        showError(t('till.offline.queued', { amount: money(total) }));
      }
      reset();
      written();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 400px' },
        gap: 2,
        p: { xs: 1, md: 2 },
      }}
      data-till
    >
      <Box sx={{ minWidth: 0 }}>
        <PageHeader
          title={point?.name ?? t('till.title')}
          alwaysShown
          help="till"
          badges={
            queue.pending.length > 0 && (
              <Chip
                icon={<CloudOffIcon />}
                color="warning"
                label={t('till.offline.pending', { count: queue.pending.length })}
                data-pending={queue.pending.length}
              />
            )
          }
          actions={
            <>
              <IconButton
                component={RouterLink}
                to={`/dashboard/salespoints/${id}`}
                aria-label={t('till.back')}
              >
                <ArrowBackIcon />
              </IconButton>
              {display.supported && (
                <Button
                  startIcon={<UsbIcon />}
                  onClick={() => void display.connect()}
                  data-display={display.connected ? 'connected' : 'off'}
                >
                  {display.connected ? t('till.display.connected') : t('till.display.connect')}
                </Button>
              )}
              <Button
                startIcon={<PointOfSaleIcon />}
                variant="outlined"
                onClick={() => setCashOpen(true)}
                data-open-cash
              >
                {t('till.cash.title')}
              </Button>
            </>
          }
        />
        <CatalogueTiles shopId={shopId} pointId={id} onPick={pick} />
        <Divider sx={{ my: 2 }} />
        <TillJournal pointId={id} version={version} onReceipt={setReceipt} onWritten={written} />
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}
        data-basket
      >
        <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('till.basket.title')}
          </Typography>
          {lines.length > 0 && <Button onClick={reset}>{t('till.basket.clear')}</Button>}
        </Stack>
        {pricing ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Basket
          lines={lines}
          price={price}
          onStep={step}
          onDiscount={(key, cents) =>
            setLines((before) => before.map((l) => (l.key === key ? { ...l, discount: cents } : l)))
          }
        />
        <Divider sx={{ my: 1 }} />
        <TextField
          fullWidth
          size="small"
          label={t('till.basket.ticketDiscount')}
          value={ticketDiscount}
          onChange={(event) => setTicketDiscount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-ticket-discount': true } }}
          sx={{ mb: 1 }}
        />
        <ClientPicker label={t('till.basket.client')} value={client} onChange={setClient} />
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ my: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('till.basket.total')}</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-total-ttc={total}>
            {money(total)}
          </Typography>
        </Stack>
        <PaymentPanel
          methods={(point?.paymentMethods ?? []) as Payment['method'][]}
          total={total}
          payments={payments}
          onChange={setPayments}
        />
        <Button
          fullWidth
          variant="contained"
          size="large"
          sx={{ py: 2, fontSize: 18, mt: 2 }}
          disabled={lines.length === 0 || !priced || pricing || saving || total < 0 || paid < total}
          onClick={() => void complete()}
          data-validate
        >
          {t('till.pay.validate')}
        </Button>
      </Paper>
      <CashPanel pointId={id} open={cashOpen} onClose={() => setCashOpen(false)} onWritten={written} />
      <Dialog open={receipt !== null} onClose={() => setReceipt(null)}>
        {receipt && <Receipt record={receipt} pointName={point?.name ?? ''} />}
        <DialogActions>
          <Button onClick={() => window.print()} data-print>
            {t('till.receipt.print')}
          </Button>
          {printer.supported && (
            <Button
              onClick={async () => {
                if (!printer.connected) await printer.connect();
                if (receipt) printer.print(receipt, point?.name ?? '');
              }}
              data-print-serial
            >
              {t('till.receipt.printSerial')}
            </Button>
          )}
          <Button
            variant="contained"
            onClick={() => {
              setReceipt(null);
              display.show(t('till.display.thanks'));
            }}
            data-new-sale-button
          >
            {t('till.receipt.newSale')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
