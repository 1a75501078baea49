import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Schemas } from '@cuvee/api-client';
import { optional, rules } from '@cuvee/kernel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { api } from '../services';
import { useAuthenticated } from '../session/use-session';
import { useCanOpen } from '../team/team-fields';
import { FormField, orNull, text, useKernelForm } from '../settings/form-kit';

const SETTINGS = ['marketing', 'settings'];

/**
 * Settings "campaigns" (the campaigns module): who the campaigns come from (a name, an address on the
 * shop's contact domain, a reply-to), the footer every mail carries (the legal address and mentions), the
 * unsubscribe link's text and the sending rate. The owner's, with the module on: the API answers no one
 * else, so others are told so without asking it (its 403 would end the session).
 */
type Settings = Schemas['MarketingSettingsDto'];

export default function CampaignSettingsSection() {
  const t = useT();
  const { user } = useAuthenticated();
  const canOpen = useCanOpen();
  // The campaigns module is on when its pages may be opened.
  const moduleOn = canOpen('/dashboard/crm/lists');
  const owner = user.role === 'owner';
  const settings = useQuery({
    queryKey: SETTINGS,
    enabled: owner && moduleOn,
    queryFn: async () => (await api.GET('/v1/marketing/settings')).data ?? null,
  }).data;
  if (!moduleOn) return <Alert severity="info">{t('marketing.settings.moduleOff')}</Alert>;
  if (!owner) return <Alert severity="info">{t('marketing.settings.ownerOnly')}</Alert>;
  return settings ? <SettingsForm settings={settings} /> : null;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useKernelForm(
    {
      senderName: settings.senderName,
      senderEmail: settings.senderEmail,
      replyTo: text(settings.replyTo),
      footer: settings.footer,
      unsubscribeText: settings.unsubscribeText,
      ratePerSecond: String(settings.ratePerSecond),
    },
    {
      senderName: [rules.needed],
      senderEmail: [rules.needed, rules.email],
      replyTo: [optional(rules.email)],
      footer: [rules.needed],
      unsubscribeText: [rules.needed],
      ratePerSecond: [rules.needed, rules.number],
    },
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const { data } = await api.PUT('/v1/marketing/settings', {
      body: {
        senderName: v.senderName.trim(),
        senderEmail: v.senderEmail.trim(),
        replyTo: orNull(v.replyTo),
        footer: v.footer.trim(),
        unsubscribeText: v.unsubscribeText.trim(),
        ratePerSecond: Number(v.ratePerSecond),
      },
    });
    if (data) {
      queryClient.setQueryData(SETTINGS, data);
      showSuccess(t('common.saved'));
    }
  };

  const field = (name: Parameters<typeof form.field>[0], extra: object = {}) => (
    <FormField
      label={t(`marketing.settings.${name}`)}
      {...form.field(name)}
      helperText={form.errors[name] ?? t(`marketing.settings.${name}Help`)}
      {...extra}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" onSubmit={save} noValidate data-form="campaigns">
        <Stack spacing={0.5} sx={{ maxWidth: 640 }}>
          {field('senderName')}
          {field('senderEmail', { type: 'email' })}
          {field('replyTo', { type: 'email' })}
          {field('footer', { multiline: true, minRows: 3 })}
          {field('unsubscribeText')}
          {field('ratePerSecond', { type: 'number', slotProps: { htmlInput: { min: 1, max: 500 } } })}
        </Stack>
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {t('common.save')}
        </Button>
      </Box>
    </Paper>
  );
}
