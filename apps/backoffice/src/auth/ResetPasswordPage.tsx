import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf, rules } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import { outcomeOf, type AuthOutcome } from './auth-outcome';
import { useProtectedSubmit } from './captcha/use-captcha';
import { useAuthShop, withShop } from './use-auth-shop';

/**
 * /auth/resetpwd: without a token, ask for the mail (POST /v1/auth/reset-password/request); with the
 * mailed ?token=, choose the new password (POST /v1/auth/reset-password). Collaborators and agents
 * invited by a shop choose their first password here too.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const shop = useAuthShop();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  const { send, busy, checking } = useProtectedSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = token ? rules.password(value) : (rules.needed(value) ?? rules.email(value));
    if (failure) return setError(messageOf(failure, locale));
    setOutcome(
      token
        ? outcomeOf(
            await quietApi.POST('/v1/auth/reset-password', { body: { token, password: value } }),
            t('auth.failed'),
          )
        : await send((header) =>
            quietApi.POST('/v1/auth/reset-password/request', {
              params: { header },
              body: { email: value.trim() },
            }),
          ),
    );
  };

  return (
    <AuthLayout shop={shop} title={token ? t('auth.reset.newTitle') : t('auth.reset.title')}>
      {outcome?.ok ? (
        <Stack spacing={2}>
          <Alert severity="success" data-reset-done>
            {outcome.message}
          </Alert>
          <Button variant="contained" component={RouterLink} to={withShop('/auth/login', shop)}>
            {t('auth.toLogin')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate data-form="reset">
          <Stack spacing={2}>
            {outcome && <Alert severity="error">{outcome.message}</Alert>}
            <TextField
              label={token ? t('auth.reset.password') : t('auth.reset.email')}
              type={token ? 'password' : 'email'}
              autoComplete={token ? 'new-password' : 'email'}
              required
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
                setOutcome(null);
              }}
              error={error !== null}
              helperText={error ?? (token ? t('auth.register.passwordHelp') : t('auth.reset.help'))}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {token ? t('auth.reset.save') : checking ? t('auth.captcha.checking') : t('auth.reset.send')}
            </Button>
            <Link component={RouterLink} to={withShop('/auth/login', shop)}>
              {t('auth.toLogin')}
            </Link>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
