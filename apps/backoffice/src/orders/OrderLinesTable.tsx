import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useIsSmall } from '../common/use-is-small';
import { type OrderDetail } from './orders-shared';

/*
 * An order's page: its lines at their snapshot prices, a table on a wide screen and a list on a phone.
 */

export function OrderLinesTable({ order }: { order: OrderDetail }) {
  const t = useT();
  const money = useMoney();
  const small = useIsSmall();
  if (small)
    return (
      <Stack divider={<Divider flexItem />} data-order-lines>
        {order.lines.map((line) => (
          <Stack key={line.id} direction="row" spacing={1} sx={{ py: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[line.vintageName, line.formatLabel, `${line.quantity} × ${money(line.unitHt)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{money(line.totalHt)}</Typography>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-order-lines>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.show.product')}</TableCell>
            <TableCell align="right">{t('orders.show.quantity')}</TableCell>
            <TableCell align="right">{t('orders.show.unitPrice')}</TableCell>
            <TableCell align="right">{t('orders.show.vat')}</TableCell>
            <TableCell align="right">{t('orders.show.lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[line.vintageName, line.formatLabel, line.isWrapped ? t('orders.show.wrapped') : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">
                {money(line.unitHt)}
                {line.unitListHt > line.unitHt && (
                  <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                    {money(line.unitListHt)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{line.vatRate} %</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(line.totalHt)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
