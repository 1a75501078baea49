import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDateTime, useMoney } from '../common/formats';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { quietApi } from '../services';
import { useCanOpen } from '../team/team-fields';
import { orderPath, StatusChip, totalOf, type OrderSummary } from './orders-shared';

/** The client 360° page's orders: the latest ones (filtered by clientId on the API), a link to all. */
export function ClientOrders({ clientId }: { clientId: number }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const canOpen = useCanOpen();
  const [orders, setOrders] = useState<{ rows: OrderSummary[]; total: number | null } | null>(null);
  useEffect(() => {
    let live = true;
    void quietApi
      .GET('/v1/orders', {
        params: {
          query: { range: '[0,4]', sort: '["createdAt","DESC"]', filter: JSON.stringify({ clientId }) },
        },
      })
      .then(({ data, response }) => live && setOrders({ rows: data ?? [], total: totalOf(response) }));
    return () => {
      live = false;
    };
  }, [clientId]);
  const all = `/dashboard/orders?filter=${encodeURIComponent(JSON.stringify({ clientId }))}`;
  return (
    <Panel
      title={`${t('orders.client.title')}${orders?.total ? ` (${orders.total})` : ''}`}
      data-client-orders
      actions={
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
      {orders && orders.rows.length === 0 ? (
        <Typography color="text.secondary">{t('orders.client.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {(orders?.rows ?? []).map((order) => (
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
      {(orders?.total ?? 0) > (orders?.rows.length ?? 0) && (
        <Button size="small" {...linkProps(all)} sx={{ mt: 1 }}>
          {t('orders.client.all')}
        </Button>
      )}
    </Panel>
  );
}
