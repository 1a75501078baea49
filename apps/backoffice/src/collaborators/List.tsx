import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import { PERMISSIONS } from '@cuvee/kernel';
import { FunctionField, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import { AddMemberButton, TeamList, type TeamMember } from '../team/team-fields';

interface Collaborator extends TeamMember {
  permissions: string[];
}

function Actions() {
  const t = useT();
  return (
    // Two buttons: on a phone they wrap instead of running off the screen.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
      <Button
        component={RouterLink}
        to="/dashboard/collaborators/structure"
        startIcon={<AccountTreeOutlinedIcon />}
      >
        {t('collaborators.structure')}
      </Button>
      <AddMemberButton to="/dashboard/collaborators/add">{t('collaborators.add')}</AddMemberButton>
    </TopToolbar>
  );
}

/** /dashboard/collaborators: the shop's collaborators (GET /v1/collaborators). */
export default function CollaboratorList() {
  const t = useT();
  return (
    <TeamList
      title={t('resources.dashboard/collaborators.name')}
      actions={<Actions />}
      columns={
        <FunctionField<Collaborator>
          label={t('collaborators.rights')}
          render={(member) => `${member.permissions.length} / ${PERMISSIONS.length}`}
        />
      }
    />
  );
}
