import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { FunctionField, List, TextField, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDateTime, useMoney } from '../common/formats';
import { PageHeader } from '../common/PageHeader';
import { ResponsiveList } from '../common/ResponsiveList';
import { useT } from '../i18n';
import { useCanOpen } from '../team/team-fields';
import { FuturesStatusChip, type CampaignRecord } from './futures-shared';

/** /dashboard/futures (seeFutureOrder, futures module): the primeur campaigns — the "Primeurs" of Ventes. */
export default function Campaigns() {
  const t = useT();
  const money = useMoney();
  const date = useDateTime();
  const canOpen = useCanOpen();
  return (
    <>
      <PageHeader title={t('futures.menu.campaigns')} help="primeur" />
      <List
        resource="primeur-campaigns"
        title={t('futures.menu.campaigns')}
        actions={
          <TopToolbar>
            {canOpen('/dashboard/futures/add') && (
              <Button
                variant="contained"
                component={RouterLink}
                to="/dashboard/futures/add"
                startIcon={<AddIcon />}
                data-create-page
              >
                {t('futures.menu.addCampaign')}
              </Button>
            )}
          </TopToolbar>
        }
        sort={{ field: 'opensOn', order: 'DESC' }}
        exporter={false}
        storeKey="futures.campaigns"
        empty={false}
      >
        <ResponsiveList<CampaignRecord>
          rowClick={(id) => `/dashboard/futures/${id}`}
          empty={<p>{t('futures.messages.noCampaigns')}</p>}
          mobile={{ primaryText: (c) => c.name, secondaryText: (c) => c.label }}
        >
          <TextField source="name" label={t('futures.fields.name')} />
          <TextField source="label" label={t('futures.fields.product')} sortable={false} />
          <FunctionField<CampaignRecord>
            source="status"
            label={t('futures.fields.status')}
            render={(c) => <FuturesStatusChip status={c.status} />}
          />
          <FunctionField<CampaignRecord>
            source="closesOn"
            label={t('futures.fields.closesOn')}
            render={(c) => date(c.closesOn, false)}
          />
          <FunctionField<CampaignRecord>
            label={t('futures.fields.unitHt')}
            sortable={false}
            render={(c) => money(c.unitHt)}
          />
          <FunctionField<CampaignRecord>
            label={t('futures.fields.subscribed')}
            sortable={false}
            render={(c) => c.subscribed}
          />
        </ResponsiveList>
      </List>
    </>
  );
}
