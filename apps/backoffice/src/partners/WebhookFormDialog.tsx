import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import {
  messageText,
  rules,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '@cuvee/kernel';
import { useState } from 'react';
import { useCreate, useUpdate } from 'react-admin';
import { showListError, showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { useLabel, useLocale } from '../session/use-session';
import { FormField, orNull, text, useKernelForm } from '../settings/form-kit';
import { FormDialog } from './FormDialog';

export type Webhook = Schemas['WebhookDto'];

/** The events offered: a test (`webhook.ping`) reaches a subscription whatever it listens to. */
const CHOOSABLE = WEBHOOK_EVENTS.filter((event) => event !== 'webhook.ping');

/** An event as the owner reads it, with the name the partner's program sees under it. */
export function EventLabel({ event }: { event: WebhookEventType }) {
  const label = useLabel();
  return (
    <>
      {label(WEBHOOK_EVENT_LABELS[event])}
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', fontFamily: 'monospace' }}
      >
        {event}
      </Typography>
    </>
  );
}

/**
 * A subscription made or changed: its URL, a description and the events it listens to. The API checks
 * the URL (https, public) and its refusal comes in the snackbar. `webhook` absent: a new one, whose
 * answer (with its signing secret) goes to `onSaved`.
 */
export function WebhookFormDialog({
  webhook,
  onClose,
  onSaved,
}: {
  webhook?: Webhook;
  onClose: () => void;
  onSaved: (saved: Webhook) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useKernelForm(
    { url: webhook?.url ?? 'https://', description: text(webhook?.description) },
    { url: [rules.needed] },
  );
  const [events, setEvents] = useState<readonly WebhookEventType[]>(webhook?.events ?? []);
  const [noEvent, setNoEvent] = useState(false);
  const [create, { isPending: creating }] = useCreate<Webhook>();
  const [update, { isPending: updating }] = useUpdate<Webhook>();

  const toggle = (event: WebhookEventType, on: boolean) => {
    setEvents(on ? [...events, event] : events.filter((one) => one !== event));
    setNoEvent(false);
  };

  const submit = () => {
    const valid = form.validate();
    setNoEvent(events.length === 0);
    if (!valid || events.length === 0) return;
    const data = {
      url: form.values.url.trim(),
      description: orNull(form.values.description),
      // In the API's order, whatever the order they were ticked in.
      events: WEBHOOK_EVENTS.filter((one) => events.includes(one)),
    };
    if (webhook) {
      void update(
        'webhooks',
        { id: webhook.id, data: { ...data, status: webhook.status }, previousData: webhook },
        {
          mutationMode: 'pessimistic',
          onSuccess: (saved) => {
            showSuccess(t('partners.webhooks.saved'));
            onSaved(saved);
          },
          onError: showListError,
        },
      );
    } else {
      void create('webhooks', { data }, { onSuccess: onSaved, onError: showListError });
    }
  };

  return (
    <FormDialog
      title={t(webhook ? 'partners.webhooks.editTitle' : 'partners.webhooks.add')}
      submit={webhook ? t('common.save') : t('partners.webhooks.create')}
      pending={creating || updating}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
      data-webhook-form
    >
      <FormField
        label={t('partners.webhooks.url')}
        type="url"
        required
        autoFocus
        {...form.field('url')}
        helperText={form.errors.url ?? t('partners.webhooks.urlHelp')}
        sx={{ maxWidth: 'none' }}
      />
      <FormField
        label={t('partners.webhooks.description')}
        {...form.field('description')}
        helperText={t('partners.webhooks.descriptionHelp')}
        sx={{ maxWidth: 'none' }}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        {t('partners.webhooks.events')}
      </Typography>
      {noEvent && (
        <Alert severity="error" sx={{ my: 1 }}>
          {messageText('webhooks.noEvent', locale)}
        </Alert>
      )}
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}>
        {CHOOSABLE.map((event) => (
          <FormControlLabel
            key={event}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
            control={
              <Checkbox
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
                slotProps={{ input: { 'data-event': event } as object }}
              />
            }
            label={<EventLabel event={event} />}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
