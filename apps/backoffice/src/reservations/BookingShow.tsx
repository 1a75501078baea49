import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useAuthenticated } from '../session/use-session';
import { PaymentGroupPanel } from './PaymentGroupPanel';
import { CancelButton, CheckInButton, useSlotLabel, type ReservationRecord } from './reservation-shared';

/**
 * /dashboard/reservations/:id (seeAllResa, or the buyer's own): a booking — its slot, contact and
 * rates — checked in by the shop on the day, cancelled by the shop or by the buyer within the delay;
 * the shop splits a booking taken at the estate between payers and sees who paid.
 */
export default function BookingShow() {
  const t = useT();
  const { id } = useParams();
  const { user } = useAuthenticated();
  const buyer = user.role === 'buyer';
  const money = useMoney();
  const slot = useSlotLabel();
  const { data: booking } = useGetOne<ReservationRecord>('reservations', { id: Number(id) });
  if (!booking) return null;
  const mayCancel = !buyer || booking.cancellable;
  return (
    <>
      <PageHeader title={booking.eventTitle} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Panel
          title={slot(booking.start, booking.slotId)}
          actions={
            <Stack direction="row" spacing={1}>
              {!buyer && <CheckInButton reservation={booking} />}
              {mayCancel && <CancelButton reservation={booking} />}
            </Stack>
          }
        >
          <Typography>
            {t('reservations.fields.status')} : {t(`reservations.statuses.${booking.status}`)}
          </Typography>
          {!buyer && (
            <Typography>
              {t('reservations.fields.contactName')} : {booking.contactName}
              {booking.contactPhone ? ` · ${booking.contactPhone}` : ''}
              {booking.contactEmail ? ` · ${booking.contactEmail}` : ''}
            </Typography>
          )}
          {booking.orderNumber && (
            <Typography>
              {t('reservations.fields.order')} : {booking.orderNumber}
            </Typography>
          )}
          {booking.notes && <Typography color="text.secondary">{booking.notes}</Typography>}
        </Panel>
        <Panel title={t('reservations.fields.rates')}>
          <Table size="small">
            <TableBody>
              {booking.rates.map((rate) => (
                <TableRow key={rate.rateId}>
                  <TableCell>{rate.label}</TableCell>
                  <TableCell align="right">{rate.quantity}</TableCell>
                  <TableCell align="right">{money(rate.unitTtc * rate.quantity)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell>
                  <strong>{t('reservations.fields.total')}</strong>
                </TableCell>
                <TableCell align="right">{booking.persons}</TableCell>
                <TableCell align="right">
                  <strong>{money(booking.totalTtc)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Panel>
        {!buyer && <PaymentGroupPanel booking={booking} />}
      </Stack>
    </>
  );
}
