import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { linkProps } from '../routing/links';
import { quietApi } from '../services';
import { useCanOpen } from '../team/team-fields';
import { totalOf } from './orders-shared';

interface Figures {
  toValidate: number | null;
  monthOrders: number | null;
  monthTotalHT: number | null;
  lowStock: number | null;
}

function Figure({
  name,
  label,
  value,
  to,
}: {
  name: string;
  label: string;
  value: string | number | null;
  to?: string;
}) {
  const body = (
    <CardContent>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-figure={name}>
        {value ?? '—'}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <Box
          {...linkProps(to)}
          sx={{ display: 'block', color: 'inherit', textDecoration: 'none', height: '100%' }}
        >
          {body}
        </Box>
      ) : (
        body
      )}
    </Card>
  );
}

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
  const [figures, setFigures] = useState<Figures>({
    toValidate: null,
    monthOrders: null,
    monthTotalHT: null,
    lowStock: null,
  });
  useEffect(() => {
    let live = true;
    void Promise.all([
      quietApi.GET('/v1/orders/summary').then(({ data }) => data ?? null),
      seesStock
        ? quietApi
            .GET('/v1/stock-levels', { params: { query: { range: '[0,0]', filter: '{"low":true}' } } })
            .then(({ response }) => totalOf(response))
        : Promise.resolve(null),
    ]).then(([summary, lowStock]) => {
      if (live)
        setFigures({
          toValidate: summary?.toValidate ?? null,
          monthOrders: summary?.monthOrders ?? null,
          monthTotalHT: summary?.monthTotalHT ?? null,
          lowStock,
        });
    });
    return () => {
      live = false;
    };
  }, [seesStock]);
  return (
    <Box component="section" sx={{ mb: 4 }} data-dashboard-section="sales">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('orders.dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        <Figure
          name="toValidate"
          label={t('orders.dashboard.toValidate')}
          value={figures.toValidate}
          to={`/dashboard/orders?filter=${encodeURIComponent('{"status":"pending"}')}`}
        />
        <Figure
          name="monthOrders"
          label={t('orders.dashboard.monthOrders')}
          value={figures.monthOrders}
          to="/dashboard/orders"
        />
        <Figure
          name="monthTotalHT"
          label={t('orders.dashboard.monthTotal')}
          value={figures.monthTotalHT === null ? null : money(figures.monthTotalHT)}
        />
        {seesStock && (
          <Figure
            name="lowStock"
            label={t('orders.dashboard.lowStock')}
            value={figures.lowStock}
            to={`/dashboard/stocks?filter=${encodeURIComponent('{"low":true}')}`}
          />
        )}
      </Box>
    </Box>
  );
}
