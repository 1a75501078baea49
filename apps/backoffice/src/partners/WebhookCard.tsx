import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAUSE_AFTER_FAILURES, WEBHOOK_EVENT_LABELS } from '@cuvee/kernel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDelete, useUpdate } from 'react-admin';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime } from '../common/formats';
import { showSuccess } from '../common/notices';
import { useT } from '../i18n';
import { useLabel } from '../session/use-session';
import { DeliveryLog } from './DeliveryLog';
import { SecretField } from './SecretField';
import type { Webhook } from './WebhookFormDialog';

/**
 * One subscription: its URL, events, status (why it is paused, and the switch back on), its signing
 * secret, a test sent on demand and its delivery log.
 */
export function WebhookCard({ webhook, onEdit }: { webhook: Webhook; onEdit: () => void }) {
  const t = useT();
  const label = useLabel();
  const dateTime = useDateTime();
  const data = useBackofficeData();
  const queryClient = useQueryClient();
  const [logShown, setLogShown] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [update, { isPending: switching }] = useUpdate<Webhook>();
  const [remove] = useDelete<Webhook>();
  const paused = webhook.status === 'paused';

  const ping = useMutation({
    mutationFn: () => data.pingWebhook(webhook.id),
    onSuccess: () => {
      showSuccess(t('partners.webhooks.pinged'));
      setLogShown(true);
      return queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] });
    },
  });
  const setStatus = (status: Webhook['status']) =>
    void update(
      'webhooks',
      {
        id: webhook.id,
        data: { url: webhook.url, description: webhook.description, events: webhook.events, status },
        previousData: webhook,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          if (status === 'active') showSuccess(t('partners.webhooks.resumed'));
        },
      },
    );
  const confirmRemove = () => {
    setRemoving(false);
    void remove(
      'webhooks',
      { id: webhook.id, previousData: webhook },
      { mutationMode: 'pessimistic', onSuccess: () => showSuccess(t('partners.webhooks.removed')) },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-webhook={webhook.url}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}>
            {webhook.url}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {webhook.description ? `${webhook.description} · ` : ''}
            {t('partners.webhooks.createdAt', { date: dateTime(webhook.createdAt, false) })}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={paused ? 'warning' : 'success'}
          label={t(`partners.webhooks.statuses.${webhook.status}`)}
          data-webhook-status={webhook.status}
        />
      </Stack>

      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ my: 1.5 }}>
        {webhook.events.map((event) => (
          <Chip key={event} size="small" variant="outlined" label={label(WEBHOOK_EVENT_LABELS[event])} />
        ))}
      </Stack>

      {paused ? (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          data-webhook-paused
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<PlayArrowIcon />}
              disabled={switching}
              onClick={() => setStatus('active')}
            >
              {t('partners.webhooks.resume')}
            </Button>
          }
        >
          {t(
            webhook.consecutiveFailures >= PAUSE_AFTER_FAILURES
              ? 'partners.webhooks.pausedAuto'
              : 'partners.webhooks.pausedByHand',
            {
              date: webhook.pausedAt ? dateTime(webhook.pausedAt) : '—',
              failures: webhook.consecutiveFailures,
            },
          )}
        </Alert>
      ) : (
        webhook.consecutiveFailures > 0 && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t('partners.webhooks.failing', {
              count: webhook.consecutiveFailures,
              failures: PAUSE_AFTER_FAILURES,
            })}
          </Alert>
        )
      )}

      <Box sx={{ maxWidth: 560, mb: 1.5 }}>
        <SecretField label={t('partners.webhooks.secret')} secret={webhook.secret} maskable />
      </Box>

      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          variant="outlined"
          size="small"
          startIcon={<SendIcon />}
          disabled={ping.isPending}
          onClick={() => ping.mutate()}
        >
          {t('partners.webhooks.ping')}
        </Button>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {t('partners.webhooks.edit')}
        </Button>
        {!paused && (
          <Button
            size="small"
            startIcon={<PauseIcon />}
            disabled={switching}
            onClick={() => setStatus('paused')}
          >
            {t('partners.webhooks.pause')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setRemoving(true)}
        >
          {t('partners.webhooks.remove')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          endIcon={logShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setLogShown(!logShown)}
          aria-expanded={logShown}
        >
          {t(logShown ? 'partners.webhooks.hideLog' : 'partners.webhooks.log')}
        </Button>
      </Stack>

      {logShown && (
        <Box sx={{ mt: 1.5 }}>
          <DeliveryLog subscriptionId={webhook.id} />
        </Box>
      )}

      <Confirm
        isOpen={removing}
        title={t('partners.webhooks.removeTitle')}
        content={t('partners.webhooks.removeText', { url: webhook.url })}
        confirm={t('partners.webhooks.remove')}
        confirmColor="warning"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
}
