import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  ArrayInput,
  email,
  Form,
  required,
  ResourceContextProvider,
  SimpleFormIterator,
  TextInput,
  useRefresh,
} from 'react-admin';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { DecimalInput } from '../common/DecimalInput';
import { useDateTime, useMoney } from '../common/formats';
import { showSuccess } from '../common/notices';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import type { ReservationRecord } from './reservation-shared';

type Payer = Schemas['PayerDto'];
type Method = Schemas['SharePaymentInputDto']['method'];
const METHODS: readonly Method[] = ['card', 'transfer', 'cash', 'check'];
const EMAIL_RULES = [required(), email()];

/**
 * A booking's payment group on its page (seeAllResa + createResa): a booking taken at the estate is
 * split between payers (addresses and shares adding up to its total; each is mailed the link to their
 * page, where they pay by card); then who paid, how and when, each payer's link, and the shares the
 * shop receives itself. The booking waits for its payers until the last share.
 */
export function PaymentGroupPanel({ booking }: { booking: ReservationRecord }) {
  const t = useT();
  const data = useBackofficeData();
  const { data: payers } = useQuery({
    queryKey: ['reservation-payers', booking.id, booking.status],
    queryFn: () => data.reservationPayers(booking.id),
  });
  if (!payers) return null;
  const splittable =
    payers.length === 0 &&
    booking.channel === 'backoffice' &&
    booking.status === 'confirmed' &&
    !booking.checkedInAt;
  if (!splittable && payers.length === 0) return null;
  return (
    <Panel title={t('reservations.payers.title')} data-payment-group>
      {payers.length > 0 ? <Payers booking={booking} payers={payers} /> : <SplitForm booking={booking} />}
    </Panel>
  );
}

function Payers({ booking, payers }: { booking: ReservationRecord; payers: Payer[] }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <Table size="small" aria-label={t('reservations.payers.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('reservations.fields.contactEmail')}</TableCell>
          <TableCell align="right">{t('reservations.payers.share')}</TableCell>
          <TableCell>{t('reservations.payers.paid')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payers.map((payer) => (
          <TableRow key={payer.id}>
            <TableCell>
              <Typography variant="body2">{payer.email}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {payer.link}
              </Typography>
            </TableCell>
            <TableCell align="right">{money(payer.amount)}</TableCell>
            <TableCell>
              {payer.paidAt ? (
                `${dateTime(payer.paidAt, true)} · ${t(`reservations.payers.methods.${(payer.paymentMethod ?? 'card') as Method}`)}`
              ) : booking.status === 'awaitingPayment' ? (
                <Received booking={booking} payer={payer} />
              ) : (
                t('reservations.payers.unpaid')
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The shop received a share itself (at the counter, by transfer…). */
function Received({ booking, payer }: { booking: ReservationRecord; payer: Payer }) {
  const t = useT();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method>('transfer');
  const record = useMutation({
    mutationFn: () => data.recordSharePaid(booking.id, payer.id, method),
    onSuccess: () => {
      showSuccess(t('reservations.payers.recorded'));
      void queryClient.invalidateQueries({ queryKey: ['reservation-payers', booking.id] });
      refresh();
    },
  });
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Select
        size="small"
        value={method}
        onChange={(event) => setMethod(event.target.value as Method)}
        inputProps={{ 'aria-label': t('reservations.payers.method') }}
      >
        {METHODS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`reservations.payers.methods.${value}`)}
          </MenuItem>
        ))}
      </Select>
      <Button size="small" variant="outlined" disabled={record.isPending} onClick={() => record.mutate()}>
        {t('reservations.payers.receive')}
      </Button>
    </Stack>
  );
}

interface SplitValues {
  payers: { email: string; amount: number | null }[];
}

function SplitForm({ booking }: { booking: ReservationRecord }) {
  const t = useT();
  const money = useMoney();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const split = useMutation({
    mutationFn: (values: SplitValues) =>
      data.splitReservation(
        booking.id,
        values.payers.map((payer) => ({ email: payer.email, amount: payer.amount ?? 0 })),
      ),
    onSuccess: () => {
      showSuccess(t('reservations.payers.split'));
      void queryClient.invalidateQueries({ queryKey: ['reservation-payers', booking.id] });
      refresh();
    },
  });
  // Kept between renders: a new object each time would make the form reset itself again and again.
  const defaults = useMemo(() => {
    const half = Math.floor(booking.totalTtc / 2);
    return {
      payers: [
        { email: '', amount: booking.totalTtc - half },
        { email: '', amount: half },
      ],
    };
  }, [booking.totalTtc]);
  // The iterator's items name their inputs after the resource: a panel of a page outside any list
  // or record view gives it its own.
  return (
    <ResourceContextProvider value="reservations">
      <Form
        defaultValues={defaults}
        onSubmit={(values: Record<string, unknown>) =>
          split.mutate({ payers: values.payers as SplitValues['payers'] })
        }
      >
        <Typography variant="body2" color="text.secondary">
          {t('reservations.payers.help', { total: money(booking.totalTtc) })}
        </Typography>
        <ArrayInput source="payers" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput
              source="email"
              type="email"
              label={t('reservations.fields.contactEmail')}
              validate={EMAIL_RULES}
            />
            <DecimalInput source="amount" money min={0.01} label={t('reservations.payers.share')} />
          </SimpleFormIterator>
        </ArrayInput>
        <Button type="submit" variant="contained" disabled={split.isPending}>
          {t('reservations.payers.submit')}
        </Button>
      </Form>
    </ResourceContextProvider>
  );
}
