import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { BooleanField, Datagrid, List, NumberField, TextField, TextInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';

/**
 * /dashboard/reservations/events (accessEvent, reservations module): the shop's events; a row opens its
 * form, "Nouvel événement" needs createEvent too.
 */
export default function Events() {
  const t = useT();
  const canOpen = useCanOpen();
  return (
    <>
      <PageHeader title={t('reservations.menu.events')} help="wine-tourism" />
      <List
        resource="reservation-events"
        title={t('reservations.menu.events')}
        filters={[<TextInput key="q" source="q" label={t('reservations.fields.search')} alwaysOn />]}
        actions={
          canOpen('/dashboard/reservations/events/add') ? (
            <Button
              variant="contained"
              component={RouterLink}
              to="/dashboard/reservations/events/add"
              startIcon={<AddIcon />}
              data-create-page
            >
              {t('reservations.menu.addEvent')}
            </Button>
          ) : (
            false
          )
        }
        sort={{ field: 'titleFr', order: 'ASC' }}
        exporter={false}
        storeKey="reservations.events"
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => `/dashboard/reservations/events/${id}`}
          empty={<p>{t('reservations.messages.noEvents')}</p>}
        >
          <TextField source="titleFr" label={t('reservations.fields.title')} />
          <TextField source="location" label={t('reservations.fields.location')} sortable={false} />
          <NumberField source="durationMinutes" label={t('reservations.fields.duration')} sortable={false} />
          <NumberField source="capacity" label={t('reservations.fields.capacity')} />
          <BooleanField source="online" label={t('reservations.fields.online')} sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
