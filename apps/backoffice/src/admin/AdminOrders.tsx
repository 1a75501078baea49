import { centsToEuros, tryToCents } from '@cuvee/kernel';
import { DateInput, FunctionField, NumberInput, SearchInput, SelectInput } from 'react-admin';
import { useMoney } from '../common/formats';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useOrderColumns } from '../orders/OrderList';
import { StatusChip, useStatusChoices, type OrderSummary } from '../orders/orders-shared';
import { AdminListPage } from './admin-kit';

/** Euros typed, cents sent (the API's amounts are cents, ADR 0001), by the kernel's rule; empty is no filter. */
const toCents = (value: string | number | null) =>
  value === '' || value === null ? null : tryToCents(value);
const toEuros = (cents: number | null | undefined) => (typeof cents === 'number' ? centsToEuros(cents) : '');

/** /admin/orders: every shop's orders, read only, by shop, status, period and amount. */
export default function AdminOrders() {
  const t = useT();
  const money = useMoney();
  const columns = useOrderColumns({ buyer: true });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <NumberInput key="shopId" source="shopId" label={t('adminArea.orders.fields.shopId')} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={t('adminArea.orders.fields.status')}
      choices={useStatusChoices('order')}
      alwaysOn
    />,
    <DateInput key="createdFrom" source="createdFrom" label={t('adminArea.orders.fields.createdFrom')} />,
    <DateInput key="createdTo" source="createdTo" label={t('adminArea.orders.fields.createdTo')} />,
    <NumberInput
      key="totalFrom"
      source="totalFrom"
      label={t('adminArea.orders.fields.totalFrom')}
      parse={toCents}
      format={toEuros}
    />,
    <NumberInput
      key="totalTo"
      source="totalTo"
      label={t('adminArea.orders.fields.totalTo')}
      parse={toCents}
      format={toEuros}
    />,
  ];
  return (
    <AdminListPage area="orders" filters={filters} sortField="createdAt">
      <ResponsiveList<OrderSummary>
        rowClick={(id) => `/admin/orders/${id}`}
        mobile={{
          primaryText: (order) => `${order.number} · ${order.sellerName}`,
          secondaryText: (order) => <StatusChip set="order" status={order.status} />,
          tertiaryText: (order) => money(order.totalTTC),
        }}
      >
        {columns}
        <FunctionField<OrderSummary>
          label={t('adminArea.orders.fields.client')}
          sortable={false}
          render={(order) => order.clientName || '—'}
        />
      </ResponsiveList>
    </AdminListPage>
  );
}
