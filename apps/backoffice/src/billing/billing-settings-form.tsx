import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { messageOf, parseDecimalInput, PAYMENT_DELAYS, type PaymentDelay, tryToCents } from '@cuvee/kernel';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT, type TextKey } from '../i18n';
import { api } from '../services';
import { useLocale } from '../session/use-session';
import { useBillingSettingsSaved } from './settings-data';
import { showError, showSuccess } from '../common/notices';

type Settings = Schemas['BillingSettingsDto'];
export type Series = 'quote' | 'invoice' | 'deposit' | 'creditNote';
type MailKind = 'document' | 'reminder';
type MailLocale = 'fr' | 'en';

const SERIES: readonly Series[] = ['quote', 'invoice', 'deposit', 'creditNote'];
export const SERIES_TEXTS: Readonly<Record<Series, TextKey>> = {
  quote: 'billing.menu.quotes',
  invoice: 'billing.menu.bills',
  deposit: 'billing.menu.deposits',
  creditNote: 'billing.menu.credits',
};
const PLACEHOLDERS =
  '{clientFirstname} {clientLastname} {clientBusinessName} {clientBusinessReason} {shopName} {userEmail} {userPhone} {documentNumber} {documentLabel} {documentLabelLower} {amountTtc} {invoiceList} {signature}';

export function Block({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: hint ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** The billing settings' form: series, legal mentions, terms, footer and signature, mail templates. */
export function SettingsForm({ initial, editable }: { initial: Settings; editable: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [settings, setSettings] = useState(initial);
  const saved = useBillingSettingsSaved();
  // Typed as text (a comma is fine), read as numbers on saving.
  const [capital, setCapital] = useState(initial.capital === null ? '' : String(initial.capital / 100));
  const [penalty, setPenalty] = useState(String(initial.penaltyRate));
  const [mailTab, setMailTab] = useState<`${MailKind}.${MailLocale}`>('document.fr');
  const set = (patch: Partial<Settings>) => setSettings({ ...settings, ...patch });
  const setSeries = (series: Series, patch: Schemas['SeriesSettingsDto']) =>
    set({ series: { ...settings.series, [series]: { ...settings.series[series], ...patch } } });
  const [mailKind, mailLocale] = mailTab.split('.') as [MailKind, MailLocale];
  const mail = settings.mails[mailKind]?.[mailLocale] ?? { subject: '', body: '' };
  const setMail = (patch: Partial<Schemas['MailTemplateDto']>) =>
    set({
      mails: {
        ...settings.mails,
        [mailKind]: { ...settings.mails[mailKind], [mailLocale]: { ...mail, ...patch } },
      },
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (capital.trim() && tryToCents(capital) === null)
      return showError(
        `${t('billing.settings.capital')} : ${messageOf({ code: 'validation.numberFloat' }, locale)}`,
      );
    const { data } = await api.PUT('/v1/billing-settings', {
      body: {
        series: settings.series,
        rcs: settings.rcs?.trim() || null,
        capital: capital.trim() ? tryToCents(capital) : null,
        // Unreadable: sent as null, the API names the field.
        penaltyRate: parseDecimalInput(penalty) ?? Number.NaN,
        paymentDelay: settings.paymentDelay as PaymentDelay,
        earlyPaymentDiscount: settings.earlyPaymentDiscount,
        quoteValidityDays: Number(settings.quoteValidityDays),
        footer: settings.footer?.trim() || null,
        signature: settings.signature?.trim() || null,
        mails: settings.mails,
      },
    });
    if (data) {
      setSettings(data);
      saved(data);
      setPenalty(String(data.penaltyRate));
      showSuccess(t('common.saved'));
    }
  };

  const field = { disabled: !editable, fullWidth: true };
  return (
    <Box component="form" onSubmit={(event) => void save(event)} noValidate data-form="billing">
      <Block title={t('billing.settings.numbering')} hint={t('billing.settings.numberingHint')}>
        <Stack spacing={1.5}>
          {SERIES.map((series) => {
            const current = settings.series[series] ?? {};
            return (
              <Stack
                key={series}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                alignItems={{ sm: 'center' }}
                data-series={series}
              >
                <Typography sx={{ width: 170, fontWeight: 600 }}>{t(SERIES_TEXTS[series])}</Typography>
                <TextField
                  size="small"
                  label={t('billing.settings.prefix')}
                  value={current.prefix ?? ''}
                  onChange={(event) => setSeries(series, { prefix: event.target.value.toUpperCase() })}
                  disabled={!editable}
                  sx={{ width: 120 }}
                />
                <TextField
                  size="small"
                  type="number"
                  label={t('billing.settings.digits')}
                  value={current.digits ?? 5}
                  onChange={(event) => setSeries(series, { digits: Number(event.target.value) })}
                  disabled={!editable}
                  slotProps={{ htmlInput: { min: 3, max: 8 } }}
                  sx={{ width: 110 }}
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={current.resetEachFiscalYear ?? true}
                      onChange={(event) => setSeries(series, { resetEachFiscalYear: event.target.checked })}
                      disabled={!editable}
                    />
                  }
                  label={t('billing.settings.reset')}
                />
              </Stack>
            );
          })}
        </Stack>
      </Block>
      <Block
        title={t('billing.settings.mentions')}
        hint={
          <>
            {t('billing.settings.mentionsHint')}{' '}
            <Link component={RouterLink} to="/dashboard/settings?link=infos">
              {t('billing.settings.infosLink')}
            </Link>
          </>
        }
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <TextField
            {...field}
            label={t('billing.settings.rcs')}
            value={settings.rcs ?? ''}
            onChange={(event) => set({ rcs: event.target.value })}
          />
          <TextField
            {...field}
            label={t('billing.settings.capital')}
            value={capital}
            onChange={(event) => setCapital(event.target.value)}
          />
        </Box>
      </Block>
      <Block title={t('billing.settings.terms')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <TextField
            {...field}
            select
            label={t('billing.settings.paymentDelay')}
            value={settings.paymentDelay}
            onChange={(event) => set({ paymentDelay: event.target.value })}
          >
            {PAYMENT_DELAYS.map((delay) => (
              <MenuItem key={delay.key} value={delay.key}>
                {delay[locale]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field}
            label={t('billing.settings.penaltyRate')}
            value={penalty}
            onChange={(event) => setPenalty(event.target.value)}
            helperText={t('billing.settings.penaltyHint')}
          />
          <TextField
            {...field}
            type="number"
            label={t('billing.settings.quoteValidity')}
            value={settings.quoteValidityDays}
            onChange={(event) => set({ quoteValidityDays: Number(event.target.value) })}
          />
          <TextField
            {...field}
            label={t('billing.settings.earlyPayment')}
            value={settings.earlyPaymentDiscount}
            onChange={(event) => set({ earlyPaymentDiscount: event.target.value })}
            sx={{ gridColumn: { md: 'span 3' } }}
          />
        </Box>
      </Block>
      <Block title={t('billing.settings.footerTitle')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            {...field}
            multiline
            minRows={2}
            label={t('billing.settings.footer')}
            value={settings.footer ?? ''}
            onChange={(event) => set({ footer: event.target.value })}
            helperText={t('billing.settings.footerHint')}
          />
          <TextField
            {...field}
            multiline
            minRows={2}
            label={t('billing.settings.signature')}
            value={settings.signature ?? ''}
            onChange={(event) => set({ signature: event.target.value })}
          />
        </Box>
      </Block>
      <Block
        title={t('billing.settings.mails')}
        hint={`${t('billing.settings.placeholders')} ${PLACEHOLDERS}`}
      >
        <Tabs
          value={mailTab}
          onChange={(_event, value: typeof mailTab) => setMailTab(value)}
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          {(['document', 'reminder'] as const).flatMap((kind) =>
            (['fr', 'en'] as const).map((language) => (
              <Tab
                key={`${kind}.${language}`}
                value={`${kind}.${language}`}
                label={`${t(`billing.settings.mail.${kind}`)} (${language.toUpperCase()})`}
              />
            )),
          )}
        </Tabs>
        <Stack spacing={2}>
          <TextField
            {...field}
            label={t('billing.settings.subject')}
            value={mail.subject}
            onChange={(event) => setMail({ subject: event.target.value })}
          />
          <TextField
            {...field}
            multiline
            minRows={5}
            label={t('billing.settings.body')}
            value={mail.body}
            onChange={(event) => setMail({ body: event.target.value })}
          />
        </Stack>
      </Block>
      {editable && (
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" data-save>
            {t('common.save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
