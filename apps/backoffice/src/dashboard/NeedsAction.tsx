import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parisDateOf } from '@cuvee/kernel';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/** A list page with its filter in the address, as react-admin reads it back. */
export const filteredList = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The orders the month's sales count (GET /v1/orders/summary): placed, not cancelled nor refused. */
const LIVE_ORDERS = ['pending', 'validated', 'invoiced'];

/** The total of a list under a filter (a page of one row), or null while unknown or not asked. */
function useFilteredTotal(resource: string, filter: Record<string, unknown>, enabled: boolean) {
  const { total } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter, meta: { quiet: true } },
    { enabled },
  );
  return enabled ? (total ?? null) : null;
}

/**
 * The head of the seller dashboard: what needs doing, each card opening its list filtered to just
 * that: orders to validate, overdue invoices, products low in stock, and this month's sales. All of it
 * computed by the API (the orders summary, the invoices' `overdue` and the stock levels' `low` filters);
 * a card shows only to whom may open its list.
 */
export function NeedsAction() {
  const t = useT();
  const money = useMoney();
  const canOpen = useCanOpen();
  const data = useBackofficeData();
  const seesInvoices = canOpen('/dashboard/orders/bills');
  const seesStock = canOpen('/dashboard/stocks');
  const { data: summary } = useQuery({
    queryKey: ['orders', 'summary'],
    queryFn: () => data.ordersSummary(),
  });
  const overdue = useFilteredTotal('invoices', { overdue: true }, seesInvoices);
  const lowStock = useFilteredTotal('stock-levels', { low: true }, seesStock);
  const monthStart = `${parisDateOf(new Date()).slice(0, 8)}01`;

  return (
    <Box component="section" sx={{ mb: 4 }} data-dashboard-section="actions">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.needsAction')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        <Figure
          name="toValidate"
          label={t('dashboard.toValidate')}
          value={summary?.toValidate ?? null}
          alert={Boolean(summary?.toValidate)}
          to={filteredList('/dashboard/orders', { status: 'pending' })}
        />
        {seesInvoices && (
          <Figure
            name="overdueInvoices"
            label={t('dashboard.overdueInvoices')}
            value={overdue}
            alert={Boolean(overdue)}
            to={filteredList('/dashboard/orders/bills', { overdue: true })}
          />
        )}
        {seesStock && (
          <Figure
            name="lowStock"
            label={t('dashboard.lowStock')}
            value={lowStock}
            alert={Boolean(lowStock)}
            to={filteredList('/dashboard/stocks', { low: true })}
          />
        )}
        <Figure
          name="monthSales"
          label={t('dashboard.monthSales', { count: summary?.monthOrders ?? 0 })}
          value={summary ? money(summary.monthTotalHT) : null}
          to={filteredList('/dashboard/orders', { status: LIVE_ORDERS, createdFrom: monthStart })}
        />
      </Box>
    </Box>
  );
}
