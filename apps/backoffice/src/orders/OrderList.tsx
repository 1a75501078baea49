import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useAuthenticated } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';
import { ResponsiveList } from '../common/ResponsiveList';
import { useIsSmall } from '../common/use-is-small';
import { orderPath, StatusChip, useStatusChoices, type OrderSummary } from './orders-shared';
import { EmptyList } from '../common/EmptyList';

function Actions() {
  const t = useT();
  const canOpen = useCanOpen();
  const { user } = useAuthenticated();
  if (user.role === 'buyer' || !canOpen('/dashboard/orders/add')) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button
        variant="contained"
        component={RouterLink}
        to="/dashboard/orders/add"
        startIcon={<AddIcon />}
        data-create-page
      >
        {t('orders.list.add')}
      </Button>
    </TopToolbar>
  );
}

/** The filters of the orders lists; each one an indexed column of the API's list. */
export function useOrderFilters({ delivery = false } = {}) {
  const t = useT();
  const { user } = useAuthenticated();
  // On a phone only the search stays open; the other filters come from "Ajouter un filtre".
  const open = !useIsSmall();
  const orderStatuses = useStatusChoices('order');
  const deliveryStatuses = useStatusChoices('delivery');
  const paymentStatuses = useStatusChoices('payment');
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={t('orders.list.search')}
      sx={{ minWidth: { xs: 0, md: 300 } }}
    />,
    ...(delivery
      ? []
      : [
          <SelectInput
            key="status"
            source="status"
            label={t('orders.list.status')}
            choices={orderStatuses}
            alwaysOn={open}
          />,
        ]),
    <SelectInput
      key="deliveryStatus"
      source="deliveryStatus"
      label={t('orders.list.deliveryStatus')}
      choices={deliveryStatuses}
      alwaysOn={open}
    />,
    <SelectInput
      key="paymentStatus"
      source="paymentStatus"
      label={t('orders.list.paymentStatus')}
      choices={paymentStatuses}
      alwaysOn={open && !delivery}
    />,
    ...(user.role === 'buyer'
      ? []
      : [
          <ReferenceInput
            key="clientId"
            source="clientId"
            reference="clients"
            sort={{ field: 'displayName', order: 'ASC' }}
          >
            <AutocompleteInput
              label={t('orders.list.client')}
              optionText="displayName"
              filterToQuery={(q: string) => ({ q })}
              sx={{ minWidth: 220 }}
            />
          </ReferenceInput>,
        ]),
    <DateInput key="createdFrom" source="createdFrom" label={t('orders.list.from')} />,
    <DateInput key="createdTo" source="createdTo" label={t('orders.list.to')} />,
  ];
}

/** The columns of the orders lists (the buyer sees the producer where a seller sees the client). */
export function useOrderColumns({ buyer }: { buyer: boolean }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  return [
    <FunctionField<OrderSummary>
      key="number"
      label={t('orders.list.number')}
      sortBy="number"
      render={(order) => (
        <Stack>
          <strong>{order.number}</strong>
          {order.subType && (
            <Typography variant="caption" color="text.secondary">
              {t(order.subType === 'quote' ? 'orders.list.quote' : 'orders.list.bill')}
            </Typography>
          )}
          {order.imported && (
            <Typography variant="caption" color="text.secondary" data-imported>
              {t('orders.list.imported')}
            </Typography>
          )}
        </Stack>
      )}
    />,
    <FunctionField<OrderSummary>
      key="createdAt"
      label={t('orders.list.date')}
      sortBy="createdAt"
      render={(order) => dateTime(order.placedAt ?? order.createdAt)}
    />,
    <FunctionField<OrderSummary>
      key="party"
      label={buyer ? t('orders.list.seller') : t('orders.list.client')}
      sortable={false}
      render={(order) => (buyer ? order.sellerName : order.clientName || '—')}
    />,
    <FunctionField<OrderSummary>
      key="status"
      label={t('orders.list.status')}
      sortable={false}
      render={(order) => <StatusChip set="order" status={order.status} />}
    />,
    <FunctionField<OrderSummary>
      key="deliveryStatus"
      label={t('orders.list.deliveryStatus')}
      sortable={false}
      render={(order) => <StatusChip set="delivery" status={order.deliveryStatus} />}
    />,
    <FunctionField<OrderSummary>
      key="paymentStatus"
      label={t('orders.list.paymentStatus')}
      sortable={false}
      render={(order) => <StatusChip set="payment" status={order.paymentStatus} />}
    />,
    <FunctionField<OrderSummary>
      key="totalHT"
      label={t('orders.list.totalHT')}
      sortable={false}
      textAlign="right"
      render={(order) => money(order.totalHT)}
    />,
    <FunctionField<OrderSummary>
      key="totalTTC"
      label={t('orders.list.totalTTC')}
      sortable={false}
      textAlign="right"
      render={(order) => <strong>{money(order.totalTTC)}</strong>}
    />,
  ];
}

/** The phone layout of an orders list: number and party, amount, statuses. */
export function OrderSimpleList({ buyer }: { buyer: boolean }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <SimpleList<OrderSummary>
      primaryText={(order) =>
        `${order.number}${order.imported ? ` (${t('orders.list.imported')})` : ''} · ${
          buyer ? order.sellerName : order.clientName || '—'
        }`
      }
      secondaryText={(order) => (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} component="span">
          <StatusChip set="order" status={order.status} />
        </Stack>
      )}
      tertiaryText={(order) => (
        <Stack alignItems="flex-end" component="span">
          <strong>{money(order.totalTTC)}</strong>
          <span>{dateTime(order.placedAt ?? order.createdAt, false)}</span>
        </Stack>
      )}
      rowClick={(id) => orderPath(id)}
    />
  );
}

/**
 * /dashboard/orders: a buyer's own orders, an agent's clients', the shop's for owners and collaborators
 * with seeAllOrder (the API scopes it), filtered, searched and paginated.
 */
export default function OrderList() {
  const t = useT();
  const { user } = useAuthenticated();
  const buyer = user.role === 'buyer';
  const columns = useOrderColumns({ buyer });
  return (
    <>
      <PageHeader title={t('orders.list.title')} help="orders-quotes-invoices" />
      <List
        resource="orders"
        title={t('orders.list.title')}
        filters={useOrderFilters()}
        actions={<Actions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        disableSyncWithLocation={false}
        storeKey="orders.list"
        empty={false}
      >
        <ResponsiveList
          empty={<EmptyList create={{ to: '/dashboard/orders/add', label: t('orders.list.add') }} />}
          rowClick={(id) => orderPath(id)}
          data-orders-grid
          mobile={<OrderSimpleList buyer={buyer} />}
        >
          {columns}
        </ResponsiveList>
      </List>
    </>
  );
}
