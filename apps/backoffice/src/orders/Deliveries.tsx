import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Button from '@mui/material/Button';
import { DELIVERY_STATUSES, hasPermission, statusLabel } from '@cuvee/kernel';
import { usePopup } from '@cuvee/ui';
import { useState } from 'react';
import { List, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useGuardUser, useLocale } from '../session/use-session';
import { ResponsiveList } from '../common/ResponsiveList';
import { OrderSimpleList, useOrderColumns, useOrderFilters } from './OrderList';
import { orderPath, type OrderSummary } from './orders-shared';
import { showError, showSuccess } from '../common/notices';

/**
 * Moves the selected orders to one delivery status. The API takes one order at a time along its
 * lifecycle: each is sent, and those it refuses (a move their status does not allow) are named.
 */
function BulkDeliveryStatus() {
  const t = useT();
  const locale = useLocale();
  const popup = usePopup();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('deliveries');
  const { selectedIds, data } = useListContext<OrderSummary>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const answer = await popup({
      title: t('orders.delivery.changeTitle', { count: selectedIds.length }),
      fields: [
        {
          kind: 'select',
          name: 'status',
          label: t('orders.actions.deliveryStatus'),
          required: true,
          options: DELIVERY_STATUSES.map((status) => ({
            value: status,
            label: statusLabel('delivery', status, locale),
          })),
        },
      ],
    });
    if (!answer) return;
    const status = String(answer.values.status) as (typeof DELIVERY_STATUSES)[number];
    setBusy(true);
    const refused: string[] = [];
    let moved = 0;
    for (const id of selectedIds) {
      const { data: order } = await quietApi.PUT('/v1/orders/{id}/delivery-status', {
        params: { path: { id: Number(id) } },
        body: { status },
      });
      if (order) moved += 1;
      else refused.push(data?.find((row) => row.id === id)?.number ?? String(id));
    }
    setBusy(false);
    if (moved) showSuccess(t('orders.delivery.changed', { count: moved }));
    if (refused.length)
      showError(t('orders.delivery.failed', { count: refused.length, numbers: refused.join(', ') }));
    unselectAll();
    refresh();
  };
  return (
    <Button
      startIcon={<LocalShippingOutlinedIcon />}
      disabled={busy}
      onClick={() => void run()}
      data-bulk-delivery
    >
      {t('orders.delivery.change')}
    </Button>
  );
}

/** /dashboard/delivery: the shop's validated orders to prepare and ship, with their delivery status. */
export default function Deliveries() {
  const t = useT();
  const user = useGuardUser();
  const columns = useOrderColumns({ buyer: false }).filter((column) => column.key !== 'status');
  const manages = user !== null && hasPermission(user.access, 'manageDelivery');
  return (
    <>
      <PageHeader title={t('orders.delivery.title')} subtitle={t('orders.delivery.intro')} />
      <List
        resource="deliveries"
        title={t('orders.delivery.title')}
        filters={useOrderFilters({ delivery: true })}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        disableSyncWithLocation={false}
        storeKey="orders.deliveries"
        empty={false}
        actions={false}
      >
        <ResponsiveList
          rowClick={(id) => orderPath(id)}
          bulkActionButtons={manages ? <BulkDeliveryStatus /> : false}
          mobile={<OrderSimpleList buyer={false} />}
        >
          {columns}
        </ResponsiveList>
      </List>
    </>
  );
}
