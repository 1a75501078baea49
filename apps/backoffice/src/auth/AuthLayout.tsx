import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { COLOURS, LOCALES, seasonOf } from '@cuvee/kernel';
import { languageName } from '@cuvee/ui';
import type { ReactNode } from 'react';
import { ShopLogo } from '../common/ShopLogo';
import { SHOP_URL, shopHref } from '../config';
import { useT } from '../i18n';
import { useSwitchLanguage } from '../i18n/use-language';
import { usePageTitle } from '../layout/page-title';
import { useLocale } from '../session/use-session';
import type { PublicShop } from './use-auth-shop';

/** The side banner: the shop's own, else the season's image (it changes on the 21st of March, June, September, December). */
export function bannerOf(shop: PublicShop | null, today = new Date()): string {
  return shop?.editedShop.banner ?? `/seasons/${seasonOf(today)}.svg`;
}

/**
 * The auth screen: a side banner, the shop's logo (a click goes to the shop, or to the main
 * site without a shop), the form, and the language switch.
 */
export function AuthLayout(props: { shop: PublicShop | null; title: string; children: ReactNode }) {
  const { shop, title, children } = props;
  const t = useT();
  const locale = useLocale();
  const switchLanguage = useSwitchLanguage();
  usePageTitle(title);
  const logoHref = shop ? shopHref(`/shops/${shop.id}`) : SHOP_URL;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <Box
        role="img"
        aria-label={t('auth.banner')}
        data-auth-banner={bannerOf(shop)}
        sx={{
          minHeight: { xs: 140, md: '100vh' },
          backgroundImage: `url("${bannerOf(shop)}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          position: { md: 'sticky' },
          top: 0,
          borderBottom: { xs: `4px solid ${shop?.editedShop.color ?? COLOURS.primary}`, md: 'none' },
          borderRight: { md: `4px solid ${shop?.editedShop.color ?? COLOURS.primary}` },
        }}
      />
      <Box
        component="main"
        id="main"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 3, md: 6 } }}
      >
        <Box
          component="a"
          href={logoHref}
          sx={{
            color: 'text.primary',
            textDecoration: 'none',
            mb: 3,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.5,
          }}
          data-auth-logo
        >
          <ShopLogo src={shop?.editedShop.logo} alt={shop?.code ?? 'Cuvée'} height={64} maxWidth={220} />
        </Box>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={locale}
          onChange={(_, value: 'fr' | 'en' | null) => value && void switchLanguage(value)}
          aria-label={t('layout.account.language')}
          sx={{ mt: 3 }}
        >
          {LOCALES.map((code) => (
            <ToggleButton key={code} value={code} lang={code} data-language={code}>
              {languageName(code)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 2 }}>
          © {new Date().getFullYear()} Cuvée
        </Typography>
      </Box>
    </Box>
  );
}
