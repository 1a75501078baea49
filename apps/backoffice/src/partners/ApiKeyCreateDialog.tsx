import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  failure,
  messageText,
  parisDateOf,
  parisInstant,
  PERMISSIONS,
  rules,
  type Authorizations,
  type IsoDate,
} from '@cuvee/kernel';
import { useState } from 'react';
import { useCreate } from 'react-admin';
import { PermissionsEditor } from '../collaborators/PermissionsEditor';
import { showListError } from '../common/notices';
import { useT } from '../i18n';
import { FormDialog } from './FormDialog';
import { useLocale } from '../session/use-session';
import { FormField, useKernelForm } from '../settings/form-kit';

export type CreatedApiKey = Schemas['CreatedApiKeyDto'];

/** A key works through the whole Paris day chosen (the API stops it at its expiry instant). */
const expiryOf = (day: IsoDate): Date => parisInstant(day, '23:59');

/** The API's own rule, checked before it is asked: an expiry in the past is refused. */
const futureExpiry = (value: unknown) =>
  typeof value === 'string' && value !== '' && expiryOf(value).getTime() <= Date.now()
    ? failure('apiKeys.expiryPast')
    : null;

/**
 * A new API key: its name, an optional expiry day and the permissions it holds, chosen in the roles
 * screen's editor (grouped as there). The answer, with the secret, goes to `onCreated`.
 */
export function ApiKeyCreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useKernelForm({ name: '', expiry: '' }, { name: [rules.needed], expiry: [futureExpiry] });
  // An empty map ticks nothing (no map at all would read as every permission).
  const [permissions, setPermissions] = useState<Authorizations>({});
  const [noPermission, setNoPermission] = useState(false);
  const [create, { isPending }] = useCreate<CreatedApiKey>();
  const chosen = PERMISSIONS.filter((permission) => permissions[permission] === true);

  const submit = () => {
    const valid = form.validate();
    setNoPermission(chosen.length === 0);
    if (!valid || chosen.length === 0) return;
    const { name, expiry } = form.values;
    void create(
      'api-keys',
      {
        data: {
          name: name.trim(),
          permissions: chosen,
          expiresAt: expiry ? expiryOf(expiry).toISOString() : null,
        },
      },
      { onSuccess: onCreated, onError: showListError },
    );
  };

  return (
    <FormDialog
      title={t('partners.keys.add')}
      submit={t('partners.keys.create')}
      pending={isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      data-api-key-form
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          label={t('partners.keys.name')}
          required
          autoFocus
          {...form.field('name')}
          helperText={form.errors.name ?? t('partners.keys.nameHelp')}
        />
        <FormField
          label={t('partners.keys.expiry')}
          type="date"
          {...form.field('expiry')}
          helperText={form.errors.expiry ?? t('partners.keys.expiryHelp')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: parisDateOf(new Date()) },
          }}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {t('partners.keys.choosePermissions')}
      </Typography>
      {noPermission && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {messageText('apiKeys.noPermission', locale)}
        </Alert>
      )}
      <PermissionsEditor
        value={permissions}
        onChange={(map) => {
          setPermissions(map);
          setNoPermission(false);
        }}
      />
    </FormDialog>
  );
}
