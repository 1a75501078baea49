import Typography from '@mui/material/Typography';
import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { useT } from '../i18n';
import { MemberIdentity, ReportsToInput, useCanOpen, type TeamMember } from '../team/team-fields';
import { PermissionsInput } from './PermissionsEditor';

/**
 * /dashboard/collaborators/:id: the collaborator's permissions, manager and block
 * (PUT /v1/collaborators/:id). Without createCollaborator the page is read-only.
 */
export default function CollaboratorEdit() {
  const t = useT();
  const canOpen = useCanOpen();
  const editable = canOpen('/dashboard/collaborators/add');
  return (
    <>
      <PageHeader title={t('collaborators.editTitle')} />
      <Edit
        mutationMode="pessimistic"
        title={t('collaborators.editTitle')}
        redirect="list"
        // The API takes only what may change (UpdateCollaboratorDto refuses any other field).
        transform={(data: TeamMember & { authorizations: unknown }) => ({
          blocked: data.blocked,
          reportsToUserId: data.reportsToUserId ?? null,
          authorizations: data.authorizations,
        })}
      >
        <SimpleForm toolbar={editable ? undefined : false} sanitizeEmptyValues={false}>
          <MemberIdentity />
          <BooleanInput source="blocked" helperText={t('team.blockedHelp')} disabled={!editable} />
          {editable && <ReportsToInput />}
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {t('collaborators.rights')}
          </Typography>
          <PermissionsInput disabled={!editable} />
        </SimpleForm>
      </Edit>
    </>
  );
}
