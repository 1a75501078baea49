import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  useGetList,
} from 'react-admin';
import { useDateTime } from '../common/formats';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';

type CustomField = Schemas['CustomFieldDto'];
export type CustomValues = Schemas['ClientDto']['customFields'];

/** The shop's active custom fields, in form order (settings "crm"). */
export function useActiveCustomFields(): CustomField[] {
  const { data } = useGetList<CustomField>('client-custom-fields', {
    filter: { archived: false },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  return data ?? [];
}

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 200px' } } as const;

/**
 * The input of a field's type (number, date, yes/no, a choice, a text), for the client form
 * (`customFields.<key>`) and the clients list's filters (`custom.<key>`, which the API reads nested).
 */
export function customFieldInput(field: CustomField, props: { source: string; helperText?: false }) {
  const common = { label: field.label, ...props };
  switch (field.type) {
    case 'number':
      return <NumberInput key={field.key} {...common} />;
    case 'date':
      return <DateInput key={field.key} {...common} />;
    case 'yesNo':
      return <NullableBooleanInput key={field.key} {...common} />;
    case 'choice':
      return (
        <SelectInput
          key={field.key}
          {...common}
          choices={field.choices.map((choice) => ({ id: choice, name: choice }))}
          emptyText="—"
        />
      );
    default:
      return <TextInput key={field.key} {...common} slotProps={{ htmlInput: { maxLength: 255 } }} />;
  }
}

/** The client form's inputs for the custom fields, one per field with the input of its type. */
export function CustomFieldInputs() {
  const t = useT();
  const fields = useActiveCustomFields();
  if (fields.length === 0) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 1 }} data-custom-fields>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('crm.settings.customSection')}
      </Typography>
      <Box sx={row}>
        {fields.map((field) =>
          customFieldInput(field, { source: `customFields.${field.key}`, helperText: false }),
        )}
      </Box>
    </Box>
  );
}

/** A value as read: yes/no in words, dates and numbers in the interface's language. */
function useCustomValueText(): (field: CustomField, value: string | number | boolean) => string {
  const t = useT();
  const locale = useLocale();
  const dateTime = useDateTime();
  return (field, value) => {
    if (field.type === 'yesNo') return t(value === true ? 'crm.settings.yes' : 'crm.settings.no');
    if (field.type === 'date' && typeof value === 'string') return dateTime(`${value}T12:00:00Z`, false);
    if (field.type === 'number' && typeof value === 'number') return value.toLocaleString(locale);
    return String(value);
  };
}

/** The client page's rows for the active custom fields that hold a value, in form order. */
export function useCustomValueRows(values: CustomValues): { key: string; label: string; text: string }[] {
  const fields = useActiveCustomFields();
  const text = useCustomValueText();
  return fields
    .filter((field) => values[field.key] !== undefined)
    .map((field) => ({ key: field.key, label: field.label, text: text(field, values[field.key]!) }));
}
