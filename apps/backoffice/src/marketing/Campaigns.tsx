import { FunctionField, TextField } from 'react-admin';
import { EmptyList } from '../common/EmptyList';
import { useDateTime } from '../common/formats';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import {
  CampaignProgress,
  CampaignStatusChip,
  MarketingListPage,
  type CampaignRecord,
  type CampaignStatus,
} from './marketing-shared';

const STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'];

/** /dashboard/crm/campaigns (campaigns module): the campaigns with their status and how far they were sent. */
export default function Campaigns() {
  const t = useT();
  const date = useDateTime();
  // When it went, goes, or is due to go.
  const when = (campaign: CampaignRecord) =>
    campaign.finishedAt ?? campaign.startedAt ?? campaign.scheduledAt;
  return (
    <MarketingListPage
      resource="campaigns"
      title={t('marketing.menu.campaigns')}
      choice={{
        source: 'status',
        label: t('marketing.fields.status'),
        choices: STATUSES.map((id) => ({ id, name: t(`marketing.statuses.${id}`) })),
      }}
      pages={[{ to: '/dashboard/crm/campaigns/add', label: t('marketing.menu.addCampaign'), main: true }]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ResponsiveList<CampaignRecord>
        rowClick={(id) => `/dashboard/crm/campaigns/${id}`}
        empty={
          <EmptyList
            nothingYet={t('marketing.messages.noCampaigns')}
            create={{ to: '/dashboard/crm/campaigns/add', label: t('marketing.menu.addCampaign') }}
          />
        }
        mobile={{
          primaryText: (campaign) => campaign.name,
          secondaryText: (campaign) => <CampaignStatusChip status={campaign.status} />,
          tertiaryText: (campaign) => `${campaign.report.progress} %`,
        }}
      >
        <TextField source="name" label={t('marketing.fields.name')} />
        <TextField source="subject" label={t('marketing.fields.subject')} sortable={false} />
        <FunctionField<CampaignRecord>
          source="status"
          label={t('marketing.fields.status')}
          render={(campaign) => <CampaignStatusChip status={campaign.status} />}
        />
        <FunctionField<CampaignRecord>
          label={t('marketing.fields.progress')}
          render={(campaign) => <CampaignProgress report={campaign.report} />}
        />
        <FunctionField<CampaignRecord>
          source="scheduledAt"
          label={t('marketing.panels.sending')}
          render={(campaign) => {
            const at = when(campaign);
            return at ? date(at) : '—';
          }}
        />
      </ResponsiveList>
    </MarketingListPage>
  );
}
