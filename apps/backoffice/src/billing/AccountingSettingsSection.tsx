import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { PAYMENT_TYPES, PRODUCT_TYPES } from '@cuvee/kernel';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLabelOf } from '../crm/crm-shared';
import { useT, type TextKey } from '../i18n';
import { usePermission } from './billing-shared';
import { SalesAccountRulesEditor } from './SalesAccountRulesEditor';
import { useAccountingSettings, useSaveAccountingSettings } from './settings-data';
import { showSuccess } from '../common/notices';

/*
 * The accounting codes (settings ?link=accounting and /dashboard/accounting/codes): the default accounts
 * the ventilation suggests (ADR 0017) — revenue by product family, intra-EU and export sales, services,
 * shipping, discounts, deposits; the rules refining sales by family, typology, destination and VAT rate
 * (ADR 0061); VAT by rate and duties; the clients' and the payments' accounts. Saving needs editAccountingCodes; entries already bound keep
 * their accounts, pending ones take the new defaults at the next automatic ventilation.
 */

type Settings = Schemas['AccountingSettingsDto'];
type Single = Exclude<
  keyof Settings,
  'salesAccountsByFamily' | 'vatAccounts' | 'paymentAccounts' | 'salesAccountRules'
>;
type MapKey = 'salesAccountsByFamily' | 'vatAccounts' | 'paymentAccounts';

const SINGLE_TEXTS: Readonly<Record<Single, TextKey>> = {
  salesAccount: 'billing.accounting.salesAccount',
  exportSalesAccount: 'billing.accounting.exportSalesAccount',
  euSalesAccount: 'billing.accounting.euSalesAccount',
  serviceAccount: 'billing.accounting.serviceAccount',
  shippingAccount: 'billing.accounting.shippingAccount',
  discountAccount: 'billing.accounting.discountAccount',
  depositAccount: 'billing.accounting.depositAccount',
  vatAccount: 'billing.accounting.vatAccount',
  dutyAccount: 'billing.accounting.dutyAccount',
  clientAccount: 'billing.accounting.clientAccount',
  clientCreditAccount: 'billing.accounting.clientCreditAccount',
  paymentAccount: 'billing.accounting.paymentAccount',
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export default function AccountingSettingsSection() {
  const t = useT();
  const can = usePermission();
  const labelOf = useLabelOf();
  const saved = useAccountingSettings();
  // The codes being edited, until saved.
  const [draft, setDraft] = useState<Settings | null>(null);
  const settings = draft ?? saved;
  const { mutate: saveSettings } = useSaveAccountingSettings(() => {
    setDraft(null);
    showSuccess(t('common.saved'));
  });
  const editable = can('editAccountingCodes');
  if (!settings) return <CircularProgress />;

  const set = (patch: Partial<Settings>) => setDraft({ ...settings, ...patch });
  const single = (key: Single) => (
    <TextField
      key={key}
      label={t(SINGLE_TEXTS[key])}
      value={settings[key]}
      onChange={(event) => set({ [key]: event.target.value.toUpperCase() })}
      disabled={!editable}
      slotProps={{ htmlInput: { 'data-account': key } }}
    />
  );
  const mapped = (map: MapKey, label: (key: string) => string) =>
    Object.entries(settings[map]).map(([key, account]) => (
      <TextField
        key={`${map}.${key}`}
        label={label(key)}
        value={account}
        onChange={(event) => set({ [map]: { ...settings[map], [key]: event.target.value.toUpperCase() } })}
        disabled={!editable}
      />
    ));
  const rate = (bp: string) =>
    `${t('billing.accounting.vatAt')} ${String(Number(bp) / 100).replace('.', ',')} %`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveSettings(settings);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('billing.accounting.readOnly')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('billing.accounting.hint')}
      </Typography>
      <Box component="form" onSubmit={save} noValidate data-form="accounting">
        <Group title={t('billing.accounting.revenue')}>
          {single('salesAccount')}
          {mapped(
            'salesAccountsByFamily',
            (family) => `${t('billing.accounting.family')} ${labelOf(PRODUCT_TYPES, family).toLowerCase()}`,
          )}
          {single('euSalesAccount')}
          {single('exportSalesAccount')}
          {single('serviceAccount')}
          {single('shippingAccount')}
          {single('discountAccount')}
          {single('depositAccount')}
        </Group>
        <Box sx={{ mb: 3 }} data-rules>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('billing.accounting.codes.title')}
          </Typography>
          <SalesAccountRulesEditor
            rules={settings.salesAccountRules}
            onChange={(salesAccountRules) => set({ salesAccountRules })}
            disabled={!editable}
          />
        </Box>
        <Group title={t('billing.accounting.taxes')}>
          {mapped('vatAccounts', rate)}
          {single('vatAccount')}
          {single('dutyAccount')}
        </Group>
        <Group title={t('billing.accounting.clientsAndPayments')}>
          {single('clientAccount')}
          {single('clientCreditAccount')}
          {mapped(
            'paymentAccounts',
            (type) => `${t('billing.accounting.paymentBy')} ${labelOf(PAYMENT_TYPES, type).toLowerCase()}`,
          )}
          {single('paymentAccount')}
        </Group>
        {editable && (
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" data-save>
              {t('common.save')}
            </Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
