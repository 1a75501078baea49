import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { BUSINESS_TYPOLOGIES, rules, STOCK_DISPLAYS, type ValidationRule } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n';
import { api, session } from '../services';
import { BannerField } from './BannerField';
import { useAuthenticated, useLocale } from '../session/use-session';
import { FormField, orNull, text, useKernelForm } from './form-kit';

type UpdateShop = Schemas['UpdateShopDto'];
type ShopSettingsInput = Schemas['ShopSettingsInputDto'];

/** A rule that lets an empty optional field through (the API's @IsOptional with null). */
const optional =
  (rule: ValidationRule): ValidationRule =>
  (value) =>
    typeof value === 'string' && value.trim() === '' ? null : rule(value);

/**
 * Settings "infos": the shop's name, address, contact, legal identity (published in the shop's legal
 * notice with the publication director and the host), colour and banner picture, whether its pages are online and what
 * they show of stock (PUT /v1/shops/me, owners only: collaborators read them).
 */
export default function InfosSection() {
  const t = useT();
  const locale = useLocale();
  const { user, shop } = useAuthenticated();
  const editable = user.role === 'owner';
  const [online, setOnline] = useState(shop?.online ?? false);
  const [autoOutOfStock, setAutoOutOfStock] = useState(shop?.settings.autoOutOfStock ?? false);
  const [banner, setBanner] = useState(shop?.editedShop.banner ?? null);
  const form = useKernelForm(
    {
      name: text(shop?.name),
      urlShop: text(shop?.urlShop),
      businessType: text(shop?.businessType),
      contactEmail: text(shop?.contactEmail),
      color: text(shop?.editedShop.color),
      reason: text(shop?.business.reason),
      businessName: text(shop?.business.name),
      siret: text(shop?.business.siret),
      vatNumber: text(shop?.business.vatNumber),
      street: text(shop?.business.street),
      zipcode: text(shop?.business.zipcode),
      city: text(shop?.business.city),
      country: text(shop?.business.country),
      phone: text(shop?.business.phone),
      legalForm: text(shop?.business.legalForm),
      publicationDirector: text(shop?.business.publicationDirector),
      hostName: text(shop?.business.hostName),
      hostAddress: text(shop?.business.hostAddress),
      hostPhone: text(shop?.business.hostPhone),
      stockDisplay: text(shop?.settings.stockDisplay),
    },
    {
      name: [rules.needed, rules.string],
      urlShop: [rules.needed, rules.link],
      contactEmail: [optional(rules.email)],
      color: [
        optional((value) =>
          /^#[0-9A-Fa-f]{6}$/.test(String(value)) ? null : { code: 'validation.invalid' },
        ),
      ],
      siret: [optional(rules.siret)],
      vatNumber: [optional(rules.tvacode)],
      zipcode: [optional(rules.postal)],
    },
  );
  if (!shop) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const body = {
      name: v.name.trim(),
      urlShop: v.urlShop.trim(),
      // The selects offer the kernel's keys only; the API checks them again.
      businessType: v.businessType as UpdateShop['businessType'],
      contactEmail: orNull(v.contactEmail),
      online,
      editedShop: { color: orNull(v.color), banner },
      settings: { autoOutOfStock, stockDisplay: v.stockDisplay as ShopSettingsInput['stockDisplay'] },
      business: {
        reason: orNull(v.reason),
        name: orNull(v.businessName),
        siret: orNull(v.siret),
        vatNumber: orNull(v.vatNumber),
        street: orNull(v.street),
        zipcode: orNull(v.zipcode),
        city: orNull(v.city),
        country: orNull(v.country),
        phone: orNull(v.phone),
        legalForm: orNull(v.legalForm),
        publicationDirector: orNull(v.publicationDirector),
        hostName: orNull(v.hostName),
        hostAddress: orNull(v.hostAddress),
        hostPhone: orNull(v.hostPhone),
      },
    };
    const { data } = await api.PUT('/v1/shops/me', { body });
    if (data) session.setShop(data.shop);
  };

  const field = (name: Parameters<typeof form.field>[0], label: string, extra: object = {}) => (
    <FormField label={label} {...form.field(name)} disabled={!editable} {...extra} />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.ownerOnly')}
        </Alert>
      )}
      <Box component="form" onSubmit={save} noValidate data-form="infos">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('settings.infos.shop')}
            </Typography>
            {field('name', t('settings.infos.name'))}
            {field('urlShop', t('settings.infos.urlShop'), {
              helperText: form.errors.urlShop ?? t('settings.infos.urlShopHelp'),
            })}
            {field('businessType', t('settings.infos.businessType'), {
              select: true,
              children: BUSINESS_TYPOLOGIES.map((item) => (
                <MenuItem key={item.key} value={item.key}>
                  {item[locale]}
                </MenuItem>
              )),
            })}
            {field('contactEmail', t('settings.infos.contactEmail'), { type: 'email' })}
            {field('color', t('settings.infos.color'), { placeholder: '#219EBC' })}
            <BannerField
              value={banner}
              colour={shop.editedShop.color ?? '#08202E'}
              disabled={!editable}
              onChange={setBanner}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={online}
                  onChange={(event) => setOnline(event.target.checked)}
                  disabled={!editable}
                />
              }
              label={t('settings.infos.online')}
              sx={{ mb: 2 }}
            />
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('settings.infos.stock')}
            </Typography>
            {field('stockDisplay', t('settings.infos.stockDisplay'), {
              select: true,
              children: STOCK_DISPLAYS.map((item) => (
                <MenuItem key={item.key} value={item.key}>
                  {item[locale]}
                </MenuItem>
              )),
            })}
            <FormControlLabel
              control={
                <Switch
                  checked={autoOutOfStock}
                  onChange={(event) => setAutoOutOfStock(event.target.checked)}
                  disabled={!editable}
                />
              }
              label={t('settings.infos.autoOutOfStock')}
              sx={{ mb: 2, maxWidth: 420 }}
            />
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('settings.infos.business')}
            </Typography>
            {field('reason', t('settings.infos.reason'))}
            {field('legalForm', t('settings.infos.legalForm'), { placeholder: 'SARL, SAS, SCEA, EARL…' })}
            {field('businessName', t('settings.infos.businessName'))}
            {field('siret', t('settings.infos.siret'))}
            {field('vatNumber', t('settings.infos.vatNumber'))}
            {field('street', t('settings.infos.street'))}
            {field('zipcode', t('settings.infos.zipcode'))}
            {field('city', t('settings.infos.city'))}
            {field('country', t('settings.infos.country'))}
            {field('phone', t('settings.infos.phone'), { type: 'tel' })}
            <Typography variant="h6" component="h3" sx={{ mb: 0.5, mt: 1 }}>
              {t('settings.infos.legalNotice')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('settings.infos.legalNoticeHelp')}
            </Typography>
            {field('publicationDirector', t('settings.infos.publicationDirector'))}
            {field('hostName', t('settings.infos.hostName'))}
            {field('hostAddress', t('settings.infos.hostAddress'))}
            {field('hostPhone', t('settings.infos.hostPhone'), { type: 'tel' })}
          </Stack>
        </Box>
        {editable && (
          <Button type="submit" variant="contained">
            {t('common.save')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
