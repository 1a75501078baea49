import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rules } from '@cuvee/kernel';
import type { FormEvent } from 'react';
import { useT } from '../i18n';
import { NotificationPreferences } from '../messaging/NotificationPreferences';
import { api, session } from '../services';
import { useAuthenticated } from '../session/use-session';
import { FormField, orNull, text, useKernelForm } from './form-kit';

/**
 * Settings "account": the user's own profile (PUT /v1/users/me), password (PUT /v1/users/me/password)
 * and notification preferences.
 */
export default function AccountSection() {
  const t = useT();
  const { user } = useAuthenticated();
  const profile = useKernelForm(
    {
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: text(user.phone),
    },
    {
      username: [rules.needed, rules.username],
      firstname: [rules.needed],
      lastname: [rules.needed],
      email: [rules.needed, rules.email],
      phone: [rules.telephoneOptional],
    },
  );
  const password = useKernelForm(
    { currentPassword: '', newPassword: '' },
    { currentPassword: [rules.needed], newPassword: [rules.password] },
  );

  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    if (!profile.validate()) return;
    const { values } = profile;
    const { data } = await api.PUT('/v1/users/me', { body: { ...values, phone: orNull(values.phone) } });
    if (data) await session.reload();
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.validate()) return;
    const { data } = await api.PUT('/v1/users/me/password', { body: password.values });
    if (data) password.reset({ currentPassword: '', newPassword: '' });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" onSubmit={saveProfile} noValidate data-form="profile">
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {t('settings.account.profile')}
        </Typography>
        <Stack spacing={0.5}>
          <FormField
            label={t('settings.account.username')}
            {...profile.field('username')}
            autoComplete="username"
          />
          <FormField
            label={t('settings.account.firstname')}
            {...profile.field('firstname')}
            autoComplete="given-name"
          />
          <FormField
            label={t('settings.account.lastname')}
            {...profile.field('lastname')}
            autoComplete="family-name"
          />
          <FormField
            label={t('settings.account.email')}
            type="email"
            {...profile.field('email')}
            autoComplete="email"
          />
          <FormField
            label={t('settings.account.phone')}
            type="tel"
            {...profile.field('phone')}
            autoComplete="tel"
          />
        </Stack>
        <Button type="submit" variant="contained">
          {t('common.save')}
        </Button>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Box component="form" onSubmit={savePassword} noValidate data-form="password">
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {t('settings.account.password')}
        </Typography>
        <Stack spacing={0.5}>
          <FormField
            label={t('settings.account.currentPassword')}
            type="password"
            {...password.field('currentPassword')}
            autoComplete="current-password"
          />
          <FormField
            label={t('settings.account.newPassword')}
            type="password"
            {...password.field('newPassword')}
            autoComplete="new-password"
          />
        </Stack>
        <Button type="submit" variant="contained">
          {t('settings.account.changePassword')}
        </Button>
      </Box>
      <Divider sx={{ my: 3 }} />
      <NotificationPreferences />
    </Paper>
  );
}
