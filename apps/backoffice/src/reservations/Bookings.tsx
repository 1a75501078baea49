import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useMoney } from '../common/formats';
import { useT } from '../i18n';
import { useAuthenticated } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';
import { CheckInButton, useSlotLabel, type ReservationRecord } from './reservation-shared';

/**
 * /dashboard/reservations: the shop's bookings (seeAllResa), soonest first, filtered by event, status
 * or a name, checked in on the day; a buyer's own bookings in their space. A row opens the booking.
 */
export default function Bookings() {
  const t = useT();
  const { user } = useAuthenticated();
  const buyer = user.role === 'buyer';
  const canOpen = useCanOpen();
  const money = useMoney();
  const slot = useSlotLabel();
  const statuses = (['confirmed', 'awaitingPayment', 'cancelled'] as const).map((id) => ({
    id,
    name: t(`reservations.statuses.${id}`),
  }));
  const filters = [
    <TextInput key="q" source="q" label={t('reservations.fields.search')} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={t('reservations.fields.status')}
      choices={statuses}
      alwaysOn
    />,
    ...(buyer
      ? []
      : [
          <ReferenceInput key="eventId" source="eventId" reference="reservation-events" alwaysOn>
            <SelectInput optionText="titleFr" label={t('reservations.fields.event')} />
          </ReferenceInput>,
        ]),
  ];
  return (
    <>
      <PageHeader title={t('reservations.menu.bookings')} />
      <List
        resource="reservations"
        title={t('reservations.menu.bookings')}
        filters={filters}
        actions={
          !buyer && canOpen('/dashboard/reservations/add') ? (
            <Button
              variant="contained"
              component={RouterLink}
              to="/dashboard/reservations/add"
              startIcon={<AddIcon />}
              data-create-page
            >
              {t('reservations.menu.addBooking')}
            </Button>
          ) : (
            false
          )
        }
        sort={{ field: 'start', order: 'ASC' }}
        exporter={false}
        storeKey={buyer ? 'reservations.mine' : 'reservations.bookings'}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => `/dashboard/reservations/${id}`}
          empty={<p>{t('reservations.messages.noBookings')}</p>}
        >
          <FunctionField<ReservationRecord>
            source="start"
            label={t('reservations.fields.slot')}
            render={(r) => slot(r.start, r.slotId)}
          />
          <TextField source="eventTitle" label={t('reservations.fields.event')} sortable={false} />
          {!buyer && <TextField source="contactName" label={t('reservations.fields.contactName')} />}
          <NumberField source="persons" label={t('reservations.fields.persons')} sortable={false} />
          <FunctionField<ReservationRecord>
            label={t('reservations.fields.total')}
            render={(r) => money(r.totalTtc)}
          />
          <FunctionField<ReservationRecord>
            label={t('reservations.fields.status')}
            render={(r) => t(`reservations.statuses.${r.status}`)}
          />
          {!buyer && (
            <FunctionField<ReservationRecord>
              label={t('reservations.fields.checkedIn')}
              render={(r) => <CheckInButton reservation={r} />}
            />
          )}
        </Datagrid>
      </List>
    </>
  );
}
