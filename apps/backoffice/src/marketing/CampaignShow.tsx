import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { addDays, parisDateOf, parisInstant } from '@cuvee/kernel';
import { useState } from 'react';
import { Loading, useGetMany, useGetOne, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { Figure } from '../common/Figure';
import { useDateTime } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { RecordMissing } from '../common/RecordMissing';
import { showSuccess } from '../common/notices';
import { useIdParam } from '../common/use-id-param';
import { useT } from '../i18n';
import {
  CampaignProgress,
  CampaignStatusChip,
  modelPath,
  useListLabel,
  type CampaignRecord,
  type ListRecord,
  type ModelRecord,
} from './marketing-shared';

type Move = Parameters<ReturnType<typeof useBackofficeData>['moveMarketingCampaign']>[1];

const MOVED = {
  send: 'marketing.messages.sent',
  unschedule: 'marketing.messages.unscheduled',
  cancel: 'marketing.messages.cancelled',
} as const;

/** How often a campaign on its way is read again: its progress moves as the queue sends. */
const POLL_MS = 2_000;

/** A draft sent now, or scheduled at a day and time of Paris; a scheduled one back to draft; cancelled. */
function SendingPanel({ campaign }: { campaign: CampaignRecord }) {
  const t = useT();
  const date = useDateTime();
  const data = useBackofficeData();
  const refresh = useRefresh();
  const [day, setDay] = useState(() => addDays(parisDateOf(new Date()), 1));
  const [time, setTime] = useState('09:00');
  const move = useMutation({
    mutationFn: (next: Move) => data.moveMarketingCampaign(campaign.id, next),
    onSuccess: (moved, next) => {
      showSuccess(t(moved.status === 'scheduled' ? 'marketing.messages.scheduled' : MOVED[next.kind]));
      refresh();
    },
  });
  const cancel = (
    <Button color="error" disabled={move.isPending} onClick={() => move.mutate({ kind: 'cancel' })}>
      {t('marketing.actions.cancel')}
    </Button>
  );
  if (campaign.status === 'scheduled')
    return (
      <Panel title={t('marketing.panels.sending')} data-sending>
        <Typography sx={{ mb: 1 }}>
          {t('marketing.messages.scheduledFor', { date: date(campaign.scheduledAt!) })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button
            variant="outlined"
            disabled={move.isPending}
            onClick={() => move.mutate({ kind: 'unschedule' })}
          >
            {t('marketing.actions.unschedule')}
          </Button>
          {cancel}
        </Stack>
      </Panel>
    );
  if (campaign.status !== 'draft') return null;
  return (
    <Panel title={t('marketing.panels.sending')} data-sending>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Button variant="contained" disabled={move.isPending} onClick={() => move.mutate({ kind: 'send' })}>
          {t('marketing.actions.sendNow')}
        </Button>
        <TextField
          type="date"
          size="small"
          label={t('marketing.fields.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          size="small"
          label={t('marketing.fields.time')}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={move.isPending || !day || !time}
          onClick={() => move.mutate({ kind: 'send', scheduledAt: parisInstant(day, time).toISOString() })}
        >
          {t('marketing.actions.schedule')}
        </Button>
        {cancel}
      </Stack>
    </Panel>
  );
}

/** The counts of the deliveries, as the API reports them. */
function Report({ report }: { report: CampaignRecord['report'] }) {
  const t = useT();
  const figures = ['total', 'sent', 'pending', 'failed', 'skipped', 'unsubscribed'] as const;
  return (
    <Panel title={t('marketing.report.title')} hint={t('marketing.report.notTracked')} data-report>
      <CampaignProgress report={report} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {figures.map((name) => (
          <Grid key={name} size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure name={name} label={t(`marketing.report.${name}`)} value={report[name]} />
          </Grid>
        ))}
      </Grid>
    </Panel>
  );
}

/**
 * /dashboard/crm/campaigns/{id} (campaigns module): a campaign — its model, lists, subject and sender —
 * sent or scheduled while a draft, back to draft or cancelled while scheduled; its progress read again
 * while it is on its way, and its report.
 */
export default function CampaignShow() {
  const t = useT();
  const date = useDateTime();
  const listLabel = useListLabel();
  const id = useIdParam();
  const { data: campaign, error } = useGetOne<CampaignRecord>(
    'marketing/campaigns',
    { id: id ?? 0, meta: { quiet: true } },
    {
      enabled: id !== null,
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.status === 'sending' || query.state.data?.status === 'scheduled' ? POLL_MS : false,
    },
  );
  const { data: model } = useGetOne<ModelRecord>(
    'marketing/models',
    { id: campaign?.modelId ?? 0 },
    { enabled: !!campaign },
  );
  const { data: lists = [] } = useGetMany<ListRecord>(
    'marketing/lists',
    { ids: campaign?.listIds ?? [] },
    { enabled: !!campaign },
  );
  if (error || id === null) return <RecordMissing backTo="/dashboard/crm/campaigns" />;
  if (!campaign) return <Loading />;
  const times = (['scheduledAt', 'startedAt', 'finishedAt'] as const).filter((name) => campaign[name]);
  return (
    <>
      <PageHeader title={campaign.name} badges={<CampaignStatusChip status={campaign.status} />} />
      <Stack spacing={2}>
        <SendingPanel campaign={campaign} />
        <Panel title={t('marketing.panels.campaign')} data-campaign>
          <Typography>
            {t('marketing.fields.subject')} : {campaign.subject}
          </Typography>
          <Typography>
            {t('marketing.fields.model')} :{' '}
            {model ? (
              <Link component={RouterLink} to={modelPath(model)}>
                {model.name}
              </Link>
            ) : (
              '—'
            )}
          </Typography>
          <Typography>
            {t('marketing.fields.lists')} : {lists.map(listLabel).join(' · ') || '—'}
          </Typography>
          <Typography>
            {t('marketing.fields.senderName')} : {campaign.senderName} &lt;{campaign.senderEmail}&gt;
          </Typography>
          {times.map((name) => (
            <Typography key={name}>
              {t(`marketing.fields.${name}`)} : {date(campaign[name]!)}
            </Typography>
          ))}
        </Panel>
        {campaign.startedAt && <Report report={campaign.report} />}
      </Stack>
    </>
  );
}
