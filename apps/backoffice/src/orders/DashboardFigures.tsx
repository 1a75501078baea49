import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { Figure } from '../common/Figure';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/**
 * The seller dashboard's sales figures, all computed by the API: orders to validate and this month's
 * orders with their total HT (GET /v1/orders/summary), products low in stock (the stock levels list's
 * `low` filter, its total only) for those who see the stock.
 */
export function SalesFigures() {
  const t = useT();
  const money = useMoney();
  const canOpen = useCanOpen();
  const seesStock = canOpen('/dashboard/stocks');
  const data = useBackofficeData();
  const { data: summary } = useQuery({
    queryKey: ['orders', 'summary'],
    queryFn: () => data.ordersSummary(),
  });
  // The total only: a page of one row.
  const { total: lowStock } = useGetList(
    'stock-levels',
    { pagination: { page: 1, perPage: 1 }, filter: { low: true }, meta: { quiet: true } },
    { enabled: seesStock },
  );
  return (
    <Box component="section" sx={{ mb: 4 }} data-dashboard-section="sales">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('orders.dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        <Figure
          name="toValidate"
          label={t('orders.dashboard.toValidate')}
          value={summary?.toValidate ?? null}
          to={`/dashboard/orders?filter=${encodeURIComponent('{"status":"pending"}')}`}
        />
        <Figure
          name="monthOrders"
          label={t('orders.dashboard.monthOrders')}
          value={summary?.monthOrders ?? null}
          to="/dashboard/orders"
        />
        <Figure
          name="monthTotalHT"
          label={t('orders.dashboard.monthTotal')}
          value={summary ? money(summary.monthTotalHT) : null}
        />
        {seesStock && (
          <Figure
            name="lowStock"
            label={t('orders.dashboard.lowStock')}
            value={lowStock ?? null}
            to={`/dashboard/stocks?filter=${encodeURIComponent('{"low":true}')}`}
          />
        )}
      </Box>
    </Box>
  );
}
