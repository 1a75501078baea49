import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { addDays, parisDateOf } from '@cuvee/kernel';
import type { Schemas } from '@cuvee/api-client';
import { useBackofficeData } from '../api/custom-methods';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { useMoney } from '../common/formats';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { useSlotLabel } from './reservation-shared';

type EventRecord = Schemas['EventDto'];

/**
 * /dashboard/reservations/add ("Prise de réservations", createResa): a booking taken on the phone —
 * the event, the day, one of its open slots with its places left, the rates and the client — whose
 * places are taken at once; then the booking's page.
 */
export default function BookingCreate() {
  const t = useT();
  const navigate = useNavigate();
  const data = useBackofficeData();
  const money = useMoney();
  const slotLabel = useSlotLabel();
  const [create, { isPending }] = useCreate();
  const { data: events = [] } = useGetList<EventRecord>('reservation-events', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'titleFr', order: 'ASC' },
  });
  const [eventId, setEventId] = useState<number | ''>('');
  const [day, setDay] = useState(addDays(parisDateOf(new Date()), 1));
  const [slotId, setSlotId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [contact, setContact] = useState({ contactName: '', contactPhone: '', contactEmail: '' });
  const event = events.find((e) => e.id === eventId);
  const { data: slots = [] } = useQuery({
    queryKey: ['reservation-slots', eventId, day],
    queryFn: () => data.eventSlots(Number(eventId), day, day),
    enabled: eventId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  const open = slots.filter((slot) => slot.open);
  const total = (event?.rates ?? []).reduce(
    (sum, rate) => sum + rate.priceTtc * (quantities[rate.id!] ?? 0),
    0,
  );

  const submit = () =>
    create(
      'reservations',
      {
        data: {
          eventId,
          slotId,
          rates: Object.entries(quantities).map(([rateId, quantity]) => ({ rateId, quantity })),
          contactName: contact.contactName,
          contactPhone: contact.contactPhone || null,
          contactEmail: contact.contactEmail || null,
        },
      },
      {
        onSuccess: (made: { id: number }) => {
          showSuccess(t('reservations.messages.booked'));
          navigate(`/dashboard/reservations/${made.id}`);
        },
        onError: showListError,
      },
    );

  return (
    <>
      <PageHeader title={t('reservations.menu.addBooking')} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Panel title={t('reservations.fields.slot')}>
          <Stack spacing={2}>
            <TextField
              select
              label={t('reservations.fields.event')}
              value={eventId}
              onChange={(e) => {
                setEventId(Number(e.target.value));
                setSlotId(null);
                setQuantities({});
              }}
            >
              {events.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.titleFr}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('reservations.fields.date')}
              value={day}
              onChange={(e) => {
                setDay(e.target.value);
                setSlotId(null);
              }}
              InputLabelProps={{ shrink: true }}
            />
            {eventId !== '' && open.length === 0 && (
              <Typography>{t('reservations.messages.noSlots')}</Typography>
            )}
            <ToggleButtonGroup
              exclusive
              value={slotId}
              onChange={(_e, value: string | null) => setSlotId(value)}
            >
              {open.map((slot) => (
                <ToggleButton key={slot.id} value={slot.id}>
                  {slot.fullDay
                    ? t('reservations.messages.fullDay')
                    : slotLabel(slot.start, slot.id).split(' ').pop()}
                  {' · '}
                  {t('reservations.messages.placesLeft', { count: slot.placesLeft })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </Panel>
        {event && (
          <Panel title={t('reservations.fields.rates')}>
            <Stack spacing={2}>
              {event.rates.map((rate) => (
                <TextField
                  key={rate.id}
                  type="number"
                  label={`${rate.labelFr} (${money(rate.priceTtc)})`}
                  value={quantities[rate.id!] ?? 0}
                  inputProps={{ min: 0 }}
                  onChange={(e) =>
                    setQuantities({ ...quantities, [rate.id!]: Math.max(0, Number(e.target.value)) })
                  }
                />
              ))}
              <Typography>
                {t('reservations.fields.total')} : {money(total)}
              </Typography>
            </Stack>
          </Panel>
        )}
        <Panel title={t('reservations.fields.contactName')}>
          <Stack spacing={2}>
            {(['contactName', 'contactPhone', 'contactEmail'] as const).map((field) => (
              <TextField
                key={field}
                label={t(`reservations.fields.${field}`)}
                value={contact[field]}
                required={field === 'contactName'}
                onChange={(e) => setContact({ ...contact, [field]: e.target.value })}
              />
            ))}
          </Stack>
        </Panel>
        <Button
          variant="contained"
          disabled={isPending || !slotId || !contact.contactName.trim()}
          onClick={submit}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('reservations.actions.book')}
        </Button>
      </Stack>
    </>
  );
}
