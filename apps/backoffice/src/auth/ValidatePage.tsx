import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf, rules } from '@cuvee/kernel';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import { outcomeOf, type AuthOutcome } from './auth-outcome';
import { useProtectedSubmit } from './captcha/use-captcha';

/**
 * /auth/validate?token=: validates the account of the mailed link (POST /v1/auth/validate) as the
 * page opens; when the link is no longer valid, a new one can be sent (POST /v1/auth/validate/resend).
 */
export default function ValidatePage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  const { send, busy, checking } = useProtectedSubmit();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // The token is single use: React's development double effects must not spend it twice.
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome({ ok: false, message: t('auth.validate.noToken') });
      return;
    }
    void quietApi
      .POST('/v1/auth/validate', { body: { token } })
      .then((reply) => setOutcome(outcomeOf(reply, t('auth.failed'))));
  }, [token, t]);

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    const failure = rules.needed(email) ?? rules.email(email);
    if (failure) return setEmailError(messageOf(failure, locale));
    const sent = await send((header) =>
      quietApi.POST('/v1/auth/validate/resend', { params: { header }, body: { email: email.trim() } }),
    );
    setResent(sent.message);
  };

  return (
    <AuthLayout shop={null} title={t('auth.validate.title')}>
      {!outcome && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <CircularProgress aria-label={t('auth.validate.title')} />
        </Box>
      )}
      {outcome && (
        <Stack spacing={2}>
          <Alert
            severity={outcome.ok ? 'success' : 'error'}
            data-validate-outcome={outcome.ok ? 'ok' : 'failed'}
          >
            {outcome.message}
          </Alert>
          {outcome.ok ? (
            <Button variant="contained" component={RouterLink} to="/auth/login">
              {t('auth.toLogin')}
            </Button>
          ) : resent ? (
            <Alert severity="info">{resent}</Alert>
          ) : (
            <Box component="form" onSubmit={resend} noValidate>
              <Stack spacing={1.5}>
                <TextField
                  label={t('auth.reset.email')}
                  type="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setEmailError(null);
                  }}
                  error={emailError !== null}
                  helperText={emailError ?? ' '}
                />
                <Button type="submit" variant="outlined" disabled={busy}>
                  {checking ? t('auth.captcha.checking') : t('auth.validate.resend')}
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </AuthLayout>
  );
}
