import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isStatusOf, statusInfo } from '@cuvee/kernel';
import { useDateTime } from '../common/formats';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { type OrderDetail } from './orders-shared';

/* An order's page: its timeline, from the moments the API records. */

/** The timeline of an order: the moments the API records, then its current end or expiry. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const dateTime = useDateTime();
  const ended = ['refused', 'cancelled', 'aborted', 'expired', 'invoiced'].includes(order.status);
  const entries: { at: string; label: string; colour: string }[] = [
    { at: order.createdAt, label: t('orders.show.created'), colour: '#ABB5C9' },
  ];
  if (order.placedAt) entries.push({ at: order.placedAt, label: t('orders.show.placed'), colour: '#ABB5C9' });
  if (order.validatedAt)
    entries.push({ at: order.validatedAt, label: t('orders.show.validated'), colour: '#a4d1d0' });
  if (order.closedAt && ended && isStatusOf('order', order.status)) {
    const info = statusInfo('order', order.status);
    entries.push({ at: order.closedAt, label: info.label[locale], colour: info.hex });
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-timeline>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.label}
          sx={{ display: 'flex', gap: 1.5, pb: 1.5, position: 'relative' }}
        >
          <Box
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: entry.colour, mt: 0.6, flex: 'none' }}
          />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{entry.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {dateTime(entry.at)}
            </Typography>
          </Box>
        </Box>
      ))}
      {order.status === 'pending' && order.expiresAt && (
        <Typography variant="body2" color="text.secondary">
          {t('orders.show.expires', { date: dateTime(order.expiresAt) })}
        </Typography>
      )}
    </Box>
  );
}
