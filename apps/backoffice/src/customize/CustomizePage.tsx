import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  HEADER_FONTS,
  HEADER_JUSTIFY,
  HEADER_MAX_ELEVATION,
  headerStyleOf,
  HEX_COLOUR,
  LOGO_PLACEMENTS,
  type RefList,
  type ShopHeaderStyle,
  type ShopTab,
} from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { shopHref } from '../config';
import { PageHeader } from '../common/PageHeader';
import { useT, type TextKey } from '../i18n';
import { api, session } from '../services';
import { useAuthenticated, useLocale } from '../session/use-session';
import { showListError, showSuccess } from '../common/notices';
import { HeaderPreview } from './HeaderPreview';
import { TabsEditor } from './TabsEditor';

type Toggle = 'shadow' | 'border' | 'underline' | 'isUppercase' | 'logoShadow' | 'hideLogo';
const TOGGLES: Toggle[] = ['shadow', 'border', 'underline', 'isUppercase', 'logoShadow', 'hideLogo'];

/**
 * /dashboard/customize (owner and iam): the header style and the tabs of the shop's public pages
 * (ADR 0012), with a preview; saved with PUT /v1/shops/me, which only the owner may call
 * (collaborators read).
 */
export default function CustomizePage() {
  const t = useT();
  const locale = useLocale();
  const { user, shop } = useAuthenticated();
  const editable = user.role === 'owner';
  const [style, setStyle] = useState<ShopHeaderStyle>(() =>
    headerStyleOf(shop?.headerStyle as ShopHeaderStyle),
  );
  const [tabs, setTabs] = useState<ShopTab[]>(() => (shop?.tabs ?? []) as ShopTab[]);
  if (!shop) return null;

  const set = <K extends keyof ShopHeaderStyle>(key: K, value: ShopHeaderStyle[K]) =>
    setStyle((current) => ({ ...current, [key]: value }));
  const colourError = style.color !== null && !HEX_COLOUR.test(style.color);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (colourError) return;
    try {
      const { data } = await api.PUT('/v1/shops/me', {
        body: {
          headerStyle: style as Schemas['HeaderStyleInputDto'],
          tabs: tabs as Schemas['ShopTabInputDto'][],
          noMessage: true,
        },
      });
      if (data) {
        session.setShop(data.shop);
        showSuccess(t('customize.saved'));
      }
    } catch (error) {
      showListError(error);
    }
  };

  const choice = (key: 'font' | 'justifyContent' | 'logoPlacement', label: TextKey, list: RefList) => (
    <TextField
      select
      size="small"
      label={t(label)}
      value={style[key]}
      onChange={(event) => set(key, event.target.value as never)}
      disabled={!editable}
    >
      {list.map((item) => (
        <MenuItem key={item.key} value={String(item.key)}>
          {item[locale]}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="form" onSubmit={save} noValidate data-form="customize">
      <PageHeader
        title={t('customize.title')}
        subtitle={t('customize.intro')}
        actions={
          <Stack direction="row" spacing={1}>
            {/* The builders are the shop front's own screen (docs/storefront.md). */}
            <Button href={shopHref(`/shops/${shop.id}/builders`)} target="_blank" rel="noopener">
              {t('customize.builders')}
            </Button>
            <Button href={shopHref(`/${shop.urlShop}`)} target="_blank" rel="noopener">
              {t('customize.viewShop')}
            </Button>
          </Stack>
        }
      />
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.ownerOnly')}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('customize.header.title')}
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('customize.header.preview')}
        </Typography>
        <Box sx={{ mb: 3 }}>
          <HeaderPreview style={style} tabs={tabs} shop={shop} label={t('customize.header.preview')} />
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <TextField
            size="small"
            label={t('customize.header.color')}
            value={style.color ?? ''}
            placeholder={shop.editedShop.color ?? '#08202E'}
            onChange={(event) => set('color', event.target.value.trim() || null)}
            error={colourError}
            helperText={colourError ? '#RRGGBB' : t('customize.header.colorHelp')}
            disabled={!editable}
            sx={{ width: 220 }}
          />
          <TextField
            size="small"
            label={t('customize.header.logo')}
            value={style.logo ?? ''}
            onChange={(event) => set('logo', event.target.value.trim() || null)}
            helperText={t('customize.header.logoHelp')}
            disabled={!editable}
            inputProps={{ maxLength: 500 }}
            sx={{ flex: '1 1 280px', maxWidth: 480 }}
          />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mb: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 300px))',
              lg: 'repeat(4, minmax(0, 260px))',
            },
          }}
        >
          {choice('font', 'customize.header.font', HEADER_FONTS)}
          {choice('logoPlacement', 'customize.header.logoPlacement', LOGO_PLACEMENTS)}
          {choice('justifyContent', 'customize.header.justifyContent', HEADER_JUSTIFY)}
          <TextField
            size="small"
            type="number"
            label={t('customize.header.elevation')}
            value={style.elevation}
            onChange={(event) =>
              set(
                'elevation',
                Math.min(HEADER_MAX_ELEVATION, Math.max(0, Math.round(Number(event.target.value) || 0))),
              )
            }
            disabled={!editable || !style.shadow}
            inputProps={{ min: 0, max: HEADER_MAX_ELEVATION }}
          />
        </Box>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
        >
          {TOGGLES.map((key) => (
            <FormControlLabel
              key={key}
              control={<Switch checked={style[key]} onChange={(event) => set(key, event.target.checked)} />}
              label={t(`customize.header.${key}`)}
              disabled={!editable}
            />
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('customize.tabs.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('customize.tabs.help')}
        </Typography>
        <TabsEditor tabs={tabs} onChange={setTabs} disabled={!editable} />
      </Paper>

      {editable && (
        <Button type="submit" variant="contained" size="large">
          {t('common.save')}
        </Button>
      )}
    </Box>
  );
}
