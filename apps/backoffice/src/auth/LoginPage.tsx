import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { homePath, messageText, safeRedirect } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { session } from '../services';
import { useLocale } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import { useAuthShop, withShop } from './use-auth-shop';

/**
 * /auth/login (and /auth): username or email and password (POST /v1/auth/login). A failure shows
 * in the form ("Le mail et/ou le mot de passe sont incorrects.") until the form is edited;
 * a success goes to ?redirectLink when it is a local path, else home.
 */
export default function LoginPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shop = useAuthShop();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await session.login(identifier.trim(), password).catch(() => null);
    setBusy(false);
    if (!outcome) return setError(messageText('error.generic', locale));
    if (!outcome.ok) return setError(outcome.message || messageText('error.loginFailed', locale));
    navigate(safeRedirect(params.get('redirectLink'), homePath(outcome.user.role)), { replace: true });
  };

  return (
    <AuthLayout shop={shop} title={t('auth.login.title')}>
      <Box component="form" onSubmit={submit} noValidate data-form="login">
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-login-error>
              {error}
            </Alert>
          )}
          <TextField
            label={t('auth.login.identifier')}
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={identifier}
            onChange={(event) => edit(setIdentifier)(event.target.value)}
          />
          <TextField
            label={t('auth.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !identifier || !password}>
            {t('auth.login.submit')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to={withShop('/auth/resetpwd', shop)}>
              {t('auth.login.forgot')}
            </Link>
            <Link component={RouterLink} to={withShop('/auth/register', shop)}>
              {t('auth.login.register')}
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
