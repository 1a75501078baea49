import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { RecordMissing } from '../common/RecordMissing';
import { useIdParam } from '../common/use-id-param';
import { useT } from '../i18n';
import { OrderLinesTable } from '../orders/OrderLinesTable';
import { StatusChip, type OrderDetail } from '../orders/orders-shared';
import { AdminTabs } from './admin-kit';

/** /admin/orders/:id: any shop's order, read only (GET /v1/admin/orders/{id}); the shop alone acts on it. */
export default function AdminOrderShow() {
  const t = useT();
  const id = useIdParam();
  const money = useMoney();
  const dateTime = useDateTime();
  const {
    data: order,
    isPending,
    error,
  } = useGetOne<OrderDetail>(
    'admin/orders',
    { id: id ?? 0, meta: { quiet: true } },
    { enabled: id !== null },
  );
  if (id === null || error) return <RecordMissing backTo="/admin/orders" />;
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  const figures: [string, string][] = [
    [t('adminArea.orders.fields.shop'), order.sellerName],
    [t('adminArea.orders.fields.client'), order.clientName || '—'],
    [t('adminArea.orders.fields.createdAt'), dateTime(order.placedAt ?? order.createdAt)],
    [t('adminArea.orders.fields.totalTTC'), money(order.totalTTC)],
    [t('adminArea.orders.fields.commission'), money(order.commission)],
  ];
  return (
    <Box data-admin-order={order.id}>
      <PageHeader
        title={t('adminArea.orders.detail', { number: order.number })}
        actions={
          <Button component={RouterLink} to="/admin/orders">
            {t('adminArea.orders.back')}
          </Button>
        }
      />
      <AdminTabs />
      <Stack spacing={2}>
        <Panel title={t('adminArea.orders.fields.status')}>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
            <StatusChip set="order" status={order.status} />
            <StatusChip set="delivery" status={order.deliveryStatus} />
            <StatusChip set="payment" status={order.paymentStatus} />
          </Stack>
          {figures.map(([label, value]) => (
            <Typography key={label} variant="body2">
              <strong>{label} :</strong> {value}
            </Typography>
          ))}
        </Panel>
        <Panel title={t('adminArea.orders.lines')}>
          <OrderLinesTable order={order} />
        </Panel>
      </Stack>
    </Box>
  );
}
