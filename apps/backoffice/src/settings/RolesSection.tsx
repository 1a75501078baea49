import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { PERMISSIONS, type Authorizations } from '@cuvee/kernel';
import { useState } from 'react';
import { useGetList, useUpdate } from 'react-admin';
import { PermissionsEditor } from '../collaborators/PermissionsEditor';
import { useT } from '../i18n';
import { fullName, useCanOpen } from '../team/team-fields';
import { showSuccess } from '../common/notices';

type Collaborator = Schemas['CollaboratorDto'];

/**
 * Settings "roles": each collaborator's permissions, edited with the same editor as the
 * collaborator page (PUT /v1/collaborators/:id). Needs the collaborators' pages (iam module,
 * accessCollaborator); changing rights needs createCollaborator.
 */
export default function RolesSection() {
  const t = useT();
  const canOpen = useCanOpen();
  const visible = canOpen('/dashboard/collaborators');
  const editable = canOpen('/dashboard/collaborators/add');
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState<Authorizations | null>(null);
  const { data: team } = useGetList<Collaborator>(
    'dashboard/collaborators',
    { sort: { field: 'lastname', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: visible },
  );
  // Pessimistic: the list shows the saved rights once the API has answered them.
  const [update] = useUpdate<Collaborator>();

  if (!visible) return <Alert severity="info">{t('settings.roles.unavailable')}</Alert>;
  const current = team?.find((member) => member.id === selected) ?? null;

  const save = () => {
    if (!current) return;
    void update(
      'dashboard/collaborators',
      { id: current.id, data: { authorizations: draft }, previousData: current },
      {
        mutationMode: 'pessimistic',
        // The API answers the collaborator without a message: the confirmation is ours.
        onSuccess: () => showSuccess(t('common.saved')),
      },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: '260px 1fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined">
        {team?.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('settings.roles.none')}
          </Typography>
        )}
        <List dense aria-label={t('resources.dashboard/collaborators.name')}>
          {team?.map((member) => (
            <ListItemButton
              key={member.id}
              selected={member.id === selected}
              onClick={() => {
                setSelected(member.id);
                setDraft(member.authorizations as Authorizations | null);
              }}
              data-roles-member={member.id}
            >
              <ListItemText
                primary={fullName(member)}
                secondary={`${member.permissions.length} / ${PERMISSIONS.length}`}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box>
        {current ? (
          <>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {fullName(current)}
            </Typography>
            <PermissionsEditor value={draft} onChange={setDraft} disabled={!editable} />
            {editable && (
              <Button variant="contained" sx={{ mt: 2 }} onClick={save}>
                {t('common.save')}
              </Button>
            )}
          </>
        ) : (
          <Typography color="text.secondary">{t('settings.roles.pick')}</Typography>
        )}
      </Box>
    </Box>
  );
}
