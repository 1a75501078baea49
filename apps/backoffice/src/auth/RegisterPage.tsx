import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BUSINESS_TYPOLOGIES, messageOf, rules, type ValidationRule } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { useLocale } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import type { AuthOutcome } from './auth-outcome';
import { useProtectedSubmit } from './captcha/use-captcha';
import { useAuthShop, withShop } from './use-auth-shop';

export type AccountKind = 'buyer' | 'seller' | 'agent';

type Values = Record<
  'username' | 'firstname' | 'lastname' | 'email' | 'password' | 'phone' | 'shopName' | 'businessType',
  string
>;

const RULES: Partial<Record<keyof Values, readonly ValidationRule[]>> = {
  username: [rules.needed, rules.username],
  firstname: [rules.needed],
  lastname: [rules.needed],
  email: [rules.needed, rules.email],
  password: [rules.password],
  phone: [rules.telephoneOptional],
};
const SELLER_RULES: typeof RULES = { shopName: [rules.needed, rules.string] };

/**
 * /auth/register/buyer, /seller, /agent: the account form (POST /v1/auth/register/…). A buyer
 * registering from a shop's page (?id=CODE) becomes that shop's client. The validation mail follows.
 */
export default function RegisterPage({ kind }: { kind: AccountKind }) {
  const t = useT();
  const locale = useLocale();
  const shop = useAuthShop();
  const [values, setValues] = useState<Values>({
    username: '',
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    phone: '',
    shopName: '',
    businessType: 'wine',
  });
  const [isPro, setIsPro] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  const { send, busy, checking } = useProtectedSubmit();
  const checks = kind === 'seller' ? { ...RULES, ...SELLER_RULES } : RULES;

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
      setErrors({ ...errors, [name]: undefined });
      setOutcome(null);
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const [name, list] of Object.entries(checks) as [keyof Values, readonly ValidationRule[]][]) {
      const failure = list.map((rule) => rule(values[name])).find(Boolean);
      if (failure) found[name] = messageOf(failure, locale);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const common = {
      username: values.username.trim(),
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      password: values.password,
      phone: values.phone.trim() || null,
    };
    setOutcome(
      await send((header) =>
        kind === 'buyer'
          ? quietApi.POST('/v1/auth/register/buyer', {
              params: { header },
              body: { ...common, isPro, ...(shop ? { shopCode: shop.code } : {}) },
            })
          : kind === 'seller'
            ? quietApi.POST('/v1/auth/register/seller', {
                params: { header },
                body: {
                  ...common,
                  shopName: values.shopName.trim(),
                  businessType: values.businessType as 'wine',
                },
              })
            : quietApi.POST('/v1/auth/register/agent', { params: { header }, body: common }),
      ),
    );
  };

  if (outcome?.ok) {
    return (
      <AuthLayout shop={shop} title={t(`auth.register.${kind}.title`)}>
        <Stack spacing={2}>
          <Alert severity="success" data-register-done>
            {outcome.message}
          </Alert>
          <Button variant="contained" component={RouterLink} to={withShop('/auth/login', shop)}>
            {t('auth.toLogin')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout shop={shop} title={t(`auth.register.${kind}.title`)}>
      <Box component="form" onSubmit={submit} noValidate data-form={`register-${kind}`}>
        <Stack spacing={1.5}>
          {outcome && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
              {outcome.message}
            </Alert>
          )}
          {kind === 'seller' && (
            <>
              <TextField label={t('auth.register.shopName')} required {...field('shopName')} />
              <TextField select label={t('auth.register.businessType')} {...field('businessType')}>
                {BUSINESS_TYPOLOGIES.map((item) => (
                  <MenuItem key={item.key} value={item.key}>
                    {item[locale]}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          <TextField
            label={t('auth.register.username')}
            required
            autoComplete="username"
            {...field('username')}
          />
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <TextField
              label={t('auth.register.firstname')}
              required
              autoComplete="given-name"
              fullWidth
              {...field('firstname')}
            />
            <TextField
              label={t('auth.register.lastname')}
              required
              autoComplete="family-name"
              fullWidth
              {...field('lastname')}
            />
          </Box>
          <TextField
            label={t('auth.register.email')}
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label={t('auth.register.password')}
            type="password"
            required
            autoComplete="new-password"
            {...field('password')}
            helperText={errors.password ?? t('auth.register.passwordHelp')}
          />
          <TextField label={t('auth.register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
          {kind === 'buyer' && (
            <FormControlLabel
              control={<Checkbox checked={isPro} onChange={(event) => setIsPro(event.target.checked)} />}
              label={t('auth.register.isPro')}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {checking ? t('auth.captcha.checking') : t('auth.register.submit')}
          </Button>
          <Link component={RouterLink} to={withShop('/auth/login', shop)}>
            {t('auth.haveAccount')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
