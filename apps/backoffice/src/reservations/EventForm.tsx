import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  DateInput,
  Edit,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { RecordMissing } from '../common/RecordMissing';
import { VisualsInput } from '../common/VisualsInput';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';

/** Euros on screen, cents in the API (ADR 0001). */
const euros = {
  format: (cents: number | null | undefined) => (cents == null ? '' : cents / 100),
  parse: (value: string | number | null) =>
    value === '' || value == null ? null : Math.round(Number(value) * 100),
};
const wide = { width: 600, maxWidth: '100%' };
const hours = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The default event: a weekly visit from today, adult and child rates. */
const DEFAULTS = {
  durationMinutes: 90,
  capacity: 10,
  cutoffHours: 2,
  cancellationHours: 48,
  touristTax: 0,
  adultRequired: true,
  online: true,
  languages: ['fr'],
  rates: [
    { kind: 'adult', labelFr: 'Adulte', priceTtc: 1500 },
    { kind: 'child', labelFr: 'Enfant', priceTtc: 800 },
  ],
  schedule: {
    oneOff: [],
    weekly: [
      {
        weekdays: [2, 3, 4, 5, 6],
        hours: [{ start: '10:30', end: '12:00' }],
        from: new Date().toISOString().slice(0, 10),
        until: null,
      },
    ],
    exceptions: [],
    closedWeekdays: [],
  },
};

function EventFields() {
  const t = useT();
  const kinds = (['adult', 'child', 'option'] as const).map((id) => ({
    id,
    name: t(`reservations.kinds.${id}`),
  }));
  const weekdays = ([1, 2, 3, 4, 5, 6, 7] as const).map((id) => ({
    id,
    name: t(`reservations.weekdays.d${id}`),
  }));
  const time = (value: string) => (value && !hours.test(value) ? 'HH:MM' : undefined);
  return (
    <>
      <TextInput source="titleFr" label={t('reservations.fields.titleFr')} validate={required()} sx={wide} />
      <TextInput source="titleEn" label={t('reservations.fields.titleEn')} sx={wide} />
      <TextInput source="descriptionFr" label={t('reservations.fields.descriptionFr')} multiline sx={wide} />
      <TextInput source="descriptionEn" label={t('reservations.fields.descriptionEn')} multiline sx={wide} />
      <VisualsInput
        source="photos"
        label={t('reservations.fields.photos')}
        uploadPath="/v1/reservation-events/photos"
      />
      <TextInput source="location" label={t('reservations.fields.location')} sx={wide} />
      <NumberInput
        source="durationMinutes"
        label={t('reservations.fields.duration')}
        min={1}
        validate={required()}
      />
      <NumberInput
        source="capacity"
        label={t('reservations.fields.capacity')}
        min={1}
        validate={required()}
      />
      <NumberInput source="cutoffHours" label={t('reservations.fields.cutoffHours')} min={0} />
      <NumberInput source="cancellationHours" label={t('reservations.fields.cancellationHours')} min={0} />
      <NumberInput source="touristTax" label={t('reservations.fields.touristTax')} step={0.1} {...euros} />
      <BooleanInput source="adultRequired" label={t('reservations.fields.adultRequired')} />
      <BooleanInput source="online" label={t('reservations.fields.online')} />
      <TextInput
        source="confirmationMessage"
        label={t('reservations.fields.confirmationMessage')}
        multiline
        sx={wide}
      />
      <ArrayInput source="rates" label={t('reservations.fields.rates')}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="kind"
            label={t('reservations.fields.kind')}
            choices={kinds}
            validate={required()}
          />
          <TextInput source="labelFr" label={t('reservations.fields.label')} validate={required()} />
          <NumberInput source="priceTtc" label={t('reservations.fields.price')} step={0.5} {...euros} />
          <BooleanInput source="notCounting" label={t('reservations.fields.notCounting')} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="schedule.weekly" label={t('reservations.fields.weekly')}>
        <SimpleFormIterator disableReordering>
          <CheckboxGroupInput
            source="weekdays"
            label={t('reservations.fields.weekdays')}
            choices={weekdays}
          />
          <ArrayInput source="hours" label={t('reservations.fields.hours')}>
            <SimpleFormIterator inline disableReordering>
              <TextInput source="start" label={t('reservations.fields.start')} validate={time} />
              <TextInput source="end" label={t('reservations.fields.end')} validate={time} />
            </SimpleFormIterator>
          </ArrayInput>
          <DateInput source="from" label={t('reservations.fields.from')} validate={required()} />
          <DateInput source="until" label={t('reservations.fields.until')} parse={(v: string) => v || null} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="schedule.oneOff" label={t('reservations.fields.oneOff')}>
        <SimpleFormIterator inline disableReordering>
          <DateInput source="date" label={t('reservations.fields.date')} validate={required()} />
          <TextInput source="hours.start" label={t('reservations.fields.start')} validate={time} />
          <TextInput source="hours.end" label={t('reservations.fields.end')} validate={time} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** What the API takes: a one-off slot without hours is a full day; the rest as written. */
function toInput(data: Record<string, unknown>): Record<string, unknown> {
  const schedule = (data['schedule'] ?? DEFAULTS.schedule) as {
    oneOff?: { date: string; hours?: { start?: string; end?: string } | null }[];
  };
  const { id: _id, shopId: _shop, createdAt: _created, updatedAt: _updated, ...fields } = data;
  return {
    ...fields,
    schedule: {
      ...schedule,
      oneOff: (schedule.oneOff ?? []).map((slot) => ({
        date: slot.date,
        hours: slot.hours?.start && slot.hours.end ? { start: slot.hours.start, end: slot.hours.end } : null,
      })),
    },
  };
}

/**
 * /dashboard/reservations/events/add (accessEvent and createEvent) and /dashboard/reservations/events/:id
 * (accessEvent): an event with its rates and its schedule; the API refuses a schedule that gives no slot.
 */
export default function EventForm() {
  const t = useT();
  const navigate = useNavigate();
  const { id } = useParams();
  const done = {
    onSuccess: () => {
      showSuccess(t('reservations.messages.eventSaved'));
      navigate('/dashboard/reservations/events');
    },
    onError: showListError,
  };
  const form = (
    <SimpleForm defaultValues={id ? undefined : DEFAULTS}>
      <EventFields />
    </SimpleForm>
  );
  return (
    <>
      <PageHeader title={t(id ? 'reservations.menu.events' : 'reservations.menu.addEvent')} />
      {id ? (
        <Edit
          resource="reservation-events"
          id={id}
          error={<RecordMissing backTo="/dashboard/reservations/events" />}
          mutationMode="pessimistic"
          mutationOptions={done}
          transform={toInput}
          redirect={false}
        >
          {form}
        </Edit>
      ) : (
        <Create resource="reservation-events" mutationOptions={done} transform={toInput} redirect={false}>
          {form}
        </Create>
      )}
    </>
  );
}
