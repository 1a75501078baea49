import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import { AuthLayout } from './AuthLayout';
import { useAuthShop, withShop } from './use-auth-shop';

/** /auth/register: which account to create (buyer, seller, sales agent). */
export default function RegisterChooser() {
  const t = useT();
  const shop = useAuthShop();
  const kinds = ['buyer', 'seller', 'agent'] as const;
  return (
    <AuthLayout shop={shop} title={t('auth.register.title')}>
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{t('auth.register.choose')}</Typography>
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            size="large"
            component={RouterLink}
            to={withShop(`/auth/register/${kind}`, shop)}
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              flexDirection: 'column',
              alignItems: 'flex-start',
              py: 1.5,
            }}
            data-register-kind={kind}
          >
            <Typography sx={{ fontWeight: 700 }}>{t(`auth.register.${kind}.title`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`auth.register.${kind}.text`)}
            </Typography>
          </Button>
        ))}
        <Link component={RouterLink} to={withShop('/auth/login', shop)} sx={{ pt: 1 }}>
          {t('auth.haveAccount')}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
