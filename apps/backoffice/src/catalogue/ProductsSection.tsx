import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { rules, VAT_TYPES } from '@cuvee/kernel';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n';
import { api, session } from '../services';
import { useAuthenticated } from '../session/use-session';
import { FormField, useKernelForm } from '../settings/form-kit';

/**
 * Settings "products": what every product of the shop is priced with — whether
 * the shop charges VAT, its three rates (the slots a product's vatType names), and whether quantity
 * tiers count every format in 75 cl equivalents for all typologies. Owners change them; PUT
 * /v1/shops/me checks them again. Prices already on orders and invoices keep the rates they had.
 */
export default function ProductsSection() {
  const t = useT();
  const { user, shop } = useAuthenticated();
  const editable = user.role === 'owner';
  const [hasTVA, setHasTVA] = useState(shop?.settings.hasTVA ?? true);
  const [inEq75, setInEq75] = useState(shop?.settings.allRulesInEq75 ?? false);
  const rates = shop?.settings.vatRate;
  const form = useKernelForm(
    {
      standard: String(rates?.standard ?? '').replace('.', ','),
      medium: String(rates?.medium ?? '').replace('.', ','),
      reduced: String(rates?.reduced ?? '').replace('.', ','),
    },
    {
      standard: [rules.needed, rules.tva],
      medium: [rules.needed, rules.tva],
      reduced: [rules.needed, rules.tva],
    },
  );
  if (!shop) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    // Sent as typed: the API reads "5,5" the way the kernel rule checked it.
    const vatRate = Object.fromEntries(VAT_TYPES.map((slot) => [slot, form.values[slot].trim()]));
    const { data } = await api.PUT('/v1/shops/me', {
      body: { settings: { hasTVA, allRulesInEq75: inEq75, vatRate } },
    });
    // The API's answer carries the saved message (a snackbar).
    if (data) session.setShop(data.shop);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.ownerOnly')}
        </Alert>
      )}
      <Box component="form" onSubmit={save} noValidate data-form="products">
        <Stack spacing={0.5} sx={{ maxWidth: 600 }}>
          <Typography variant="h6" component="h3">
            {t('catalogue.settings.vat')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={hasTVA}
                onChange={(event) => setHasTVA(event.target.checked)}
                disabled={!editable}
              />
            }
            label={t('catalogue.settings.hasTVA')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('catalogue.settings.vatHelp')}
          </Typography>
          {VAT_TYPES.map((slot) => (
            <FormField
              key={slot}
              label={t(`catalogue.settings.rates.${slot}`)}
              {...form.field(slot)}
              disabled={!editable || !hasTVA}
              inputMode="decimal"
            />
          ))}
          <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
            {t('catalogue.settings.tiers')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={inEq75}
                onChange={(event) => setInEq75(event.target.checked)}
                disabled={!editable}
              />
            }
            label={t('catalogue.settings.allRulesInEq75')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('catalogue.settings.allRulesInEq75Help')}
          </Typography>
        </Stack>
        {editable && (
          <Button type="submit" variant="contained">
            {t('common.save')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
