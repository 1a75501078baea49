import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { List, useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { ResponsiveList } from '../common/ResponsiveList';
import { useOrderColumns } from './OrderList';
import { orderPath, usePaymentLabel, type OrderSummary, type SalesPointRecord } from './orders-shared';
import { EmptyList } from '../common/EmptyList';

/** /dashboard/salespoints/:id: a sales point, its sales, and the till. */
export default function SalesPointShow() {
  const t = useT();
  const id = Number(useParams().id);
  const money = useMoney();
  const dateTime = useDateTime();
  const paymentLabel = usePaymentLabel();
  const {
    data: point,
    isPending,
    error,
  } = useGetOne<SalesPointRecord>('sales-points', { id, meta: { quiet: true } });
  const columns = useOrderColumns({ buyer: false }).filter(
    (column) => !['party', 'deliveryStatus'].includes(String(column.key)),
  );
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error || !point) return null;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={point.name}
        subtitle={[point.address, point.paymentMethods.map(paymentLabel).join(', ')]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Button
            variant="contained"
            size="large"
            startIcon={<AddShoppingCartIcon />}
            component={RouterLink}
            to={`/dashboard/salespoints/${id}/new-order`}
            data-new-sale
          >
            {t('orders.salesPoints.newSale')}
          </Button>
        }
      />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('orders.salesPoints.sales')}
      </Typography>
      <List
        resource="orders"
        filter={{ salesPointId: id }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={false}
        storeKey={`orders.salesPoint.${id}`}
        title={point.name}
        empty={false}
      >
        <ResponsiveList<OrderSummary>
          empty={<EmptyList nothingYet={t('orders.salesPoints.noSales')} />}
          rowClick={(rowId) => orderPath(rowId)}
          mobile={{
            primaryText: (order) => order.number,
            secondaryText: (order) => dateTime(order.createdAt),
            tertiaryText: (order) => money(order.totalTTC),
          }}
        >
          {columns}
        </ResponsiveList>
      </List>
    </Box>
  );
}
