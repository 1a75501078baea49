import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf, rules } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import { outcomeOf, type AuthOutcome } from './auth-outcome';

/**
 * /auth/takeover?token=…: the producer whose agent added their shop chooses a password and becomes its
 * owner (POST /v1/shop-takeovers, ADR 0087); then signs in with their e-mail.
 */
export default function TakeoverPage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const failure = rules.password(password);
    if (failure) return setError(messageOf(failure, locale));
    setBusy(true);
    const reply = await quietApi.POST('/v1/shop-takeovers', { body: { token, password } });
    setBusy(false);
    const outcome = outcomeOf(reply, t('auth.failed'));
    setOutcome(
      reply.data
        ? {
            ...outcome,
            message: `${outcome.message}. ${t('adminArea.takeover.done', { email: reply.data.email })}`,
          }
        : outcome,
    );
  };

  return (
    <AuthLayout shop={null} title={t('adminArea.takeover.title')}>
      {!token ? (
        <Alert severity="warning">{t('adminArea.takeover.noToken')}</Alert>
      ) : outcome?.ok ? (
        <Stack spacing={2}>
          <Alert severity="success" data-takeover-done>
            {outcome.message}
          </Alert>
          <Button variant="contained" component={RouterLink} to="/auth/login">
            {t('auth.toLogin')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate data-form="takeover">
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('adminArea.takeover.help')}</Typography>
            {outcome && <Alert severity="error">{outcome.message}</Alert>}
            <TextField
              label={t('adminArea.takeover.password')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
                setOutcome(null);
              }}
              error={error !== null}
              helperText={error ?? t('auth.register.passwordHelp')}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('adminArea.takeover.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
