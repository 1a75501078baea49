import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Datagrid, List, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { api } from '../services';
import { useClientColumns, useClientFilters } from './ClientList';
import { memberName, useTeam } from './crm-shared';
import { showSuccess } from '../common/notices';
import { EmptyList } from '../common/EmptyList';

/** Deals the selected prospects out to the chosen team members (POST /v1/prospection/assign). */
function AssignButton() {
  const t = useT();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('prospection');
  const { selectedIds } = useListContext();
  const team = useTeam();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const assign = async () => {
    const { data } = await api.POST('/v1/prospection/assign', {
      body: { clientIds: selectedIds.map(Number), agentIds: chosen },
    });
    if (!data) return;
    showSuccess(t('crm.prospection.assigned', { count: data.length }));
    setOpen(false);
    setChosen([]);
    unselectAll();
    refresh();
  };
  return (
    <>
      <Button startIcon={<GroupAddIcon />} onClick={() => setOpen(true)}>
        {t('crm.prospection.assign')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('crm.prospection.assignTitle', { count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {t('crm.prospection.assignHelp')}
          </Typography>
          <FormGroup>
            {team.map((member) => (
              <FormControlLabel
                key={member.id}
                label={memberName(member)}
                control={
                  <Checkbox
                    checked={chosen.includes(member.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, member.id]
                          : current.filter((id) => id !== member.id),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
          <Button variant="contained" disabled={chosen.length === 0} onClick={() => void assign()}>
            {t('crm.prospection.assign')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * /dashboard/clients/prospection (seeAllClient): prospects by area (departments, overseas ones included),
 * typology and tags, and a selection dealt out to the team.
 */
export default function Prospection() {
  const t = useT();
  const columns = useClientColumns();
  return (
    <>
      <PageHeader title={t('crm.prospection.title')} />
      <List
        resource="prospection"
        title={t('crm.prospection.title')}
        filters={useClientFilters({ prospection: true })}
        sort={{ field: 'displayName', order: 'ASC' }}
        perPage={50}
        exporter={false}
        storeKey="crm.prospection"
        empty={false}
      >
        <Datagrid
          rowClick={(id) => `/dashboard/clients/${String(id)}`}
          bulkActionButtons={<AssignButton />}
          empty={<EmptyList />}
        >
          {columns}
        </Datagrid>
      </List>
    </>
  );
}
