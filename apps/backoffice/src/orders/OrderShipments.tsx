import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { SHIPPABLE_ORDER_STATUSES } from '@cuvee/kernel';
import { parseDayText, usePopup, type PopupField } from '@cuvee/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { documentPath } from '../billing/billing-shared';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import type { OrderDetail } from './orders-shared';

type Shipments = Schemas['OrderShipmentsDto'];

/** An order's shipments, read with react-query so the page and its panel share one answer. */
export function useOrderShipments(order: OrderDetail | undefined) {
  const data = useBackofficeData();
  const id = order?.id ?? 0;
  return useQuery({
    queryKey: ['order-shipments', id],
    queryFn: () => data.orderShipments(id),
    enabled: order !== undefined && (SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(order.status),
  });
}

/**
 * An order's page, "Livraisons" (docs/sales.md, ADR 0074): per line what was ordered, shipped,
 * invoiced and is left; the shipments, each with its invoice or a button to invoice it; and "Nouvelle
 * livraison", which asks the units of each line still to ship (all that is left by default).
 */
export function OrderShipmentsPanel({
  order,
  shipments,
  canShip,
  canInvoice,
  onChange,
}: {
  order: OrderDetail;
  shipments: Shipments;
  canShip: boolean;
  canInvoice: boolean;
  onChange: () => unknown;
}) {
  const t = useT();
  const dateTime = useDateTime();
  const popup = usePopup();
  const navigate = useNavigate();
  const data = useBackofficeData();
  const labels = new Map(shipments.lines.map((line) => [line.lineId, line.label]));
  const open = shipments.lines.filter((line) => line.left > 0);

  const ship = useMutation({
    mutationFn: (body: Schemas['OrderShipmentInputDto']) => data.shipOrder(order.id, body),
    onSuccess: () => showSuccess(t('orders.shipments.recorded')),
    onSettled: () => onChange(),
  });
  // The invoice is drafted from the shipment; issuing numbers it.
  const invoice = useMutation({
    mutationFn: (shipmentId: number) => data.invoiceShipments([shipmentId]),
    onSuccess: (draft) => navigate(documentPath('invoice', draft.id)),
  });

  const askShipment = async () => {
    const fields: PopupField[] = [
      ...open.map((line): PopupField => ({
        kind: 'text',
        name: `line-${line.lineId}`,
        label: `${line.label} (${t('orders.shipments.left')} ${line.left})`,
        initial: String(line.left),
      })),
      { kind: 'date', name: 'shippedOn', label: t('orders.shipments.shippedOn') },
      { kind: 'text', name: 'trackingNumber', label: t('orders.shipments.tracking') },
    ];
    const answer = await popup({
      title: t('orders.shipments.addTitle', { number: order.number }),
      text: t('orders.shipments.addText'),
      fields,
      validateLabel: t('orders.shipments.record'),
    });
    if (!answer) return;
    const text = (name: string) => String(answer.values[name] ?? '').trim();
    const shippedOn = parseDayText(text('shippedOn'));
    ship.mutate({
      // A quantity that is not a whole number reaches the API as is, which says why it is refused.
      lines: open.map((line) => ({
        lineId: line.lineId,
        quantity: Number(text(`line-${line.lineId}`) || 0),
      })),
      ...(shippedOn ? { shippedOn } : {}),
      ...(text('trackingNumber') ? { trackingNumber: text('trackingNumber') } : {}),
    });
  };

  return (
    <Panel
      title={t('orders.shipments.title')}
      hint={t('orders.shipments.hint')}
      data-block="shipments"
      actions={
        canShip && open.length > 0 ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<LocalShippingOutlinedIcon />}
            disabled={ship.isPending}
            onClick={() => void askShipment()}
            data-shipment-add
          >
            {t('orders.shipments.add')}
          </Button>
        ) : undefined
      }
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-shipment-progress>
          <TableHead>
            <TableRow>
              <TableCell>{t('orders.shipments.product')}</TableCell>
              <TableCell align="right">{t('orders.shipments.ordered')}</TableCell>
              <TableCell align="right">{t('orders.shipments.shipped')}</TableCell>
              <TableCell align="right">{t('orders.shipments.invoiced')}</TableCell>
              <TableCell align="right">{t('orders.shipments.left')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shipments.lines.map((line) => (
              <TableRow key={line.lineId} data-line-id={line.lineId}>
                <TableCell>{line.label}</TableCell>
                <TableCell align="right">{line.ordered}</TableCell>
                <TableCell align="right">{line.shipped}</TableCell>
                <TableCell align="right">{line.invoiced}</TableCell>
                <TableCell align="right" sx={{ fontWeight: line.left > 0 ? 700 : 400 }} data-left>
                  {line.left}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {shipments.invoicing !== 'none' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(shipments.invoicing === 'whole' ? 'orders.shipments.whole' : 'orders.shipments.perShipment')}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      {shipments.shipments.length === 0 ? (
        <Typography color="text.secondary">{t('orders.shipments.none')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />} data-shipments>
          {shipments.shipments.map((shipment) => (
            <Stack
              key={shipment.id}
              direction="row"
              spacing={1}
              alignItems="center"
              sx={{ py: 1 }}
              data-shipment={shipment.position}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('orders.shipments.label', {
                    position: shipment.position,
                    date: dateTime(shipment.shippedOn, false),
                  })}
                  {shipment.trackingNumber ? ` · ${shipment.trackingNumber}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {shipment.lines
                    .map((line) =>
                      t('orders.shipments.units', {
                        count: line.quantity,
                        label: labels.get(line.lineId) ?? line.label,
                      }),
                    )
                    .join(' · ')}
                </Typography>
              </Box>
              {shipment.invoiceId !== null ? (
                <Link
                  component={RouterLink}
                  to={documentPath('invoice', shipment.invoiceId)}
                  data-shipment-invoice
                >
                  {t('orders.shipments.invoiceOf', { number: shipment.invoiceNumber ?? '' })}
                </Link>
              ) : (
                canInvoice &&
                shipments.invoicing !== 'whole' && (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={invoice.isPending}
                    onClick={() => invoice.mutate(shipment.id)}
                    data-shipment-bill
                  >
                    {t('orders.shipments.invoice')}
                  </Button>
                )
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
