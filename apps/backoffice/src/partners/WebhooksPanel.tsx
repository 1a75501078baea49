import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAUSE_AFTER_FAILURES } from '@cuvee/kernel';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { Panel } from '../common/Panel';
import { useT } from '../i18n';
import { SecretDialog } from './SecretField';
import { WebhookCard } from './WebhookCard';
import { WebhookFormDialog, type Webhook } from './WebhookFormDialog';

/**
 * Settings → integrations → webhooks (docs/partners.md): the shop's subscriptions, each with its
 * events, status, secret, test and delivery log; a new one shows its signing secret at once. Owners
 * only, as the API.
 */
export function WebhooksPanel() {
  const t = useT();
  // A shop has a handful of subscriptions: one page holds them all.
  const { data: webhooks } = useGetList<Webhook>('webhooks', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  // The form: closed (null), a new subscription ('new') or one being edited.
  const [form, setForm] = useState<Webhook | 'new' | null>(null);
  const [created, setCreated] = useState<Webhook | null>(null);

  return (
    <Panel
      title={t('partners.webhooks.title')}
      hint={t('partners.webhooks.hint', { failures: PAUSE_AFTER_FAILURES })}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm('new')}>
          {t('partners.webhooks.add')}
        </Button>
      }
      data-webhooks
    >
      {webhooks?.length === 0 && <EmptyList nothingYet={t('partners.webhooks.none')} />}
      <Stack spacing={2}>
        {webhooks?.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} onEdit={() => setForm(webhook)} />
        ))}
      </Stack>
      {form !== null && (
        <WebhookFormDialog
          webhook={form === 'new' ? undefined : form}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            if (form === 'new') setCreated(saved);
            setForm(null);
          }}
        />
      )}
      {created && (
        <SecretDialog
          title={t('partners.webhooks.secretTitle')}
          text={t('partners.webhooks.secretText')}
          warning={t('partners.webhooks.secretWarning')}
          label={t('partners.webhooks.secret')}
          secret={created.secret}
          done={t('partners.webhooks.secretDone')}
          onClose={() => setCreated(null)}
        />
      )}
    </Panel>
  );
}
