import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { useDateTime, useMoney } from '../common/formats';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { useCanOpen } from '../team/team-fields';
import { orderPath, StatusChip, type OrderSummary } from './orders-shared';

/**
 * The client 360° page's orders: the latest ones (filtered by clientId on the API), a link to all, and a
 * new one unless the client's record is closed (its personal data erased).
 */
export function ClientOrders({ clientId, closed = false }: { clientId: number; closed?: boolean }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const canOpen = useCanOpen();
  const { data: rows, total } = useGetList<OrderSummary>('orders', {
    filter: { clientId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 5 },
    meta: { quiet: true },
  });
  const all = `/dashboard/orders?filter=${encodeURIComponent(JSON.stringify({ clientId }))}`;
  return (
    <Panel
      title={`${t('orders.client.title')}${total ? ` (${total})` : ''}`}
      data-client-orders
      actions={
        !closed &&
        canOpen('/dashboard/orders/add') && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            {...linkProps(`/dashboard/orders/add?clientId=${clientId}`)}
          >
            {t('orders.client.add')}
          </Button>
        )
      }
    >
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary">{t('orders.client.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {(rows ?? []).map((order) => (
            <ListItemButton key={order.id} {...linkProps(orderPath(order.id))} sx={{ px: 0 }}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" component="span">
                    <strong>{order.number}</strong>
                    <StatusChip set="order" status={order.status} />
                  </Stack>
                }
                secondary={dateTime(order.placedAt ?? order.createdAt, false)}
              />
              <Typography sx={{ fontWeight: 600 }}>{money(order.totalTTC)}</Typography>
            </ListItemButton>
          ))}
        </List>
      )}
      {(total ?? 0) > (rows?.length ?? 0) && (
        <Button size="small" {...linkProps(all)} sx={{ mt: 1 }}>
          {t('orders.client.all')}
        </Button>
      )}
    </Panel>
  );
}
