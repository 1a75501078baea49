import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { FunctionField, List, Loading, ReferenceField, TextField, useGetOne, useRefresh } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBackofficeData } from '../api/custom-methods';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { showSuccess } from '../common/notices';
import { RecordMissing } from '../common/RecordMissing';
import { useT } from '../i18n';
import { BottlingPanel, QuotasPanel, SubscribePanel } from './CampaignPanels';
import { FuturesStatusChip, type CampaignRecord, type SubscriptionRecord } from './futures-shared';
import { StatementButton } from './StatementDialog';

/** A subscription's cancel button, while its campaign is open. */
function CancelSubscription({ subscription }: { subscription: SubscriptionRecord }) {
  const t = useT();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const cancel = useMutation({
    mutationFn: () => data.cancelPrimeurSubscription(subscription.id),
    onSuccess: () => {
      showSuccess(t('futures.messages.cancelled'));
      refresh();
    },
  });
  return (
    <Button size="small" color="error" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
      {t('futures.actions.cancelSubscription')}
    </Button>
  );
}

/**
 * /dashboard/futures/{id} (seeFutureOrder, futures module): a campaign, its allocations, taking
 * subscriptions (each with its deposit invoice), closing, bottling; its subscriptions with their
 * deposit and balance invoices.
 */
export default function CampaignShow() {
  const t = useT();
  const money = useMoney();
  const date = useDateTime();
  const refresh = useRefresh();
  const data = useBackofficeData();
  const id = Number(useParams().id);
  const {
    data: campaign,
    isPending,
    error,
  } = useGetOne<CampaignRecord>('primeur-campaigns', { id }, { enabled: id > 0, retry: false });
  const close = useMutation({
    mutationFn: () => data.closePrimeurCampaign(id),
    onSuccess: () => {
      showSuccess(t('futures.messages.closed'));
      refresh();
    },
  });
  if (error || !(id > 0)) return <RecordMissing backTo="/dashboard/futures" />;
  if (isPending || !campaign) return <Loading />;
  const open = campaign.status === 'open';
  return (
    <>
      <PageHeader
        title={campaign.name}
        badges={<FuturesStatusChip status={campaign.status} />}
        subtitle={`${campaign.label} · ${money(campaign.unitHt)} HT · ${t('futures.fields.depositPercent')} ${campaign.depositPercent} · ${date(campaign.opensOn, false)} → ${date(campaign.closesOn, false)} · ${
          campaign.cancelUntil
            ? t('futures.messages.cancelUntilShown', { date: date(campaign.cancelUntil, false) })
            : t('futures.messages.noOnlineCancel')
        }`}
        actions={
          open && (
            <Button variant="outlined" disabled={close.isPending} onClick={() => close.mutate()}>
              {t('futures.actions.close')}
            </Button>
          )
        }
      />
      <Stack spacing={2}>
        <QuotasPanel campaign={campaign} />
        {open && <SubscribePanel campaign={campaign} />}
        {campaign.status === 'closed' && <BottlingPanel campaign={campaign} />}
        <Panel title={t('futures.panels.subscriptions')} data-subscriptions>
          <List
            resource="primeur-subscriptions"
            filter={{ campaignId: id }}
            actions={false}
            disableSyncWithLocation
            storeKey={false}
            exporter={false}
            empty={false}
          >
            <ResponsiveList<SubscriptionRecord>
              rowClick={false}
              empty={<p>{t('futures.messages.noSubscriptions')}</p>}
              mobile={{ primaryText: (s) => s.number, secondaryText: (s) => `${s.quantity}` }}
            >
              <TextField source="number" label={t('futures.fields.number')} sortable={false} />
              <ReferenceField
                source="clientId"
                reference="clients"
                label={t('futures.fields.client')}
                sortable={false}
              >
                <TextField source="displayName" />
              </ReferenceField>
              <TextField source="quantity" label={t('futures.fields.quantity')} />
              <FunctionField<SubscriptionRecord>
                source="status"
                label={t('futures.fields.status')}
                render={(s) => <FuturesStatusChip status={s.status} />}
              />
              <FunctionField<SubscriptionRecord>
                source="channel"
                label={t('futures.fields.channel')}
                sortable={false}
                render={(s) => t(`futures.channels.${s.channel}`)}
              />
              <TextField
                source="depositNumber"
                label={t('futures.fields.deposit')}
                emptyText="—"
                sortable={false}
              />
              <TextField
                source="balanceNumber"
                label={t('futures.fields.balance')}
                emptyText="—"
                sortable={false}
              />
              <FunctionField<SubscriptionRecord> render={(s) => <StatementButton clientId={s.clientId} />} />
              {open && (
                <FunctionField<SubscriptionRecord>
                  render={(s) => (s.status === 'subscribed' ? <CancelSubscription subscription={s} /> : null)}
                />
              )}
            </ResponsiveList>
          </List>
        </Panel>
      </Stack>
    </>
  );
}
