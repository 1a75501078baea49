import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { usePopup, type PopupResult } from '@cuvee/ui';
import { useMutation } from '@tanstack/react-query';
import { useCreate, useGetList, useUpdate } from 'react-admin';
import { Panel } from '../../common/Panel';
import { showSuccess } from '../../common/notices';
import { useT } from '../../i18n';
import { api } from '../../services';
import { OrderButtons } from './order-buttons';

export type CustomField = Schemas['CustomFieldDto'];
type FieldType = CustomField['type'];
export const FIELD_TYPES: readonly FieldType[] = ['text', 'number', 'date', 'yesNo', 'choice'];

/** The popup's values as the API takes them: choices one per line, blank lines dropped. */
function fieldInput(result: PopupResult): Schemas['CustomFieldInputDto'] {
  const type = result.values.type as FieldType;
  const choices = String(result.values.choices ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { label: String(result.values.label).trim(), type, ...(type === 'choice' ? { choices } : {}) };
}

/**
 * The clients' custom fields (ADR 0091): add and edit in a popup (label, type, choices), reorder,
 * archive (hidden from forms, values kept), delete (asked first, and the values with it when there are).
 */
export function CustomFieldsEditor({ editable }: { editable: boolean }) {
  const t = useT();
  const popup = usePopup();
  const { data: fields = [], refetch } = useGetList<CustomField>('client-custom-fields', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const [update, { isPending: updating }] = useUpdate<CustomField>();
  const [create, { isPending: creating }] = useCreate<CustomField>();
  const remove = useMutation({
    mutationFn: async (field: CustomField) => {
      const { error } = await api.DELETE('/v1/client-custom-fields/{id}', {
        params: { path: { id: field.id }, query: field.valueCount > 0 ? { withValues: 'true' } : {} },
      });
      if (error) throw new Error('refused');
    },
    onSuccess: () => showSuccess(t('crm.settings.fieldDeleted')),
    onSettled: () => void refetch(),
  });
  const busy = updating || creating || remove.isPending;
  const saved = {
    mutationMode: 'pessimistic' as const,
    onSuccess: () => {
      showSuccess(t('crm.settings.fieldSaved'));
      void refetch();
    },
  };

  const ask = (title: string, field?: CustomField) =>
    popup({
      title,
      fields: [
        {
          kind: 'text',
          name: 'label',
          label: t('crm.settings.label'),
          initial: field?.label,
          required: true,
        },
        {
          kind: 'select',
          name: 'type',
          label: t('crm.settings.type'),
          initial: field?.type ?? 'text',
          options: FIELD_TYPES.map((value) => ({ value, label: t(`crm.settings.types.${value}`) })),
        },
        {
          kind: 'textarea',
          name: 'choices',
          label: t('crm.settings.choices'),
          initial: field?.choices.join('\n'),
        },
      ],
    });
  const add = async () => {
    const result = await ask(t('crm.settings.newField'));
    if (result) void create('client-custom-fields', { data: fieldInput(result) }, saved);
  };
  const edit = async (field: CustomField) => {
    const result = await ask(t('crm.settings.editField', { label: field.label }), field);
    if (result) {
      void update(
        'client-custom-fields',
        { id: field.id, data: fieldInput(result), previousData: field },
        saved,
      );
    }
  };
  const askDelete = async (field: CustomField) => {
    const result = await popup({
      title: t('crm.settings.deleteField', { label: field.label }),
      text:
        field.valueCount > 0 ? t('crm.settings.deleteFieldValues', { count: field.valueCount }) : undefined,
      tone: 'error',
    });
    if (result) remove.mutate(field);
  };

  return (
    <Panel
      title={t('crm.settings.fields')}
      hint={t('crm.settings.fieldsHint')}
      actions={
        editable && (
          <Button size="small" startIcon={<AddIcon />} disabled={busy} onClick={() => void add()}>
            {t('crm.settings.addField')}
          </Button>
        )
      }
      data-crm-fields
    >
      {fields.length === 0 && <Typography color="text.secondary">{t('crm.settings.noFields')}</Typography>}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          data-field-row={field.label}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, color: field.archived ? 'text.secondary' : undefined }}>
              {field.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                t(`crm.settings.types.${field.type}`),
                field.type === 'choice' ? field.choices.join(', ') : null,
                t('crm.settings.valueCount', { count: field.valueCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          {field.archived && <Chip size="small" label={t('crm.settings.archived')} />}
          {editable && (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton
                size="small"
                aria-label={t('crm.settings.edit', { name: field.label })}
                disabled={busy}
                onClick={() => void edit(field)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
              <OrderButtons
                name={field.label}
                index={index}
                count={fields.length}
                disabled={busy}
                onMove={(position) =>
                  void update(
                    'client-custom-fields',
                    { id: field.id, data: { position }, previousData: field },
                    saved,
                  )
                }
              />
              <IconButton
                size="small"
                aria-label={t(field.archived ? 'crm.settings.unarchive' : 'crm.settings.archive', {
                  label: field.label,
                })}
                disabled={busy}
                onClick={() =>
                  void update(
                    'client-custom-fields',
                    { id: field.id, data: { archived: !field.archived }, previousData: field },
                    saved,
                  )
                }
              >
                {field.archived ? (
                  <UnarchiveOutlinedIcon fontSize="small" />
                ) : (
                  <ArchiveOutlinedIcon fontSize="small" />
                )}
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('crm.settings.remove', { name: field.label })}
                disabled={busy}
                onClick={() => void askDelete(field)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          )}
        </Box>
      ))}
    </Panel>
  );
}
